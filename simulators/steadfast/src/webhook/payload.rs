//! The two webhook bodies Steadfast posts to the merchant's callback, and
//! how a log line names one.

use crate::{book::Consignment, money::taka, times};
use serde_json::{Value, json};

/// A status change: `cod_amount` is the cash collected and
/// `delivery_charge` the whole charge, both 0 until the parcel is final.
pub fn delivery_status(consignment: &Consignment, message: &str, at: i64) -> Value {
    json!({
        "notification_type": "delivery_status",
        "consignment_id": consignment.id,
        "invoice": consignment.order.invoice,
        "cod_amount": taka(consignment.collected),
        "status": consignment.status.webhook_word(),
        "delivery_charge": taka(consignment.charge),
        "tracking_message": message,
        "updated_at": times::plain(at),
    })
}

/// A tracking message.
pub fn tracking_update(consignment: &Consignment, message: &str, at: i64) -> Value {
    json!({
        "notification_type": "tracking_update",
        "consignment_id": consignment.id,
        "invoice": consignment.order.invoice,
        "tracking_message": message,
        "updated_at": times::plain(at),
    })
}

pub fn is_delivery_status(body: &Value) -> bool {
    body["notification_type"] == "delivery_status"
}

/// `delivery_status 1424107 Delivered` or `tracking_update 1424107 Out for delivery.`
pub fn describe(body: &Value) -> String {
    let what = if is_delivery_status(body) {
        &body["status"]
    } else {
        &body["tracking_message"]
    };
    format!(
        "{} {} {}",
        body["notification_type"].as_str().unwrap_or_default(),
        body["consignment_id"],
        what.as_str().unwrap_or_default()
    )
}
