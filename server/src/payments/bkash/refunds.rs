//! bKash's v2 refund API, beside the version in the base URL: `transaction`
//! refunds part or all of a completed payment, `status` lists every refund
//! of it. A success has no `statusCode`; a refusal is `{internalCode,
//! externalCode, errorMessageEn}`.

use super::{
    BkashProvider,
    answers::{describe, fields},
    field, unanswered,
};
use crate::payments::{ProviderError, Refund};
use serde_json::{Value, json};
use shop_core::Money;

/// Where the v2 refund calls live, from the base URL's host.
const REFUND_V2: &str = "v2/tokenized-checkout/refund/payment";

impl BkashProvider {
    /// A v2 refund call's address: beside the version the base URL ends with.
    fn refund_url(&self, path: &str) -> String {
        let base = self.settings.base_url.trim_end_matches('/');
        let origin = match base.rsplit_once('/') {
            Some((origin, version)) if version.starts_with('v') && !origin.ends_with('/') => origin,
            _ => base,
        };
        format!("{origin}/{REFUND_V2}/{path}")
    }

    pub(super) async fn refund_v2(
        &self,
        payment_id: &str,
        trx_id: &str,
        amount: Money,
        reason: &str,
    ) -> Result<Refund, ProviderError> {
        let body = json!({
            "paymentId": payment_id,
            "trxId": trx_id,
            "refundAmount": amount.to_tk_text(),
            "sku": "order",
            "reason": reason,
        });
        let path = "refund/payment/transaction";
        let answer = self.call_at(path, self.refund_url("transaction"), &body).await?;
        refund_v2_checked(path, &answer)?;
        refund_of(&answer, "refundAmount")
    }

    pub(super) async fn refunds_v2(&self, payment_id: &str, trx_id: &str) -> Result<Vec<Refund>, ProviderError> {
        let body = json!({ "paymentId": payment_id, "trxId": trx_id });
        let path = "refund/payment/status";
        let answer = self.call_at(path, self.refund_url("status"), &body).await?;
        refund_v2_checked(path, &answer)?;
        let listed = answer["refundTransactions"]
            .as_array()
            .ok_or_else(|| unanswered(path, format!("no refundTransactions in {}", fields(&answer))))?;
        let mut made = Vec::new();
        for refund in listed {
            match refund["refundTransactionStatus"].as_str() {
                Some("Completed") | None => made.push(refund_of(refund, "refundAmount")?),
                // Never made: not a refund to find.
                Some("Failed" | "Cancelled" | "Declined") => {}
                // Still under way: whether it is the lost one is not known yet.
                Some(other) => return Err(unanswered(path, format!("a refund still {other}"))),
            }
        }
        Ok(made)
    }
}

/// A v2 refund answer: an error code is bKash's refusal; an answer with
/// neither a refund nor an error code (a gateway's) decided nothing.
fn refund_v2_checked(path: &str, answer: &Value) -> Result<(), ProviderError> {
    let error = answer["externalCode"]
        .as_str()
        .or_else(|| answer["internalCode"].as_str());
    match error {
        Some(code) => Err(ProviderError::Refused(format!("{path}: {code} {}", describe(answer)))),
        None if answer.get("refundTrxId").is_some() || answer.get("refundTransactions").is_some() => Ok(()),
        None => Err(unanswered(path, describe(answer))),
    }
}

/// A refund as a v2 refund answer or one of its status's list reports it.
fn refund_of(answer: &Value, amount_key: &str) -> Result<Refund, ProviderError> {
    let refund_trx_id = field(answer, &["refundTrxId"])
        .ok_or_else(|| ProviderError::unanswered(format!("refund: no refundTrxId in {}", fields(answer))))?;
    let refunded: String = field(answer, &[amount_key]).unwrap_or_default();
    let amount = Money::parse_tk(&refunded)
        .map_err(|_| ProviderError::unanswered(format!("refund: amount in {}", fields(answer))))?;
    let completed_at = field::<String>(answer, &["completedTime"]).and_then(|t| super::time::parse(&t));
    Ok(Refund {
        refund_trx_id,
        amount,
        completed_at,
    })
}
