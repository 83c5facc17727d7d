//! `bkash-sim`: a local stand-in for bKash's tokenized checkout (v1.2.0-beta),
//! so the shop runs and is tested with no network. Same paths, headers,
//! bodies and error envelopes as bKash; the shopper's page is its own.

mod api;
mod app;
mod codes;
mod config;
mod ids;
mod log;
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
use std::{io::Write, process::ExitCode};

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
    // Scripts and tests wait for this first line (and read the port from it).
    let _ = writeln!(
        std::io::stdout().lock(),
        "bkash-sim listening on http://{}:{} (API at {}{}, shopper pages at {}/checkout)",
        config.host,
        simulator.port(),
        simulator.public_url(),
        api::BASE,
        simulator.public_url()
    );
    if config.stop_with_stdin {
        std::thread::spawn(|| {
            // Read until end of input (or an error), then leave.
            let _ = std::io::copy(&mut std::io::stdin().lock(), &mut std::io::sink());
            std::process::exit(0);
        });
    }
    match simulator.run_until_stopped().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("bkash-sim: stopped: {error}");
            ExitCode::FAILURE
        }
    }
}
