//! Whether a refund try whose answer was lost made its refund: the provider
//! lists every refund of the payment, and the core picks the one the try
//! made (unrecorded, of its amount, completed since it began). A provider
//! that answers a refund asked again with the same key (SSLCommerz's
//! `refund_trans_id`) is simply asked again.

use crate::payments::{Provider, ProviderError, Refund};
use mongodb::bson::DateTime;
use shop_core::{
    Money,
    payment::{ListedRefund, lost_refund},
};

/// The refund of `amount` that a try begun at `tried_from` made of payment
/// `payment_id` (transaction `trx_id`), if the provider lists one that is
/// none of the `known` refunds the shop recorded.
pub async fn made_before(
    provider: &Provider,
    payment_id: &str,
    trx_id: &str,
    amount: Money,
    tried_from: DateTime,
    known: &[String],
) -> Result<Option<Refund>, ProviderError> {
    // Asked again with the same key, such a provider answers the refund made, if any.
    if provider.refunds_answer_retries() {
        return Ok(None);
    }
    let listed = provider.refunds(payment_id, trx_id).await?;
    let seen: Vec<ListedRefund<'_>> = listed
        .iter()
        .map(|refund| ListedRefund {
            id: &refund.refund_trx_id,
            amount: refund.amount,
            completed_at_ms: refund.completed_at.map(|at| at.timestamp_millis()),
        })
        .collect();
    let known: Vec<&str> = known.iter().map(String::as_str).collect();
    let found = lost_refund(&seen, amount, tried_from.timestamp_millis(), &known).map(|refund| refund.id);
    Ok(found.and_then(|id| listed.iter().find(|refund| refund.refund_trx_id == id).cloned()))
}
