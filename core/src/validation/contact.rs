//! How to reach a customer: email address, mobile number, post code.

use crate::strings::concat;
use alloc::string::String;

use super::{ValidationError, length, required};

/// A character of an address beyond ASCII: any (RFC 6531 lets an address
/// hold every non-ASCII character), except spaces, the characters Unicode
/// marks as ignorable (invisible: soft hyphen, zero-width spaces and joiners,
/// direction marks, variation selectors, fillers, the byte-order mark, tags),
/// which would let one address be typed many ways, and the combining accents
/// of Latin letters (`O` + `◌̈` is `Ö` typed another way). Asking for a
/// Unicode letter instead took Unicode's letter tables, 3 KB of the browser's
/// WebAssembly.
fn international(c: char) -> bool {
    !c.is_ascii() && !c.is_whitespace() && !ignorable(c) && !matches!(c, '\u{300}'..='\u{36F}')
}

/// Unicode's Default_Ignorable_Code_Point characters (DerivedCoreProperties.txt).
fn ignorable(c: char) -> bool {
    matches!(
        c,
        '\u{AD}'
            | '\u{34F}'
            | '\u{61C}'
            | '\u{115F}'..='\u{1160}'
            | '\u{17B4}'..='\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFF8}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

/// An email address of the usual shape `name@domain.tld`, returned with its
/// Latin letters in lower case. Letters of other scripts are kept as typed:
/// folding them would take Unicode's case tables (10 KB of the browser's
/// WebAssembly) for addresses no shopper here has.
pub fn email(value: &str) -> Result<String, ValidationError> {
    let trimmed = length(value, 3, 254)?;
    let (local, domain) = trimmed.split_once('@').ok_or(ValidationError::InvalidEmail)?;
    let domain_ok = domain.bytes().any(|b| b == b'.')
        && domain.split('.').all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || international(c))
        });
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && !local.starts_with('.')
        && !local.ends_with('.')
        && !local.as_bytes().windows(2).any(|pair| pair == b"..")
        && local.chars().all(|c| {
            c.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~.".iter().any(|&b| char::from(b) == c) || international(c)
        });
    if domain_ok && local_ok {
        Ok(trimmed.to_ascii_lowercase())
    } else {
        Err(ValidationError::InvalidEmail)
    }
}

/// A Bangladeshi mobile number: `01[3-9]` and 8 more digits, optionally
/// written with the country code (`+880` or `880`) and spaces or dashes.
/// Returns the number in its 11-digit local form.
pub fn phone(value: &str) -> Result<String, ValidationError> {
    let trimmed = required(value)?;
    let compact: String = trimmed.chars().filter(|c| *c != ' ' && *c != '-').collect();
    let local = compact
        .strip_prefix("+880")
        .or_else(|| compact.strip_prefix("880"))
        .map(|rest| concat(&["0", rest]))
        .unwrap_or(compact);
    let bytes = local.as_bytes();
    let ok = bytes.len() == 11
        && bytes.iter().all(u8::is_ascii_digit)
        && bytes[0] == b'0'
        && bytes[1] == b'1'
        && (b'3'..=b'9').contains(&bytes[2]);
    if ok {
        Ok(local)
    } else {
        Err(ValidationError::InvalidPhone)
    }
}

/// A Bangladeshi post code: 4 digits.
pub fn post_code(value: &str) -> Result<&str, ValidationError> {
    let trimmed = required(value)?;
    if trimmed.len() == 4 && trimmed.bytes().all(|b| b.is_ascii_digit()) {
        Ok(trimmed)
    } else {
        Err(ValidationError::InvalidPostCode)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_shape() {
        assert_eq!(email(" Rahim@Example.com "), Ok("rahim@example.com".into()));
        assert_eq!(email("Ölaf@Bank.BD"), Ok("Ölaf@bank.bd".into()));
        assert_eq!(email("রহিম@উদাহরণ.বাংলা"), Ok("রহিম@উদাহরণ.বাংলা".into()));
        for bad in [
            "ra\u{A0}him@example.com",
            "ra\u{200B}him@example.com",
            "rahim@exa\u{200D}mple.com",
            "\u{FEFF}rahim@example.com",
            "rahim@example\u{3000}.com",
            "me@gma\u{FE0F}il.com",
            "me\u{180E}@gmail.com",
            "ra\u{2064}him@example.com",
            "O\u{308}laf@bank.bd",
            "ra\u{E0041}him@example.com",
            "rahim",
            "rahim@",
            "@example.com",
            "a@b",
            "a b@c.com",
            "a@b..com",
            "a@-b.com",
            ".a@b.com",
        ] {
            assert_eq!(email(bad), Err(ValidationError::InvalidEmail), "{bad}");
        }
    }

    #[test]
    fn bangladeshi_mobile_numbers() {
        assert_eq!(phone("01712345678"), Ok("01712345678".into()));
        assert_eq!(phone("+880 1712-345678"), Ok("01712345678".into()));
        assert_eq!(phone("8801912345678"), Ok("01912345678".into()));
        for bad in [
            "0171234567",
            "01212345678",
            "02712345678",
            "017123456789",
            "0171234567a",
        ] {
            assert_eq!(phone(bad), Err(ValidationError::InvalidPhone), "{bad}");
        }
    }
}
