//! The one place core errors become JavaScript errors.

use wasm_bindgen::{JsCast, JsValue};

/// Name of every error the bridge throws; `code` tells which rule refused.
const ERROR_NAME: &str = "ShopCoreError";

/// Code of a value from JavaScript that does not have the expected shape.
const INVALID_INPUT: &str = "bridge.invalid_input";

/// A thrown `ShopCoreError` with a stable `code` and the user-facing message.
pub fn to_js(error: &shop_core::Error) -> JsValue {
    make(error.code(), &error.to_string())
}

/// A thrown `ShopCoreError` for a JavaScript value the bridge cannot read.
pub fn invalid_input(detail: &str) -> JsValue {
    make(INVALID_INPUT, detail)
}

fn make(code: &str, message: &str) -> JsValue {
    let error = js_sys::Error::new(message);
    error.set_name(ERROR_NAME);
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(code));
    error.unchecked_into()
}

/// Converts any core error into a thrown JavaScript error.
pub fn throw<E: Into<shop_core::Error>>(error: E) -> JsValue {
    to_js(&error.into())
}
