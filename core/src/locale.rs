//! The shop's two interface languages and how each writes numbers, money and
//! dates: English with Latin digits, Bangla with Bengali digits (০–৯). Both
//! group whole numbers the South Asian way, by lakh and crore (1,23,45,678).
//! Written digit by digit, without `core::fmt`, so the browser's module
//! carries no formatting machinery for it.

use crate::strings::concat;
use alloc::string::String;

use serde::{Deserialize, Serialize};

/// An interface language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Locale {
    #[default]
    #[serde(rename = "en")]
    English,
    #[serde(rename = "bn")]
    Bangla,
}

const BENGALI_DIGITS: [char; 10] = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

const MONTHS_EN: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];
const MONTHS_BN: [&str; 12] = [
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
];

impl Locale {
    /// Both languages, English first.
    pub const ALL: [Locale; 2] = [Locale::English, Locale::Bangla];

    /// The language tag: `en` or `bn`.
    pub const fn code(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::Bangla => "bn",
        }
    }

    /// An amount of poisha as this language writes money: `1,23,456.78 TK`,
    /// or `১,২৩,৪৫৬.৭৮ টাকা` (what `Money::format_in` answers). One string is
    /// written, with no other allocation: listing answers write four per card.
    pub fn money(self, poisha: i64) -> String {
        let abs = poisha.unsigned_abs();
        let mut out = String::with_capacity(32);
        if poisha < 0 {
            out.push('-');
        }
        self.write_number(&mut out, abs / 100, 1, true);
        out.push('.');
        self.write_number(&mut out, abs % 100, 2, false);
        out.push(' ');
        out.push_str(self.currency());
        out
    }

    /// The language's name in itself, as a language switch offers it.
    pub const fn name(self) -> &'static str {
        match self {
            Self::English => "English",
            Self::Bangla => "বাংলা",
        }
    }

    /// The language with this tag (`en`, `bn`, also `bn-BD`), if the shop has it.
    pub fn parse(tag: &str) -> Option<Self> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or_default();
        Self::ALL
            .into_iter()
            .find(|locale| primary.eq_ignore_ascii_case(locale.code()))
    }

    /// The word written after an amount: `TK`, or `টাকা`.
    pub const fn currency(self) -> &'static str {
        match self {
            Self::English => "TK",
            Self::Bangla => "টাকা",
        }
    }

    fn digit(self, value: u64) -> char {
        let index = usize::try_from(value % 10).unwrap_or(0);
        match self {
            Self::English => char::from(b'0' + u8::try_from(index).unwrap_or(0)),
            Self::Bangla => BENGALI_DIGITS[index],
        }
    }

    /// Writes `value` in this language's digits, at least `width` of them
    /// (zero-padded, up to 20), `grouped` by lakh and crore: the last three
    /// digits, then groups of two.
    fn write_number(self, out: &mut String, value: u64, width: usize, grouped: bool) {
        // Least significant first; a u64 has at most 20 digits.
        let mut digits = [0u8; 20];
        let mut count = 0;
        let mut rest = value;
        loop {
            digits[count] = u8::try_from(rest % 10).unwrap_or(0);
            count += 1;
            rest /= 10;
            if rest == 0 && (count >= width || count == digits.len()) {
                break;
            }
        }
        let head = count.saturating_sub(3);
        for index in 0..count {
            if grouped && index > 0 && index <= head && (head - index) % 2 == 0 {
                out.push(',');
            }
            out.push(self.digit(u64::from(digits[count - 1 - index])));
        }
    }

    /// `value` in this language's digits, at least `width` of them (zero-padded, up to 20).
    pub fn digits(self, value: u64, width: usize) -> String {
        let mut out = String::new();
        self.write_number(&mut out, value, width, false);
        out
    }

    /// A whole number grouped by lakh and crore: the last three digits, then
    /// groups of two (`1,23,45,678`, `১,২৩,৪৫,৬৭৮`).
    pub fn group(self, value: u64) -> String {
        let mut out = String::new();
        self.write_number(&mut out, value, 1, true);
        out
    }

    /// A count as shoppers read it: grouped, with a minus for a negative one.
    pub fn count(self, value: i64) -> String {
        let grouped = self.group(value.unsigned_abs());
        if value < 0 { concat(&["-", &grouped]) } else { grouped }
    }

    /// Tenths as a decimal with one place (`45` -> `4.5`, `৪.৫`), such as a rating.
    pub fn tenths(self, tenths: u64) -> String {
        concat(&[&self.group(tenths / 10), ".", &self.digits(tenths % 10, 1)])
    }

    /// A time of day on the 12-hour clock: `4:05 pm`, `৪:০৫ অপরাহ্ণ`; `None`
    /// for an hour past 23 or a minute past 59.
    pub fn clock(self, hour: u32, minute: u32) -> Option<String> {
        if hour > 23 || minute > 59 {
            return None;
        }
        let shown = match hour % 12 {
            0 => 12,
            other => other,
        };
        let half = match (self, hour < 12) {
            (Self::English, true) => "am",
            (Self::English, false) => "pm",
            (Self::Bangla, true) => "পূর্বাহ্ণ",
            (Self::Bangla, false) => "অপরাহ্ণ",
        };
        Some(concat(&[
            &self.digits(u64::from(shown), 1),
            ":",
            &self.digits(u64::from(minute), 2),
            " ",
            half,
        ]))
    }

    /// A calendar day: `23 Nov 2026`, `২৩ নভেম্বর ২০২৬`; `None` for a month outside 1..=12.
    pub fn date(self, year: u32, month: u32, day: u32) -> Option<String> {
        let index = usize::try_from(month).ok()?.checked_sub(1)?;
        let name = match self {
            Self::English => MONTHS_EN.get(index)?,
            Self::Bangla => MONTHS_BN.get(index)?,
        };
        Some(concat(&[
            &self.digits(u64::from(day), 1),
            " ",
            name,
            " ",
            &self.digits(u64::from(year), 1),
        ]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_group_by_lakh_and_crore_in_either_script() {
        let cases = [
            (0, "0", "০"),
            (999, "999", "৯৯৯"),
            (1_000, "1,000", "১,০০০"),
            (12_345, "12,345", "১২,৩৪৫"),
            (123_456, "1,23,456", "১,২৩,৪৫৬"),
            (12_345_678, "1,23,45,678", "১,২৩,৪৫,৬৭৮"),
        ];
        for (value, english, bangla) in cases {
            assert_eq!(Locale::English.group(value), english);
            assert_eq!(Locale::Bangla.group(value), bangla);
        }
        assert_eq!(Locale::English.group(u64::MAX), "1,84,46,74,40,73,70,95,51,615");
        assert_eq!(Locale::Bangla.count(-1_500), "-১,৫০০");
    }

    #[test]
    fn padded_digits_decimals_and_dates() {
        assert_eq!(Locale::Bangla.digits(5, 2), "০৫");
        assert_eq!(Locale::English.digits(123, 2), "123");
        assert_eq!(Locale::Bangla.tenths(45), "৪.৫");
        assert_eq!(Locale::English.tenths(50), "5.0");
        assert_eq!(Locale::English.date(2026, 11, 23).as_deref(), Some("23 Nov 2026"));
        assert_eq!(Locale::Bangla.date(2026, 11, 23).as_deref(), Some("২৩ নভেম্বর ২০২৬"));
        assert_eq!(Locale::Bangla.date(2026, 13, 1), None);
        assert_eq!(Locale::English.date(2026, 0, 1), None);
    }

    #[test]
    fn clock_times_on_twelve_hours() {
        assert_eq!(Locale::English.clock(16, 5).as_deref(), Some("4:05 pm"));
        assert_eq!(Locale::English.clock(0, 0).as_deref(), Some("12:00 am"));
        assert_eq!(Locale::English.clock(12, 30).as_deref(), Some("12:30 pm"));
        assert_eq!(Locale::Bangla.clock(2, 30).as_deref(), Some("২:৩০ পূর্বাহ্ণ"));
        assert_eq!(Locale::Bangla.clock(23, 59).as_deref(), Some("১১:৫৯ অপরাহ্ণ"));
        assert_eq!(Locale::Bangla.clock(24, 0), None);
        assert_eq!(Locale::English.clock(1, 60), None);
    }

    #[test]
    fn tags_name_the_languages() {
        assert_eq!(Locale::parse("bn-BD"), Some(Locale::Bangla));
        assert_eq!(Locale::parse(" EN "), Some(Locale::English));
        assert_eq!(Locale::parse("fr"), None);
        for locale in Locale::ALL {
            assert_eq!(serde_json::to_value(locale).unwrap(), locale.code());
        }
    }
}
