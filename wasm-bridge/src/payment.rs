//! Delivery and payment bindings: the delivery charge of an address, and
//! whether a payment status still waits for the shopper. (Payment methods,
//! payment statuses and zones are named by their text codes.)

use crate::text::text_to_js;
use crate::{
    convert::{self, Built},
    error::throw,
};
use shop_core::{Charges, DeliveryZone, PaymentStatus, Text};
use wasm_bindgen::prelude::*;

/// What goods worth `subtotal` poisha cost delivered to `city`: the zone,
/// its fee, the total and the days the shop commits to.
#[wasm_bindgen(js_name = deliveryQuote, unchecked_return_type = "DeliveryQuote")]
pub fn delivery_quote(subtotal: f64, city: &str) -> Result<JsValue, JsValue> {
    let subtotal = convert::money(subtotal)?;
    let zone = DeliveryZone::of_city(city);
    let charges = Charges::new(subtotal, zone).map_err(throw)?;
    Ok(Built::new()
        .with("subtotal", convert::poisha(charges.subtotal)?)
        .with("deliveryFee", convert::poisha(charges.delivery_fee)?)
        .with("total", convert::poisha(charges.total)?)
        .with("zone", zone.as_str())
        .with("zoneText", text_to_js(&Text::new(*zone.text_def())))
        .with("deliveryDays", zone.delivery_days())
        .done())
}

/// Whether the shop still waits for the shopper to pay an order whose
/// payment is in `status` (a wire name such as `awaiting_payment`).
#[wasm_bindgen(js_name = isAwaitingPayment)]
pub fn is_awaiting_payment(status: &str) -> Result<bool, JsValue> {
    Ok(PaymentStatus::parse(status).map_err(throw)?.is_awaiting())
}
