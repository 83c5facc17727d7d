//! Variant bindings: the phone page's picker.

use alloc::string::String;
use alloc::vec::Vec;

use crate::convert::{self, Built, Fields};
use js_sys::Array;
use shop_core::variant::{self, VariantFacts};
use wasm_bindgen::prelude::*;

// Read with plain loops: a collecting iterator per shape costs the module
// more than these rules (BENCHMARKS.md).
fn variants(value: JsValue) -> Result<Vec<VariantFacts>, JsValue> {
    let array = convert::js_array(value, "VariantFacts[]")?;
    let mut variants = Vec::with_capacity(array.length() as usize);
    for item in array.iter() {
        let fields = Fields::of(item, "VariantFacts")?;
        let read = VariantFacts {
            id: fields.text("id"),
            values: fields.strings("values"),
            final_price: fields.money("finalPrice"),
            stock: fields.count("stock"),
        };
        variants.push(fields.finish(read)?);
    }
    Ok(variants)
}

/// A choice: per axis, a value or `null`.
fn choice(value: JsValue) -> Result<Vec<Option<String>>, JsValue> {
    let array = convert::js_array(value, "(string | null)[]")?;
    let mut choice = Vec::with_capacity(array.length() as usize);
    for item in array.iter() {
        choice.push(if item.is_null() || item.is_undefined() {
            None
        } else {
            Some(convert::string(item)?)
        });
    }
    Ok(choice)
}

/// What a phone page shows for a partial choice: per axis (as many as the
/// choice has), every value and what choosing it would give, and the id of
/// the variant the choice names (`null` while it names none).
#[wasm_bindgen(js_name = pickVariant, unchecked_return_type = "VariantPick")]
pub fn pick_variant(
    #[wasm_bindgen(unchecked_param_type = "VariantFacts[]")] variants_js: JsValue,
    #[wasm_bindgen(unchecked_param_type = "(string | null)[]")] choice_js: JsValue,
) -> Result<JsValue, JsValue> {
    let variants = variants(variants_js)?;
    let choice = choice(choice_js)?;
    let axes = Array::new();
    for axis in variant::choices(&variants, choice.len(), &choice) {
        let values = Array::new();
        for value in axis.values {
            values.push(
                &Built::new()
                    .with("value", value.value.as_str())
                    .with("availability", value.availability.as_str())
                    .done(),
            );
        }
        axes.push(&Built::new().with("values", values).done());
    }
    let selected = variant::resolve(&variants, &choice).map_or(JsValue::NULL, |v| JsValue::from_str(&v.id));
    Ok(Built::new().with("axes", axes).with("selected", selected).done())
}

/// The id of the variant choosing `value` on axis `axis` leads to (in stock
/// first, fewest other choices changed, then cheapest); `null` when no
/// variant has the value.
#[wasm_bindgen(js_name = nearestVariant)]
pub fn nearest_variant(
    #[wasm_bindgen(unchecked_param_type = "VariantFacts[]")] variants_js: JsValue,
    #[wasm_bindgen(unchecked_param_type = "(string | null)[]")] choice_js: JsValue,
    axis: usize,
    value: &str,
) -> Result<Option<String>, JsValue> {
    let variants = variants(variants_js)?;
    Ok(variant::nearest(&variants, &choice(choice_js)?, axis, value).map(|v| v.id.clone()))
}
