//! Structured logs for the whole process, and each request's own span and
//! event.

use crate::{error::ApiError, rate_limit::Limits, refusal_log::RefusalLog, request_log::Level};
use actix_web::{
    Error,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    http::header::{HeaderName, HeaderValue},
    middleware::Next,
};
use actix_web::{HttpMessage, HttpRequest, web};
use std::net::IpAddr;
use tracing::Span;
use tracing::field::Empty;
use tracing_actix_web::{DefaultRootSpanBuilder, RequestId, RootSpanBuilder};
use tracing_subscriber::{EnvFilter, fmt};

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    /// One line of text per event, coloured only on a terminal.
    Text,
    /// One JSON object per line, with the request's span (its `request_id`,
    /// route and method) in every line of a request, for a log collector.
    Json,
}

impl LogFormat {
    /// `LOG_FORMAT`: `text` (or unset) or `json`.
    pub fn from_env() -> Result<Self, String> {
        match std::env::var("LOG_FORMAT").as_deref() {
            Err(_) | Ok("" | "text") => Ok(LogFormat::Text),
            Ok("json") => Ok(LogFormat::Json),
            Ok(other) => Err(format!("LOG_FORMAT must be `text` or `json`, not `{other}`")),
        }
    }
}

/// Logs to stdout at `RUST_LOG` (default `info`, quieter for the driver) in
/// `format`; text is coloured only on a terminal, so a file or a log
/// collector gets plain text.
pub fn init(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,mongodb=warn"));
    let colours = std::io::IsTerminal::is_terminal(&std::io::stdout());
    // A second init (as in tests) keeps the first subscriber.
    let _ = match format {
        LogFormat::Text => fmt()
            .with_env_filter(filter)
            .with_target(false)
            .with_ansi(colours)
            .try_init(),
        LogFormat::Json => fmt()
            .json()
            .with_env_filter(filter)
            .with_target(false)
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
}

/// The request spans of `tracing-actix-web` with its default fields, and one
/// event per failed request at the level the admins' log gives it
/// ([`Level::of`]): a refusal for load is a warning, not an error.
pub struct RequestSpans;

impl RootSpanBuilder for RequestSpans {
    /// `tracing-actix-web`'s fields, but the target is the path alone: its
    /// default span logs the query string with every event of the request,
    /// and a query can hold a secret (a confirmation link's token) or what a
    /// shopper searched for.
    fn on_request_start(request: &ServiceRequest) -> Span {
        request.extensions_mut().insert(Started(std::time::Instant::now()));
        let route = request.match_pattern().unwrap_or_else(|| "default".to_owned());
        let request_id = request.extensions().get::<RequestId>().copied();
        let connection = request.connection_info();
        tracing::info_span!(
            "HTTP request",
            http.method = %request.method(),
            http.route = %route,
            http.scheme = %connection.scheme(),
            http.host = %connection.host(),
            http.target = %request.path(),
            http.status_code = Empty,
            otel.name = %format!("{} {route}", request.method()),
            otel.kind = "server",
            otel.status_code = Empty,
            request_id = request_id.map(tracing::field::display),
            exception.message = Empty,
            exception.details = Empty,
        )
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
        let Some(error) = error else {
            // One access line per request answered without an error (a failed one has its own
            // line below), inside the request's span, so it carries the request id.
            if let Ok(response) = outcome {
                let took = response
                    .request()
                    .extensions()
                    .get::<Started>()
                    .map(|started| started.0.elapsed());
                let millis = took.map_or(0, |took| u64::try_from(took.as_millis()).unwrap_or(u64::MAX));
                tracing::info!(status = status.as_u16(), path, millis, "request");
            }
            return;
        };
        // The span is at INFO, so under `RUST_LOG=warn` the event carries what failed itself.
        let level = Level::of(status.as_u16(), Some(error));
        let kind = error
            .as_error::<ApiError>()
            .map(|refusal| refusal.0.text().code())
            .or_else(|| status.canonical_reason())
            .unwrap_or("refused");
        let status = status.as_u16();
        let error = error.as_response_error();
        match level {
            // A flood of refusals is counted, past its first few per client and kind.
            Level::Warn => {
                let client = outcome.as_ref().ok().and_then(|response| client_of(response.request()));
                if RefusalLog::global().admit(client, kind) {
                    tracing::warn!(status, path, ?error, "request refused");
                }
            }
            // An error answered with a success status is a fault too, as it was before.
            Level::Error | Level::Info => tracing::error!(status, path, ?error, "request failed"),
        }
    }
}

/// When a request began, for its access line.
#[derive(Clone, Copy)]
struct Started(std::time::Instant);

/// The header each answer names its request's id in: the id every log line
/// of the request carries, for a shopper's or an operator's report to find.
pub const REQUEST_ID_HEADER: HeaderName = HeaderName::from_static("x-request-id");

/// Answers each request's id in `x-request-id` (run inside `TracingLogger`, which gives it).
pub async fn request_id_header(
    request: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let id = request.extensions().get::<RequestId>().copied();
    let mut response = next.call(request).await?;
    if let Some(value) = id.and_then(|id| HeaderValue::from_str(&id.to_string()).ok()) {
        response.headers_mut().insert(REQUEST_ID_HEADER, value);
    }
    Ok(response)
}

/// The client a request came from, as the rate limits key it.
fn client_of(request: &HttpRequest) -> Option<IpAddr> {
    request.app_data::<web::Data<Limits>>()?.address_of(request)
}
