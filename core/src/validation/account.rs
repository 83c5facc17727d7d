//! An account's username and password.

use crate::strings::char_count;
use alloc::string::String;

use super::{PASSWORD_LENGTH, USERNAME_LENGTH, ValidationError, length, not_single_space};

/// A username: 3 to 30 of `a-z`, `0-9`, `_` and `.`, starting with a letter
/// or digit. Returned in lower case.
pub fn username(value: &str) -> Result<String, ValidationError> {
    let trimmed = length(value, USERNAME_LENGTH.0, USERNAME_LENGTH.1)?.to_ascii_lowercase();
    let allowed = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '.';
    if trimmed.chars().all(allowed) && trimmed.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        Ok(trimmed)
    } else {
        Err(ValidationError::InvalidUsername)
    }
}

/// A username suggestion from an email's local part (`rahim.k@x.com` -> `rahim.k`).
pub fn username_base(email: &str) -> String {
    let local = email.split('@').next().unwrap_or_default().to_ascii_lowercase();
    let mut base: String = local
        .chars()
        .filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_' || *c == '.')
        .skip_while(|c| !c.is_ascii_alphanumeric())
        .take(20)
        .collect();
    while base.len() < USERNAME_LENGTH.0 {
        base.push('0');
    }
    base
}

/// A password of 8 to 72 characters that is not only spaces.
pub fn password(value: &str) -> Result<(), ValidationError> {
    not_single_space(value)?;
    let (min, max) = PASSWORD_LENGTH;
    if value.trim().is_empty() {
        Err(ValidationError::Required)
    } else if char_count(value) < min {
        Err(ValidationError::TooShort { min })
    } else if value.len() > max {
        Err(ValidationError::TooLong { max })
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::post_code;

    #[test]
    fn usernames() {
        assert_eq!(username(" Rahim_K.2 "), Ok("rahim_k.2".into()));
        assert_eq!(username("ab"), Err(ValidationError::TooShort { min: 3 }));
        assert_eq!(username("_rahim"), Err(ValidationError::InvalidUsername));
        assert_eq!(username("rahim khan"), Err(ValidationError::InvalidUsername));
        assert_eq!(username_base("Rahim.Khan+shop@example.com"), "rahim.khanshop");
        assert_eq!(username_base("__a@example.com"), "a00");
    }

    #[test]
    fn post_code_and_password() {
        assert_eq!(post_code("1207"), Ok("1207"));
        assert_eq!(post_code("12a7"), Err(ValidationError::InvalidPostCode));
        assert_eq!(password("short"), Err(ValidationError::TooShort { min: 8 }));
        assert_eq!(password(&"x".repeat(73)), Err(ValidationError::TooLong { max: 72 }));
        assert_eq!(password("correct horse"), Ok(()));
    }
}
