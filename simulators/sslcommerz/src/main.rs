//! `sslcommerz-sim`: a local stand-in for the SSLCommerz v4 payment
//! gateway, so the shop takes card, wallet and internet-banking payments
//! with no network. Same paths, form fields, JSON answers, signed IPNs and
//! browser posts as SSLCommerz; the shopper's page is its own, with test
//! switches for the gateway's misbehaviours. What every simulator repeats
//! (start-up, call log, page shell, clock) is the `sim-kit` crate's.

mod api;
mod app;
mod attempt;
mod book;
mod config;
mod ids;
mod instruments;
mod ipn;
mod methods;
mod money;
mod page;
mod refunds;
mod session;
mod sign;
mod state;
mod switches;
mod times;

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
                "sslcommerz-sim: cannot start on {}:{}: {error}",
                config.host, config.port
            );
            return ExitCode::FAILURE;
        }
    };
    let first_line = format!(
        "sslcommerz-sim listening on http://{}:{} (init at {}{}, validator at {}/validator/api/, pages at {}{})",
        config.host,
        simulator.port,
        simulator.public_url,
        api::INIT,
        simulator.public_url,
        simulator.public_url,
        api::PAGE
    );
    sim_kit::serve::run("sslcommerz-sim", simulator.server, &first_line, config.stop_with_stdin).await
}
