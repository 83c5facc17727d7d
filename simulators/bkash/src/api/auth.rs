//! The gateway's check on every call but the token ones: a live id_token in
//! `authorization` (bare, as bKash's samples send it, or `Bearer <token>`)
//! and the app key in `x-app-key`.

use super::ApiError;
use crate::{state::State, tokens::Standing};
use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use std::{
    future::{Ready, ready},
    time::Instant,
};

/// Proof that the caller is the merchant.
pub struct Merchant;

impl FromRequest for Merchant {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(authorize(request))
    }
}

fn authorize(request: &HttpRequest) -> Result<Merchant, ApiError> {
    let state = request.app_data::<web::Data<State>>().ok_or(ApiError::Unauthorized)?;
    let presented = header(request, "authorization").ok_or(ApiError::Unauthorized)?;
    let token = strip_bearer(presented.trim());
    match state.tokens().standing(token, Instant::now()) {
        Standing::Live => {}
        Standing::Expired => return Err(ApiError::TokenExpired),
        Standing::Unknown => return Err(ApiError::Unauthorized),
    }
    if header(request, "x-app-key") != Some(state.credentials.app_key.as_str()) {
        return Err(ApiError::Unauthorized);
    }
    Ok(Merchant)
}

fn strip_bearer(value: &str) -> &str {
    match value.split_once(' ') {
        Some((scheme, token)) if scheme.eq_ignore_ascii_case("bearer") => token.trim_start(),
        _ => value,
    }
}

/// A header's value, if present and readable as text.
pub fn header<'a>(request: &'a HttpRequest, name: &str) -> Option<&'a str> {
    request.headers().get(name)?.to_str().ok()
}
