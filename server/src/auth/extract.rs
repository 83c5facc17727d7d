//! The extractors routes use to require a signed-in caller or an admin: the
//! HTTP edge of `auth`. A token is read from the `token` header (or
//! `Authorization: Bearer`), checked, and turned into an [`Identity`].

use super::{Identity, Revocations, Standing, TokenKeys};
use crate::texts;
use crate::{config::Settings, documents::user::Role, error::ApiError, failure::Failure, repository::Repositories};
use actix_web::{FromRequest, HttpMessage, HttpRequest, dev::Payload, http::header, web};
use std::{future::Future, pin::Pin};

/// The header the contract's client sends its token in.
pub const TOKEN_HEADER: &str = "token";

/// The raw token of a request: the `token` header, else `Authorization: Bearer`.
pub fn bearer_token(req: &HttpRequest) -> Option<&str> {
    let header_value = |name| req.headers().get(name).and_then(|v| v.to_str().ok()).map(str::trim);
    header_value(header::HeaderName::from_static(TOKEN_HEADER))
        .filter(|t| !t.is_empty())
        .or_else(|| {
            header_value(header::AUTHORIZATION)
                .and_then(|v| v.strip_prefix("Bearer "))
                .map(str::trim)
        })
        .filter(|t| !t.is_empty() && *t != "null" && *t != "undefined")
}

fn identity_of(req: &HttpRequest) -> Result<Identity, ApiError> {
    let keys = req.app_data::<web::Data<TokenKeys>>().ok_or(Failure::Internal)?;
    let revocations = req.app_data::<web::Data<Revocations>>().ok_or(Failure::Internal)?;
    let token = bearer_token(req).ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_FIRST.into()))?;
    let expired = || Failure::SignedOut(texts::auth::SESSION_EXPIRED.into());
    let claims = keys.verify(token).map_err(|_| expired())?;
    if revocations.refuses(&claims) {
        return Err(expired().into());
    }
    match (claims.user_id(), claims.session_id()) {
        (Some(user_id), Some(session_id)) => Ok(Identity {
            user_id,
            role: claims.role,
            session_id,
            session_start: claims.sst,
        }),
        _ => Err(Failure::SignedOut(texts::auth::SIGN_IN_FIRST.into()).into()),
    }
}

impl FromRequest for Identity {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let identity = identity_of(req);
        if let Ok(identity) = &identity {
            // The request log reads who made the call from here.
            req.extensions_mut().insert(*identity);
        }
        std::future::ready(identity)
    }
}

/// A signed-in admin. The role is read from the database, so a demoted admin
/// loses access at once rather than when the token expires.
#[derive(Debug, Clone, Copy)]
pub struct Admin(pub Identity);

impl FromRequest for Admin {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let identity = identity_of(req);
        if let Ok(identity) = &identity {
            req.extensions_mut().insert(*identity);
        }
        let repositories = req.app_data::<web::Data<Repositories>>().cloned();
        let policy = req
            .app_data::<web::Data<Settings>>()
            .map(|settings| settings.admin_policy())
            .unwrap_or_default();
        Box::pin(async move {
            let identity = identity?;
            let repositories = repositories.ok_or(Failure::Internal)?;
            match identity.standing_now(&repositories, policy).await? {
                Some(Standing::Admin) => Ok(Admin(Identity {
                    role: Role::Admin,
                    ..identity
                })),
                Some(Standing::AdminWithoutSecondFactor) => {
                    Err(Failure::NotAllowed(texts::auth::SECOND_FACTOR_FIRST.into()).into())
                }
                Some(Standing::Customer) => Err(Failure::NotAllowed(texts::auth::ADMINS_ONLY.into()).into()),
                None => Err(Failure::SignedOut(texts::auth::SIGN_IN_FIRST.into()).into()),
            }
        })
    }
}

/// An admin and the JSON body they sent. The role is checked before the body
/// is read, so a caller who is not an admin gets 401/403 and learns nothing
/// about what a valid body would look like.
pub struct AdminBody<T>(pub Admin, pub T);

impl<T: serde::de::DeserializeOwned + 'static> FromRequest for AdminBody<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let admin = Admin::from_request(req, payload);
        // Reads nothing until polled, which happens only for an admin.
        let body = crate::routes::bodies::Body::<T>::from_request(req, payload);
        Box::pin(async move {
            let admin = admin.await?;
            let body = body.await?;
            Ok(AdminBody(admin, body.into_inner()))
        })
    }
}
