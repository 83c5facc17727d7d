//! The comparison binding: one row's values in, its best positions out.

use alloc::vec::Vec;

use crate::{
    convert::{self, Built},
    error::throw,
};
use js_sys::Array;
use shop_core::{CompareRow, SpecValue, compare};
use wasm_bindgen::prelude::*;

/// For one row (`"ram"`, `"network"`, ...) of the phones' values in the
/// order shown (numbers, texts, `null` when unknown): the positions of the
/// best values and whether the row differs. Throws `compare.unknown_row`.
#[wasm_bindgen(js_name = compareRow, unchecked_return_type = "RowComparison")]
pub fn compare_row(
    #[wasm_bindgen(unchecked_param_type = "CompareRowKey")] row: &str,
    #[wasm_bindgen(unchecked_param_type = "(number | string | null)[]")] values: JsValue,
) -> Result<JsValue, JsValue> {
    let row = CompareRow::parse(row).map_err(throw)?;
    // Plain loops: the iterator adapters cost more WebAssembly than the rule.
    let mut specs = Vec::new();
    for value in convert::js_array(values, "(number | string | null)[]")?.iter() {
        specs.push(if value.is_null() || value.is_undefined() {
            SpecValue::Unknown
        } else if let Some(number) = value.as_f64() {
            SpecValue::Number(number)
        } else {
            SpecValue::Text(convert::string(value)?)
        });
    }
    let outcome = compare::compare_row(row, &specs);
    let best = Array::new();
    for index in outcome.best {
        best.push(&JsValue::from(u32::try_from(index).unwrap_or(u32::MAX)));
    }
    Ok(Built::new().with("best", best).with("differs", outcome.differs).done())
}

/// How many phones a shopper compares at once.
#[wasm_bindgen(js_name = compareMax)]
pub fn compare_max() -> u32 {
    shop_core::compare::MAX_COMPARED
}
