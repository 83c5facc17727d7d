//! Payment and delivery bindings: the methods checkout offers, payment
//! statuses and the delivery charge of an address.

use crate::{convert, error::throw};
use shop_core::{Charges, DeliveryZone, PaymentEvent, PaymentMethod, PaymentStatus};
use wasm_bindgen::prelude::*;

#[derive(serde::Serialize)]
struct PaymentOption {
    value: &'static str,
    label: &'static str,
    #[serde(rename = "paidOnDelivery")]
    paid_on_delivery: bool,
}

/// The payment methods checkout offers, in order.
#[wasm_bindgen(js_name = paymentMethods, unchecked_return_type = "PaymentOption[]")]
pub fn payment_methods() -> Result<JsValue, JsValue> {
    let options: Vec<PaymentOption> = PaymentMethod::OFFERED
        .into_iter()
        .map(|m| PaymentOption {
            value: m.as_str(),
            label: m.label(),
            paid_on_delivery: m.paid_on_delivery(),
        })
        .collect();
    convert::to_js(&options)
}

/// The name of any payment method an order may carry (older orders too).
#[wasm_bindgen(js_name = paymentMethodLabel)]
pub fn payment_method_label(method: &str) -> Result<String, JsValue> {
    Ok(PaymentMethod::parse(method).map_err(throw)?.label().to_owned())
}

/// The payment status after `event` (`confirmed`, `declined`, `expired`,
/// `delivered`, `order_cancelled`, `refunded`), or a thrown
/// `payment.invalid_transition` for any move the lifecycle does not have.
#[wasm_bindgen(js_name = paymentTransition, unchecked_return_type = "PaymentStatus")]
pub fn payment_transition(status: &str, event: &str) -> Result<JsValue, JsValue> {
    let status = PaymentStatus::parse(status).map_err(throw)?;
    let event = PaymentEvent::parse(event)
        .ok_or_else(|| crate::error::invalid_input(&format!("unknown payment event '{event}'")))?;
    convert::to_js(&status.apply(event).map_err(throw)?)
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
        .ok_or_else(|| crate::error::invalid_input(&format!("unknown delivery zone '{zone}'")))
}

#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct DeliveryQuote {
    #[serde(flatten)]
    charges: Charges,
    zone: DeliveryZone,
    zone_label: &'static str,
    delivery_days: u32,
}

/// What goods worth `subtotal` poisha cost delivered to `city`: the zone,
/// its fee, the total and the days the shop commits to.
#[wasm_bindgen(js_name = deliveryQuote, unchecked_return_type = "DeliveryQuote")]
pub fn delivery_quote(subtotal: f64, city: &str) -> Result<JsValue, JsValue> {
    let subtotal = convert::money(subtotal)?;
    let zone = DeliveryZone::of_city(city);
    convert::to_js(&DeliveryQuote {
        charges: Charges::new(subtotal, zone).map_err(throw)?,
        zone,
        zone_label: zone.label(),
        delivery_days: zone.delivery_days(),
    })
}
