//! The check on every API call: the merchant's `Api-Key` and `Secret-Key`
//! headers, both exactly as configured.

use super::ApiError;
use crate::state::State;
use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use std::future::{Ready, ready};

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
    let header = |name: &str| request.headers().get(name).and_then(|value| value.to_str().ok());
    let keys = &state.keys;
    if header("Api-Key") == Some(keys.api_key.as_str()) && header("Secret-Key") == Some(keys.secret_key.as_str()) {
        Ok(Merchant)
    } else {
        Err(ApiError::Unauthorized)
    }
}
