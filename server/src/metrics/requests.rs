//! The middleware that counts each request by its route's pattern (never
//! its path, so ids and searches do not grow the label set), method and
//! status, and times it.

use super::Metrics;
use actix_web::{
    Error,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    middleware::Next,
};
use std::time::Instant;

/// The label of a request no route matched (the app's pages, unknown paths).
const UNMATCHED: &str = "unmatched";

pub async fn record(
    metrics: Metrics,
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let route = req.match_pattern().unwrap_or_else(|| UNMATCHED.to_owned());
    let method = req.method().as_str().to_owned();
    let answered = next.call(req).await;
    let status = match &answered {
        Ok(response) => response.status().as_u16(),
        Err(error) => error.as_response_error().status_code().as_u16(),
    };
    metrics.observe_request(&route, &method, status, started.elapsed().as_secs_f64());
    answered
}
