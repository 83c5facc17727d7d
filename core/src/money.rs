//! Money as an integer count of poisha (1/100 TK). Nothing floating-point
//! ever holds a price: TK numbers from outside are parsed through their
//! shortest decimal text, so `0.1 + 0.2` is rejected rather than rounded.

use crate::{digits::parse_u64, strings::concat};
use alloc::format;
use alloc::string::String;

use crate::locale::Locale;
use crate::text::Text;
use core::fmt;
use serde::{Deserialize, Serialize};

/// Poisha in one taka.
pub const POISHA_PER_TK: i64 = 100;

/// Money's texts.
pub mod texts {
    crate::texts! {
        EMPTY = "money.empty" => "Amount is empty";
        NOT_A_NUMBER = "money.not_a_number" => "Amount is not a number";
        TOO_MANY_DECIMALS = "money.too_many_decimals" => "Amount can have at most 2 decimals";
        NEGATIVE = "money.negative" => "Amount cannot be negative";
        OVERFLOW = "money.overflow" => "Amount is too large";
        INVALID_PERCENT = "money.invalid_percent" => "Discount must be a whole percent from 0 to 100";
    }
}

/// Why an amount could not be made into [`Money`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoneyError {
    Empty,
    NotANumber,
    TooManyDecimals,
    Negative,
    Overflow,
    InvalidPercent,
}

impl MoneyError {
    /// The refusal as a text for the shopper.
    pub fn text(&self) -> Text {
        Text::new(match self {
            Self::Empty => texts::EMPTY,
            Self::NotANumber => texts::NOT_A_NUMBER,
            Self::TooManyDecimals => texts::TOO_MANY_DECIMALS,
            Self::Negative => texts::NEGATIVE,
            Self::Overflow => texts::OVERFLOW,
            Self::InvalidPercent => texts::INVALID_PERCENT,
        })
    }

    /// Stable machine-readable code, shared with the TypeScript side.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(MoneyError);

/// An amount of Bangladeshi taka held as whole poisha.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Money(i64);

impl Money {
    /// Zero taka.
    pub const ZERO: Money = Money(0);

    /// Wraps a count of poisha.
    pub const fn from_poisha(poisha: i64) -> Self {
        Money(poisha)
    }

    /// The amount as a count of poisha.
    pub const fn poisha(self) -> i64 {
        self.0
    }

    /// Whole taka, for a catalog that stores prices in TK.
    pub fn from_tk(tk: i64) -> Result<Self, MoneyError> {
        tk.checked_mul(POISHA_PER_TK).map(Money).ok_or(MoneyError::Overflow)
    }

    /// Parses a non-negative TK amount such as `"1234"`, `"1234.5"` or `"0.05"`.
    /// Surrounding whitespace is ignored; signs, exponents, grouping commas and
    /// more than two decimals are rejected.
    pub fn parse_tk(text: &str) -> Result<Self, MoneyError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(MoneyError::Empty);
        }
        if let Some(rest) = text.strip_prefix('-') {
            return match parse_unsigned(rest) {
                Ok(_) => Err(MoneyError::Negative),
                Err(err) => Err(err),
            };
        }
        parse_unsigned(text)
    }

    /// Converts a non-negative TK number (as JSON or JavaScript carries it).
    /// Its shortest round-trip decimal form must have at most two decimals.
    pub fn from_tk_number(value: f64) -> Result<Self, MoneyError> {
        Money::from_tk_number_with(value, |v| format!("{v}"))
    }

    /// As [`Money::from_tk_number`], with the number's shortest round-trip
    /// decimal text made by `shortest`: the browser passes its own
    /// `Number.prototype.toString`, so the WebAssembly module carries no float
    /// formatter. (The two differ only past 1e21 and below 1e-6, where both
    /// texts are refused.)
    pub fn from_tk_number_with(value: f64, shortest: impl FnOnce(f64) -> String) -> Result<Self, MoneyError> {
        if !value.is_finite() {
            return Err(MoneyError::NotANumber);
        }
        if value < 0.0 {
            return Err(MoneyError::Negative);
        }
        Money::parse_tk(&shortest(value))
    }

    /// Sum, or an overflow error.
    pub fn checked_add(self, other: Money) -> Result<Money, MoneyError> {
        self.0.checked_add(other.0).map(Money).ok_or(MoneyError::Overflow)
    }

    /// The total of many amounts, or an overflow error.
    pub fn checked_sum(amounts: impl IntoIterator<Item = Money>) -> Result<Money, MoneyError> {
        amounts.into_iter().try_fold(Money::ZERO, Money::checked_add)
    }

    /// Difference, or an overflow error.
    pub fn checked_sub(self, other: Money) -> Result<Money, MoneyError> {
        self.0.checked_sub(other.0).map(Money).ok_or(MoneyError::Overflow)
    }

    /// The amount times a count, or an overflow error.
    pub fn checked_mul(self, count: u32) -> Result<Money, MoneyError> {
        self.0
            .checked_mul(i64::from(count))
            .map(Money)
            .ok_or(MoneyError::Overflow)
    }

    /// The price after a whole-percent discount (0..=100).
    ///
    /// Rounding rule: a discount above 0 rounds the price down to the whole
    /// taka, in the buyer's favour, so no shop prints 27,259.06 TK; 0% leaves
    /// the price as it is, poisha and all.
    pub fn apply_discount(self, percent: u32) -> Result<Money, MoneyError> {
        if percent > 100 {
            return Err(MoneyError::InvalidPercent);
        }
        if percent == 0 {
            return Ok(self);
        }
        // Whole taka = floor(poisha × kept / 10,000), split at 10,000 poisha so
        // nothing overflows without 128-bit division (which would add its
        // runtime to the WebAssembly module).
        let kept = i64::from(100 - percent);
        let per_hundred_tk = 100 * POISHA_PER_TK;
        let (hundreds, rest) = (self.0.div_euclid(per_hundred_tk), self.0.rem_euclid(per_hundred_tk));
        let whole_tk = hundreds * kept + (rest * kept).div_euclid(per_hundred_tk);
        whole_tk
            .checked_mul(POISHA_PER_TK)
            .map(Money)
            .ok_or(MoneyError::Overflow)
    }

    /// The plain TK text a price field takes and `parse_tk` reads back: `45999.50`.
    pub fn to_tk_text(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let per_tk = POISHA_PER_TK.unsigned_abs();
        // The core's digit writing, not `format!`: the browser's module carries no formatting machinery.
        let digits = |value, width| Locale::English.digits(value, width);
        concat(&[sign, &digits(abs / per_tk, 1), ".", &digits(abs % per_tk, 2)])
    }

    /// Formats as `1,23,456.78 TK`: two decimals, South Asian grouping
    /// (last three digits, then groups of two), the unit after the number.
    pub fn format_tk(self) -> String {
        self.format_in(Locale::English)
    }

    /// Formats in `locale`'s digits and currency word: `1,23,456.78 TK`, or
    /// `১,২৩,৪৫৬.৭৮ টাকা`.
    pub fn format_in(self, locale: Locale) -> String {
        locale.money(self.0)
    }
}

/// The amount's poisha, as a text's value carries it.
impl From<Money> for i64 {
    fn from(money: Money) -> Self {
        money.0
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.format_tk())
    }
}

fn parse_unsigned(text: &str) -> Result<Money, MoneyError> {
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) => (whole, fraction),
        None => (text, ""),
    };
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !all_digits(whole) || !all_digits(fraction) {
        return Err(MoneyError::NotANumber);
    }
    if text.ends_with('.') {
        return Err(MoneyError::NotANumber);
    }
    if fraction.len() > 2 {
        return Err(MoneyError::TooManyDecimals);
    }
    let whole_value: i64 = if whole.is_empty() {
        0
    } else {
        parse_u64(whole)
            .and_then(|value| i64::try_from(value).ok())
            .ok_or(MoneyError::Overflow)?
    };
    let fraction_value: i64 = match fraction.len() {
        0 => 0,
        1 => i64::from(fraction.as_bytes()[0] - b'0') * 10,
        _ => parse_u64(fraction)
            .and_then(|value| i64::try_from(value).ok())
            .ok_or(MoneyError::NotANumber)?,
    };
    whole_value
        .checked_mul(POISHA_PER_TK)
        .and_then(|p| p.checked_add(fraction_value))
        .map(Money)
        .ok_or(MoneyError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_in_bangla_have_bengali_digits_lakh_groups_and_taka() {
        assert_eq!(
            Money::from_poisha(12_345_678).format_in(Locale::Bangla),
            "১,২৩,৪৫৬.৭৮ টাকা"
        );
        assert_eq!(Money::from_poisha(-5).format_in(Locale::Bangla), "-০.০৫ টাকা");
        assert_eq!(
            Money::from_poisha(12_345_678).format_in(Locale::English),
            Money::from_poisha(12_345_678).format_tk()
        );
    }

    #[test]
    fn formats_with_south_asian_grouping() {
        assert_eq!(Money::from_poisha(12_345_678).to_string(), "1,23,456.78 TK");
        assert_eq!(Money::from_poisha(0).to_string(), "0.00 TK");
        assert_eq!(Money::from_poisha(5).to_string(), "0.05 TK");
        assert_eq!(Money::from_poisha(99_900).to_string(), "999.00 TK");
        assert_eq!(Money::from_poisha(100_000).to_string(), "1,000.00 TK");
        assert_eq!(Money::from_poisha(1_000_000_000).to_string(), "1,00,00,000.00 TK");
        assert_eq!(Money::from_poisha(-123_450).to_string(), "-1,234.50 TK");
    }

    #[test]
    fn parses_tk_text() {
        assert_eq!(Money::parse_tk("1234"), Ok(Money::from_poisha(123_400)));
        assert_eq!(Money::parse_tk(" 1234.5 "), Ok(Money::from_poisha(123_450)));
        assert_eq!(Money::parse_tk("0.05"), Ok(Money::from_poisha(5)));
        assert_eq!(Money::parse_tk(".5"), Ok(Money::from_poisha(50)));
        assert_eq!(Money::parse_tk("1.234"), Err(MoneyError::TooManyDecimals));
        assert_eq!(Money::parse_tk("-1"), Err(MoneyError::Negative));
        assert_eq!(Money::parse_tk(""), Err(MoneyError::Empty));
        assert_eq!(Money::parse_tk("1e5"), Err(MoneyError::NotANumber));
        assert_eq!(Money::parse_tk("1,000"), Err(MoneyError::NotANumber));
        assert_eq!(Money::parse_tk("1."), Err(MoneyError::NotANumber));
        assert_eq!(Money::parse_tk("NaN"), Err(MoneyError::NotANumber));
        assert_eq!(Money::parse_tk("99999999999999999999"), Err(MoneyError::Overflow));
    }

    #[test]
    fn sums_check_for_overflow() {
        let amounts = [100, 250, 5].map(Money::from_poisha);
        assert_eq!(Money::checked_sum(amounts), Ok(Money::from_poisha(355)));
        assert_eq!(Money::checked_sum([]), Ok(Money::ZERO));
        assert_eq!(
            Money::checked_sum([Money::from_poisha(i64::MAX), Money::from_poisha(1)]),
            Err(MoneyError::Overflow)
        );
    }

    #[test]
    fn plain_tk_text_reads_back() {
        assert_eq!(Money::from_poisha(4_599_950).to_tk_text(), "45999.50");
        assert_eq!(Money::from_poisha(5).to_tk_text(), "0.05");
        assert_eq!(Money::from_poisha(-123_450).to_tk_text(), "-1234.50");
        for poisha in [0, 1, 99, 100, 12_345_678, 1_000_000_000] {
            let money = Money::from_poisha(poisha);
            assert_eq!(Money::parse_tk(&money.to_tk_text()), Ok(money));
        }
    }

    #[test]
    fn converts_tk_numbers() {
        assert_eq!(Money::from_tk_number(24_999.5), Ok(Money::from_poisha(2_499_950)));
        assert_eq!(Money::from_tk_number(0.1 + 0.2), Err(MoneyError::TooManyDecimals));
        assert_eq!(Money::from_tk_number(f64::NAN), Err(MoneyError::NotANumber));
        assert_eq!(Money::from_tk_number(f64::INFINITY), Err(MoneyError::NotANumber));
        assert_eq!(Money::from_tk_number(-3.0), Err(MoneyError::Negative));
        assert_eq!(Money::from_tk_number(1e300), Err(MoneyError::Overflow));
    }

    #[test]
    fn checked_arithmetic_reports_overflow() {
        assert_eq!(
            Money::from_poisha(i64::MAX).checked_add(Money::from_poisha(1)),
            Err(MoneyError::Overflow)
        );
        assert_eq!(Money::from_poisha(i64::MAX).checked_mul(2), Err(MoneyError::Overflow));
        assert_eq!(Money::from_poisha(250).checked_mul(3), Ok(Money::from_poisha(750)));
        assert_eq!(Money::from_tk(i64::MAX), Err(MoneyError::Overflow));
    }

    #[test]
    fn discount_rounds_down_to_the_whole_taka() {
        // 6% off 28,999 TK is 27,259.06 TK: the buyer pays 27,259 TK
        let phone = Money::from_poisha(2_899_900);
        assert_eq!(phone.apply_discount(6), Ok(Money::from_poisha(2_725_900)));
        // 99.50 TK less 10% is 89.55 TK, rounded down, never up
        assert_eq!(
            Money::from_poisha(9_950).apply_discount(10),
            Ok(Money::from_poisha(8_900))
        );
        // a whole result stays as it is
        assert_eq!(
            Money::from_poisha(10_000).apply_discount(10),
            Ok(Money::from_poisha(9_000))
        );
        assert_eq!(Money::from_poisha(150).apply_discount(1), Ok(Money::from_poisha(100)));
        // less than a taka after the discount is nothing
        assert_eq!(Money::from_poisha(50).apply_discount(10), Ok(Money::ZERO));
        let price = Money::from_poisha(999);
        assert_eq!(price.apply_discount(0), Ok(price));
        assert_eq!(price.apply_discount(100), Ok(Money::ZERO));
        assert_eq!(price.apply_discount(101), Err(MoneyError::InvalidPercent));
    }
}
