//! Accounts and sessions: `POST /api/signup`, `POST /api/sign-in`,
//! `GET /api/sign-current-user`, `POST /api/sign-out`.

use super::bodies::Body;
use super::session_token::issue;
use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::{Identity, PasswordHasher, Revocations, TokenKeys, sessions},
    config::Settings,
    documents::user::{Role, UserDocument},
    error::ApiError,
    rate_limit::{self, Limits},
    refusal_log::RefusalLog,
    repository::Repositories,
    responses::replies::MessageAnswer,
    responses::user::UserResponse,
    services::{email_confirmation, second_factor},
};
use actix_web::{HttpRequest, HttpResponse, get, guard, middleware, post, web};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::Deserialize;
use shop_core::Text;
use shop_core::validation::{self, SignupForm};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(current_user).service(sign_out);
}

/// Sign-up and sign-in (with a password or a number's code), behind the
/// per-address attempt limiter: a scope of their three paths alone (its
/// guard), so no other request pays an attempt.
pub fn configure_credentials(limits: web::Data<Limits>) -> impl FnOnce(&mut ServiceConfig) {
    move |cfg| {
        let credentials = guard::fn_guard(|context| {
            matches!(
                context.head().uri.path(),
                "/api/signup" | "/api/sign-in" | "/api/phone/sign-in"
            )
        });
        cfg.service(
            utoipa_actix_web::scope(web::scope(""))
                .guard(credentials)
                .wrap(middleware::from_fn(move |req, next| {
                    rate_limit::limit(limits.clone(), req, next)
                }))
                .service(signup)
                .service(sign_in)
                .service(super::phone::sign_in),
        );
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct SignupRequest {
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    username: Option<String>,
    email: String,
    password: String,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(super) struct SignInRequest {
    email: String,
    password: String,
    /// An admin with two-step sign-in: the code from the authenticator app
    /// (or a recovery code), asked for by a first answer `auth.code_needed`.
    #[serde(default)]
    code: Option<String>,
}

/// Create a customer account
///
/// `{first_name, last_name, username, email, password}` (last name and username optional) → 201 the
/// user with `token`; 409 taken email or username; 422 per refused field; 429 too many attempts.
/// Mails a link to confirm the address.
#[utoipa::path(
    request_body = SignupRequest,
    operation_id = "auth_signup",
    tag = "account",
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
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
#[post("/signup")]
#[tracing::instrument(skip_all)]
pub(super) async fn signup(
    repositories: web::Data<Repositories>,
    keys: web::Data<TokenKeys>,
    hasher: web::Data<PasswordHasher>,
    limits: web::Data<Limits>,
    settings: web::Data<Settings>,
    req: HttpRequest,
    body: Body<SignupRequest>,
) -> Result<HttpResponse, ApiError> {
    let address = limits.address_of(&req);
    limits.check_address(address)?;
    let request = body.into_inner();
    let form = SignupForm {
        first_name: request.first_name.clone(),
        last_name: request.last_name.clone(),
        email: request.email.clone(),
        password: request.password.clone(),
    };
    validation::validate_signup(&form).map_err(Failure::Invalid)?;
    let email = validation::email(&request.email)?;
    if repositories.users.find_by_email(&email).await?.is_some() {
        // The 409 tells which emails have accounts, so it counts like a failed sign-in.
        limits.sign_up_conflicted(address);
        return Err(Failure::Conflict(texts::auth::EMAIL_TAKEN.into()).into());
    }
    let username = match request.username.as_deref().map(str::trim).filter(|u| !u.is_empty()) {
        Some(wanted) => {
            let username = validation::username(wanted)
                .map_err(|e| Failure::Refused(Text::new(texts::auth::USERNAME_REFUSED).text("reason", e.text())))?;
            if repositories.users.username_exists(&username).await? {
                return Err(Failure::Conflict(texts::auth::USERNAME_TAKEN.into()).into());
            }
            username
        }
        None => free_username(&repositories, &email).await?,
    };
    let names = (
        request.first_name.trim().to_owned(),
        request.last_name.trim().to_owned(),
    );
    let user = UserDocument {
        email: Some(email),
        password_hash: hasher.hash(request.password).await?,
        ..UserDocument::new(username, Role::Customer, names, DateTime::now())
    };
    let link = email_confirmation::new_link(DateTime::now());
    let user = link.stored_on(user);
    repositories
        .users
        .insert(&user)
        .await
        .map_err(ApiError::duplicate_means(texts::auth::EMAIL_TAKEN))?;
    // Shopping does not wait for the confirmation; a lost e-mail can be sent again.
    // Past the address's or the instance's budget (a sign-up flood) no e-mail is queued.
    if !limits.allows_confirmation_mail(address) {
        if RefusalLog::global().admit(address, "confirmation_mail_budget") {
            tracing::warn!(user = %user.id, "confirmation e-mail budget spent; the account is made without it");
        }
    } else if let Err(error) =
        email_confirmation::send(&repositories, &user, &link, &settings.payments.public_url).await
    {
        tracing::warn!(%error, user = %user.id, "queueing the confirmation e-mail failed");
    }
    let token = issue(&keys, &user)?;
    Ok(HttpResponse::Created().json(UserResponse::new(&user, Some(token))))
}

/// A username made from the email's local part, numbered if taken.
async fn free_username(repositories: &Repositories, email: &str) -> Result<String, ApiError> {
    let base = validation::username_base(email);
    for attempt in 0..20u32 {
        let candidate = if attempt == 0 {
            base.clone()
        } else {
            format!("{base}{}", attempt + 1)
        };
        if !repositories.users.username_exists(&candidate).await? {
            return Ok(candidate);
        }
    }
    Ok(format!("{base}{}", &ObjectId::new().to_hex()[18..]))
}

/// Sign in with e-mail and password
///
/// `{email, password}` → 201 the user with `token`; 401 wrong e-mail or password; 429 too many
/// attempts. An admin with two-step sign-in is first answered 401 `auth.code_needed`, then signs in
/// with `{email, password, code}` (a code from the authenticator app, or a recovery code; 401
/// `auth.code_wrong` otherwise).
#[utoipa::path(
    request_body = SignInRequest,
    operation_id = "auth_sign_in",
    tag = "account",
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = crate::responses::user::UserResponse,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Limited,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/sign-in")]
#[tracing::instrument(skip_all)]
pub(super) async fn sign_in(
    repositories: web::Data<Repositories>,
    keys: web::Data<TokenKeys>,
    hasher: web::Data<PasswordHasher>,
    limits: web::Data<Limits>,
    req: HttpRequest,
    body: Body<SignInRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = body.into_inner();
    // A malformed address is a typo to point out; it says nothing about which accounts exist.
    let email = validation::email(&request.email)?;
    let address = limits.address_of(&req);
    limits.begin_sign_in(address, &email)?;
    let user = repositories.users.find_by_email(&email).await?;
    let matches = hasher
        .verify(request.password, user.as_ref().map(|u| u.password_hash.clone()))
        .await?;
    match user {
        Some(user) if matches => {
            // The failure counted for this attempt stays until the second factor passes too.
            if user.has_second_factor() {
                let code = request.code.as_deref().map(str::trim).filter(|c| !c.is_empty());
                let Some(code) = code else {
                    return Err(Failure::SignedOut(texts::auth::CODE_NEEDED.into()).into());
                };
                if !second_factor::passes(&repositories, &user, code, DateTime::now()).await? {
                    return Err(Failure::SignedOut(texts::auth::CODE_WRONG.into()).into());
                }
            }
            limits.sign_in_succeeded(address, &email);
            let token = issue(&keys, &user)?;
            Ok(HttpResponse::Created().json(UserResponse::new(&user, Some(token))))
        }
        // The failure was counted before the password was checked.
        _ => Err(Failure::SignedOut(texts::auth::WRONG_CREDENTIALS.into()).into()),
    }
}

/// The signed-in user, with a renewed token
///
/// The user with a renewed `token` of the same session (renewal never makes the session outlive its
/// absolute end); 401 without one.
#[utoipa::path(
    operation_id = "auth_current_user",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::user::UserResponse),
        super::documented::SignedOut,
        super::documented::Trouble,
    ),
)]
#[get("/sign-current-user")]
#[tracing::instrument(skip_all)]
pub(super) async fn current_user(
    identity: Identity,
    repositories: web::Data<Repositories>,
    keys: web::Data<TokenKeys>,
) -> Result<HttpResponse, ApiError> {
    let user = repositories
        .users
        .find_by_id(identity.user_id)
        .await?
        .ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_FIRST.into()))?;
    // The same session, renewed up to its absolute end: renewal cannot make it live longer.
    let token = keys.renew(&identity.claims(user.role), user.role).map_err(|error| {
        tracing::error!(%error, "renewing a token failed");
        Failure::Internal
    })?;
    Ok(HttpResponse::Ok().json(UserResponse::new(&user, Some(token))))
}

/// End the caller's session
///
/// Its token is refused from now on, on every instance. Answers `{message, code, params}`.
#[utoipa::path(
    operation_id = "auth_sign_out",
    tag = "account",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::replies::MessageAnswer),
        super::documented::SignedOut,
        super::documented::Trouble,
    ),
)]
#[post("/sign-out")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn sign_out(
    identity: Identity,
    repositories: web::Data<Repositories>,
    keys: web::Data<TokenKeys>,
    revocations: web::Data<Revocations>,
) -> Result<HttpResponse, ApiError> {
    sessions::end_session(&revocations, &repositories, &keys, &identity).await?;
    Ok(HttpResponse::Ok().json(MessageAnswer::new(texts::auth::SIGNED_OUT)))
}
