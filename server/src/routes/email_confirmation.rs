//! Confirming an e-mail address: `GET /api/auth/confirm-email?token=…` is the
//! link in the sign-up e-mail (a browser opens it, so it answers a page), and
//! `POST /api/auth/confirm-email/resend` mails a new link to the signed-in
//! customer.

use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::Identity, config::Settings, error::ApiError, escape, rate_limit::Limits, repository::Repositories,
    responses::replies::MessageAnswer, services::email_confirmation,
};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use mongodb::bson::DateTime;
use serde::Deserialize;
use shop_core::Text;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(confirm).service(resend);
}

#[derive(Deserialize)]
struct ConfirmQuery {
    #[serde(default)]
    token: String,
}

/// A small page of the shop's own, for a link opened from a mail client.
fn page(status: actix_web::http::StatusCode, title: &str, words: &str) -> HttpResponse {
    let body = format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{title} | PhoneBazar</title></head>\n\
         <body style=\"font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem\">\n\
         <main><h1>{title}</h1>\n<p>{words}</p>\n<p><a href=\"/\">Go to PhoneBazar</a></p></main>\n</body></html>\n",
        title = escape::html(title),
        words = escape::html(words),
    );
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header(("Cache-Control", "no-store"))
        .body(body)
}

/// The sign-up e-mail's confirmation link
///
/// `?token=` from the e-mail. A browser opens it, so it answers an HTML page: 200 confirmed, 400
/// for an unknown, used or expired link.
#[utoipa::path(
    operation_id = "auth_confirm_email",
    tag = "account",
    params(("token" = String, Query, description = "The token from the sign-up e-mail's link")),
    responses(
        (status = 200, description = "A page saying the address is confirmed (text/html)"),
        (
            status = 400,
            description = "A page saying the link is unknown, used or expired (text/html)",
        ),
        super::documented::Trouble,
    ),
)]
#[get("/auth/confirm-email")]
#[tracing::instrument(skip_all)]
pub(super) async fn confirm(
    repositories: web::Data<Repositories>,
    query: web::Query<ConfirmQuery>,
) -> Result<HttpResponse, ApiError> {
    Ok(
        if email_confirmation::confirm(&repositories, &query.token, DateTime::now()).await? {
            page(
                actix_web::http::StatusCode::OK,
                "Your e-mail address is confirmed",
                "Thank you. We will now e-mail you about your orders and the phones you asked us to watch.",
            )
        } else {
            page(
                actix_web::http::StatusCode::BAD_REQUEST,
                "This link does not work any more",
                "The link is used, expired or incomplete. Sign in and ask for a new one on your profile page.",
            )
        },
    )
}

/// Mail a new confirmation link
///
/// 202, a new link is mailed; 409 already confirmed; 429 after 3, then one every 10 minutes.
#[utoipa::path(
    operation_id = "auth_confirm_email_resend",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 202, description = "A new link is on its way", body = MessageAnswer),
        super::documented::SignedOut,
        (
            status = 409,
            description = "The address is confirmed already: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        (
            status = 429,
            description = "Too many e-mails asked for: `{message}`",
            body = crate::responses::error::ErrorAnswer,
        ),
        super::documented::Trouble,
    ),
)]
#[post("/auth/confirm-email/resend")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn resend(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<Settings>,
    limits: web::Data<Limits>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let user = repositories
        .users
        .find_by_id(identity.user_id)
        .await?
        .ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_AGAIN.into()))?;
    limits.check_confirmation_mail(user.id)?;
    if !limits.allows_confirmation_mail(limits.address_of(&req)) {
        return Err(Failure::Limited(texts::shop::TOO_MANY_ATTEMPTS.into()).into());
    }
    email_confirmation::send_again(&repositories, &user, &settings.payments.public_url).await?;
    Ok(HttpResponse::Accepted().json(MessageAnswer::new(
        Text::new(texts::auth::CONFIRMATION_SENT).name("email", user.email.unwrap_or_default()),
    )))
}
