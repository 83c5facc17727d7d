//! What the tax papers need of orders and checkouts: delivered orders
//! without a tax invoice, the invoice's number written once, and the
//! checkout's delivery fee invoiced with one of its orders.

use super::{OrderRepository, RepositoryError};
use crate::documents::order::OrderDocument;
use crate::repository::Tx;
use futures_util::TryStreamExt;
use mongodb::bson::{doc, oid::ObjectId};

impl OrderRepository {
    /// Up to `limit` delivered orders with no tax invoice, oldest first.
    pub async fn delivered_uninvoiced(&self, limit: i64) -> Result<Vec<OrderDocument>, RepositoryError> {
        Ok(self
            .orders
            .find(doc! { "order_status_type": "delivered", "invoice": null })
            .sort(doc! { "updatedAt": 1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// Writes order `id`'s invoice number in `tx`; `false` when it has one already.
    pub async fn mark_invoiced_in(&self, tx: &mut Tx, id: ObjectId, number: &str) -> Result<bool, RepositoryError> {
        let written = self
            .orders
            .update_one(
                doc! { "_id": id, "invoice": null },
                doc! { "$set": { "invoice": number } },
            )
            .session(tx.session())
            .await?;
        Ok(written.modified_count == 1)
    }

    /// Whether order `order_id`'s invoice carries its checkout's delivery fee:
    /// the first of its orders to be invoiced takes it, in `tx`.
    pub async fn claim_fee_invoice_in(
        &self,
        tx: &mut Tx,
        checkout_id: ObjectId,
        order_id: ObjectId,
    ) -> Result<bool, RepositoryError> {
        let taken = self
            .checkouts
            .update_one(
                doc! {
                    "_id": checkout_id,
                    "$or": [{ "fee_invoiced_by": { "$exists": false } }, { "fee_invoiced_by": order_id }],
                },
                doc! { "$set": { "fee_invoiced_by": order_id } },
            )
            .session(tx.session())
            .await?;
        Ok(taken.matched_count == 1)
    }
}
