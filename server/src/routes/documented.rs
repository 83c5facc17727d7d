//! The error answers the OpenAPI document lists, one set per kind, shared by
//! every operation that can give it (`responses((status = 200, ...), SignedIn,
//! Missing)`). Each is an `ErrorAnswer`: `{message, code, params}`.

// The sets only describe answers to the OpenAPI document; none is ever built.
#![allow(dead_code)]

use crate::responses::error::ErrorAnswer;
use utoipa::IntoResponses;

/// 400: what was sent breaks a rule or is not readable.
#[derive(IntoResponses)]
#[response(status = 400, description = "Bad input: `{message, code, params}`")]
pub struct BadInput(ErrorAnswer);

/// 401: no token, or an expired or revoked one.
#[derive(IntoResponses)]
#[response(status = 401, description = "Not signed in, or the token expired")]
pub struct SignedOut(ErrorAnswer);

/// 403: signed in, but not allowed (another customer's data, or not an admin).
#[derive(IntoResponses)]
#[response(status = 403, description = "Not allowed for this user")]
pub struct NotAllowed(ErrorAnswer);

/// 404: what was asked for does not exist, or is not the caller's.
#[derive(IntoResponses)]
#[response(status = 404, description = "Not found")]
pub struct Missing(ErrorAnswer);

/// 409: the shop's state does not allow it now.
#[derive(IntoResponses)]
#[response(status = 409, description = "Conflict with the current state")]
pub struct Conflicting(ErrorAnswer);

/// 422: fields of the form are not valid, each in `errors`.
#[derive(IntoResponses)]
#[response(status = 422, description = "Invalid fields: `errors[]` names each with its text")]
pub struct InvalidFields(ErrorAnswer);

/// 429: too many attempts from this account or address.
#[derive(IntoResponses)]
#[response(status = 429, description = "Too many attempts; wait and try again")]
pub struct Limited(ErrorAnswer);

/// 413: a body (or a picture) larger than the shop takes.
#[derive(IntoResponses)]
#[response(status = 413, description = "Too large")]
pub struct TooLarge(ErrorAnswer);

/// 500 or 503: the shop's own trouble (a fault on its side, or its database
/// out of reach); any operation may answer it.
#[derive(IntoResponses)]
pub enum Trouble {
    #[response(status = 500, description = "Something went wrong on the shop's side")]
    Internal(ErrorAnswer),
    #[response(
        status = 503,
        description = "The database cannot be reached, or the shop is too busy; try again in a moment"
    )]
    Unavailable(ErrorAnswer),
}
