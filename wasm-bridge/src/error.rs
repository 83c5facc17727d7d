//! The one place core errors become JavaScript errors.

use wasm_bindgen::{JsCast, JsValue};

/// Name of every error the bridge throws; `code` tells which rule refused.
const ERROR_NAME: &str = "ShopCoreError";

/// Code of a value from JavaScript that does not have the expected shape.
const INVALID_INPUT: &str = "bridge.invalid_input";

/// A thrown `ShopCoreError` with the refusal's text: its stable `code` and
/// its `params`. The interface shows the text from its catalog by the code,
/// so the module carries no sentences; `message` is the code too.
pub fn to_js(error: &shop_core::Error) -> JsValue {
    let text = error.text();
    make(text.code(), text.code(), &crate::text::text_to_js(&text))
}

/// A thrown `ShopCoreError` for a JavaScript value the bridge cannot read.
pub fn invalid_input(detail: &str) -> JsValue {
    make(INVALID_INPUT, detail, &js_sys::Object::new())
}

fn make(code: &str, message: &str, text: &JsValue) -> JsValue {
    let error = js_sys::Error::new(message);
    error.set_name(ERROR_NAME);
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(code));
    let params = js_sys::Reflect::get(text, &JsValue::from_str("params")).unwrap_or(JsValue::UNDEFINED);
    let params = if params.is_object() {
        params
    } else {
        js_sys::Object::new().into()
    };
    let _ = js_sys::Reflect::set(&error, &JsValue::from_str("params"), &params);
    error.unchecked_into()
}

/// Converts any core error into a thrown JavaScript error.
pub fn throw<E: Into<shop_core::Error>>(error: E) -> JsValue {
    to_js(&error.into())
}
