//! Structured logs for the whole process, and each request's own span and
//! event.

use crate::request_log::Level;
use actix_web::{
    Error,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
};
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RootSpanBuilder};
use tracing_subscriber::{EnvFilter, fmt};

/// Logs to stderr at `RUST_LOG` (default `info`, quieter for the driver).
pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,mongodb=warn"));
    // A second init (as in tests) keeps the first subscriber.
    let _ = fmt().with_env_filter(filter).with_target(false).try_init();
}

/// The request spans of `tracing-actix-web` with its default fields, and one
/// event per failed request at the level the admins' log gives it
/// ([`Level::of`]): a refusal for load is a warning, not an error.
pub struct RequestSpans;

impl RootSpanBuilder for RequestSpans {
    fn on_request_start(request: &ServiceRequest) -> Span {
        DefaultRootSpanBuilder::on_request_start(request)
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        DefaultRootSpanBuilder::on_request_end(span, outcome);
        let (status, error, path) = match outcome {
            Ok(response) => (
                response.status(),
                response.response().error(),
                response.request().path(),
            ),
            Err(error) => (error.as_response_error().status_code(), Some(error), ""),
        };
        let Some(error) = error else { return };
        // The span is at INFO, so under `RUST_LOG=warn` the event carries what failed itself.
        let (level, status) = (Level::of(status.as_u16(), Some(error)), status.as_u16());
        let error = error.as_response_error();
        match level {
            Level::Warn => tracing::warn!(status, path, ?error, "request refused"),
            // An error answered with a success status is a fault too, as it was before.
            Level::Error | Level::Info => tracing::error!(status, path, ?error, "request failed"),
        }
    }
}
