//! wasm-bindgen bindings of `shop-core` for the TypeScript front end. No
//! rules live here: each function converts JavaScript values to core types,
//! calls the core and converts the answer back.

mod cart;
mod convert;
mod error;
mod listing;
mod money;
mod order;
mod payment;
mod types;
mod validation;
