//! A handset's IMEI, as an order records it when the phone ships: 15 digits,
//! the last of them the Luhn check digit of the first 14 (3GPP TS 23.003).
//! Typed as the box prints it, with spaces, dashes or slashes; kept as the
//! 15 digits. A dual-SIM phone has two.

use alloc::string::String;
use alloc::vec::Vec;

use crate::text::Text;
use serde::{Deserialize, Serialize};

/// Most IMEIs one phone has (a dual-SIM phone has two).
pub const MAX_PER_PHONE: usize = 2;

/// The IMEI texts.
pub mod texts {
    crate::texts! {
        NOT_FIFTEEN_DIGITS = "imei.not_fifteen_digits" => "An IMEI has 15 digits";
        CHECK_DIGIT = "imei.check_digit" => "This IMEI's last digit does not match the others: copy it again from the box";
        NONE = "imei.none" => "Type the phone's IMEI";
        TOO_MANY = "imei.too_many" { max: Count } => "A phone has at most {max} IMEIs";
        TWICE = "imei.twice" => "The same IMEI is typed twice";
        PHONES_COUNT = "imei.phones_count" { count: Count } => "Type the IMEIs of each of the {count} phones shipped";
    }
}

/// Why an IMEI, or a phone's IMEIs, were refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImeiError {
    NotFifteenDigits,
    CheckDigit,
    None,
    TooMany,
    Twice,
    /// A shipment names another number of phones than the order holds.
    PhonesCount {
        count: u32,
    },
}

impl ImeiError {
    /// The refusal as a text for the admin.
    pub fn text(&self) -> Text {
        match self {
            Self::NotFifteenDigits => Text::new(texts::NOT_FIFTEEN_DIGITS),
            Self::CheckDigit => Text::new(texts::CHECK_DIGIT),
            Self::None => Text::new(texts::NONE),
            Self::TooMany => Text::new(texts::TOO_MANY).count("max", MAX_PER_PHONE),
            Self::Twice => Text::new(texts::TWICE),
            Self::PhonesCount { count } => Text::new(texts::PHONES_COUNT).count("count", *count),
        }
    }
}

crate::shown_as_text!(ImeiError);

/// A checked IMEI: 15 digits whose last is their Luhn check digit.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Imei(String);

impl Imei {
    /// Reads an IMEI typed with or without the separators a box prints.
    pub fn parse(text: &str) -> Result<Self, ImeiError> {
        let mut digits = String::with_capacity(15);
        for c in text.trim().chars() {
            match c {
                '0'..='9' => digits.push(c),
                ' ' | '-' | '/' => {}
                _ => return Err(ImeiError::NotFifteenDigits),
            }
        }
        if digits.len() != 15 {
            return Err(ImeiError::NotFifteenDigits);
        }
        if !luhn_checked(digits.as_bytes()) {
            return Err(ImeiError::CheckDigit);
        }
        Ok(Imei(digits))
    }

    /// The IMEI whose first 14 digits are `body`, with its check digit added
    /// (the demo's phones, and tests).
    pub fn completing(body: &str) -> Result<Self, ImeiError> {
        if body.len() != 14 || !body.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ImeiError::NotFifteenDigits);
        }
        let mut digits = String::with_capacity(15);
        digits.push_str(body);
        digits.push('0');
        for check in b'0'..=b'9' {
            digits.pop();
            digits.push(char::from(check));
            if luhn_checked(digits.as_bytes()) {
                break;
            }
        }
        Ok(Imei(digits))
    }

    /// The 15 digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Imei {
    type Error = ImeiError;

    fn try_from(text: String) -> Result<Self, ImeiError> {
        Imei::parse(&text)
    }
}

impl From<Imei> for String {
    fn from(imei: Imei) -> Self {
        imei.0
    }
}

/// Whether the last of `digits` (ASCII) is the Luhn check digit of the
/// others: from the right, every second digit doubled (its digits summed),
/// and the whole sum a multiple of ten.
fn luhn_checked(digits: &[u8]) -> bool {
    let mut sum = 0;
    for (from_right, digit) in digits.iter().rev().enumerate() {
        let digit = u32::from(digit - b'0');
        sum += if from_right % 2 == 1 {
            let doubled = digit * 2;
            if doubled > 9 { doubled - 9 } else { doubled }
        } else {
            digit
        };
    }
    sum % 10 == 0
}

/// The IMEIs of one shipped phone: one, or two for a dual-SIM phone, not
/// the same one twice. Blank entries (an empty second field) are skipped.
pub fn phone_imeis<'a>(typed: impl IntoIterator<Item = &'a str>) -> Result<Vec<Imei>, ImeiError> {
    let mut imeis: Vec<Imei> = Vec::new();
    for text in typed {
        if text.trim().is_empty() {
            continue;
        }
        let imei = Imei::parse(text)?;
        if imeis.contains(&imei) {
            return Err(ImeiError::Twice);
        }
        if imeis.len() == MAX_PER_PHONE {
            return Err(ImeiError::TooMany);
        }
        imeis.push(imei);
    }
    if imeis.is_empty() {
        return Err(ImeiError::None);
    }
    Ok(imeis)
}

/// The IMEIs of the `quantity` phones of one order as it ships: each phone's
/// by `phone_imeis`, and no IMEI on two of them.
pub fn shipment<'a, P>(phones: P, quantity: u32) -> Result<Vec<Vec<Imei>>, ImeiError>
where
    P: IntoIterator,
    P::Item: IntoIterator<Item = &'a str>,
{
    // The count first: a list longer than the order is refused before any is read.
    let phones: Vec<P::Item> = phones.into_iter().collect();
    if phones.len() != quantity as usize {
        return Err(ImeiError::PhonesCount { count: quantity });
    }
    let mut shipped: Vec<Vec<Imei>> = Vec::with_capacity(phones.len());
    for typed in phones {
        let imeis = phone_imeis(typed)?;
        if imeis
            .iter()
            .any(|imei| shipped.iter().flatten().any(|seen| seen == imei))
        {
            return Err(ImeiError::Twice);
        }
        shipped.push(imeis);
    }
    Ok(shipped)
}

#[cfg(test)]
mod tests;
