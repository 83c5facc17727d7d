//! The one error type of the HTTP layer and its mapping to statuses. Every
//! error answer is JSON `{"message", "code", "params"}`: the text's English
//! sentence, its stable code and its values (see `crate::texts`); internal
//! details are logged, never sent.

use crate::failure::Failure;
use crate::repository::RepositoryError;
use crate::responses::error::ErrorAnswer;
use crate::texts::{request, shop};
use actix_web::{HttpResponse, ResponseError, http::StatusCode};
use shop_core::{FieldError, Text};

/// What a handler can fail with: a use case's `Failure` (routes refuse in
/// the same terms), answered with the status of its kind.
#[derive(Debug)]
pub struct ApiError(pub Failure);

shop_core::shown_as_text!(ApiError);

impl ApiError {
    /// The text the answer carries.
    pub fn text(&self) -> Text {
        self.0.text()
    }

    /// Whether the shop refused the request because too much of its kind
    /// was waiting (a 503 on purpose, not a fault).
    pub fn is_load_refusal(&self) -> bool {
        matches!(self.0, Failure::Busy(_))
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match &self.0 {
            Failure::Refused(_) => StatusCode::BAD_REQUEST,
            Failure::SignedOut(_) => StatusCode::UNAUTHORIZED,
            Failure::NotAllowed(_) => StatusCode::FORBIDDEN,
            Failure::NotFound(_) => StatusCode::NOT_FOUND,
            Failure::Conflict(_) | Failure::TotalChanged(_) => StatusCode::CONFLICT,
            Failure::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Failure::Limited(_) => StatusCode::TOO_MANY_REQUESTS,
            Failure::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Failure::Unsupported(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Failure::Unavailable | Failure::Busy(_) => StatusCode::SERVICE_UNAVAILABLE,
            Failure::ProviderDown(_) => StatusCode::BAD_GATEWAY,
            Failure::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let errors = match &self.0 {
            Failure::Invalid(errors) => Some(errors.as_slice()),
            _ => None,
        };
        let total = match &self.0 {
            Failure::TotalChanged(total) => Some(total.poisha()),
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
    fn from(failure: Failure) -> Self {
        ApiError(failure)
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
    ApiError(Failure::Refused(
        Text::new(request::BAD).name("detail", error.to_string()),
    ))
    .into()
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
