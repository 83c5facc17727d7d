//! Numbers as typed in form fields: counts, decimals, bounded whole numbers,
//! ratings, prices and screen sizes.

use super::{PRICE_MAX_TK, RATING_RANGE, ValidationError, required};
use crate::digits::parse_u64;
use crate::money::Money;

/// A whole number as typed in a form field: digits with an optional leading
/// minus, nothing else (no `0x10`, `1e3` or `+5`). `None` when it is not one.
pub fn parse_count(text: &str) -> Option<i64> {
    let trimmed = text.trim();
    let digits = trimmed.strip_prefix('-').unwrap_or(trimmed);
    if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value = i64::try_from(parse_u64(digits)?).ok()?;
    Some(if digits.len() < trimmed.len() { -value } else { value })
}

/// A decimal as typed in a form field (`6.7`, `7`): at most 9 digits, then
/// at most one decimal point and 6 decimals. `None` when it is not one.
pub fn parse_decimal(text: &str) -> Option<f64> {
    let trimmed = text.trim();
    let (whole, fraction) = trimmed.split_once('.').unwrap_or((trimmed, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty()
        || whole.len() > 9
        || fraction.len() > 6
        || !digits(whole)
        || !digits(fraction)
        || trimmed.ends_with('.')
    {
        return None;
    }
    // Numerator (under 10^15) and power of ten are exact in an f64, so the
    // one division rounds correctly: the value `str::parse` gives, without
    // linking a float parser into the WebAssembly build.
    let scale = 10_u64.pow(u32::try_from(fraction.len()).ok()?);
    let fraction = if fraction.is_empty() { 0 } else { parse_u64(fraction)? };
    let numerator = parse_u64(whole)? * scale + fraction;
    #[allow(clippy::cast_precision_loss)]
    Some(numerator as f64 / scale as f64)
}

/// A whole number in `min..=max`.
pub fn whole_number(value: i64, min: u32, max: u32) -> Result<u32, ValidationError> {
    u32::try_from(value)
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or(ValidationError::OutOfRange { min, max })
}

/// A star rating from 1 to 5.
pub fn rating(value: i64) -> Result<u32, ValidationError> {
    let (min, max) = RATING_RANGE;
    u32::try_from(value)
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or(ValidationError::InvalidRating)
}

/// A product price typed in TK, at most `PRICE_MAX_TK`.
pub fn price(text: &str) -> Result<Money, ValidationError> {
    let money = Money::parse_tk(required(text)?)?;
    let max = Money::from_tk(PRICE_MAX_TK)?;
    if money > max {
        Err(ValidationError::PriceTooHigh { max })
    } else {
        Ok(money)
    }
}

/// A screen size in inches with at most one decimal, as tenths (6.7 -> 67).
pub fn display_tenths(inches: f64) -> Result<i64, ValidationError> {
    let out_of_range = Err(ValidationError::OutOfRange { min: 2, max: 15 });
    let scaled = inches * 10.0;
    if !scaled.is_finite() || !(-0.5..=1000.5).contains(&scaled) {
        return out_of_range;
    }
    // The nearest whole number of tenths, without std's `f64::round`: from
    // -0.5 up, `x + 0.5` is not negative, so truncating it is flooring it.
    #[allow(clippy::cast_possible_truncation)]
    let nearest = (scaled + 0.5) as i64;
    #[allow(clippy::cast_precision_loss)]
    let off_by = (scaled - nearest as f64).abs();
    if off_by > 1e-6 || !(0..=1000).contains(&nearest) {
        return out_of_range;
    }
    Ok(nearest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_takes_whole_tenths_of_an_inch() {
        assert_eq!(display_tenths(6.7), Ok(67));
        assert_eq!(display_tenths(6.0), Ok(60));
        assert_eq!(display_tenths(0.0), Ok(0));
        assert_eq!(display_tenths(100.0), Ok(1000));
        assert!(display_tenths(6.75).is_err());
        assert!(display_tenths(6.05).is_err());
        assert!(display_tenths(-0.1).is_err());
        assert!(display_tenths(100.1).is_err());
        assert!(display_tenths(f64::NAN).is_err());
        assert!(display_tenths(f64::INFINITY).is_err());
    }

    #[test]
    fn rating_is_one_to_five() {
        assert_eq!(rating(1), Ok(1));
        assert_eq!(rating(5), Ok(5));
        assert_eq!(rating(0), Err(ValidationError::InvalidRating));
        assert_eq!(rating(6), Err(ValidationError::InvalidRating));
        assert_eq!(rating(-1), Err(ValidationError::InvalidRating));
    }
}
