//! Giving a cancelled paid order's money back: one instance claims the
//! refund, the provider makes it, and the order records it. A claim is
//! released only when the provider refused, so no refund is made twice.

use super::{OrderRepository, RepositoryError};
use crate::documents::order::{OrderDocument, RefundRecord};
use crate::repository::Tx;
use mongodb::{
    bson::{Bson, DateTime, doc, oid::ObjectId, to_bson},
    options::ReturnDocument,
};
use shop_core::PaymentStatus;

fn refund_pending() -> Bson {
    to_bson(&PaymentStatus::RefundPending).unwrap_or_default()
}

impl OrderRepository {
    /// Claims the refund of an order that owes one and that nobody is
    /// refunding (a try started before `started_before` has lapsed). Answers
    /// the order as it was: `refund_unclear` set there means an earlier try
    /// may have made the refund, so the provider is asked first.
    pub async fn claim_refund(
        &self,
        id: ObjectId,
        now: DateTime,
        started_before: DateTime,
        until: DateTime,
    ) -> Result<Option<OrderDocument>, RepositoryError> {
        Ok(self
            .orders
            .find_one_and_update(
                doc! {
                    "_id": id,
                    "payment_status": refund_pending(),
                    "$or": [{ "refund_started_at": Bson::Null }, { "refund_started_at": { "$lte": started_before } }],
                },
                // Due for the payment job once the claim's lease ends, in case this try is never finished.
                doc! {
                    "$set": { "refund_started_at": now, "refund_unclear": true, "refund_due_at": until },
                    "$min": { "refund_tried_from": now },
                },
            )
            .return_document(ReturnDocument::Before)
            .await?)
    }

    /// Fixes what the first try of a claimed refund asks for, once: later
    /// tries ask for (and look for) the same, whatever changed meanwhile.
    pub async fn fix_refund_terms(&self, id: ObjectId, amount: i64, with_fee: bool) -> Result<(), RepositoryError> {
        self.orders
            .update_one(
                doc! { "_id": id, "refund_amount": { "$exists": false } },
                doc! { "$set": { "refund_amount": amount, "refund_with_fee": with_fee } },
            )
            .await?;
        Ok(())
    }

    /// The try made no refund for sure (the provider refused): another try may be made.
    pub async fn release_refund(&self, id: ObjectId) -> Result<(), RepositoryError> {
        self.orders
            .update_one(
                doc! { "_id": id },
                doc! {
                    "$set": { "refund_started_at": Bson::Null, "refund_unclear": false, "refund_with_fee": false },
                    "$unset": { "refund_due_at": "", "refund_tried_from": "", "refund_amount": "" },
                },
            )
            .await?;
        Ok(())
    }

    /// Orders whose refund may have been made, oldest try first (the admin's list).
    pub async fn refunds_in_doubt(&self, limit: i64) -> Result<Vec<OrderDocument>, RepositoryError> {
        crate::repository::payment_queries::order_refunds_in_doubt(refund_pending())
            .run(&self.orders, limit)
            .await
    }

    /// Orders whose refund try has run out of time without an answer
    /// recorded: the job asks the provider about them.
    pub async fn unclear_refunds(&self, now: DateTime, limit: i64) -> Result<Vec<OrderDocument>, RepositoryError> {
        crate::repository::payment_queries::order_refunds_due(now)
            .run(&self.orders, limit)
            .await
    }

    /// Records the refund the provider made, in `tx`: the payment moves to
    /// `to`. The order as it is now; `None` when it was not waiting for one.
    pub async fn record_refund(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        refund: &RefundRecord,
        to: PaymentStatus,
    ) -> Result<Option<OrderDocument>, RepositoryError> {
        let mut record = doc! {
            "amount": refund.amount,
            "delivery_fee_included": refund.delivery_fee_included,
            "at": refund.at,
        };
        // Absent, not null, when none was made: the unique index on it is sparse.
        if let Some(trx_id) = &refund.trx_id {
            record.insert("trx_id", trx_id);
        }
        Ok(self
            .orders
            .find_one_and_update(
                doc! { "_id": id, "payment_status": refund_pending() },
                doc! {
                    "$set": {
                        "payment_status": to_bson(&to).unwrap_or_default(),
                        "refund": record,
                        "refund_unclear": false,
                        "updatedAt": refund.at,
                    },
                    "$unset": { "refund_due_at": "", "refund_tried_from": "", "refund_amount": "" },
                },
            )
            .return_document(ReturnDocument::After)
            .session(tx.session())
            .await?)
    }
}
