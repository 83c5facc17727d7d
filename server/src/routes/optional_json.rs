//! A JSON body a call may leave out: no body at all reads as `None`, but a
//! body that is sent must be JSON of the expected shape, or the call is
//! refused like any other (400, or 413 when too large). `Option<web::Json>`
//! would read a broken body as no body and carry on.

use crate::error::bad_request;
use actix_web::{
    FromRequest, HttpRequest,
    dev::Payload,
    http::header::{CONTENT_LENGTH, TRANSFER_ENCODING},
    web,
};
use serde::de::DeserializeOwned;
use std::{future::Future, pin::Pin};

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
                // Only an object: serde would read an array (`[null]`) as a struct's fields in turn.
                object @ serde_json::Value::Object(_) => serde_json::from_value(object)
                    .map(|body| OptionalJson(Some(body)))
                    .map_err(bad_request),
                _ => Err(bad_request("expected a JSON object")),
            }
        })
    }
}
