//! The forms a customer fills in: signup, shipping address, profile, review.

use alloc::string::String;
use alloc::vec::Vec;

use super::{collect, finish};
use crate::validation::{
    ADDRESS_LENGTH, FieldError, NAME_LENGTH, email, length, optional, password, phone, picture_address, post_code,
    rating,
};
use serde::{Deserialize, Serialize};

/// The fields of the signup form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SignupForm {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub password: String,
}

/// Checks the signup form; every refused field is reported.
pub fn validate_signup(form: &SignupForm) -> Result<(), Vec<FieldError>> {
    let mut errors = Vec::new();
    let (min, max) = NAME_LENGTH;
    collect(&mut errors, "firstName", length(&form.first_name, min, max));
    if !form.last_name.is_empty() {
        collect(&mut errors, "lastName", length(&form.last_name, min, max));
    }
    collect(&mut errors, "email", email(&form.email));
    collect(&mut errors, "password", password(&form.password));
    finish(errors)
}

/// The fields of the shipping address form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AddressForm {
    pub first_name: String,
    pub last_name: String,
    pub phone: String,
    pub address: String,
    pub city: String,
    pub area: String,
    pub zip_code: String,
    /// Division, e.g. "Dhaka"; optional.
    pub region: String,
    /// Flat or suite; optional.
    pub apartment_suit: String,
}

/// Checks the address form; every refused field is reported.
pub fn validate_address(form: &AddressForm) -> Result<(), Vec<FieldError>> {
    let mut errors = Vec::new();
    let (min, max) = NAME_LENGTH;
    collect(&mut errors, "firstName", length(&form.first_name, min, max));
    collect(&mut errors, "lastName", length(&form.last_name, min, max));
    collect(&mut errors, "phone", phone(&form.phone));
    let (min, max) = ADDRESS_LENGTH;
    collect(&mut errors, "address", length(&form.address, min, max));
    collect(&mut errors, "city", length(&form.city, 2, 60));
    collect(&mut errors, "area", length(&form.area, 2, 60));
    collect(&mut errors, "zipCode", post_code(&form.zip_code));
    collect(&mut errors, "region", optional(&form.region, 60));
    collect(&mut errors, "apartmentSuit", optional(&form.apartment_suit, 100));
    finish(errors)
}

/// The editable fields of a customer's profile.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ProfileForm {
    pub first_name: String,
    pub last_name: String,
    pub avatar: String,
}

/// Checks a profile; every refused field is reported.
pub fn validate_profile(form: &ProfileForm) -> Result<(), Vec<FieldError>> {
    let mut errors = Vec::new();
    collect(
        &mut errors,
        "firstName",
        length(&form.first_name, NAME_LENGTH.0, NAME_LENGTH.1),
    );
    collect(&mut errors, "lastName", optional(&form.last_name, NAME_LENGTH.1));
    collect(&mut errors, "avatar", picture_address(&form.avatar));
    finish(errors)
}

/// The fields of a product review.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ReviewForm {
    pub rating: i64,
    pub title: String,
    pub text: String,
}

/// Longest review text.
pub const REVIEW_TEXT_MAX: usize = 2_000;

/// Checks a review; every refused field is reported.
pub fn validate_review(form: &ReviewForm) -> Result<(), Vec<FieldError>> {
    let mut errors = Vec::new();
    collect(&mut errors, "rating", rating(form.rating));
    collect(&mut errors, "title", length(&form.title, 2, 100));
    collect(&mut errors, "text", optional(&form.text, REVIEW_TEXT_MAX));
    finish(errors)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::{Money, MoneyError};
    use crate::validation::{Rule, ValidationError, brand_name, parse_count, parse_decimal, price};

    #[test]
    fn signup_form_reports_each_bad_field() {
        let form = SignupForm {
            first_name: " ".into(),
            email: "x".into(),
            password: "123".into(),
            ..Default::default()
        };
        let errors = validate_signup(&form).unwrap_err();
        let fields: Vec<_> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["firstName", "email", "password"]);
        assert_eq!(errors[0].text.to_string(), "Not Acceptable");
        let good = SignupForm {
            first_name: "Rahim".into(),
            last_name: String::new(),
            email: "rahim@example.com".into(),
            password: "secret-pass".into(),
        };
        assert_eq!(validate_signup(&good), Ok(()));
    }

    #[test]
    fn review_form() {
        let review = ReviewForm {
            rating: 5,
            title: "Great battery".into(),
            text: String::new(),
        };
        assert_eq!(validate_review(&review), Ok(()));
        let profile = ProfileForm {
            first_name: "Nusrat".into(),
            last_name: String::new(),
            avatar: String::new(),
        };
        assert_eq!(validate_profile(&profile), Ok(()));
        let bad_profile = ProfileForm {
            first_name: " ".into(),
            last_name: "x".repeat(51),
            avatar: "https://elsewhere.example/a.png".into(),
        };
        let fields: Vec<_> = validate_profile(&bad_profile)
            .unwrap_err()
            .into_iter()
            .map(|e| e.field)
            .collect();
        assert_eq!(fields, ["firstName", "lastName", "avatar"]);
        assert_eq!(
            price("1,00,00,000"),
            Err(ValidationError::Money(MoneyError::NotANumber))
        );
        assert_eq!(price("10000000"), Ok(Money::from_poisha(1_000_000_000)));
        assert!(matches!(
            price("10000000.01"),
            Err(ValidationError::PriceTooHigh { .. })
        ));
        assert_eq!(
            price("99999999999").unwrap_err().to_string(),
            "Price can be at most 1,00,00,000.00 TK"
        );
        assert_eq!(brand_name(" Walton "), Ok(("Walton", "walton".to_owned())));
        assert_eq!(parse_count(" 42 "), Some(42));
        assert_eq!(parse_count("-3"), Some(-3));
        for bad in ["0x10", "1e3", "+5", "4.0", "", "-", "1 2", "9999999999999999999"] {
            assert_eq!(parse_count(bad), None, "{bad}");
        }
        assert_eq!(parse_decimal("6.7"), Some(6.7));
        assert_eq!(parse_decimal("7"), Some(7.0));
        assert_eq!(parse_decimal("123456789.123456"), Some(123_456_789.123_456));
        for bad in [
            "6.",
            ".5",
            "6.7.1",
            "1e1",
            "-6.1",
            "0x1",
            "NaN",
            "inf",
            "1234567890",
            "1.1234567",
        ] {
            assert_eq!(parse_decimal(bad), None, "{bad}");
        }
        assert_eq!(brand_name("৳৳"), Err(ValidationError::NoLettersOrDigits));
        assert_eq!(
            Rule::parse("brandName").map(|r| r.check(" Walton ")),
            Some(Ok("Walton".to_owned()))
        );
        assert_eq!(
            Rule::parse("brandName").map(|r| r.check("৳৳")),
            Some(Err(ValidationError::NoLettersOrDigits))
        );
        let bad = ReviewForm {
            rating: 0,
            title: " ".into(),
            text: "x".repeat(2001),
        };
        let fields: Vec<_> = validate_review(&bad)
            .unwrap_err()
            .into_iter()
            .map(|e| e.field)
            .collect();
        assert_eq!(fields, ["rating", "title", "text"]);
    }
}
