//! Conversions between JavaScript values and core types.

use crate::error::{invalid_input, throw};
use serde::{Serialize, de::DeserializeOwned};
use shop_core::{Money, MoneyError};
use wasm_bindgen::JsValue;

/// Largest integer a JavaScript number holds exactly (2^53 - 1).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// A poisha count from a JavaScript number, which must be a safe integer.
pub fn money(poisha: f64) -> Result<Money, JsValue> {
    if !poisha.is_finite() || poisha.fract() != 0.0 {
        return Err(throw(MoneyError::NotANumber));
    }
    if poisha.abs() > MAX_SAFE_INTEGER {
        return Err(throw(MoneyError::Overflow));
    }
    // In range and integral, so the cast is exact.
    #[allow(clippy::cast_possible_truncation)]
    Ok(Money::from_poisha(poisha as i64))
}

/// A poisha count as a JavaScript number, refused past the safe-integer range.
pub fn poisha(money: Money) -> Result<f64, JsValue> {
    #[allow(clippy::cast_precision_loss)]
    let value = money.poisha() as f64;
    if value.abs() > MAX_SAFE_INTEGER {
        Err(throw(MoneyError::Overflow))
    } else {
        Ok(value)
    }
}

/// Reads a structured value (object or array) from JavaScript. The error
/// names the expected type rather than serde's account of the value: that
/// account would link float and debug formatting into the module (some
/// 10 KB gzip) for a message only a developer sees.
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(value).map_err(|_| invalid_input(&shape_of::<T>()))
}

/// Hands a structured value to JavaScript as plain objects and arrays.
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    // JSON-compatible: `None` becomes `null`, maps become plain objects.
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .map_err(|_| invalid_input(&shape_of::<T>()))
}

fn shape_of<T>() -> String {
    let name = std::any::type_name::<T>();
    let short = name.rsplit("::").next().unwrap_or(name);
    ["expected the shape of ", short].concat()
}
