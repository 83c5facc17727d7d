//! wasm-bindgen bindings of `shop-core` for the TypeScript front end. No
//! rules live here: each function converts JavaScript values to core types,
//! calls the core and converts the answer back.
//!
//! In the browser the module goes without the standard library: std's panic
//! machinery (payloads, messages, `core::fmt`) cost 2 KB gzip and its dlmalloc
//! 2.5 KB more than talc. A panic here is a bug, never an answer (bad input
//! is a thrown error value), so it stops the module at once.

#![cfg_attr(target_family = "wasm", no_std)]

extern crate alloc;

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

#[cfg(target_family = "wasm")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_family = "wasm")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    core::arch::wasm32::unreachable()
}
