//! Black-box tests: each spawns the real application on a free port against
//! a fresh database on the MongoDB wire server named by `MONGODB_URI`.

mod addresses;
mod admin_products;
mod assets;
mod auth;
mod brands;
mod cart;
mod catalog;
mod checkout;
mod checkout_total;
mod dashboard;
mod faults;
mod frontend;
mod health;
mod helpers;
mod hostile;
mod instances;
mod listing_limits;
mod logs;
mod mail;
mod openapi;
mod payments;
mod product_edit;
mod products;
mod profile;
mod rate_limits;
mod replica_set;
mod reviews;
mod round_trips;
mod search;
mod secrets;
mod security;
mod seo;
mod sessions;
mod simulator;
mod wishlist;
