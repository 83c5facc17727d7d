//! Validation bindings: forms ask for rules by name and get messages back.

use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::vec::Vec;

use crate::{convert, forms, shapes};
use shop_core::{Error, FieldError, Rule, validation};
use wasm_bindgen::prelude::*;

fn field_result(result: Result<(), Vec<FieldError>>) -> Result<JsValue, JsValue> {
    Ok(shapes::field_errors_to_js(&result.err().unwrap_or_default()))
}

/// Checks one value with a named rule (`"email"`, `"phone"`, ...): answers
/// the normalised value, or throws a `ShopCoreError` whose message is shown
/// beside the field.
#[wasm_bindgen(js_name = validateField)]
pub fn validate_field(rule: &str, value: &str) -> Result<String, JsValue> {
    let rule = Rule::parse(rule).ok_or_else(|| crate::error::to_js(&Error::UnknownRule(rule.to_owned())))?;
    rule.check(value).map_err(crate::error::throw)
}

/// Every refused field of the signup form (empty when it is fine).
#[wasm_bindgen(js_name = validateSignup, unchecked_return_type = "FieldError[]")]
pub fn validate_signup(#[wasm_bindgen(unchecked_param_type = "SignupForm")] form: JsValue) -> Result<JsValue, JsValue> {
    field_result(validation::validate_signup(&forms::signup(form)?))
}

/// Every refused field of the address form (empty when it is fine).
#[wasm_bindgen(js_name = validateAddress, unchecked_return_type = "FieldError[]")]
pub fn validate_address(
    #[wasm_bindgen(unchecked_param_type = "AddressForm")] form: JsValue,
) -> Result<JsValue, JsValue> {
    field_result(validation::validate_address(&forms::address(form)?))
}

/// Every refused field of the product form (empty when it is fine).
#[wasm_bindgen(js_name = validateProduct, unchecked_return_type = "FieldError[]")]
pub fn validate_product(
    #[wasm_bindgen(unchecked_param_type = "ProductForm")] form: JsValue,
) -> Result<JsValue, JsValue> {
    field_result(validation::validate_product(&forms::product(form)?))
}

/// Every refused field of the product specs, the screen typed in inches (empty when they are fine).
/// The specs are the core's `PhoneSpecs`; the front end types them with the
/// server's OpenAPI schema of that same struct, so no TypeScript copy is kept here.
#[wasm_bindgen(js_name = validateSpecs, unchecked_return_type = "FieldError[]")]
pub fn validate_specs(form: JsValue) -> Result<JsValue, JsValue> {
    field_result(validation::check_specs(&forms::specs(form)?).map(|_| ()))
}

/// Every refused field of the profile form (empty when it is fine).
#[wasm_bindgen(js_name = validateProfile, unchecked_return_type = "FieldError[]")]
pub fn validate_profile(
    #[wasm_bindgen(unchecked_param_type = "ProfileForm")] form: JsValue,
) -> Result<JsValue, JsValue> {
    field_result(validation::validate_profile(&forms::profile(form)?))
}

/// A typed whole number (digits, optional leading minus), or `undefined`.
#[wasm_bindgen(js_name = parseCount)]
pub fn parse_count(text: &str) -> Option<f64> {
    #[allow(clippy::cast_precision_loss)]
    validation::parse_count(text).map(|n| n as f64)
}

/// A typed decimal (digits, at most one point), or `undefined`.
#[wasm_bindgen(js_name = parseDecimal)]
pub fn parse_decimal(text: &str) -> Option<f64> {
    validation::parse_decimal(text)
}

/// The network generations a phone can be listed with.
#[wasm_bindgen(unchecked_return_type = "string[]")]
pub fn networks() -> JsValue {
    convert::array(validation::NETWORKS)
}

/// Every refused field of the review form (empty when it is fine).
#[wasm_bindgen(js_name = validateReview, unchecked_return_type = "FieldError[]")]
pub fn validate_review(#[wasm_bindgen(unchecked_param_type = "ReviewForm")] form: JsValue) -> Result<JsValue, JsValue> {
    field_result(validation::validate_review(&forms::review(form)?))
}

/// The codes of the contract's notice texts, by key.
#[wasm_bindgen(unchecked_return_type = "Notices")]
pub fn notices() -> JsValue {
    shop_core::notices::ALL
        .into_iter()
        .fold(convert::Built::new(), |notices, (key, text)| {
            notices.with(key, text.code)
        })
        .done()
}
