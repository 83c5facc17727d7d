//! The recent request log admins read at `GET /api/admin/logs`: one
//! structured entry per answered request, kept in memory by each instance.
//! Paths are logged without their query string, so tokens and searches stay out.

use crate::{auth::Identity, error::ApiError};
use actix_web::{
    Error, HttpMessage,
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    middleware::Next,
};
use serde::Serialize;
use std::{
    collections::VecDeque,
    sync::{Arc, Mutex},
    time::Instant,
};

/// Entries kept; older ones are dropped first.
pub const CAPACITY: usize = 2_000;
/// Longest path or message kept per entry, in characters: an error can quote
/// the client's own input, and the ring must stay small whatever was sent.
pub const TEXT_LIMIT: usize = 300;

/// `text` cut to [`TEXT_LIMIT`] characters, marked with an ellipsis when cut.
fn clipped(text: &str) -> String {
    let mut chars = text.chars();
    let kept: String = chars.by_ref().take(TEXT_LIMIT).collect();
    if chars.next().is_some() { kept + "…" } else { kept }
}

/// How serious an entry is, from its status and error (see [`Level::of`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Info,
    Warn,
    Error,
}

impl Level {
    /// An answer's level: errors on the shop's side at `Error`, the caller's
    /// and refusals for load (which the shop answers on purpose) at `Warn`.
    pub fn of(status: u16, error: Option<&Error>) -> Self {
        let refused_for_load = error
            .and_then(Error::as_error::<ApiError>)
            .is_some_and(ApiError::is_load_refusal);
        match status {
            _ if refused_for_load => Level::Warn,
            500.. => Level::Error,
            400..=499 => Level::Warn,
            _ => Level::Info,
        }
    }

    /// Parses `info`, `warn` or `error`.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "info" => Some(Level::Info),
            "warn" => Some(Level::Warn),
            "error" => Some(Level::Error),
            _ => None,
        }
    }
}

/// One answered request.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct LogEntry {
    pub time: String,
    pub level: Level,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub latency_ms: f64,
    pub user_id: Option<String>,
    /// The answer's public error message, for failed requests.
    pub message: Option<String>,
}

/// The shared ring of recent entries.
#[derive(Clone, Default)]
pub struct RequestLog(Arc<Mutex<VecDeque<LogEntry>>>);

impl RequestLog {
    fn push(&self, entry: LogEntry) {
        if let Ok(mut entries) = self.0.lock() {
            if entries.len() == CAPACITY {
                entries.pop_front();
            }
            entries.push_back(entry);
        }
    }

    /// Newest first, at most `limit`, optionally of one level and one status.
    pub fn recent(&self, level: Option<Level>, status: Option<u16>, limit: usize) -> Vec<LogEntry> {
        let Ok(entries) = self.0.lock() else { return Vec::new() };
        entries
            .iter()
            .rev()
            .filter(|e| level.is_none_or(|l| e.level == l) && status.is_none_or(|s| e.status == s))
            .take(limit)
            .cloned()
            .collect()
    }
}

/// Middleware body: times the request and records it once answered.
pub async fn record(
    log: RequestLog,
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let method = req.method().to_string();
    let path = clipped(req.path());
    let response = next.call(req).await?;
    let status = response.status().as_u16();
    let user_id = response
        .request()
        .extensions()
        .get::<Identity>()
        .map(|i| i.user_id.to_hex());
    let error = response.response().error();
    log.push(LogEntry {
        time: mongodb::bson::DateTime::now()
            .try_to_rfc3339_string()
            .unwrap_or_default(),
        level: Level::of(status, error),
        method,
        path,
        status,
        latency_ms: (started.elapsed().as_secs_f64() * 1000.0 * 100.0).round() / 100.0,
        user_id,
        message: error.map(|e| clipped(&e.to_string())),
    });
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::failure::Failure;
    use shop_core::Text;

    fn answered(failure: Failure) -> Error {
        ApiError(failure).into()
    }

    #[test]
    fn refusals_for_load_are_warnings_and_the_shop_s_faults_errors() {
        let busy = answered(Failure::Busy(Text::new(crate::texts::shop::BUSY)));
        assert_eq!(Level::of(503, Some(&busy)), Level::Warn);
        let unreachable = answered(Failure::Unavailable);
        assert_eq!(Level::of(503, Some(&unreachable)), Level::Error);
        assert_eq!(Level::of(500, Some(&answered(Failure::Internal))), Level::Error);
        assert_eq!(Level::of(503, None), Level::Error);
        let limited = answered(Failure::Limited(Text::new(crate::texts::shop::BUSY)));
        assert_eq!(Level::of(429, Some(&limited)), Level::Warn);
        assert_eq!(Level::of(200, None), Level::Info);
    }
}
