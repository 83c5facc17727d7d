//! How the API answers. Like Steadfast's Laravel API, business refusals
//! (validation, not found) are HTTP 200 with the real status in the body's
//! `status`; only wrong keys (401) and unknown routes (404) change the HTTP
//! status. Every answer carries its log line's outcome.

use crate::validate::Errors;
use actix_web::{HttpResponse, ResponseError, http::StatusCode};
use serde_json::{Value, json};
use sim_kit::log::Outcome;
use std::fmt;

/// Every way an API call is turned down.
#[derive(Debug)]
pub enum ApiError {
    /// A missing or wrong `Api-Key` or `Secret-Key`.
    Unauthorized,
    /// No such route (or not with this method).
    MissingRoute,
    /// Fields that fail their checks.
    Invalid(Errors),
    /// A body that cannot be read, or too big a bulk order.
    BadRequest(&'static str),
    /// A refusal without field errors, e.g. "Invalid phone number.".
    Refused(&'static str),
    /// Nothing with that id, e.g. "Consignment not found.".
    NotFound(&'static str),
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::Unauthorized => f.write_str("Unauthorized. Invalid Api-Key or Secret-Key."),
            ApiError::MissingRoute => f.write_str("Not Found"),
            ApiError::Invalid(_) => f.write_str("Validation failed"),
            ApiError::BadRequest(message) | ApiError::Refused(message) | ApiError::NotFound(message) => {
                f.write_str(message)
            }
        }
    }
}

impl ApiError {
    /// The body's `status`.
    fn code(&self) -> u16 {
        match self {
            ApiError::Unauthorized => 401,
            ApiError::MissingRoute | ApiError::NotFound(_) => 404,
            ApiError::Invalid(_) | ApiError::BadRequest(_) | ApiError::Refused(_) => 400,
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::Unauthorized => StatusCode::UNAUTHORIZED,
            ApiError::MissingRoute => StatusCode::NOT_FOUND,
            _ => StatusCode::OK,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let mut body = json!({ "status": self.code(), "message": self.to_string() });
        let errors = match self {
            ApiError::Invalid(errors) => Some(errors.to_json()),
            ApiError::BadRequest(_) => Some(json!({})),
            _ => None,
        };
        if let (Value::Object(fields), Some(errors)) = (&mut body, errors) {
            fields.insert("errors".into(), errors);
        }
        let mut response = HttpResponse::build(self.status_code()).json(body);
        response
            .extensions_mut()
            .insert(Outcome(format!("{} {self}", self.code())));
        response
    }
}

/// `body` with HTTP 200, logged with `outcome`.
pub fn ok(body: Value, outcome: impl Into<String>) -> HttpResponse {
    let mut response = HttpResponse::Ok().json(body);
    response.extensions_mut().insert(Outcome(outcome.into()));
    response
}

/// Any other path, or a known one with another method.
pub async fn missing_route() -> Result<HttpResponse, ApiError> {
    Err(ApiError::MissingRoute)
}
