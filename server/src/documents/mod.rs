//! Documents as stored in MongoDB, one file per collection family. Only
//! repositories write them; answers are made from them in `answers/`.

pub mod address;
pub mod brand;
pub mod cart;
pub mod checkout;
pub mod consignment;
pub mod coupon;
pub mod courier_payout;
pub mod emi_plan;
pub mod order;
pub mod outbox;
pub mod password_reset;
pub mod phone;
pub mod phone_code;
pub mod picture;
pub mod price_history;
pub mod product;
pub mod provider_payment;
pub mod question;
pub mod return_request;
pub mod review;
pub mod search_query;
pub mod session;
pub mod stock_alert;
pub mod tax_paper;
pub mod user;
pub mod variant;
