//! The one error type of the HTTP layer and its mapping to statuses. Every
//! error answer is JSON `{"message", "code", "params"}`: the text's English
//! sentence, its stable code and its values (see `crate::texts`); internal
//! details are logged, never sent.

use crate::repository::RepositoryError;
use crate::responses::error::ErrorAnswer;
use crate::services::failure::{Failure, total_changed};
use crate::texts::{request, shop};
use actix_web::{HttpResponse, ResponseError, http::StatusCode};
use shop_core::{FieldError, Money, Text};

/// What a handler can fail with, each with the text the client is shown.
#[derive(Debug)]
pub enum ApiError {
    BadRequest(Text),
    Unauthorized(Text),
    Forbidden(Text),
    NotFound(Text),
    Conflict(Text),
    Invalid(Vec<FieldError>),
    /// A 409 that also carries the total the client should show now.
    TotalChanged(Money),
    TooManyRequests(Text),
    TooLarge(Text),
    Unsupported(Text),
    Unavailable,
    /// Too much work of this kind is waiting already (503).
    Busy(Text),
    /// A service the shop relies on (the payment provider) did not answer (502).
    Upstream(Text),
    Internal,
}

impl ApiError {
    /// The text the answer carries.
    pub fn text(&self) -> Text {
        match self {
            Self::BadRequest(text)
            | Self::Unauthorized(text)
            | Self::Forbidden(text)
            | Self::NotFound(text)
            | Self::Conflict(text)
            | Self::TooManyRequests(text)
            | Self::TooLarge(text)
            | Self::Unsupported(text)
            | Self::Busy(text)
            | Self::Upstream(text) => text.clone(),
            Self::Invalid(_) => Text::new(request::INVALID_FIELDS),
            Self::TotalChanged(total) => total_changed(*total),
            Self::Unavailable => Text::new(shop::UNAVAILABLE),
            Self::Internal => Text::new(shop::INTERNAL),
        }
    }
}

shop_core::shown_as_text!(ApiError);

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) | Self::TotalChanged(_) => StatusCode::CONFLICT,
            Self::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::Unsupported(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::Unavailable | Self::Busy(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Upstream(_) => StatusCode::BAD_GATEWAY,
            Self::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let errors = match self {
            Self::Invalid(errors) => Some(errors.as_slice()),
            _ => None,
        };
        let total = match self {
            Self::TotalChanged(total) => Some(total.poisha()),
            _ => None,
        };
        answer(self.status_code(), &self.text(), errors, total)
    }
}

/// The JSON error answer of `text`.
fn answer(status: StatusCode, text: &Text, errors: Option<&[FieldError]>, total: Option<i64>) -> HttpResponse {
    HttpResponse::build(status).json(ErrorAnswer {
        said: text.clone().into(),
        errors: errors.map(|errors| errors.iter().map(Into::into).collect()),
        total,
    })
}

impl From<Failure> for ApiError {
    /// Each kind of a use case's failure as its HTTP status.
    fn from(failure: Failure) -> Self {
        match failure {
            Failure::NotFound(text) => ApiError::NotFound(text),
            Failure::Refused(text) => ApiError::BadRequest(text),
            Failure::Invalid(errors) => ApiError::Invalid(errors),
            Failure::Conflict(text) => ApiError::Conflict(text),
            Failure::TotalChanged(total) => ApiError::TotalChanged(total),
            Failure::SignedOut(text) => ApiError::Unauthorized(text),
            Failure::NotAllowed(text) => ApiError::Forbidden(text),
            Failure::TooLarge(text) => ApiError::TooLarge(text),
            Failure::Unsupported(text) => ApiError::Unsupported(text),
            Failure::Busy(text) => ApiError::Busy(text),
            Failure::ProviderDown(text) => ApiError::Upstream(text),
            Failure::Unavailable => ApiError::Unavailable,
            Failure::Internal => ApiError::Internal,
        }
    }
}

/// What routes meet besides a use case's failure (a repository's error on a
/// plain read, a core rule on a parsed value) answers as the use case would.
macro_rules! answered_as_failure {
    ($($error:ty),*) => {$(
        impl From<$error> for ApiError {
            fn from(error: $error) -> Self {
                Failure::from(error).into()
            }
        }
    )*};
}
answered_as_failure!(
    RepositoryError,
    shop_core::Error,
    shop_core::ListingError,
    shop_core::MoneyError,
    shop_core::ValidationError,
    shop_core::OrderError,
    shop_core::PaymentError,
    crate::pictures::PictureError,
    crate::catalog_view::SearchError,
    crate::catalog_view::ScanError
);

impl ApiError {
    /// A failure on our side that the client cannot fix: logged with its cause, answered as a plain 500.
    pub fn internal(context: &str, error: impl std::fmt::Display) -> Self {
        Failure::internal(context, error).into()
    }

    /// A repository error where a duplicate key means `text` (409).
    pub fn duplicate_means(text: shop_core::TextDef) -> impl FnOnce(RepositoryError) -> ApiError {
        move |error| Failure::duplicate_means(text)(error).into()
    }
}

/// Query and path extractor failures as 400 `{message}` answers; the text is
/// serde's account of the client's own input (which value, what was expected).
pub fn bad_request(error: impl std::fmt::Display) -> actix_web::Error {
    ApiError::BadRequest(Text::new(request::BAD).name("detail", error.to_string())).into()
}

/// Error answers made outside the handlers (the static file service, CORS,
/// routing) as `{message}` JSON like every other, without their internal text.
pub fn json_error_answers<B>(
    res: actix_web::dev::ServiceResponse<B>,
) -> actix_web::Result<actix_web::middleware::ErrorHandlerResponse<B>> {
    use actix_web::{http::header::CONTENT_TYPE, middleware::ErrorHandlerResponse};
    // JSON answers, and the pages the shop writes itself (a confirmation
    // link opened in a browser), are already as the client should see them.
    let is_ours = res
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json") || v.starts_with("text/html"));
    if is_ours {
        return Ok(ErrorHandlerResponse::Response(res.map_into_left_body()));
    }
    let status = res.status();
    let text = Text::new(match status.as_u16() {
        400 => request::NOT_VALID,
        404 => request::NOT_FOUND,
        405 => request::METHOD_NOT_ALLOWED,
        500.. => shop::INTERNAL,
        _ => request::REFUSED,
    });
    let (req, _) = res.into_parts();
    let answer = answer(status, &text, None, None);
    Ok(ErrorHandlerResponse::Response(
        actix_web::dev::ServiceResponse::new(req, answer).map_into_right_body(),
    ))
}
