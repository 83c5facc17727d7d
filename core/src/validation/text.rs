//! Rules for any typed text: no lone space, nothing hidden, given, of a length.

use crate::strings::char_count;
use alloc::string::String;

use super::{BRAND_LENGTH, ValidationError};

/// A text input whose whole value is one space is refused ('Not Acceptable').
pub fn not_single_space(value: &str) -> Result<(), ValidationError> {
    if value == " " {
        Err(ValidationError::NotAcceptable)
    } else {
        Ok(())
    }
}

/// Refuses characters a person cannot see or type in a form: control
/// characters other than line breaks and tabs, and the bidirectional
/// overrides that make text display differently from what it says.
pub fn visible(value: &str) -> Result<(), ValidationError> {
    let hidden = |c: char| {
        (c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
            || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
    };
    if value.chars().any(hidden) {
        Err(ValidationError::ControlCharacters)
    } else {
        Ok(())
    }
}

/// A value that must be given: not a lone space, not blank, nothing hidden.
pub fn required(value: &str) -> Result<&str, ValidationError> {
    not_single_space(value)?;
    visible(value)?;
    let trimmed = value.trim();
    if trimmed.is_empty() {
        Err(ValidationError::Required)
    } else {
        Ok(trimmed)
    }
}

/// A required value whose trimmed length in characters lies in `min..=max`.
pub fn length(value: &str, min: usize, max: usize) -> Result<&str, ValidationError> {
    let trimmed = required(value)?;
    let count = char_count(trimmed);
    if count < min {
        Err(ValidationError::TooShort { min })
    } else if count > max {
        Err(ValidationError::TooLong { max })
    } else {
        Ok(trimmed)
    }
}

/// An optional text: empty is fine, a lone space is not, and it has a maximum length.
pub fn optional(value: &str, max: usize) -> Result<&str, ValidationError> {
    not_single_space(value)?;
    visible(value)?;
    let trimmed = value.trim();
    if char_count(trimmed) > max {
        Err(ValidationError::TooLong { max })
    } else {
        Ok(trimmed)
    }
}

/// A brand name, trimmed, with its slug; a name without letters or digits has no address.
pub fn brand_name(value: &str) -> Result<(&str, String), ValidationError> {
    let name = length(value, BRAND_LENGTH.0, BRAND_LENGTH.1)?;
    let slug = crate::slug::slugify(name);
    if slug.is_empty() {
        Err(ValidationError::NoLettersOrDigits)
    } else {
        Ok((name, slug))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_space_is_not_acceptable() {
        assert_eq!(not_single_space(" "), Err(ValidationError::NotAcceptable));
        assert_eq!(ValidationError::NotAcceptable.to_string(), "Not Acceptable");
        assert_eq!(not_single_space("  "), Ok(()));
        assert_eq!(not_single_space(""), Ok(()));
        assert_eq!(not_single_space("a"), Ok(()));
        assert_eq!(required(" "), Err(ValidationError::NotAcceptable));
        assert_eq!(required("   "), Err(ValidationError::Required));
    }

    #[test]
    fn length_counts_characters_of_trimmed_value() {
        assert_eq!(length(" ab ", 2, 3), Ok("ab"));
        assert_eq!(length("a", 2, 3), Err(ValidationError::TooShort { min: 2 }));
        assert_eq!(length("abcd", 2, 3), Err(ValidationError::TooLong { max: 3 }));
        assert_eq!(length("আমার", 2, 4), Ok("আমার"));
    }
}
