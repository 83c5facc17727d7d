//! token/grant and token/refresh: `username` and `password` headers,
//! `app_key` and `app_secret` (and `refresh_token`) in the body.

use super::{ApiError, Body, auth::header, successful};
use crate::{codes::Code, config::Credentials, state::State};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;
use std::time::{Duration, Instant};

#[derive(Serialize)]
struct Granted {
    id_token: String,
    token_type: &'static str,
    expires_in: u64,
    refresh_token: String,
}

impl Granted {
    fn new(id_token: String, refresh_token: String, lifetime: Duration) -> Self {
        Granted {
            id_token,
            token_type: "Bearer",
            expires_in: lifetime.as_secs(),
            refresh_token,
        }
    }
}

pub async fn grant(request: HttpRequest, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    check_user(&request, &state.credentials)?;
    let body = Body::parse(&body)?;
    check_app(&body, &state.credentials)?;
    let mut tokens = state.tokens();
    let (id_token, refresh_token) = tokens.grant(Instant::now());
    Ok(successful(Granted::new(id_token, refresh_token, tokens.lifetime())))
}

pub async fn refresh(
    request: HttpRequest,
    state: web::Data<State>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    check_user(&request, &state.credentials)?;
    let body = Body::parse(&body)?;
    check_app(&body, &state.credentials)?;
    let refresh_token = body.text("refresh_token")?;
    let mut tokens = state.tokens();
    let id_token = tokens
        .refresh(refresh_token, Instant::now())
        .ok_or(Code::InvalidRefreshToken)?;
    Ok(successful(Granted::new(
        id_token,
        refresh_token.to_owned(),
        tokens.lifetime(),
    )))
}

fn check_user(request: &HttpRequest, credentials: &Credentials) -> Result<(), Code> {
    if header(request, "username") != Some(credentials.username.as_str()) {
        return Err(Code::UnknownUsername);
    }
    if header(request, "password") != Some(credentials.password.as_str()) {
        return Err(Code::WrongPassword);
    }
    Ok(())
}

fn check_app(body: &Body, credentials: &Credentials) -> Result<(), Code> {
    let (app_key, app_secret) = (body.text("app_key")?, body.text("app_secret")?);
    if app_key != credentials.app_key || app_secret != credentials.app_secret {
        return Err(Code::InvalidAppKey);
    }
    Ok(())
}
