//! A mobile number as an identity: `POST /api/phone/code` sends a one-time
//! code by SMS, `POST /api/phone/sign-in` signs in (or up) with it, and
//! `PUT /api/auth/customer-profile/phone` adds or changes an account's number,
//! and `POST /api/orders/track` shows an order to the number it ships to.

use super::bodies::Body;
use crate::{
    auth::{Identity, PasswordHasher, TokenKeys},
    config::Settings,
    documents::phone_code::CodePurpose,
    error::ApiError,
    failure::Failure,
    rate_limit::{DEVICE_HEADER, Limits},
    repository::Repositories,
    responses::{replies::MessageAnswer, user::UserResponse},
    services::{
        phone_accounts::{self, Names},
        phone_change,
        phone_codes::{self, CodeDesk},
        tracking,
    },
    texts,
};
use actix_web::{HttpRequest, HttpResponse, post, put, web};
use mongodb::bson::DateTime;
use serde::Deserialize;
use shop_core::{Text, validation};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(send_code).service(set_number).service(track);
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct CodeRequest {
    /// A Bangladeshi mobile number: `01XXXXXXXXX`, `+8801...` or `8801...`.
    phone: String,
    purpose: CodePurpose,
}

/// The number in its local form, or the field's refusal.
fn number(phone: &str) -> Result<String, Failure> {
    validation::phone(phone).map_err(|error| Failure::Invalid(vec![shop_core::FieldError::new("phone", &error)]))
}

/// Send a one-time code by SMS
///
/// `{phone, purpose}` with the page's device id in `X-Device` → 202 `{message}`: a 6-digit code,
/// good for 5 minutes, is on its way. 422 not a Bangladeshi mobile number; 429 too soon for the
/// number (1 a minute, 5 an hour), the device or the address; 503 the shop's codes a minute are
/// spent.
#[utoipa::path(
    request_body = CodeRequest,
    operation_id = "phone_send_code",
    tag = "account",
    params(("X-Device" = String, Header, description = "The page's random device id (16-64 letters, digits, dashes)")),
    responses(
        (status = 202, description = "Accepted: the code is on its way", body = MessageAnswer),
        super::documented::BadInput,
        super::documented::InvalidFields,
        super::documented::Limited,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/phone/code")]
#[tracing::instrument(skip_all)]
pub(super) async fn send_code(
    repositories: web::Data<Repositories>,
    limits: web::Data<Limits>,
    settings: web::Data<Settings>,
    req: HttpRequest,
    body: Body<CodeRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = body.into_inner();
    let phone = number(&request.phone)?;
    let device = req.headers().get(DEVICE_HEADER).and_then(|value| value.to_str().ok());
    limits.codes.check(limits.address_of(&req), device)?;
    let desk = CodeDesk {
        per_minute: settings.sms.codes_per_minute,
        host: phone_codes::host_of(&settings.payments.public_url),
    };
    phone_codes::send(&repositories, &desk, &phone, request.purpose, DateTime::now()).await?;
    Ok(HttpResponse::Accepted().json(MessageAnswer::new(Text::new(texts::codes::SENT).name("phone", phone))))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct PhoneSignInRequest {
    phone: String,
    /// The 6-digit code the SMS carried.
    code: String,
    /// For a number no account has yet: the name the new account starts with.
    #[serde(default)]
    first_name: Option<String>,
    #[serde(default)]
    last_name: Option<String>,
}

/// Sign in or up with a mobile number and its code
///
/// `{phone, code, first_name?, last_name?}` → 201 the user with `token`. A number no account has
/// makes one when `first_name` comes, else 409 `auth.name_needed` (the code stays usable). 400 a
/// wrong, expired or spent code (`codes.*`); 422 a refused field; 429 too many attempts.
#[utoipa::path(
    request_body = PhoneSignInRequest,
    operation_id = "phone_sign_in",
    tag = "account",
    responses(
        (
            status = 201,
            description = "Created (as the e-mail sign-in answers)",
            body = crate::responses::user::UserResponse,
        ),
        super::documented::BadInput,
        super::documented::Conflicting,
        super::documented::InvalidFields,
        super::documented::Limited,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/phone/sign-in")]
#[tracing::instrument(skip_all)]
pub(super) async fn sign_in(
    repositories: web::Data<Repositories>,
    keys: web::Data<TokenKeys>,
    body: Body<PhoneSignInRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = body.into_inner();
    let phone = number(&request.phone)?;
    let names = match request.first_name.as_deref().filter(|name| !name.trim().is_empty()) {
        Some(first) => Some(Names::checked(first, request.last_name.as_deref().unwrap_or_default())?),
        None => None,
    };
    let now = DateTime::now();
    let proof = phone_codes::prove(&repositories, &phone, CodePurpose::SignIn, &request.code, now).await?;
    let user = phone_accounts::sign_in(&repositories, proof, names, now).await?;
    let token = super::session_token::issue(&keys, &user)?;
    Ok(HttpResponse::Created().json(UserResponse::new(&user, Some(token))))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct SetNumberRequest {
    phone: String,
    /// The code sent to `phone` for `add_number`.
    code: String,
    /// The account's password: needed to replace a number it has.
    #[serde(default)]
    password: Option<String>,
}

/// Add or change the signed-in customer's mobile number
///
/// `{phone, code, password?}` → 200 the user. The code proves the new number (asked for with
/// purpose `add_number`); replacing a number also needs the password, and the old number and the
/// confirmed e-mail are told. 400 a wrong, expired or spent code; 403 no or a wrong password
/// (`account.no_second_proof` for an account without one); 409 another account has the number.
#[utoipa::path(
    request_body = SetNumberRequest,
    operation_id = "profile_set_number",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::user::UserResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Conflicting,
        super::documented::InvalidFields,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/auth/customer-profile/phone")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn set_number(
    identity: Identity,
    repositories: web::Data<Repositories>,
    hasher: web::Data<PasswordHasher>,
    body: Body<SetNumberRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = body.into_inner();
    let phone = number(&request.phone)?;
    let now = DateTime::now();
    let proof = phone_codes::prove(&repositories, &phone, CodePurpose::AddNumber, &request.code, now).await?;
    let user = phone_change::set_number(&repositories, &hasher, identity.user_id, proof, request.password, now).await?;
    Ok(HttpResponse::Ok().json(UserResponse::new(&user, None)))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct TrackRequest {
    /// The order's or its checkout's id, or its last 8 characters (as SMS and pages show it).
    reference: String,
    /// The number the order ships to.
    phone: String,
    /// The code sent to `phone` for `track_order`.
    code: String,
}

/// Follow an order without signing in
///
/// `{reference, phone, code}` → 200 the order's checkout with every order's timeline and the
/// invoice's figures. The code (asked for with purpose `track_order`) proves the number the order
/// ships to, and is spent only when such an order is found: 404 otherwise. 400 a wrong, expired or
/// spent code; 422 not a Bangladeshi mobile number.
#[utoipa::path(
    request_body = TrackRequest,
    operation_id = "orders_track",
    tag = "orders",
    responses(
        (status = 200, description = "OK", body = crate::responses::checkout::CheckoutDetails),
        super::documented::BadInput,
        super::documented::Missing,
        super::documented::InvalidFields,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/orders/track")]
#[tracing::instrument(skip_all)]
pub(super) async fn track(
    repositories: web::Data<Repositories>,
    desk: web::Data<crate::services::payments::PaymentDesk>,
    body: Body<TrackRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = body.into_inner();
    let phone = number(&request.phone)?;
    let now = DateTime::now();
    let proof = phone_codes::prove(&repositories, &phone, CodePurpose::TrackOrder, &request.code, now).await?;
    let (checkout, orders) = tracking::track(&repositories, &request.reference, proof, now).await?;
    Ok(
        HttpResponse::Ok().json(crate::responses::checkout::CheckoutDetails::new(
            checkout,
            orders,
            &desk.offered(),
        )),
    )
}
