//! payment/status: where a payment stands, in the query's own field names
//! (`merchantInvoice`, `verificationStatus`), as the sandbox answers.

use super::{ApiError, Body, auth::Merchant, successful};
use crate::{codes::Code, payment::Payment, state::State};
use actix_web::{HttpResponse, web};
use serde::Serialize;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Status<'a> {
    #[serde(rename = "paymentID")]
    payment_id: &'a str,
    mode: &'static str,
    payment_create_time: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    payment_execute_time: Option<&'a str>,
    amount: &'a str,
    currency: &'a str,
    intent: &'a str,
    merchant_invoice: &'a str,
    #[serde(rename = "trxID", skip_serializing_if = "Option::is_none")]
    trx_id: Option<&'a str>,
    transaction_status: &'a str,
    verification_status: &'a str,
    payer_reference: &'a str,
}

impl<'a> Status<'a> {
    fn new(payment: &'a Payment) -> Self {
        let settlement = payment.settlement();
        Status {
            payment_id: &payment.id,
            mode: "0011",
            payment_create_time: &payment.created_at,
            payment_execute_time: settlement.map(|settlement| settlement.executed_at.as_str()),
            amount: &payment.order.amount,
            currency: &payment.order.currency,
            intent: &payment.order.intent,
            merchant_invoice: &payment.order.invoice,
            trx_id: settlement.map(|settlement| settlement.trx_id.as_str()),
            transaction_status: payment.transaction_status(),
            verification_status: payment.verification_status(),
            payer_reference: &payment.order.payer_reference,
        }
    }
}

pub async fn status(_: Merchant, state: web::Data<State>, body: web::Bytes) -> Result<HttpResponse, ApiError> {
    let body = Body::parse(&body)?;
    let payment_id = body.text("paymentID")?;
    let payments = state.payments();
    let payment = payments.find(payment_id).ok_or(Code::InvalidPaymentId)?;
    Ok(successful(Status::new(payment)))
}
