//! `sms-sim`: a local stand-in for SSL Wireless's ISMS Plus gateway (API
//! v3), so the shop sends its SMS with no network. The same send call, body
//! and reply envelope as the gateway; an inbox page shows what was sent and
//! a small JSON API lets tests read it. What every simulator repeats
//! (start-up, call log, page shell, clock) is the `sim-kit` crate's.

mod api;
mod app;
mod config;
mod inbox;
mod msisdn;
mod page;
mod segments;
mod tests_api;

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
            eprintln!("sms-sim: cannot listen on {}:{}: {error}", config.host, config.port);
            return ExitCode::FAILURE;
        }
    };
    let first_line = format!(
        "sms-sim listening on http://{}:{} (API at {}{}, inbox at {}/)",
        config.host,
        simulator.port,
        simulator.public_url,
        api::SEND,
        simulator.public_url
    );
    sim_kit::serve::run("sms-sim", simulator.server, &first_line, config.stop_with_stdin).await
}
