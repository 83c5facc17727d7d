//! Steadfast's merchant API v1: headers `Api-Key` and `Secret-Key` on every
//! call; `POST /create_order` (and `/create_order/bulk-order`, at most 500),
//! `GET /status_by_invoice/{invoice}`. Its answers carry their own `status`
//! in the body, and a refusal can come as HTTP 200 with `{"status":400,
//! "message":..,"errors":{field:[..]}}`: the body decides, not the HTTP code.
//! Its webhooks (`delivery_status`, `tracking_update`) carry only a bearer
//! token, and write times as `YYYY-MM-DD HH:MM:SS` in Dhaka time.

use super::{
    Booking, Courier, CourierError, CourierNews, ParcelRequest, Payout, PayoutLine, WebhookError,
    wire::{bearer_matches, failed, shortened, taka, taka_number},
};
use mongodb::bson::DateTime;
use serde_json::{Value, json};
use shop_core::{
    Money,
    parcel::{DeliveryRecord, ParcelStatus},
};

/// What the shop signs calls and checks webhooks with.
pub struct Keys {
    pub api_key: String,
    pub secret_key: String,
    pub webhook_token: String,
}

pub struct Steadfast {
    client: reqwest::Client,
    base_url: String,
    keys: Keys,
}

/// Steadfast's own words for an invoice it has already: an earlier booking
/// went through though its answer was lost.
const INVOICE_TAKEN: &str = "already been taken";

impl Steadfast {
    pub fn new(client: reqwest::Client, base_url: &str, keys: Keys) -> Self {
        Steadfast {
            client,
            base_url: base_url.trim_end_matches('/').to_owned(),
            keys,
        }
    }

    /// Calls `path` (with `body`, a POST) and reads its JSON answer.
    async fn call(&self, path: &str, body: Option<&Value>) -> Result<Value, CourierError> {
        let url = format!("{}{path}", self.base_url);
        let request = match body {
            Some(body) => self.client.post(url).json(body),
            None => self.client.get(url),
        };
        let answer = request
            .header("Api-Key", &self.keys.api_key)
            .header("Secret-Key", &self.keys.secret_key)
            .header("Accept", "application/json")
            .send()
            .await
            .map_err(|e| failed(&e))?;
        let http = answer.status();
        let text = answer.text().await.map_err(|e| failed(&e))?;
        if http == reqwest::StatusCode::UNAUTHORIZED || http == reqwest::StatusCode::FORBIDDEN {
            return Err(CourierError::NotNow(format!(
                "the keys were refused: {}",
                shortened(&text)
            )));
        }
        serde_json::from_str(&text)
            .map_err(|_| CourierError::Unclear(format!("HTTP {http}, not Steadfast's answer: {}", shortened(&text))))
    }

    fn order_body(parcel: &ParcelRequest) -> Value {
        json!({
            "invoice": parcel.invoice,
            "recipient_name": parcel.recipient_name,
            "recipient_phone": parcel.recipient_phone,
            "recipient_address": parcel.recipient_address,
            "cod_amount": taka_number(parcel.cash_to_collect),
            "note": parcel.note,
            "item_description": parcel.items,
            "total_lot": parcel.lot,
            "delivery_type": 0,
        })
    }
}

/// The body's own status code (a number, or a number as text).
fn body_status(answer: &Value) -> Option<u64> {
    match answer.get("status")? {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// Every message of a refusal's `errors` (`{field: [text]}`), or its `message`.
fn reasons(answer: &Value) -> Vec<String> {
    let listed: Vec<String> = answer
        .get("errors")
        .and_then(Value::as_object)
        .map(|fields| {
            fields
                .values()
                .flat_map(|texts| match texts {
                    Value::Array(texts) => texts.iter().filter_map(Value::as_str).map(str::to_owned).collect(),
                    Value::String(text) => vec![text.clone()],
                    _ => Vec::new(),
                })
                .collect()
        })
        .unwrap_or_default();
    if listed.is_empty() {
        vec![text_of(answer, "message").unwrap_or_else(|| shortened(&answer.to_string()))]
    } else {
        listed
    }
}

fn text_of(value: &Value, field: &str) -> Option<String> {
    match value.get(field)? {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// A consignment as a booking answer or a bulk row writes it.
fn booking_of(consignment: &Value) -> Option<Booking> {
    Some(Booking {
        consignment_id: text_of(consignment, "consignment_id")?,
        tracking_code: text_of(consignment, "tracking_code")?,
        status: text_of(consignment, "status")
            .and_then(|word| ParcelStatus::parse(&word))
            .unwrap_or(ParcelStatus::InReview),
    })
}

/// What a create_order answer means.
fn booked(answer: &Value) -> Result<Booking, CourierError> {
    match body_status(answer) {
        Some(200) => answer
            .get("consignment")
            .and_then(booking_of)
            .ok_or_else(|| CourierError::Unclear(format!("no consignment in {}", shortened(&answer.to_string())))),
        Some(400 | 422) => {
            let reasons = reasons(answer);
            if reasons.iter().any(|reason| reason.contains(INVOICE_TAKEN)) {
                // Booked before, its answer lost: the caller looks it up by invoice.
                Err(CourierError::Unclear(reasons.join("; ")))
            } else {
                Err(CourierError::Refused(reasons))
            }
        }
        Some(401 | 403) => Err(CourierError::NotNow(reasons(answer).join("; "))),
        _ => Err(CourierError::Unclear(shortened(&answer.to_string()))),
    }
}

/// A taka amount that may be below zero (a payout can only carry a debt
/// forward, but the shop reads what it is told).
fn signed_taka(value: &Value) -> Option<Money> {
    match value.as_f64() {
        Some(number) if number < 0.0 => taka(&Value::from(-number)).map(|m| Money::from_poisha(-m.poisha())),
        _ => taka(value),
    }
}

/// Steadfast's `YYYY-MM-DD HH:MM:SS` (Dhaka time) as milliseconds since the epoch.
fn moment(text: &str) -> Option<i64> {
    let (date, clock) = text.trim().split_once([' ', 'T'])?;
    let clock = clock.trim_end_matches('Z');
    DateTime::parse_rfc3339_str(format!("{date}T{clock}+06:00"))
        .ok()
        .map(|at| at.timestamp_millis())
}

#[async_trait::async_trait]
impl Courier for Steadfast {
    fn name(&self) -> &'static str {
        "steadfast"
    }

    async fn book(&self, parcel: &ParcelRequest) -> Result<Booking, CourierError> {
        booked(&self.call("/create_order", Some(&Self::order_body(parcel))).await?)
    }

    async fn book_many(&self, parcels: &[ParcelRequest]) -> Result<Vec<Result<Booking, Vec<String>>>, CourierError> {
        let rows: Vec<Value> = parcels.iter().map(Self::order_body).collect();
        let answer = self
            .call("/create_order/bulk-order", Some(&json!({ "data": rows })))
            .await?;
        let Value::Array(rows) = answer.get("data").cloned().unwrap_or(answer.clone()) else {
            return match booked(&answer) {
                Err(error) => Err(error),
                Ok(_) => Err(CourierError::Unclear(shortened(&answer.to_string()))),
            };
        };
        if rows.len() != parcels.len() {
            return Err(CourierError::Unclear(format!(
                "{} rows for {} parcels",
                rows.len(),
                parcels.len()
            )));
        }
        Ok(rows
            .iter()
            .map(|row| match text_of(row, "status").as_deref() {
                Some("success") => booking_of(row).ok_or_else(|| vec!["no consignment in the answer".to_owned()]),
                _ => Err(vec![text_of(row, "error").unwrap_or_else(|| "refused".to_owned())]),
            })
            .collect())
    }

    fn batch_limit(&self) -> usize {
        500
    }

    async fn status_of(&self, invoice: &str) -> Result<Option<ParcelStatus>, CourierError> {
        // The shop's invoices are letters, digits and hyphens: nothing to escape.
        let path = format!("/status_by_invoice/{invoice}");
        let answer = self.call(&path, None).await?;
        match body_status(&answer) {
            Some(200) => Ok(Some(
                text_of(&answer, "delivery_status")
                    .and_then(|word| ParcelStatus::parse(&word))
                    .unwrap_or(ParcelStatus::Unknown),
            )),
            Some(404) => Ok(None),
            _ => Err(CourierError::Unclear(shortened(&answer.to_string()))),
        }
    }

    async fn payout_ids(&self) -> Result<Vec<String>, CourierError> {
        let answer = self.call("/payments", None).await?;
        if body_status(&answer) != Some(200) {
            return Err(CourierError::Unclear(shortened(&answer.to_string())));
        }
        let listed = answer
            .get("data")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        Ok(listed.iter().filter_map(|payment| text_of(payment, "id")).collect())
    }

    async fn payout(&self, id: &str) -> Result<Payout, CourierError> {
        let answer = self.call(&format!("/payments/{id}"), None).await?;
        let unclear = || CourierError::Unclear(shortened(&answer.to_string()));
        let payment = answer
            .get("data")
            .filter(|_| body_status(&answer) == Some(200))
            .ok_or_else(unclear)?;
        let lines = payment
            .get("consignments")
            .and_then(Value::as_array)
            .map(|lines| {
                lines
                    .iter()
                    .filter_map(|line| {
                        Some(PayoutLine {
                            invoice: text_of(line, "invoice")?,
                            collected: line.get("cod_amount").and_then(taka)?,
                            charge: line.get("delivery_charge").and_then(taka)?,
                        })
                    })
                    .collect()
            })
            .unwrap_or_default();
        Ok(Payout {
            id: id.to_owned(),
            amount: payment.get("amount").and_then(signed_taka).ok_or_else(unclear)?,
            at_ms: text_of(payment, "created_at")
                .and_then(|at| DateTime::parse_rfc3339_str(at).ok())
                .map(|at| at.timestamp_millis()),
            lines,
        })
    }

    async fn delivery_record(&self, phone: &str) -> Result<DeliveryRecord, CourierError> {
        // The shop's numbers are digits only (`01XXXXXXXXX`): nothing to escape.
        let answer = self.call(&format!("/fraud_check/{phone}"), None).await?;
        if body_status(&answer) != Some(200) {
            return Err(CourierError::Refused(reasons(&answer)));
        }
        // Its field names have varied (`Total_parcels`, `total_parcels`).
        let count = |names: &[&str]| {
            names
                .iter()
                .find_map(|name| answer.get(*name).and_then(Value::as_u64))
                .and_then(|n| u32::try_from(n).ok())
                .unwrap_or(0)
        };
        Ok(DeliveryRecord {
            parcels: count(&["total_parcels", "Total_parcels"]),
            delivered: count(&["total_delivered", "Total_delivered"]),
            cancelled: count(&["total_cancelled", "Total_cancelled"]),
        })
    }

    fn read_news(&self, authorization: Option<&str>, body: &[u8]) -> Result<CourierNews, WebhookError> {
        if !bearer_matches(authorization, &self.keys.webhook_token) {
            return Err(WebhookError::Unauthorized);
        }
        let malformed = |what: &str| WebhookError::Malformed(what.to_owned());
        let news: Value = serde_json::from_slice(body).map_err(|_| malformed("not JSON"))?;
        let field = |name: &str| text_of(&news, name).ok_or_else(|| malformed(name));
        let consignment_id = field("consignment_id")?;
        let invoice = field("invoice")?;
        let at_ms = moment(&field("updated_at")?).ok_or_else(|| malformed("updated_at"))?;
        let message = text_of(&news, "tracking_message").unwrap_or_default();
        match field("notification_type")?.as_str() {
            "delivery_status" => Ok(CourierNews::Status {
                consignment_id,
                invoice,
                status: ParcelStatus::parse(&field("status")?).ok_or_else(|| malformed("status"))?,
                collected: news.get("cod_amount").and_then(taka).unwrap_or(Money::ZERO),
                charge: news.get("delivery_charge").and_then(taka).unwrap_or(Money::ZERO),
                amounts_known: true,
                message,
                at_ms,
            }),
            "tracking_update" => Ok(CourierNews::Tracking {
                consignment_id,
                invoice,
                message,
                at_ms,
            }),
            other => Err(malformed(&format!("notification_type {other}"))),
        }
    }
}

#[cfg(test)]
mod tests;
