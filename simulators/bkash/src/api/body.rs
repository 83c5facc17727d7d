//! Request bodies: a JSON object whose fields are read one by one, so a
//! missing field and a malformed one get bKash's different codes.

use crate::codes::Code;
use serde_json::{Map, Value};

/// A parsed JSON object body.
pub struct Body(Map<String, Value>);

impl Body {
    /// The body, or 2025 when it is not a JSON object.
    pub fn parse(bytes: &[u8]) -> Result<Self, Code> {
        match serde_json::from_slice(bytes) {
            Ok(Value::Object(fields)) => Ok(Body(fields)),
            _ => Err(Code::InvalidRequestBody),
        }
    }

    /// Whether `key` is present with a value other than null.
    pub fn has(&self, key: &str) -> bool {
        self.0.get(key).is_some_and(|value| !value.is_null())
    }

    /// A mandatory string field: 2065 when absent, null or empty, 2025 when
    /// not a string.
    pub fn text(&self, key: &str) -> Result<&str, Code> {
        match self.0.get(key) {
            None | Some(Value::Null) => Err(Code::MandatoryFieldMissing),
            Some(Value::String(text)) if text.is_empty() => Err(Code::MandatoryFieldMissing),
            Some(Value::String(text)) => Ok(text),
            Some(_) => Err(Code::InvalidRequestBody),
        }
    }
}
