//! Giving a cancelled paid order's money back: one instance claims the
//! refund, the provider makes it, and the order records it. A claim is
//! released only when the provider refused, so no refund is made twice.

use super::{OrderRepository, RepositoryError};
use crate::documents::order::{OrderDocument, RefundRecord};
use mongodb::{
    bson::{Bson, DateTime, doc, oid::ObjectId, to_bson},
    options::ReturnDocument,
};
use shop_core::PaymentStatus;

fn refund_pending() -> Bson {
    to_bson(&PaymentStatus::RefundPending).unwrap_or_default()
}

impl OrderRepository {
    /// Claims the refund of an order that owes one and that nobody is refunding.
    pub async fn claim_refund(&self, id: ObjectId, now: DateTime) -> Result<Option<OrderDocument>, RepositoryError> {
        Ok(self
            .orders
            .find_one_and_update(
                doc! { "_id": id, "payment_status": refund_pending(), "refund_started_at": Bson::Null },
                doc! { "$set": { "refund_started_at": now } },
            )
            .return_document(ReturnDocument::After)
            .await?)
    }

    /// The provider refused: another try may be made.
    pub async fn release_refund(&self, id: ObjectId) -> Result<(), RepositoryError> {
        self.orders
            .update_one(doc! { "_id": id }, doc! { "$set": { "refund_started_at": Bson::Null } })
            .await?;
        Ok(())
    }

    /// Records the refund the provider made: the payment moves to `to`.
    pub async fn record_refund(
        &self,
        id: ObjectId,
        refund: &RefundRecord,
        to: PaymentStatus,
    ) -> Result<Option<OrderDocument>, RepositoryError> {
        let record = doc! {
            "trx_id": &refund.trx_id,
            "amount": refund.amount,
            "delivery_fee_included": refund.delivery_fee_included,
            "at": refund.at,
        };
        Ok(self
            .orders
            .find_one_and_update(
                doc! { "_id": id, "payment_status": refund_pending() },
                doc! { "$set": {
                    "payment_status": to_bson(&to).unwrap_or_default(),
                    "refund": record,
                    "updatedAt": refund.at,
                } },
            )
            .return_document(ReturnDocument::After)
            .await?)
    }
}
