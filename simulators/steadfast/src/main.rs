//! `steadfast-sim`: a local stand-in for Steadfast Courier's merchant API
//! v1, so the shop books and tracks parcels with no network. Same paths,
//! `Api-Key`/`Secret-Key` headers, bodies and Laravel-style replies as
//! Steadfast, and the same webhooks to the merchant's callback; a merchant
//! page lets a person play the courier. What every simulator repeats
//! (start-up, call log, page shell, clock) is the `sim-kit` crate's.
//!
//! ```sh
//! STEADFAST_API_KEY=k STEADFAST_SECRET_KEY=s cargo run -p steadfast-sim
//! # steadfast-sim listening on http://127.0.0.1:8097 (API at http://127.0.0.1:8097/api/v1, merchant page at http://127.0.0.1:8097/)
//! ```
//!
//! | Flag | Environment | Default |
//! |---|---|---|
//! | `--port` | `STEADFAST_SIM_PORT` | 8097 |
//! | `--host` | `STEADFAST_SIM_HOST` | 127.0.0.1 |
//! | `--public-url` | `STEADFAST_SIM_PUBLIC_URL` | http://HOST:PORT |
//! | `--api-key`, `--secret-key` | `STEADFAST_API_KEY`, `STEADFAST_SECRET_KEY` | required |
//! | `--webhook-url` (the merchant's Callback Url) | `STEADFAST_SIM_WEBHOOK_URL` | none: no webhooks |
//! | `--webhook-token` (its Auth Token, sent as Bearer) | `STEADFAST_WEBHOOK_TOKEN` | none |
//! | `--scripted` (parcels move on their own) | `STEADFAST_SIM_SCRIPTED` | off |
//! | `--step-ms` (between two script steps) | `STEADFAST_SIM_STEP_MS` | 3000 |
//! | `--stop-with-stdin` | | off |
//!
//! The API ([`api`]): `POST create_order`, `POST create_order/bulk-order`,
//! `GET status_by_cid/{id}`, `status_by_invoice/{invoice}`,
//! `status_by_trackingcode/{code}`, `get_balance`, `payments`,
//! `payments/{id}`, `POST create_return_request`,
//! `GET get_return_request/{id}`, `get_return_requests`,
//! `fraud_check/{phone}` ([`fraud`] says how its records are made up).
//! Wrong keys get HTTP 401; refusals are HTTP 200 with `status` 400 or 404
//! in the body, as Steadfast answers them. Charges are Steadfast's
//! ([`charges`]); statuses its words ([`status`]).
//!
//! Webhooks ([`webhook`]): `delivery_status` on a change to pending,
//! delivered, partial_delivered, cancelled or unknown, and
//! `tracking_update` on every tracking message; a failed one is tried
//! again after 1, 2 and 4 s.
//!
//! Parcels move from the merchant page (`/`), the tests' API
//! ([`tests_api`], also payouts, a lost answer and a webhook replay) or, with
//! `--scripted`, on their own ([`script`]).

mod api;
mod app;
mod book;
mod charges;
mod config;
mod fraud;
mod money;
mod page;
mod script;
mod state;
mod status;
mod tests_api;
mod times;
mod validate;
mod webhook;

use app::Simulator;
use clap::Parser;
use config::Config;
use std::process::ExitCode;

#[actix_web::main]
async fn main() -> ExitCode {
    let config = Config::parse();
    let simulator = match Simulator::build(&config) {
        Ok(simulator) => simulator,
        Err(error) => {
            eprintln!(
                "steadfast-sim: cannot start on {}:{}: {error}",
                config.host, config.port
            );
            return ExitCode::FAILURE;
        }
    };
    let first_line = format!(
        "steadfast-sim listening on http://{}:{} (API at {}{}, merchant page at {}/)",
        config.host,
        simulator.port,
        simulator.public_url,
        api::BASE,
        simulator.public_url
    );
    sim_kit::serve::run("steadfast-sim", simulator.server, &first_line, config.stop_with_stdin).await
}
