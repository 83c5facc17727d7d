//! Admins' two-step sign-in: `POST /api/auth/second-factor` begins setting
//! up an authenticator app, `POST /api/auth/second-factor/confirm` puts it in
//! use with a code from it and answers the recovery codes, once.

use super::bodies::Body;
use crate::{auth::Identity, error::ApiError, repository::Repositories, services::second_factor};
use actix_web::{HttpResponse, post, web};
use mongodb::bson::DateTime;
use serde::{Deserialize, Serialize};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(start).service(confirm);
}

/// The secret to add to an authenticator app, and its `otpauth://` link.
#[derive(Serialize, utoipa::ToSchema)]
pub(super) struct SecondFactorSetup {
    secret: String,
    link: String,
}

/// Begin setting up two-step sign-in (admins)
///
/// 201 `{secret, link}` for the authenticator app (a new secret each time until one is confirmed);
/// 403 not an admin; 409 two-step sign-in is on already.
#[utoipa::path(
    operation_id = "second_factor_start",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 201, description = "Created", body = SecondFactorSetup),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Conflicting,
        super::documented::Trouble,
    ),
)]
#[post("/auth/second-factor")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn start(identity: Identity, repositories: web::Data<Repositories>) -> Result<HttpResponse, ApiError> {
    let started = second_factor::start(&repositories, identity.user_id).await?;
    Ok(HttpResponse::Created().json(SecondFactorSetup {
        secret: started.secret,
        link: started.link,
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct ConfirmSecondFactor {
    /// A code the app shows now.
    code: String,
}

/// The recovery codes, each good once in place of the app: shown this once.
#[derive(Serialize, utoipa::ToSchema)]
pub(super) struct RecoveryCodes {
    recovery_codes: Vec<String>,
}

/// Put two-step sign-in in use (admins)
///
/// `{code}` from the app just set up → 200 `{recovery_codes}` (shown once). 400 `auth.code_wrong`;
/// 409 not begun, or on already.
#[utoipa::path(
    request_body = ConfirmSecondFactor,
    operation_id = "second_factor_confirm",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = RecoveryCodes),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/auth/second-factor/confirm")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn confirm(
    identity: Identity,
    repositories: web::Data<Repositories>,
    body: Body<ConfirmSecondFactor>,
) -> Result<HttpResponse, ApiError> {
    let codes = second_factor::confirm(
        &repositories,
        identity.user_id,
        &body.into_inner().code,
        DateTime::now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(RecoveryCodes { recovery_codes: codes }))
}
