//! Values that point at something stored: picture addresses, record ids,
//! idempotency keys.

use super::{ValidationError, optional};

/// Where pictures uploaded to the shop are served from.
pub const PICTURE_PREFIX: &str = "/api/images/";

/// An optional picture address: empty, or a picture uploaded to the shop
/// (`/api/images/` and a 24-digit hex id). Pictures from elsewhere are refused,
/// as the shop's content security policy would not show them.
pub fn picture_address(value: &str) -> Result<&str, ValidationError> {
    let trimmed = optional(value, 200)?;
    match trimmed.strip_prefix(PICTURE_PREFIX) {
        _ if trimmed.is_empty() => Ok(trimmed),
        Some(id) if is_record_id(id) => Ok(trimmed),
        _ => Err(ValidationError::InvalidPicture),
    }
}

/// Whether `text` is a stored record's id: 24 hex digits (a MongoDB ObjectId).
pub fn is_record_id(text: &str) -> bool {
    text.len() == 24 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// A client's idempotency key: 8 to 100 letters, digits, `-` or `_`.
pub fn idempotency_key(value: &str) -> Result<&str, ValidationError> {
    let trimmed = value.trim();
    let ok = (8..=100).contains(&trimmed.len())
        && trimmed
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if ok {
        Ok(trimmed)
    } else {
        Err(ValidationError::InvalidIdempotencyKey)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picture_addresses_and_idempotency_keys() {
        assert_eq!(picture_address(""), Ok(""));
        assert_eq!(
            picture_address("/api/images/665f1c2e9b1e8a3d4c5b6a70"),
            Ok("/api/images/665f1c2e9b1e8a3d4c5b6a70")
        );
        for bad in [
            "/api/images/../x",
            "//evil.example/x.png",
            "https://cdn.example/x.png",
            "javascript:alert(1)",
            " ",
        ] {
            assert!(picture_address(bad).is_err(), "{bad}");
        }
        assert_eq!(idempotency_key(" checkout-0001 "), Ok("checkout-0001"));
        assert_eq!(idempotency_key("short"), Err(ValidationError::InvalidIdempotencyKey));
        assert_eq!(
            idempotency_key("$gt-$gt-$gt"),
            Err(ValidationError::InvalidIdempotencyKey)
        );
    }
}
