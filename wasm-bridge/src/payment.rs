//! Payment and delivery bindings: the words for payment methods, payment
//! statuses and delivery zones, and the delivery charge of an address.

use crate::{
    convert::{self, Built},
    error::throw,
};
use shop_core::{Charges, DeliveryZone, PaymentMethod, PaymentStatus};
use wasm_bindgen::prelude::*;

/// The name of any payment method an order may carry (older orders too).
#[wasm_bindgen(js_name = paymentMethodLabel)]
pub fn payment_method_label(method: &str) -> Result<String, JsValue> {
    Ok(PaymentMethod::parse(method).map_err(throw)?.label().to_owned())
}

/// The words shown for a payment status, e.g. `Awaiting payment`.
#[wasm_bindgen(js_name = paymentStatusLabel)]
pub fn payment_status_label(status: &str) -> Result<String, JsValue> {
    Ok(PaymentStatus::parse(status).map_err(throw)?.label().to_owned())
}

/// The words shown for a delivery zone, e.g. `Inside Dhaka city`.
#[wasm_bindgen(js_name = deliveryZoneLabel)]
pub fn delivery_zone_label(zone: &str) -> Result<String, JsValue> {
    DeliveryZone::parse(zone)
        .map(|z| z.label().to_owned())
        .ok_or_else(|| crate::error::invalid_input(&["unknown delivery zone '", zone, "'"].concat()))
}

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
        .with("zoneLabel", zone.label())
        .with("deliveryDays", zone.delivery_days())
        .done())
}
