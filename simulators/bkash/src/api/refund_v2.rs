//! The v2 refund API: `transaction` refunds part or all of what is left of a
//! completed payment and echoes the merchant's sku and reason; `status` lists
//! every refund of the payment, so a merchant whose answer was lost can find
//! the one it made among them. Refusals come as HTTP 400 with the v2 envelope.

use super::{ApiError, Body, answered, auth::Merchant};
use crate::{codes::Code, money, payments::RefundAsked, state::State};
use actix_web::{HttpResponse, web};
use serde::Serialize;
use std::time::SystemTime;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Refunded {
    original_trx_id: String,
    refund_trx_id: String,
    refund_transaction_status: &'static str,
    original_trx_amount: String,
    refund_amount: String,
    currency: &'static str,
    completed_time: String,
    sku: String,
    reason: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Listed {
    refund_trx_id: String,
    refund_transaction_status: &'static str,
    refund_amount: String,
    completed_time: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Refunds {
    original_trx_id: String,
    original_trx_amount: String,
    original_trx_completed_time: String,
    refund_transactions: Vec<Listed>,
}

fn refused(code: Code) -> ApiError {
    ApiError::RefusedV2(code)
}

pub async fn transaction(_: Merchant, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let body = Body::parse(&body).map_err(refused)?;
    let field = |key: &str| body.text(key).map_err(refused);
    let (payment_id, trx_id, amount) = (field("paymentId")?, field("trxId")?, field("refundAmount")?);
    let asked = RefundAsked {
        amount,
        poisha: money::parse_amount(amount).ok_or(refused(Code::InvalidAmount))?,
        sku: field("sku")?,
        reason: field("reason")?,
    };
    let mut payments = state.payments();
    let (original_trx_id, refund) = payments
        .refund(payment_id, trx_id, &asked, SystemTime::now())
        .map_err(refused)?;
    let original_amount = payments
        .find(payment_id)
        .map(|payment| payment.order.amount.clone())
        .unwrap_or_default();
    Ok(answered(Refunded {
        original_trx_id,
        refund_trx_id: refund.trx_id,
        refund_transaction_status: "Completed",
        original_trx_amount: original_amount,
        refund_amount: refund.amount,
        currency: "BDT",
        completed_time: refund.completed_at,
        sku: refund.sku,
        reason: refund.reason,
    }))
}

pub async fn status(_: Merchant, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let body = Body::parse(&body).map_err(refused)?;
    let payment_id = body.text("paymentId").map_err(refused)?;
    let trx_id = body.text("trxId").map_err(refused)?;
    let payments = state.payments();
    let (payment, settlement) = payments.settled(payment_id, trx_id).map_err(refused)?;
    Ok(answered(Refunds {
        original_trx_id: settlement.trx_id.clone(),
        original_trx_amount: payment.order.amount.clone(),
        original_trx_completed_time: settlement.executed_at.clone(),
        refund_transactions: settlement
            .refunds
            .iter()
            .map(|refund| Listed {
                refund_trx_id: refund.trx_id.clone(),
                refund_transaction_status: "Completed",
                refund_amount: refund.amount.clone(),
                completed_time: refund.completed_at.clone(),
            })
            .collect(),
    }))
}
