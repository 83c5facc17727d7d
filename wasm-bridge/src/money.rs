//! Money bindings: poisha travel as JavaScript numbers (safe integers).

use alloc::string::String;
use alloc::vec::Vec;

use crate::{convert, error::throw};
use shop_core::Money;
use wasm_bindgen::prelude::*;

/// Formats poisha as `1,23,456.78 TK`.
#[wasm_bindgen(js_name = formatMoney)]
pub fn format_money(poisha: f64) -> Result<String, JsValue> {
    Ok(convert::money(poisha)?.format_tk())
}

/// Poisha as the plain TK text a price field takes (`"45999.50"`); `parseMoney` reads it back.
#[wasm_bindgen(js_name = moneyToTkText)]
pub fn money_to_tk_text(poisha: f64) -> Result<String, JsValue> {
    Ok(convert::money(poisha)?.to_tk_text())
}

/// The total of many amounts in poisha, or a thrown `money.overflow`.
#[wasm_bindgen(js_name = sumMoney)]
pub fn sum_money(amounts: Vec<f64>) -> Result<f64, JsValue> {
    let mut money = Vec::with_capacity(amounts.len());
    for amount in amounts {
        money.push(convert::money(amount)?);
    }
    convert::poisha(Money::checked_sum(money).map_err(throw)?)
}

/// A line's amount: unit price times quantity.
#[wasm_bindgen(js_name = lineTotal)]
pub fn line_total(price: f64, quantity: u32) -> Result<f64, JsValue> {
    convert::poisha(convert::money(price)?.checked_mul(quantity).map_err(throw)?)
}

/// The price after a whole-percent discount (down to the whole taka), or a thrown `money.invalid_percent`.
#[wasm_bindgen(js_name = applyDiscount)]
pub fn apply_discount(poisha: f64, percent: u32) -> Result<f64, JsValue> {
    convert::poisha(convert::money(poisha)?.apply_discount(percent).map_err(throw)?)
}

/// Converts a TK number (`24999.5`) into poisha.
#[wasm_bindgen(js_name = moneyFromTk)]
pub fn money_from_tk(tk: f64) -> Result<f64, JsValue> {
    let shortest = |value: f64| String::from(js_sys::Number::from(value).to_string_with_radix(10).unwrap_or_default());
    convert::poisha(Money::from_tk_number_with(tk, shortest).map_err(throw)?)
}
