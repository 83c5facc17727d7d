//! JSON bodies, always an object: serde reads an array (`["Lava"]`) as a
//! struct's fields in turn, so `web::Json<Struct>` would take one as a body.
//! [`Body`] is a required body; [`OptionalJson`] one a call may leave out (no
//! body at all reads as `None`, where `Option<web::Json>` would also read a
//! broken body as none and carry on). A body that is sent must be JSON of
//! the expected shape, or the call is refused like any other (400, or 413
//! when too large).

use actix_web::{
    FromRequest, HttpRequest,
    dev::Payload,
    error::JsonPayloadError,
    http::header::{CONTENT_LENGTH, TRANSFER_ENCODING},
    web,
};
use serde::de::DeserializeOwned;
use std::{future::Future, pin::Pin};

/// The body's object as `T`; anything else is refused, told as any body
/// that is not valid is.
pub(crate) fn object_as<T: DeserializeOwned>(value: serde_json::Value) -> Result<T, actix_web::Error> {
    let read = match value {
        object @ serde_json::Value::Object(_) => serde_json::from_value(object),
        _ => Err(serde::de::Error::custom("expected a JSON object")),
    };
    read.map_err(|error| super::json_error(JsonPayloadError::Deserialize(error)))
}

/// A required body.
pub struct Body<T>(pub T);

impl<T> Body<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Body<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for Body<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let body = web::Json::<serde_json::Value>::from_request(request, payload);
        Box::pin(async move { object_as(body.await?.into_inner()).map(Body) })
    }
}

/// The body, if one was sent.
pub struct OptionalJson<T>(pub Option<T>);

impl<T: DeserializeOwned + 'static> FromRequest for OptionalJson<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let headers = request.headers();
        let declared_empty = headers
            .get(CONTENT_LENGTH)
            .and_then(|length| length.to_str().ok())
            .is_none_or(|length| length.trim() == "0");
        if declared_empty && !headers.contains_key(TRANSFER_ENCODING) {
            return Box::pin(async { Ok(OptionalJson(None)) });
        }
        let body = web::Json::<serde_json::Value>::from_request(request, payload);
        Box::pin(async move {
            match body.await?.into_inner() {
                serde_json::Value::Null => Ok(OptionalJson(None)),
                value => object_as(value).map(|body| OptionalJson(Some(body))),
            }
        })
    }
}
