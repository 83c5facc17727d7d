//! The shop's forms; each validator reports every refused field.

use alloc::vec::Vec;

mod customer;
mod product;

pub use customer::{
    AddressForm, ProfileForm, REVIEW_TEXT_MAX, ReviewForm, SignupForm, validate_address, validate_profile,
    validate_review, validate_signup,
};
pub use product::{NETWORKS, PhoneSpecs, ProductForm, SpecsForm, check_specs, validate_product, validate_specs};

use super::{FieldError, ValidationError};

/// Notes `field` as refused when `result` is an error.
fn collect(errors: &mut Vec<FieldError>, field: &str, result: Result<impl Sized, ValidationError>) {
    if let Err(error) = result {
        errors.push(FieldError::new(field, &error));
    }
}

/// Every refused field, or `Ok` when there is none.
fn finish(errors: Vec<FieldError>) -> Result<(), Vec<FieldError>> {
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}
