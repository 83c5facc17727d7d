//! Single-field rules addressable by name, for forms in other runtimes.

use alloc::borrow::ToOwned;

use alloc::string::String;

use super::{
    ADDRESS_LENGTH, NAME_LENGTH, TITLE_LENGTH, ValidationError, brand_name, email, length, not_single_space, password,
    phone, post_code, required, username,
};
use serde::{Deserialize, Serialize};

/// A single-field rule, addressable by name so forms in other runtimes can
/// ask for it (`"email"`, `"phone"`, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Rule {
    NotSingleSpace,
    Required,
    Name,
    Email,
    Username,
    Phone,
    PostCode,
    Password,
    Address,
    Title,
    BrandName,
}

impl Rule {
    /// Every rule with its wire name.
    pub const ALL: [(Rule, &'static str); 11] = [
        (Rule::NotSingleSpace, "notSingleSpace"),
        (Rule::Required, "required"),
        (Rule::Name, "name"),
        (Rule::Email, "email"),
        (Rule::Username, "username"),
        (Rule::Phone, "phone"),
        (Rule::PostCode, "postCode"),
        (Rule::Password, "password"),
        (Rule::Address, "address"),
        (Rule::Title, "title"),
        (Rule::BrandName, "brandName"),
    ];

    /// Looks a rule up by its wire name.
    pub fn parse(name: &str) -> Option<Rule> {
        Rule::ALL.iter().find(|(_, n)| *n == name).map(|(rule, _)| *rule)
    }

    /// Checks `value`, answering the normalised value the rule accepts.
    pub fn check(self, value: &str) -> Result<String, ValidationError> {
        match self {
            Rule::NotSingleSpace => not_single_space(value).map(|()| value.to_owned()),
            Rule::Required => required(value).map(str::to_owned),
            Rule::Name => length(value, NAME_LENGTH.0, NAME_LENGTH.1).map(str::to_owned),
            Rule::Email => email(value),
            Rule::Username => username(value),
            Rule::Phone => phone(value),
            Rule::PostCode => post_code(value).map(str::to_owned),
            Rule::Password => password(value).map(|()| value.to_owned()),
            Rule::Address => length(value, ADDRESS_LENGTH.0, ADDRESS_LENGTH.1).map(str::to_owned),
            Rule::Title => length(value, TITLE_LENGTH.0, TITLE_LENGTH.1).map(str::to_owned),
            Rule::BrandName => brand_name(value).map(|(name, _)| name.to_owned()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::optional;

    #[test]
    fn rules_by_name() {
        assert_eq!(Rule::parse("phone"), Some(Rule::Phone));
        assert_eq!(Rule::parse("nope"), None);
        assert_eq!(Rule::Phone.check("+8801712345678"), Ok("01712345678".into()));
        assert_eq!(Rule::Name.check(" "), Err(ValidationError::NotAcceptable));
        assert_eq!(
            Rule::Name.check("Ra\u{0000}him"),
            Err(ValidationError::ControlCharacters)
        );
        assert_eq!(
            Rule::Name.check("\u{202E}miharR"),
            Err(ValidationError::ControlCharacters)
        );
        assert_eq!(optional("line one\nline two\tend", 100), Ok("line one\nline two\tend"));
        assert_eq!(optional("bell\u{0007}", 100), Err(ValidationError::ControlCharacters));
        for (rule, name) in Rule::ALL {
            assert_eq!(Rule::parse(name), Some(rule));
        }
    }
}
