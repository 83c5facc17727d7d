//! Reading ObjectIds that arrive as text.

use crate::failure::Failure;
use mongodb::bson::oid::ObjectId;

/// A hex ObjectId from a request field; anything else is refused, naming the field.
pub fn parse_id(text: &str, field: &str) -> Result<ObjectId, Failure> {
    ObjectId::parse_str(text.trim())
        .map_err(|_| Failure::Refused(shop_core::Text::new(crate::texts::request::INVALID_ID).name("field", field)))
}
