//! wasm-bindgen bindings of `shop-core` for the TypeScript front end. No
//! rules live here: each function converts JavaScript values to core types,
//! calls the core and converts the answer back.

mod cart;
mod compare;
mod convert;
mod error;
mod forms;
mod listing;
mod locale;
mod money;
mod order;
mod payment;
mod shapes;
mod text;
mod types;
mod validation;
mod variant;
