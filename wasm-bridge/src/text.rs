//! A core text as the JavaScript object `{code, params}`: counts and poisha
//! as numbers, words as strings, a text inside as another such object. Built
//! with `Reflect` directly, below the other conversions, so the module that
//! throws errors can use it.

use js_sys::{Object, Reflect};
use shop_core::{Text, text::Value};
use wasm_bindgen::JsValue;

/// Sets `key` on a fresh plain object, which cannot fail.
fn set(object: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(object, &JsValue::from_str(key), value);
}

/// `text` as `{code, params}`.
pub fn text_to_js(text: &Text) -> JsValue {
    let object = Object::new();
    set(&object, "code", &JsValue::from_str(text.code()));
    set(&object, "params", &params_to_js(text));
    object.into()
}

/// The values of `text` by name.
pub fn params_to_js(text: &Text) -> JsValue {
    let params = Object::new();
    for (name, value) in text.params() {
        // Counts and amounts in texts are far inside a JavaScript number's exact range.
        #[allow(clippy::cast_precision_loss)]
        let value = match value {
            Value::Count(count) => JsValue::from(*count as f64),
            Value::Money(poisha) => JsValue::from(*poisha as f64),
            Value::Name(words) => JsValue::from_str(words),
            Value::Text(inner) => text_to_js(inner),
        };
        set(&params, name, &value);
    }
    params.into()
}
