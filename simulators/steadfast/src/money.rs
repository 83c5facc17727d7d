//! Amounts as Steadfast speaks them: taka as JSON numbers (`1060`,
//! `1060.5`) or numeric strings (`"1060.00"`, as bulk orders send them).
//! Kept as whole poisha (1/100 TK); a float is only ever written, at the
//! edge, for a reply's JSON number.

use serde_json::{Value, json};

/// Why a value is not an amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmountError {
    /// Not a number, or a numeric string.
    NotNumeric,
    /// Below zero.
    Negative,
}

/// The amount in poisha of a JSON number or numeric string; a third decimal
/// rounds half up to the poisha.
pub fn from_json(value: &Value) -> Result<i64, AmountError> {
    match value {
        Value::Number(number) => from_text(&number.to_string()),
        Value::String(text) => from_text(text.trim()),
        _ => Err(AmountError::NotNumeric),
    }
}

/// The amount in poisha of taka written as text, e.g. `1060`, `1060.5`.
pub fn from_text(text: &str) -> Result<i64, AmountError> {
    let (negative, unsigned) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    // Twelve digits of taka is far beyond any parcel and keeps i64 safe.
    if (whole.is_empty() && fraction.is_empty()) || whole.len() > 12 || !digits(whole) || !digits(fraction) {
        return Err(AmountError::NotNumeric);
    }
    let taka: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| AmountError::NotNumeric)?
    };
    let places: Vec<i64> = fraction.bytes().take(3).map(|byte| i64::from(byte - b'0')).collect();
    let place = |index: usize| places.get(index).copied().unwrap_or(0);
    let poisha = taka * 100 + place(0) * 10 + place(1) + i64::from(place(2) >= 5);
    match (negative, poisha) {
        (true, 1..) => Err(AmountError::Negative),
        _ => Ok(poisha),
    }
}

/// `poisha` as a JSON number of taka: whole (`1060`) when it is, else with
/// its decimals (`1060.5`).
pub fn taka(poisha: i64) -> Value {
    if poisha % 100 == 0 {
        json!(poisha / 100)
    } else {
        // The nearest double to n/100 prints back as the same two decimals.
        json!(poisha as f64 / 100.0)
    }
}

/// `poisha` as bulk replies write it: a string with two decimals, `"1060.00"`.
pub fn two_decimals(poisha: i64) -> String {
    let sign = if poisha < 0 { "-" } else { "" };
    let absolute = poisha.unsigned_abs();
    format!("{sign}{}.{:02}", absolute / 100, absolute % 100)
}

/// `poisha` as the page shows it: `TK 1,234.50`.
pub fn format_tk(poisha: i64) -> String {
    let sign = if poisha < 0 { "-" } else { "" };
    let absolute = poisha.unsigned_abs();
    let taka = (absolute / 100).to_string();
    let mut grouped = String::new();
    for (index, digit) in taka.chars().enumerate() {
        if index > 0 && (taka.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("{sign}TK {grouped}.{:02}", absolute % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_numbers_and_numeric_strings() {
        assert_eq!(from_json(&json!(1060)), Ok(106_000));
        assert_eq!(from_json(&json!(1060.5)), Ok(106_050));
        assert_eq!(from_json(&json!("1060.00")), Ok(106_000));
        assert_eq!(from_json(&json!(0)), Ok(0));
        assert_eq!(from_json(&json!("12.345")), Ok(1_235));
        assert_eq!(from_json(&json!(".5")), Ok(50));
    }

    #[test]
    fn refuses_what_is_not_a_non_negative_amount() {
        assert_eq!(from_json(&json!(-1)), Err(AmountError::Negative));
        assert_eq!(from_json(&json!("-0.5")), Err(AmountError::Negative));
        assert_eq!(from_json(&json!("-0")), Ok(0));
        for value in [
            json!("abc"),
            json!(""),
            json!("1,000"),
            json!(null),
            json!(true),
            json!("1e3"),
            json!(1e300),
        ] {
            assert_eq!(from_json(&value), Err(AmountError::NotNumeric), "{value}");
        }
    }

    #[test]
    fn writes_taka_numbers_and_strings() {
        assert_eq!(taka(106_000).to_string(), "1060");
        assert_eq!(taka(106_050).to_string(), "1060.5");
        assert_eq!(taka(106_051).to_string(), "1060.51");
        assert_eq!(taka(-8_000).to_string(), "-80");
        assert_eq!(two_decimals(106_000), "1060.00");
        assert_eq!(two_decimals(-5), "-0.05");
        assert_eq!(format_tk(123_450), "TK 1,234.50");
        assert_eq!(format_tk(-13_000), "-TK 130.00");
    }
}
