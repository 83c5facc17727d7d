//! The interface languages' number, money and date writing, for Bangla mode.

use alloc::string::String;

use crate::{convert, error::invalid_input};
use shop_core::Locale;
use wasm_bindgen::prelude::*;

// An exact match of a tag, not `Locale::parse`: the UI sends only the tags
// the core lists (`Locale::ALL`), and the lenient parse costs the module more.
fn locale(tag: &str) -> Result<Locale, JsValue> {
    Locale::ALL
        .into_iter()
        .find(|locale| locale.code() == tag)
        .ok_or_else(|| invalid_input("a language the shop has"))
}

/// Formats poisha in a language: `1,23,456.78 TK` or `১,২৩,৪৫৬.৭৮ টাকা`.
#[wasm_bindgen(js_name = formatMoneyIn)]
pub fn format_money_in(
    poisha: f64,
    #[wasm_bindgen(unchecked_param_type = "Language")] tag: &str,
) -> Result<String, JsValue> {
    Ok(convert::money(poisha)?.format_in(locale(tag)?))
}

/// A whole count in a language's digits, grouped by lakh (`১,২৩,৪৫৬`).
#[wasm_bindgen(js_name = formatCountIn)]
pub fn format_count_in(
    value: f64,
    #[wasm_bindgen(unchecked_param_type = "Language")] tag: &str,
) -> Result<String, JsValue> {
    let locale = locale(tag)?;
    // A count arrives as a JavaScript number; a fraction is not a count.
    #[allow(clippy::cast_possible_truncation)]
    let whole = value as i64;
    #[allow(clippy::cast_precision_loss)]
    if !value.is_finite() || whole as f64 != value {
        return Err(invalid_input("a whole number"));
    }
    Ok(locale.count(whole))
}

/// Tenths as a decimal with one place in a language (`45` -> `4.5`, `৪.৫`): a rating, a screen size.
#[wasm_bindgen(js_name = formatTenthsIn)]
pub fn format_tenths_in(
    tenths: u32,
    #[wasm_bindgen(unchecked_param_type = "Language")] tag: &str,
) -> Result<String, JsValue> {
    Ok(locale(tag)?.tenths(u64::from(tenths)))
}

/// A calendar day in a language: `23 Nov 2026` or `২৩ নভেম্বর ২০২৬`.
#[wasm_bindgen(js_name = formatDateIn)]
pub fn format_date_in(
    year: u32,
    month: u32,
    day: u32,
    #[wasm_bindgen(unchecked_param_type = "Language")] tag: &str,
) -> Result<String, JsValue> {
    locale(tag)?
        .date(year, month, day)
        .ok_or_else(|| invalid_input("a month from 1 to 12"))
}

/// A time of day on the 12-hour clock in a language: `4:05 pm` or `৪:০৫ অপরাহ্ণ`.
#[wasm_bindgen(js_name = formatClockIn)]
pub fn format_clock_in(
    hour: u32,
    minute: u32,
    #[wasm_bindgen(unchecked_param_type = "Language")] tag: &str,
) -> Result<String, JsValue> {
    locale(tag)?
        .clock(hour, minute)
        .ok_or_else(|| invalid_input("an hour below 24 and a minute below 60"))
}
