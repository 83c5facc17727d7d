//! One stdout line per call: method, path, HTTP status and, when the answer
//! says what it meant (a provider's status code, a gateway's message), that.

use actix_web::{dev::ServiceResponse, http::Method};
use std::io::Write;

/// What an answer meant, put on the response for its log line.
#[derive(Debug, Clone)]
pub struct Outcome(pub String);

/// Writes the call's line.
pub fn record<B>(method: &Method, path: &str, response: &ServiceResponse<B>) {
    let status = response.status().as_u16();
    let line = match response.response().extensions().get::<Outcome>() {
        Some(Outcome(outcome)) => format!("{method} {path} {status} {outcome}"),
        None => format!("{method} {path} {status}"),
    };
    // A closed stdout (the starting script went away) must not stop the simulator.
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}
