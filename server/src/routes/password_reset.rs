//! A forgotten password: `POST /api/password/forgot` mails a reset link,
//! `POST /api/password/reset` sets the new password with the link's token,
//! and `POST /api/password/reset-by-code` with a code sent to the account's
//! number (asked for at `POST /api/phone/code`, purpose `reset_password`).

use super::bodies::Body;
use crate::{
    auth::{PasswordHasher, Revocations},
    config::Settings,
    documents::phone_code::CodePurpose,
    error::ApiError,
    failure::Failure,
    rate_limit::Limits,
    repository::Repositories,
    responses::replies::MessageAnswer,
    services::{
        password_reset::{self, LINK_MINUTES, ResetDesk},
        phone_codes,
    },
    texts,
};
use actix_web::{HttpRequest, HttpResponse, post, web};
use mongodb::bson::DateTime;
use serde::Deserialize;
use shop_core::{Text, validation};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(forgot).service(reset).service(reset_by_code);
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct ForgotRequest {
    email: String,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct ResetRequest {
    /// The token from the e-mail's link.
    token: String,
    password: String,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct ResetByCodeRequest {
    /// The account's mobile number: `01XXXXXXXXX`, `+8801...` or `8801...`.
    phone: String,
    /// The 6-digit code the SMS carried (purpose `reset_password`).
    code: String,
    password: String,
}

fn desk<'a>(hasher: &'a PasswordHasher, revocations: &'a Revocations, settings: &Settings) -> ResetDesk<'a> {
    ResetDesk {
        hasher,
        revocations,
        session_lifetime: settings.session_lifetime,
    }
}

/// Mail a link to reset a forgotten password
///
/// `{email}` → 202 `{message}`, the same whether or not an account has the address: when one has,
/// a link that works once, for 30 minutes, is on its way (at most 3 an hour per account). 400 not
/// an e-mail address; 429 more than 10 asks an hour from the client's address.
#[utoipa::path(
    request_body = ForgotRequest,
    operation_id = "password_forgot",
    tag = "account",
    responses(
        (status = 202, description = "Accepted, whether or not an account has the address", body = MessageAnswer),
        super::documented::BadInput,
        super::documented::Limited,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/password/forgot")]
#[tracing::instrument(skip_all)]
pub(super) async fn forgot(
    repositories: web::Data<Repositories>,
    limits: web::Data<Limits>,
    settings: web::Data<Settings>,
    req: HttpRequest,
    body: Body<ForgotRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = body.into_inner();
    limits.check_reset_ask(limits.address_of(&req))?;
    password_reset::ask_by_email(
        &repositories,
        &settings.payments.public_url,
        &request.email,
        DateTime::now(),
    )
    .await?;
    Ok(HttpResponse::Accepted().json(MessageAnswer::new(
        Text::new(texts::auth::RESET_LINK_SENT).count("minutes", LINK_MINUTES),
    )))
}

/// Set a new password with an e-mail's reset link
///
/// `{token, password}` → 200 `{message}`: the password is set, the link and every other link of
/// the account end, and every session of the account is signed out. 400 a used, expired or
/// unknown link (`auth.reset_link_invalid`) or a password the rules refuse.
#[utoipa::path(
    request_body = ResetRequest,
    operation_id = "password_reset",
    tag = "account",
    responses(
        (status = 200, description = "OK: sign in with the new password", body = MessageAnswer),
        super::documented::BadInput,
        super::documented::Limited,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/password/reset")]
#[tracing::instrument(skip_all)]
pub(super) async fn reset(
    repositories: web::Data<Repositories>,
    hasher: web::Data<PasswordHasher>,
    revocations: web::Data<Revocations>,
    limits: web::Data<Limits>,
    settings: web::Data<Settings>,
    req: HttpRequest,
    body: Body<ResetRequest>,
) -> Result<HttpResponse, ApiError> {
    limits.check_address(limits.address_of(&req))?;
    let request = body.into_inner();
    let desk = desk(&hasher, &revocations, &settings);
    password_reset::reset_by_link(&repositories, &desk, &request.token, &request.password, DateTime::now()).await?;
    Ok(HttpResponse::Ok().json(MessageAnswer::new(texts::auth::PASSWORD_RESET)))
}

/// Set a new password with a code sent to the account's number
///
/// `{phone, code, password}` → 200 `{message}`: the code (asked for with purpose
/// `reset_password`) proves the number; the account with it gets the password and every session
/// of it is signed out. 400 a wrong, expired or spent code (`codes.*`) or a refused password; 404
/// no account has the number; 409 the number has not signed in for a year
/// (`auth.number_stale_for_reset`); 422 not a Bangladeshi mobile number.
#[utoipa::path(
    request_body = ResetByCodeRequest,
    operation_id = "password_reset_by_code",
    tag = "account",
    responses(
        (status = 200, description = "OK: sign in with the new password", body = MessageAnswer),
        super::documented::BadInput,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::InvalidFields,
        super::documented::Limited,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/password/reset-by-code")]
#[tracing::instrument(skip_all)]
pub(super) async fn reset_by_code(
    repositories: web::Data<Repositories>,
    hasher: web::Data<PasswordHasher>,
    revocations: web::Data<Revocations>,
    limits: web::Data<Limits>,
    settings: web::Data<Settings>,
    req: HttpRequest,
    body: Body<ResetByCodeRequest>,
) -> Result<HttpResponse, ApiError> {
    limits.check_address(limits.address_of(&req))?;
    let request = body.into_inner();
    let phone = validation::phone(&request.phone)
        .map_err(|error| Failure::Invalid(vec![shop_core::FieldError::new("phone", &error)]))?;
    let now = DateTime::now();
    let proof = phone_codes::prove(&repositories, &phone, CodePurpose::ResetPassword, &request.code, now).await?;
    let desk = desk(&hasher, &revocations, &settings);
    password_reset::reset_by_code(&repositories, &desk, proof, &request.password, now).await?;
    Ok(HttpResponse::Ok().json(MessageAnswer::new(texts::auth::PASSWORD_RESET)))
}
