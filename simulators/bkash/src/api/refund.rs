//! payment/refund: with amount, sku and reason it refunds; with only
//! paymentID and trxID it answers the last refund (refund status).

use super::{ApiError, Body, auth::Merchant, successful};
use crate::{codes::Code, money, payment::Refund, payments::RefundAsked, state::State};
use actix_web::{HttpResponse, web};
use serde::Serialize;
use std::time::SystemTime;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Refunded {
    #[serde(rename = "originalTrxID")]
    original_trx_id: String,
    #[serde(rename = "refundTrxID")]
    refund_trx_id: String,
    transaction_status: &'static str,
    amount: String,
    currency: &'static str,
    charge: &'static str,
    completed_time: String,
}

impl Refunded {
    fn new(original_trx_id: String, refund: Refund) -> Self {
        Refunded {
            original_trx_id,
            refund_trx_id: refund.trx_id,
            transaction_status: "Completed",
            amount: refund.amount,
            currency: "BDT",
            charge: "0.00",
            completed_time: refund.completed_at,
        }
    }
}

pub async fn refund(_: Merchant, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let body = Body::parse(&body)?;
    let payment_id = body.text("paymentID")?;
    let trx_id = body.text("trxID")?;
    let asks_refund = ["amount", "sku", "reason"].iter().any(|key| body.has(key));
    let (original_trx_id, refund) = if asks_refund {
        let amount = body.text("amount")?;
        // Both read as optional but the live service refuses a refund without them.
        let asked = RefundAsked {
            amount,
            poisha: money::parse_amount(amount).ok_or(Code::InvalidAmount)?,
            sku: body.text("sku")?,
            reason: body.text("reason")?,
        };
        state.payments().refund(payment_id, trx_id, &asked, SystemTime::now())?
    } else {
        state.payments().last_refund(payment_id, trx_id)?
    };
    Ok(successful(Refunded::new(original_trx_id, refund)))
}
