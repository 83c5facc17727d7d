//! How the API answers: successes carry statusCode "0000"; refusals are
//! mapped to bKash's envelope (HTTP 200) or the gateway's (401, 403) here.

use crate::codes::Code;
use actix_web::{HttpResponse, ResponseError, http::StatusCode};
use serde::Serialize;
use serde_json::json;
use sim_kit::log::Outcome;
use std::fmt;

/// Every way an API call can be turned down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApiError {
    /// No, an unknown or a forged token, or a wrong `x-app-key`.
    Unauthorized,
    /// A token the simulator issued whose lifetime is over.
    TokenExpired,
    /// No such route (or not with this method).
    MissingRoute,
    /// A business refusal.
    Refused(Code),
    /// A business refusal of the v2 refund API, in its own envelope.
    RefusedV2(Code),
}

impl From<Code> for ApiError {
    fn from(code: Code) -> Self {
        ApiError::Refused(code)
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::Unauthorized => f.write_str("Unauthorized"),
            // API Gateway's Cognito authoriser says this for an expired token.
            ApiError::TokenExpired => f.write_str("The incoming token has expired"),
            ApiError::MissingRoute => f.write_str("Missing Authentication Token"),
            ApiError::Refused(code) | ApiError::RefusedV2(code) => write!(f, "{} {}", code.code(), code.message()),
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::Unauthorized | ApiError::TokenExpired => StatusCode::UNAUTHORIZED,
            ApiError::MissingRoute => StatusCode::FORBIDDEN,
            ApiError::Refused(_) => StatusCode::OK,
            ApiError::RefusedV2(_) => StatusCode::BAD_REQUEST,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let body = match self {
            ApiError::Refused(code) => json!({ "statusCode": code.code(), "statusMessage": code.message() }),
            ApiError::RefusedV2(code) => json!({
                "internalCode": code.code(),
                "externalCode": code.code(),
                "errorMessageEn": code.message(),
                "errorMessageBn": code.message(),
            }),
            gateway => json!({ "message": gateway.to_string() }),
        };
        let mut response = HttpResponse::build(self.status_code()).json(body);
        response.extensions_mut().insert(Outcome(self.to_string()));
        response
    }
}

#[derive(Serialize)]
struct Successful<T> {
    #[serde(rename = "statusCode")]
    status_code: &'static str,
    #[serde(rename = "statusMessage")]
    status_message: &'static str,
    #[serde(flatten)]
    body: T,
}

/// `body` with statusCode "0000" and statusMessage "Successful".
pub fn successful<T: Serialize>(body: T) -> HttpResponse {
    let mut response = HttpResponse::Ok().json(Successful {
        status_code: "0000",
        status_message: "Successful",
        body,
    });
    response.extensions_mut().insert(Outcome("0000 Successful".into()));
    response
}

/// `body` as the v2 refund API answers a success: HTTP 200, no statusCode.
pub fn answered<T: Serialize>(body: T) -> HttpResponse {
    let mut response = HttpResponse::Ok().json(body);
    response.extensions_mut().insert(Outcome("200 answered".into()));
    response
}

/// What API Gateway answers for a path or method it does not route.
pub async fn missing_route() -> Result<HttpResponse, ApiError> {
    Err(ApiError::MissingRoute)
}
