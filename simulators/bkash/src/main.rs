//! `bkash-sim`: a local stand-in for bKash's tokenized checkout (v1.2.0-beta),
//! so the shop runs and is tested with no network. Same paths, headers,
//! bodies and error envelopes as bKash; the shopper's page is its own. What
//! every simulator repeats (start-up, call log, page shell, clock) is the
//! `sim-kit` crate's.

mod api;
mod app;
mod codes;
mod config;
mod ids;
mod money;
mod page;
mod payment;
mod payments;
mod state;
mod times;
mod tokens;
mod wallets;

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
            eprintln!("bkash-sim: cannot listen on {}:{}: {error}", config.host, config.port);
            return ExitCode::FAILURE;
        }
    };
    let first_line = format!(
        "bkash-sim listening on http://{}:{} (API at {}{}, shopper pages at {}/checkout)",
        config.host,
        simulator.port,
        simulator.public_url,
        api::BASE,
        simulator.public_url
    );
    sim_kit::serve::run("bkash-sim", simulator.server, &first_line, config.stop_with_stdin).await
}
