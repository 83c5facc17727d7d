//! How the API answers: always HTTP 200 with JSON, as SSLCommerz does even
//! for refusals, and the outcome for the call's log line.

use actix_web::HttpResponse;
use serde::Serialize;
use sim_kit::log::Outcome;

/// `body` as JSON, logged with `outcome`.
pub fn json<T: Serialize>(body: &T, outcome: impl Into<String>) -> HttpResponse {
    let mut response = HttpResponse::Ok().json(body);
    response.extensions_mut().insert(Outcome(outcome.into()));
    response
}
