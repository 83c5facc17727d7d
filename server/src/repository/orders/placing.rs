//! What a checkout writes of its orders inside its transaction, and how a
//! retry finds the orders its key placed before.

use super::OrderRepository;
use crate::{
    documents::{checkout::CheckoutDocument, order::OrderDocument},
    repository::{RepositoryError, Tx, order_tallies::TallyChange},
};
use futures_util::TryStreamExt;
use mongodb::bson::{doc, oid::ObjectId};

impl OrderRepository {
    /// Writes a checkout's record in `tx`; `Duplicate` when its key's record
    /// exists (placed before, or by a concurrent try that committed first).
    pub async fn insert_checkout(&self, tx: &mut Tx, record: &CheckoutDocument) -> Result<(), RepositoryError> {
        self.checkouts.insert_one(record).session(tx.session()).await?;
        Ok(())
    }

    /// Writes a checkout's orders in `tx`, with the dashboard's tallies of them.
    pub async fn insert_placed(&self, tx: &mut Tx, orders: &[OrderDocument]) -> Result<(), RepositoryError> {
        self.orders.insert_many(orders).session(tx.session()).await?;
        let mut tally = TallyChange::default();
        orders.iter().for_each(|order| tally.placed(order));
        tally.write(&self.tallies, tx.session()).await?;
        Ok(())
    }

    /// The orders the customer's checkout with `key` placed; `None` when no
    /// checkout with that key was placed.
    pub async fn placed_with_key(
        &self,
        customer_id: ObjectId,
        key: &str,
    ) -> Result<Option<Vec<OrderDocument>>, RepositoryError> {
        let Some(done) = self
            .checkouts
            .find_one(doc! { "customer_id": customer_id, "key": key })
            .await?
        else {
            return Ok(None);
        };
        let orders = self
            .orders
            .find(doc! { "_id": { "$in": &done.order_ids } })
            .await?
            .try_collect()
            .await?;
        Ok(Some(orders))
    }
}
