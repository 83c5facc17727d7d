//! Business rules of the phone shop, shared by the server (natively) and the
//! browser (through the WebAssembly bridge). Pure: no I/O, no async.
//!
//! Without the standard library (`alloc` only), so the WebAssembly module
//! carries neither std's panic machinery nor its allocator: the bridge brings
//! its own. Tests, and the server's OpenAPI schemas (utoipa's derive writes
//! std paths), build with std.

#![cfg_attr(not(any(test, feature = "openapi")), no_std)]

extern crate alloc;

pub mod cart;
pub mod compare;
pub mod coupon;
pub mod delivery;
pub mod digits;
pub mod emi;
pub mod error;
pub mod greeting;
pub mod imei;
pub mod listing;
pub mod locale;
pub mod money;
pub mod notices;
pub mod order;
pub mod order_state;
pub mod parcel;
pub mod payment;
pub mod phone_code;
pub mod price_history;
pub mod rating;
pub mod returns;
pub mod search;
pub mod slug;
pub mod strings;
pub mod text;
pub mod text_catalog;
pub mod validation;
pub mod variant;
pub mod vat;
pub mod wishlist;

pub use cart::{CartError, CartLine, Quantity, ToggleOutcome};
pub use compare::{CompareError, CompareRow, RowComparison, SpecValue};
pub use delivery::{Charges, DeliveryZone};
pub use error::Error;
pub use listing::{
    FilterGroup, ListingError, ListingParams, ListingQuery, ProductSpecs, Range, SortDirection, SortKey,
};
pub use locale::Locale;
pub use money::{Money, MoneyError};
pub use order::{OrderError, OrderStatus};
pub use order_state::OrderState;
pub use payment::{PaymentError, PaymentEvent, PaymentMethod, PaymentStatus};
pub use price_history::{PricePoint, ShownDiscount};
pub use rating::RatingSummary;
pub use text::{Kind, Text, TextDef};
pub use validation::{FieldError, Rule, ValidationError};
