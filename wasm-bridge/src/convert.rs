//! Conversions between JavaScript values and core types, written out by
//! hand: reading a field through `Reflect` costs a few bytes of WebAssembly,
//! where a serde visitor per shape cost kilobytes (BENCHMARKS.md has the
//! profile). The field names are the TypeScript shapes in `types.rs`.

use alloc::string::String;
use alloc::vec::Vec;
use core::cell::Cell;

use crate::error::{invalid_input, throw};
use js_sys::{Array, Object, Reflect};
use shop_core::{Money, MoneyError, strings::concat};
use wasm_bindgen::{JsCast, JsValue};

/// Largest integer a JavaScript number holds exactly (2^53 - 1).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// A poisha count from a JavaScript number, which must be a safe integer.
pub fn money(poisha: f64) -> Result<Money, JsValue> {
    whole(poisha).map(Money::from_poisha).map_err(|overflow| {
        throw(if overflow {
            MoneyError::Overflow
        } else {
            MoneyError::NotANumber
        })
    })
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

/// A safe integer from a number; `Err(true)` past the safe range, `Err(false)`
/// for a fraction or not-a-number.
fn whole(value: f64) -> Result<i64, bool> {
    if !value.is_finite() {
        return Err(false);
    }
    if value.abs() > MAX_SAFE_INTEGER {
        return Err(true);
    }
    // In the safe range the cast drops only a fraction, so a value that
    // does not survive the round trip had one (the module has no `f64::fract`).
    #[allow(clippy::cast_possible_truncation)]
    let cast = value as i64;
    #[allow(clippy::cast_precision_loss)]
    if cast as f64 == value { Ok(cast) } else { Err(false) }
}

/// The error for a value that is not the shape `shape` names.
fn not_a(shape: &str) -> JsValue {
    invalid_input(&concat(&["expected the shape of ", shape]))
}

/// A JavaScript object read field by field; a missing field (`undefined` or
/// `null`) reads as the core type's default, as the forms expect.
///
/// A field of the wrong kind reads as the default too and is kept as the
/// first failure, which [`Fields::finish`] answers. No read returns early:
/// an early return drops every field read before it, and that drop code,
/// written out at each field, grew with the square of a shape's fields.
pub struct Fields {
    object: JsValue,
    shape: &'static str,
    failure: Cell<Option<JsValue>>,
}

impl Fields {
    /// Refuses anything but an object, naming the expected `shape`.
    pub fn of(object: JsValue, shape: &'static str) -> Result<Self, JsValue> {
        if object.is_object() {
            Ok(Self {
                object,
                shape,
                failure: Cell::new(None),
            })
        } else {
            Err(not_a(shape))
        }
    }

    /// `value` read from the object, or the first failure of its reads.
    pub fn finish<T>(self, value: T) -> Result<T, JsValue> {
        self.failure.into_inner().map_or(Ok(value), Err)
    }

    /// Keeps `error` unless an earlier read failed; answers the default.
    fn fail<T: Default>(&self, error: JsValue) -> T {
        let first = self.failure.take().unwrap_or(error);
        self.failure.set(Some(first));
        T::default()
    }

    fn get(&self, key: &str) -> Option<JsValue> {
        let value = Reflect::get(&self.object, &JsValue::from_str(key)).ok()?;
        (!value.is_undefined() && !value.is_null()).then_some(value)
    }

    /// A list of strings; absent reads as empty.
    pub fn strings(&self, key: &str) -> Vec<String> {
        self.get(key)
            .map_or(Ok(Vec::new()), strings)
            .unwrap_or_else(|error| self.fail(error))
    }

    /// A string field; absent reads as `None`.
    pub fn optional_text(&self, key: &str) -> Option<String> {
        let value = self.get(key)?;
        value.as_string().or_else(|| self.fail(not_a(self.shape)))
    }

    /// A string field; absent reads as empty.
    pub fn text(&self, key: &str) -> String {
        self.optional_text(key).unwrap_or_default()
    }

    /// A number field; absent reads as `None`.
    pub fn optional_number(&self, key: &str) -> Option<f64> {
        let value = self.get(key)?;
        value.as_f64().or_else(|| self.fail(not_a(self.shape)))
    }

    /// A number field; absent reads as 0.
    pub fn number(&self, key: &str) -> f64 {
        self.optional_number(key).unwrap_or_default()
    }

    /// A whole-number field (a safe integer); absent reads as `None`.
    pub fn optional_integer(&self, key: &str) -> Option<i64> {
        let number = self.optional_number(key)?;
        whole(number).ok().or_else(|| self.fail(not_a(self.shape)))
    }

    /// A whole-number field (a safe integer); absent reads as 0.
    pub fn integer(&self, key: &str) -> i64 {
        self.optional_integer(key).unwrap_or_default()
    }

    /// A count field (a whole number from 0 to 2^32 - 1); absent reads as 0.
    pub fn count(&self, key: &str) -> u32 {
        u32::try_from(self.integer(key)).unwrap_or_else(|_| self.fail(not_a(self.shape)))
    }

    /// An amount in poisha; absent reads as 0.
    pub fn money(&self, key: &str) -> Money {
        money(self.number(key)).unwrap_or_else(|error| self.fail(error))
    }
}

/// An array; anything else is refused as `shape`.
pub fn js_array(value: JsValue, shape: &str) -> Result<Array, JsValue> {
    if Array::is_array(&value) {
        Ok(value.unchecked_into())
    } else {
        Err(not_a(shape))
    }
}

/// An array, each item read by `item`; anything else is refused as `shape`.
///
/// A plain loop: collecting an iterator of results costs the module an
/// adapter per item type.
pub fn list<T>(value: JsValue, shape: &str, item: impl Fn(JsValue) -> Result<T, JsValue>) -> Result<Vec<T>, JsValue> {
    let array = js_array(value, shape)?;
    let mut items = Vec::with_capacity(array.length() as usize);
    for value in array.iter() {
        items.push(item(value)?);
    }
    Ok(items)
}

/// A string item of an array.
pub fn string(item: JsValue) -> Result<String, JsValue> {
    item.as_string().ok_or_else(|| not_a("string"))
}

/// An array of strings.
pub fn strings(value: JsValue) -> Result<Vec<String>, JsValue> {
    list(value, "string[]", string)
}

/// A JavaScript array of the given values.
pub fn array<T: Into<JsValue>>(items: impl IntoIterator<Item = T>) -> JsValue {
    let array = Array::new();
    for item in items {
        array.push(&item.into());
    }
    array.into()
}

/// A plain JavaScript object built field by field.
pub struct Built(Object);

impl Built {
    pub fn new() -> Self {
        Self(Object::new())
    }

    /// Sets `key`; setting a property on a fresh plain object cannot fail.
    pub fn with(self, key: &str, value: impl Into<JsValue>) -> Self {
        let _ = Reflect::set(&self.0, &JsValue::from_str(key), &value.into());
        self
    }

    pub fn done(self) -> JsValue {
        self.0.into()
    }
}
