//! The signed-in user's profile: `GET /api/auth/customer-profile/{userId}`,
//! `PUT /api/auth/customer-profile`, `PUT /api/auth/customer-profile/language`,
//! `PUT /api/auth/customer-profile/order-sms`
//! and `POST /api/auth/change-password`.

use super::bodies::Body;
use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::{Identity, PasswordHasher, Revocations},
    config::Settings,
    error::ApiError,
    ids::parse_id,
    rate_limit::Limits,
    repository::Repositories,
    responses::replies::MessageAnswer,
    responses::user::UserResponse,
    services::{
        account::{self, PasswordDesk},
        profile,
    },
};
use actix_web::{HttpResponse, get, post, put, web};
use serde::Deserialize;
use shop_core::validation::ProfileForm;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(read)
        .service(update)
        .service(set_language)
        .service(set_order_sms)
        .service(change_password);
}

#[derive(Deserialize, utoipa::ToSchema)]
struct ProfileRequest {
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    avatar: String,
}

#[derive(Deserialize, utoipa::ToSchema)]
struct LanguageRequest {
    /// `en` or `bn`.
    language: String,
}

#[derive(Deserialize, utoipa::ToSchema)]
struct OrderSmsRequest {
    /// Whether the SMS about the caller's orders are sent.
    enabled: bool,
}

#[derive(Deserialize, utoipa::ToSchema)]
struct PasswordRequest {
    current_password: String,
    new_password: String,
}

/// A user's profile
///
/// The caller's own; an admin may read anyone's. 404 for someone else's.
#[utoipa::path(
    operation_id = "profile_read",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::user::UserResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[get("/auth/customer-profile/{user_id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn read(
    identity: Identity,
    repositories: web::Data<Repositories>,
    settings: web::Data<crate::config::Settings>,
    user_id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let user_id = parse_id(&user_id, "userId")?;
    if user_id != identity.user_id && !identity.is_admin_now(&repositories, settings.admin_policy()).await? {
        return Err(Failure::NotFound(texts::account::PROFILE_NOT_FOUND.into()).into());
    }
    let user = repositories
        .users
        .find_by_id(user_id)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::account::PROFILE_NOT_FOUND.into()))?;
    Ok(HttpResponse::Ok().json(UserResponse::new(&user, None)))
}

/// Edit the caller's names and avatar
///
/// `{first_name, last_name, avatar}` → the user; 422 per refused field.
#[utoipa::path(
    request_body = ProfileRequest,
    operation_id = "profile_update",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::user::UserResponse),
        super::documented::BadInput,
        super::documented::InvalidFields,
        super::documented::SignedOut,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/auth/customer-profile")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn update(
    identity: Identity,
    repositories: web::Data<Repositories>,
    body: Body<ProfileRequest>,
) -> Result<HttpResponse, ApiError> {
    let form = ProfileForm {
        first_name: body.first_name.clone(),
        last_name: body.last_name.clone(),
        avatar: body.avatar.clone(),
    };
    let user = profile::update(&repositories, identity.user_id, form).await?;
    Ok(HttpResponse::Ok().json(UserResponse::new(&user, None)))
}

/// Set the caller's language
///
/// `{language}`, `en` or `bn` → the user; 400 for any other.
#[utoipa::path(
    request_body = LanguageRequest,
    operation_id = "profile_set_language",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::user::UserResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/auth/customer-profile/language")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn set_language(
    identity: Identity,
    repositories: web::Data<Repositories>,
    body: Body<LanguageRequest>,
) -> Result<HttpResponse, ApiError> {
    let user = profile::set_language(&repositories, identity.user_id, &body.language).await?;
    Ok(HttpResponse::Ok().json(UserResponse::new(&user, None)))
}

/// Turn the SMS about the caller's orders on or off
///
/// `{enabled}` → the user (its `order_sms`). Codes sent to prove a number still come.
#[utoipa::path(
    request_body = OrderSmsRequest,
    operation_id = "profile_set_order_sms",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::user::UserResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/auth/customer-profile/order-sms")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn set_order_sms(
    identity: Identity,
    repositories: web::Data<Repositories>,
    body: Body<OrderSmsRequest>,
) -> Result<HttpResponse, ApiError> {
    let user = profile::set_order_sms(&repositories, identity.user_id, body.enabled).await?;
    Ok(HttpResponse::Ok().json(UserResponse::new(&user, None)))
}

/// Change the caller's password
///
/// `{current_password, new_password}`: 403 when the current password is wrong, 400 when the new one
/// breaks the core's rule. Ends the account's other sessions. 429 after `PASSWORD_CHANGES` (5) at
/// once.
#[utoipa::path(
    request_body = PasswordRequest,
    operation_id = "profile_change_password",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::replies::MessageAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Limited,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/auth/change-password")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn change_password(
    identity: Identity,
    repositories: web::Data<Repositories>,
    hasher: web::Data<PasswordHasher>,
    limits: web::Data<Limits>,
    revocations: web::Data<Revocations>,
    settings: web::Data<Settings>,
    body: Body<PasswordRequest>,
) -> Result<HttpResponse, ApiError> {
    limits.check_password_change(identity.user_id)?;
    let request = body.into_inner();
    let desk = PasswordDesk {
        hasher: &hasher,
        revocations: &revocations,
        session_lifetime: settings.session_lifetime,
    };
    account::change_password(
        &repositories,
        desk,
        &identity,
        request.current_password,
        request.new_password,
    )
    .await?;
    Ok(HttpResponse::Ok().json(MessageAnswer::new(texts::account::PASSWORD_CHANGED)))
}
