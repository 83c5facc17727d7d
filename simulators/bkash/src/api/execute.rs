//! execute: moves the money of a payment the shopper authorised.

use super::{ApiError, Body, auth::Merchant, successful};
use crate::{
    payment::{Payment, Settlement},
    state::State,
};
use actix_web::{HttpResponse, web};
use serde::Serialize;
use std::time::SystemTime;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Executed<'a> {
    #[serde(rename = "paymentID")]
    payment_id: &'a str,
    #[serde(rename = "trxID")]
    trx_id: &'a str,
    transaction_status: &'a str,
    amount: &'a str,
    currency: &'a str,
    intent: &'a str,
    payment_execute_time: &'a str,
    merchant_invoice_number: &'a str,
    payer_reference: &'a str,
    customer_msisdn: &'a str,
}

pub async fn execute(_: Merchant, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let body = Body::parse(&body)?;
    let payment_id = body.text("paymentID")?;
    let mut payments = state.payments();
    let (payment, settlement) = payments.execute(payment_id, SystemTime::now())?;
    Ok(successful(executed(payment, settlement)))
}

fn executed<'a>(payment: &'a Payment, settlement: &'a Settlement) -> Executed<'a> {
    Executed {
        payment_id: &payment.id,
        trx_id: &settlement.trx_id,
        transaction_status: payment.transaction_status(),
        amount: &payment.order.amount,
        currency: &payment.order.currency,
        intent: &payment.order.intent,
        payment_execute_time: &settlement.executed_at,
        merchant_invoice_number: &payment.order.invoice,
        payer_reference: &payment.order.payer_reference,
        customer_msisdn: payment.wallet.as_deref().unwrap_or_default(),
    }
}
