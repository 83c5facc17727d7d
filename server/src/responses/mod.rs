//! The JSON shapes the API answers, made from stored documents. Each is
//! described in the OpenAPI document, so the document is the whole truth.

pub mod address;
pub mod attention;
pub mod brand;
pub mod cart;
pub mod checkout;
pub mod coupon;
pub mod courier_ledger;
pub mod dashboard;
pub mod emi;
pub mod error;
pub mod notice;
pub mod order;
pub mod parcel;
pub mod picture;
pub mod price_history;
pub mod product;
pub mod question;
pub mod replies;
pub mod return_request;
pub mod review;
pub mod search;
pub mod shop;
pub mod tax_paper;
pub mod text;
pub mod user;
pub mod variant;

/// A stored moment as the API writes dates: RFC 3339.
pub(crate) fn rfc3339(date: mongodb::bson::DateTime) -> String {
    date.try_to_rfc3339_string().unwrap_or_default()
}
