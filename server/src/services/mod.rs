//! Use cases: each orchestrates core rules and repositories for one thing a
//! shopper or admin does. No MongoDB query text and no HTTP types here:
//! routes parse and answer, repositories read and write. A use case fails
//! with a [`Failure`] (`crate::failure`), which the error module answers
//! with its status.

pub mod account;
pub mod addresses;
pub mod admins;
pub mod attention;
pub mod brands;
pub mod cart;
pub mod catalog_answers;
pub mod checkout;
pub mod clocks;
pub mod coupons;
pub mod dashboard;
pub mod email_confirmation;
pub mod emi;
pub mod merges;
pub mod metrics;
pub mod order_list;
pub mod order_mail;
pub mod order_sms;
pub mod orders;
pub mod password_reset;
pub mod payments;
pub mod phone_accounts;
pub mod phone_change;
pub mod phone_codes;
pub mod pictures;
pub mod price_history;
pub mod products;
pub mod profile;
pub mod pruning;
pub mod questions;
pub mod readiness;
pub mod restock;
pub mod returns;
pub mod reviews;
pub mod schema;
pub mod search_aliases;
pub mod search_log;
pub mod second_factor;
pub mod shipping;
pub mod stock_alerts;
pub mod tally_folding;
pub mod tax_papers;
pub mod tracking;
pub mod unconfirmed;
pub mod variants;

pub use crate::failure::Failure;
