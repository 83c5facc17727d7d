//! Field validation for the shop's forms. Every rule is a free function that
//! returns a typed error whose `Display` is the message shown to the user.

use crate::money::{Money, MoneyError};
use crate::notices;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Lowest and highest star rating a review can give.
pub const RATING_RANGE: (u32, u32) = (1, 5);
/// bcrypt reads at most 72 bytes, so longer passwords would be silently cut.
pub const PASSWORD_LENGTH: (usize, usize) = (8, 72);
/// Length bounds of a person's name.
pub const NAME_LENGTH: (usize, usize) = (1, 50);
/// Length bounds of a username.
pub const USERNAME_LENGTH: (usize, usize) = (3, 30);
/// Length bounds of a product title.
pub const TITLE_LENGTH: (usize, usize) = (2, 120);
/// Length bounds of a street address.
pub const ADDRESS_LENGTH: (usize, usize) = (5, 200);
/// Longest product description.
pub const DESCRIPTION_MAX: usize = 5_000;
/// Highest price an admin can enter for one phone, in TK (one crore).
pub const PRICE_MAX_TK: i64 = 10_000_000;
/// Length bounds of a brand name.
pub const BRAND_LENGTH: (usize, usize) = (1, 40);
/// Highest stock an admin can enter for one product.
pub const STOCK_MAX: u32 = 1_000_000;

/// Why a value was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ValidationError {
    #[error("{}", notices::NOT_ACCEPTABLE)]
    NotAcceptable,
    #[error("This field is required")]
    Required,
    #[error("Remove the invisible control characters")]
    ControlCharacters,
    #[error("Use letters or digits")]
    NoLettersOrDigits,
    #[error("Price can be at most {max}")]
    PriceTooHigh { max: Money },
    #[error("Must be at least {min} characters")]
    TooShort { min: usize },
    #[error("Must be at most {max} characters")]
    TooLong { max: usize },
    #[error("Enter a valid email address")]
    InvalidEmail,
    #[error("Enter a valid Bangladeshi mobile number, like 01712345678")]
    InvalidPhone,
    #[error("Use 3 to 30 letters, digits, _ or ., starting with a letter or digit")]
    InvalidUsername,
    #[error("Upload the picture to the shop first and use its address")]
    InvalidPicture,
    #[error("idempotency_key must be 8 to 100 letters, digits, - or _")]
    InvalidIdempotencyKey,
    #[error("Choose 2G, 3G, 4G or 5G")]
    UnknownNetwork,
    #[error("Post code must be 4 digits")]
    InvalidPostCode,
    #[error("Rating must be a whole number from 1 to 5")]
    InvalidRating,
    #[error("Must be a whole number from {min} to {max}")]
    OutOfRange { min: u32, max: u32 },
    #[error("{0}")]
    Money(#[from] MoneyError),
}

impl ValidationError {
    /// Stable machine-readable code, shared with the TypeScript side.
    pub fn code(&self) -> &'static str {
        match self {
            Self::NotAcceptable => "validation.not_acceptable",
            Self::Required => "validation.required",
            Self::ControlCharacters => "validation.control_characters",
            Self::NoLettersOrDigits => "validation.no_letters_or_digits",
            Self::PriceTooHigh { .. } => "validation.price_too_high",
            Self::TooShort { .. } => "validation.too_short",
            Self::TooLong { .. } => "validation.too_long",
            Self::InvalidEmail => "validation.invalid_email",
            Self::InvalidPhone => "validation.invalid_phone",
            Self::InvalidPostCode => "validation.invalid_post_code",
            Self::UnknownNetwork => "validation.unknown_network",
            Self::InvalidPicture => "validation.invalid_picture",
            Self::InvalidIdempotencyKey => "validation.invalid_idempotency_key",
            Self::InvalidUsername => "validation.invalid_username",
            Self::InvalidRating => "validation.invalid_rating",
            Self::OutOfRange { .. } => "validation.out_of_range",
            Self::Money(err) => err.code(),
        }
    }
}

/// A refused field of a form, with the message to show beside it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FieldError {
    pub field: String,
    pub code: String,
    pub message: String,
}

impl FieldError {
    pub fn new(field: &str, error: &ValidationError) -> Self {
        FieldError {
            field: field.to_owned(),
            code: error.code().to_owned(),
            message: error.to_string(),
        }
    }
}

/// A text input whose whole value is one space is refused ('Not Acceptable').
pub fn not_single_space(value: &str) -> Result<(), ValidationError> {
    if value == " " {
        Err(ValidationError::NotAcceptable)
    } else {
        Ok(())
    }
}

/// A whole number as typed in a form field: digits with an optional leading
/// minus, nothing else (no `0x10`, `1e3` or `+5`). `None` when it is not one.
pub fn parse_count(text: &str) -> Option<i64> {
    let trimmed = text.trim();
    let digits = trimmed.strip_prefix('-').unwrap_or(trimmed);
    if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    trimmed.parse().ok()
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
    let fraction: u64 = if fraction.is_empty() { 0 } else { fraction.parse().ok()? };
    let numerator = whole.parse::<u64>().ok()? * scale + fraction;
    #[allow(clippy::cast_precision_loss)]
    Some(numerator as f64 / scale as f64)
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
    let count = trimmed.chars().count();
    if count < min {
        Err(ValidationError::TooShort { min })
    } else if count > max {
        Err(ValidationError::TooLong { max })
    } else {
        Ok(trimmed)
    }
}

/// An email address of the usual shape `name@domain.tld`.
pub fn email(value: &str) -> Result<String, ValidationError> {
    let trimmed = length(value, 3, 254)?;
    let (local, domain) = trimmed.split_once('@').ok_or(ValidationError::InvalidEmail)?;
    let domain_ok = domain.contains('.')
        && domain.split('.').all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_alphanumeric() || c == '-')
        });
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && !local.starts_with('.')
        && !local.ends_with('.')
        && !local.contains("..")
        && local
            .chars()
            .all(|c| c.is_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c));
    if domain_ok && local_ok {
        Ok(trimmed.to_lowercase())
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
        .map(|rest| format!("0{rest}"))
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

/// An optional text: empty is fine, a lone space is not, and it has a maximum length.
pub fn optional(value: &str, max: usize) -> Result<&str, ValidationError> {
    not_single_space(value)?;
    visible(value)?;
    let trimmed = value.trim();
    if trimmed.chars().count() > max {
        Err(ValidationError::TooLong { max })
    } else {
        Ok(trimmed)
    }
}

/// Where pictures uploaded to the shop are served from.
pub const PICTURE_PREFIX: &str = "/api/images/";

/// An optional picture address: empty, or a picture uploaded to the shop
/// (`/api/images/` and a 24-digit hex id). Pictures from elsewhere are refused,
/// as the shop's content security policy would not show them.
pub fn picture_address(value: &str) -> Result<&str, ValidationError> {
    let trimmed = optional(value, 200)?;
    match trimmed.strip_prefix(PICTURE_PREFIX) {
        _ if trimmed.is_empty() => Ok(trimmed),
        Some(id) if is_record_id(id) => Ok(trimmed),
        _ => Err(ValidationError::InvalidPicture),
    }
}

/// Whether `text` is a stored record's id: 24 hex digits (a MongoDB ObjectId).
pub fn is_record_id(text: &str) -> bool {
    text.len() == 24 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// A client's idempotency key: 8 to 100 letters, digits, `-` or `_`.
pub fn idempotency_key(value: &str) -> Result<&str, ValidationError> {
    let trimmed = value.trim();
    let ok = (8..=100).contains(&trimmed.len())
        && trimmed
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if ok {
        Ok(trimmed)
    } else {
        Err(ValidationError::InvalidIdempotencyKey)
    }
}

/// A username: 3 to 30 of `a-z`, `0-9`, `_` and `.`, starting with a letter
/// or digit. Returned in lower case.
pub fn username(value: &str) -> Result<String, ValidationError> {
    let trimmed = length(value, USERNAME_LENGTH.0, USERNAME_LENGTH.1)?.to_lowercase();
    let allowed = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '.';
    if trimmed.chars().all(allowed) && trimmed.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        Ok(trimmed)
    } else {
        Err(ValidationError::InvalidUsername)
    }
}

/// A username suggestion from an email's local part (`rahim.k@x.com` -> `rahim.k`).
pub fn username_base(email: &str) -> String {
    let local = email.split('@').next().unwrap_or_default().to_lowercase();
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

/// A Bangladeshi post code: 4 digits.
pub fn post_code(value: &str) -> Result<&str, ValidationError> {
    let trimmed = required(value)?;
    if trimmed.len() == 4 && trimmed.bytes().all(|b| b.is_ascii_digit()) {
        Ok(trimmed)
    } else {
        Err(ValidationError::InvalidPostCode)
    }
}

/// A star rating from 1 to 5.
pub fn rating(value: i64) -> Result<u32, ValidationError> {
    let (min, max) = RATING_RANGE;
    u32::try_from(value)
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or(ValidationError::InvalidRating)
}

/// A whole number in `min..=max`.
pub fn whole_number(value: i64, min: u32, max: u32) -> Result<u32, ValidationError> {
    u32::try_from(value)
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or(ValidationError::OutOfRange { min, max })
}

/// The fields of the signup form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SignupForm {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub password: String,
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

/// The fields of the admin's product form, as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ProductForm {
    pub title: String,
    pub brand: String,
    /// Price in TK as typed, e.g. `"24999.50"`.
    pub price: String,
    pub discount: i64,
    pub stock: i64,
    pub description: String,
}

fn collect(errors: &mut Vec<FieldError>, field: &str, result: Result<impl Sized, ValidationError>) {
    if let Err(error) = result {
        errors.push(FieldError::new(field, &error));
    }
}

fn finish(errors: Vec<FieldError>) -> Result<(), Vec<FieldError>> {
    if errors.is_empty() { Ok(()) } else { Err(errors) }
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

/// A password of 8 to 72 characters that is not only spaces.
pub fn password(value: &str) -> Result<(), ValidationError> {
    not_single_space(value)?;
    let (min, max) = PASSWORD_LENGTH;
    if value.trim().is_empty() {
        Err(ValidationError::Required)
    } else if value.chars().count() < min {
        Err(ValidationError::TooShort { min })
    } else if value.len() > max {
        Err(ValidationError::TooLong { max })
    } else {
        Ok(())
    }
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

/// Checks the product form; every refused field is reported.
pub fn validate_product(form: &ProductForm) -> Result<(), Vec<FieldError>> {
    let mut errors = Vec::new();
    let (min, max) = TITLE_LENGTH;
    collect(&mut errors, "title", length(&form.title, min, max));
    collect(&mut errors, "brand", brand_name(&form.brand));
    collect(&mut errors, "price", price(&form.price));
    collect(&mut errors, "discount", whole_number(form.discount, 0, 100));
    collect(&mut errors, "stock", whole_number(form.stock, 0, STOCK_MAX));
    collect(&mut errors, "description", optional(&form.description, DESCRIPTION_MAX));
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

/// The technical specs of the product form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SpecsForm {
    pub ram_gb: i64,
    pub rom_gb: i64,
    pub battery_mah: i64,
    /// Screen diagonal in tenths of an inch (6.7" is 67).
    pub display_tenths: i64,
    pub camera_mp: i64,
    pub network: String,
    pub processor: String,
}

/// A screen size in inches with at most one decimal, as tenths (6.7 -> 67).
pub fn display_tenths(inches: f64) -> Result<i64, ValidationError> {
    let scaled = inches * 10.0;
    let rounded = scaled.round();
    if !inches.is_finite() || (scaled - rounded).abs() > 1e-6 || !(0.0..=1000.0).contains(&rounded) {
        return Err(ValidationError::OutOfRange { min: 2, max: 15 });
    }
    #[allow(clippy::cast_possible_truncation)]
    Ok(rounded as i64)
}

/// The specs as a form or request gives them: the screen in inches.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SpecsInput {
    pub ram_gb: i64,
    pub rom_gb: i64,
    pub battery_mah: i64,
    pub display_inch: f64,
    pub camera_mp: i64,
    pub network: String,
    pub processor: String,
}

/// Checks specs typed with the screen in inches and answers them with the
/// screen in tenths; a screen size that is not a tenth of an inch is refused
/// as `displayTenths`, like one out of range.
pub fn check_specs(input: &SpecsInput) -> Result<SpecsForm, Vec<FieldError>> {
    let form = SpecsForm {
        ram_gb: input.ram_gb,
        rom_gb: input.rom_gb,
        battery_mah: input.battery_mah,
        display_tenths: display_tenths(input.display_inch).unwrap_or(0),
        camera_mp: input.camera_mp,
        network: input.network.clone(),
        processor: input.processor.clone(),
    };
    validate_specs(&form).map(|()| form)
}

/// Network generations a phone can be listed with.
pub const NETWORKS: [&str; 4] = ["2G", "3G", "4G", "5G"];

/// Checks the specs; every refused field is reported.
pub fn validate_specs(form: &SpecsForm) -> Result<(), Vec<FieldError>> {
    let mut errors = Vec::new();
    collect(&mut errors, "ramGb", whole_number(form.ram_gb, 1, 64));
    collect(&mut errors, "romGb", whole_number(form.rom_gb, 4, 2048));
    collect(&mut errors, "batteryMah", whole_number(form.battery_mah, 500, 30_000));
    collect(&mut errors, "displayTenths", whole_number(form.display_tenths, 20, 150));
    collect(&mut errors, "cameraMp", whole_number(form.camera_mp, 1, 400));
    if !NETWORKS.contains(&form.network.trim()) {
        errors.push(FieldError::new("network", &ValidationError::UnknownNetwork));
    }
    collect(&mut errors, "processor", length(&form.processor, 2, 60));
    finish(errors)
}

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

    #[test]
    fn email_shape() {
        assert_eq!(email(" Rahim@Example.com "), Ok("rahim@example.com".into()));
        for bad in [
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
    fn rating_is_one_to_five() {
        assert_eq!(rating(1), Ok(1));
        assert_eq!(rating(5), Ok(5));
        assert_eq!(rating(0), Err(ValidationError::InvalidRating));
        assert_eq!(rating(6), Err(ValidationError::InvalidRating));
        assert_eq!(rating(-1), Err(ValidationError::InvalidRating));
    }

    #[test]
    fn post_code_and_password() {
        assert_eq!(post_code("1207"), Ok("1207"));
        assert_eq!(post_code("12a7"), Err(ValidationError::InvalidPostCode));
        assert_eq!(password("short"), Err(ValidationError::TooShort { min: 8 }));
        assert_eq!(password(&"x".repeat(73)), Err(ValidationError::TooLong { max: 72 }));
        assert_eq!(password("correct horse"), Ok(()));
    }

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
        assert_eq!(errors[0].message, "Not Acceptable");
        let good = SignupForm {
            first_name: "Rahim".into(),
            last_name: String::new(),
            email: "rahim@example.com".into(),
            password: "secret-pass".into(),
        };
        assert_eq!(validate_signup(&good), Ok(()));
    }

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

    #[test]
    fn picture_addresses_and_idempotency_keys() {
        assert_eq!(picture_address(""), Ok(""));
        assert_eq!(
            picture_address("/api/images/665f1c2e9b1e8a3d4c5b6a70"),
            Ok("/api/images/665f1c2e9b1e8a3d4c5b6a70")
        );
        for bad in [
            "/api/images/../x",
            "//evil.example/x.png",
            "https://cdn.example/x.png",
            "javascript:alert(1)",
            " ",
        ] {
            assert!(picture_address(bad).is_err(), "{bad}");
        }
        assert_eq!(idempotency_key(" checkout-0001 "), Ok("checkout-0001"));
        assert_eq!(idempotency_key("short"), Err(ValidationError::InvalidIdempotencyKey));
        assert_eq!(
            idempotency_key("$gt-$gt-$gt"),
            Err(ValidationError::InvalidIdempotencyKey)
        );
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

    #[test]
    fn display_sizes_have_one_decimal() {
        assert_eq!(display_tenths(6.7), Ok(67));
        let input = SpecsInput {
            ram_gb: 8,
            rom_gb: 256,
            battery_mah: 5000,
            display_inch: 6.7,
            camera_mp: 50,
            network: "5G".into(),
            processor: "Snapdragon 8 Gen 3".into(),
        };
        assert_eq!(check_specs(&input).map(|f| f.display_tenths), Ok(67));
        let odd = SpecsInput {
            display_inch: 6.75,
            network: "6G".into(),
            ..input
        };
        let fields: Vec<_> = check_specs(&odd).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(fields, ["displayTenths", "network"]);
        assert_eq!(display_tenths(6.0), Ok(60));
        assert!(display_tenths(6.75).is_err());
        assert!(display_tenths(f64::NAN).is_err());
        assert!(display_tenths(-1.0).is_err());
    }

    #[test]
    fn specs_form() {
        let specs = SpecsForm {
            ram_gb: 8,
            rom_gb: 256,
            battery_mah: 5000,
            display_tenths: 67,
            camera_mp: 50,
            network: "5G".into(),
            processor: "Exynos 1480".into(),
        };
        assert_eq!(validate_specs(&specs), Ok(()));
        let bad = SpecsForm {
            ram_gb: 0,
            network: "6G".into(),
            processor: " ".into(),
            ..specs
        };
        let fields: Vec<_> = validate_specs(&bad).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(fields, ["ramGb", "network", "processor"]);
    }

    #[test]
    fn address_and_product_forms() {
        let address = AddressForm {
            first_name: "Karim".into(),
            last_name: "Uddin".into(),
            phone: "01812345678".into(),
            address: "House 12, Road 5".into(),
            city: "Dhaka".into(),
            area: "Dhanmondi".into(),
            zip_code: "1205".into(),
            ..Default::default()
        };
        assert_eq!(validate_address(&address), Ok(()));
        let bad = AddressForm {
            zip_code: "12".into(),
            ..address.clone()
        };
        assert_eq!(validate_address(&bad).unwrap_err()[0].field, "zipCode");
        let bad = AddressForm {
            apartment_suit: " ".into(),
            region: "x".repeat(61),
            ..address
        };
        let fields: Vec<_> = validate_address(&bad)
            .unwrap_err()
            .into_iter()
            .map(|e| e.field)
            .collect();
        assert_eq!(fields, ["region", "apartmentSuit"]);

        let product = ProductForm {
            title: "Galaxy A55".into(),
            brand: "Samsung".into(),
            price: "45999.00".into(),
            discount: 5,
            stock: 10,
            description: String::new(),
        };
        assert_eq!(validate_product(&product), Ok(()));
        let bad = ProductForm {
            price: "4.999".into(),
            discount: 120,
            ..product
        };
        let errors = validate_product(&bad).unwrap_err();
        assert_eq!(errors[0].code, "money.too_many_decimals");
        assert_eq!(errors[1].field, "discount");
    }
}
