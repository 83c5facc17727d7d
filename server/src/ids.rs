//! Reading ObjectIds that arrive as text.

use crate::error::ApiError;
use mongodb::bson::oid::ObjectId;

/// A hex ObjectId from a request field; anything else is a 400 naming the field.
pub fn parse_id(text: &str, field: &str) -> Result<ObjectId, ApiError> {
    ObjectId::parse_str(text.trim())
        .map_err(|_| ApiError::BadRequest(shop_core::Text::new(crate::texts::request::INVALID_ID).name("field", field)))
}
