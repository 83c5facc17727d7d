//! The core's structured types read from and written to the plain
//! JavaScript objects declared in `types.rs`.

use alloc::string::String;
use alloc::vec::Vec;

use crate::convert::{self, Built, Fields, array};
use crate::text::params_to_js;
use shop_core::{CartLine, FieldError, FilterGroup, ListingParams, ListingQuery, Range};
use wasm_bindgen::JsValue;

pub fn cart_lines(value: JsValue) -> Result<Vec<CartLine>, JsValue> {
    convert::list(value, "CartLine[]", |line| {
        let line = Fields::of(line, "CartLine")?;
        let read = CartLine {
            product_id: line.text("productId"),
            price: line.money("price"),
            quantity: line.count("quantity"),
        };
        line.finish(read)
    })
}

fn ranges_to_js(ranges: &[Range]) -> JsValue {
    array(
        ranges
            .iter()
            .map(|range| Built::new().with("min", range.min).with("max", range.max).done()),
    )
}

fn optional_poisha(amount: Option<shop_core::Money>) -> Result<JsValue, JsValue> {
    amount.map_or(Ok(JsValue::NULL), |m| convert::poisha(m).map(JsValue::from))
}

pub fn filter_group_to_js(group: &FilterGroup) -> Result<JsValue, JsValue> {
    let price = Built::new()
        .with("min", optional_poisha(group.price.min)?)
        .with("max", optional_poisha(group.price.max)?);
    Ok(Built::new()
        .with("battery", ranges_to_js(&group.battery))
        .with("display", ranges_to_js(&group.display))
        .with("camera", ranges_to_js(&group.camera))
        .with("ram", array(group.ram.iter().copied()))
        .with("rom", array(group.rom.iter().copied()))
        .with(
            "selectedBrands",
            array(group.selected_brands.iter().map(String::as_str)),
        )
        .with("price", price.done())
        .done())
}

pub fn listing_params(value: JsValue) -> Result<ListingParams, JsValue> {
    let params = Fields::of(value, "ListingParams")?;
    let read = ListingParams {
        page: params.optional_text("page"),
        per_page: params.optional_text("perPage"),
        order_by: params.optional_text("orderBy"),
        order_direction: params.optional_text("orderDirection"),
        search: params.optional_text("search"),
        brands: params.optional_text("brands"),
        ram: params.optional_text("ram"),
        rom: params.optional_text("rom"),
        battery: params.optional_text("battery"),
        display: params.optional_text("display"),
        camera: params.optional_text("camera"),
        min_price: params.optional_text("minPrice"),
        max_price: params.optional_text("maxPrice"),
        author: params.optional_text("author"),
    };
    params.finish(read)
}

fn optional_text(text: Option<&String>) -> JsValue {
    text.map_or(JsValue::NULL, |text| JsValue::from_str(text))
}

pub fn listing_query_to_js(query: &ListingQuery) -> Result<JsValue, JsValue> {
    Ok(Built::new()
        .with("page", query.page)
        .with("perPage", query.per_page)
        .with("orderBy", query.order_by.as_str())
        .with("orderDirection", query.order_direction.as_str())
        .with("search", optional_text(query.search.as_ref()))
        .with("filters", filter_group_to_js(&query.filters)?)
        .with("author", optional_text(query.author.as_ref()))
        .done())
}

pub fn field_errors_to_js(errors: &[FieldError]) -> JsValue {
    array(errors.iter().map(|error| {
        Built::new()
            .with("field", error.field.as_str())
            .with("code", error.code())
            .with("params", params_to_js(&error.text))
            .done()
    }))
}
