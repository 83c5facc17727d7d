//! Field validation for the shop's forms. Every rule is a free function that
//! returns a typed error whose `Display` is the message shown to the user.
//!
//! Single-value rules live by what they check (`text`, `contact`, `account`,
//! `references`, `numbers`), the form structs and their validators in `forms`,
//! and the by-name dispatch for other runtimes in `rules`.

mod account;
mod contact;
mod error;
pub use error::texts;
mod forms;
mod numbers;
mod references;
mod rules;
mod text;

pub use account::{password, username, username_base};
pub use contact::{email, phone, post_code};
pub use error::{FieldError, ValidationError};
pub use forms::{
    AddressForm, NETWORKS, PhoneSpecs, ProductForm, ProfileForm, REVIEW_TEXT_MAX, ReviewForm, SignupForm, SpecsForm,
    check_specs, validate_address, validate_product, validate_profile, validate_review, validate_signup,
    validate_specs,
};
pub use numbers::{display_tenths, parse_count, parse_decimal, price, rating, whole_number};
pub use references::{PICTURE_PREFIX, idempotency_key, is_record_id, picture_address};
pub use rules::Rule;
pub use text::{brand_name, length, not_single_space, optional, required, visible};

// Bounds shared by the single-value rules and the forms.

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
/// Length bounds of a shopper's question on a phone page.
pub const QUESTION_LENGTH: (usize, usize) = (10, 500);
/// Length bounds of the shop's answer to a question.
pub const ANSWER_LENGTH: (usize, usize) = (2, 2_000);
