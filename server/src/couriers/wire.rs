//! What every courier adapter reads off the wire: taka amounts written as
//! numbers or texts, a webhook's bearer token (compared in constant time),
//! the start of an answer for a log line, and an HTTP failure's meaning.

use super::CourierError;
use shop_core::Money;
use subtle::ConstantTimeEq;

/// How much of a courier's answer an error keeps.
const ANSWER_CHARS: usize = 300;

/// A taka amount as couriers write it: `1060`, `1060.5` or `"1060.00"`.
pub fn taka(value: &serde_json::Value) -> Option<Money> {
    match value {
        serde_json::Value::Number(number) => Money::from_tk_number(number.as_f64()?).ok(),
        serde_json::Value::String(text) => Money::parse_tk(text).ok(),
        _ => None,
    }
}

/// A poisha amount as a taka number for a courier's JSON.
pub fn taka_number(amount: Money) -> serde_json::Value {
    let poisha = amount.poisha();
    if poisha % 100 == 0 {
        serde_json::Value::from(poisha / 100)
    } else {
        // Two decimals at most, as the text says: its shortest float reads back the same.
        amount
            .to_tk_text()
            .parse::<f64>()
            .map_or(serde_json::Value::Null, serde_json::Value::from)
    }
}

/// Whether `authorization` is `Bearer <token>`, compared in constant time
/// (a timing difference must not tell an attacker how much of a guess was right).
pub fn bearer_matches(authorization: Option<&str>, token: &str) -> bool {
    let Some(given) = authorization.and_then(|header| {
        let (scheme, value) = header.trim().split_once(' ')?;
        scheme.eq_ignore_ascii_case("bearer").then_some(value.trim())
    }) else {
        return false;
    };
    bool::from(given.as_bytes().ct_eq(token.as_bytes())) && !token.is_empty()
}

/// The start of an answer, for a log line or a refusal.
pub fn shortened(answer: &str) -> String {
    answer.chars().take(ANSWER_CHARS).collect()
}

/// A failed call: a timeout may have reached the courier (its answer was
/// lost); a connection never made surely did not.
pub fn failed(error: &reqwest::Error) -> CourierError {
    if error.is_connect() || error.is_builder() {
        CourierError::NotNow(format!("the courier could not be reached: {error}"))
    } else {
        CourierError::Unclear(format!("the courier's answer was lost: {error}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn amounts_are_read_as_numbers_or_texts() {
        assert_eq!(taka(&json!(1060)), Some(Money::from_poisha(106_000)));
        assert_eq!(taka(&json!(1060.5)), Some(Money::from_poisha(106_050)));
        assert_eq!(taka(&json!("1060.00")), Some(Money::from_poisha(106_000)));
        assert_eq!(taka(&json!(-1)), None);
        assert_eq!(taka(&json!(null)), None);
        assert_eq!(taka_number(Money::from_poisha(106_000)), json!(1060));
        assert_eq!(taka_number(Money::from_poisha(106_050)), json!(1060.5));
    }

    #[test]
    fn only_the_right_bearer_token_passes() {
        assert!(bearer_matches(Some("Bearer s3cret"), "s3cret"));
        assert!(bearer_matches(Some("bearer  s3cret "), "s3cret"));
        assert!(!bearer_matches(Some("Bearer s3cre"), "s3cret"));
        assert!(!bearer_matches(Some("s3cret"), "s3cret"));
        assert!(!bearer_matches(None, "s3cret"));
        assert!(!bearer_matches(Some("Bearer "), ""), "an empty token opens nothing");
    }
}
