//! What orders not yet paid or confirmed hold, read inside a checkout's
//! transaction: one account's, and one client address's (orders remember the
//! address they were placed from), and the address's hold document, which
//! checkouts from an address near its limit write so that parallel ones meet.

use super::{OrderRepository, payment_status, status_bson};
use crate::repository::{RepositoryError, Tx};
use mongodb::bson::{Document, doc, oid::ObjectId};
use shop_core::{
    OrderStatus, PaymentStatus,
    payment::{Held, HeldBy},
};
use std::collections::HashSet;

/// Orders that hold their units: not yet confirmed, and not paid.
fn holding(mut filter: Document) -> Document {
    let unpaid: Vec<_> = [
        PaymentStatus::AwaitingPayment,
        PaymentStatus::Failed,
        PaymentStatus::DueOnDelivery,
    ]
    .into_iter()
    .map(payment_status)
    .collect();
    filter.insert("order_status_type", status_bson(OrderStatus::INITIAL));
    filter.insert("payment_status", doc! { "$in": unpaid });
    filter
}

impl OrderRepository {
    /// What `customer_id`'s orders, and those placed from `placed_from`,
    /// hold now, read in `tx`. Two reads, one per index, rather than one
    /// `$or` of both: the local wire server answers an `$or` by matching
    /// every order in turn (some 140 ms at a thousand orders).
    pub async fn held_by(
        &self,
        tx: &mut Tx,
        customer_id: ObjectId,
        placed_from: Option<&str>,
    ) -> Result<HeldBy, RepositoryError> {
        let account = self.tally(tx, doc! { "customer_id": customer_id }).await?;
        let address = match placed_from {
            Some(address) => self.tally(tx, doc! { "placed_from": address }).await?,
            None => Tally::default(),
        };
        Ok(HeldBy {
            account: account.held(),
            address: address.held(),
        })
    }

    /// What the holding orders `whose` picks hold, read in `tx`.
    async fn tally(&self, tx: &mut Tx, whose: Document) -> Result<Tally, RepositoryError> {
        let session = tx.session();
        let mut found = self
            .orders
            .clone_with_type::<Document>()
            .find(holding(whose))
            .projection(doc! { "checkout_id": 1, "quantity": 1 })
            .session(&mut *session)
            .await?;
        let mut tally = Tally::default();
        while let Some(order) = found.next(&mut *session).await.transpose()? {
            tally.add(&order);
        }
        Ok(tally)
    }

    /// Writes the client address's hold document in `tx`: two checkouts from
    /// it that both do conflict, and the one run again counts the other.
    pub async fn meet_at_address(&self, tx: &mut Tx, placed_from: &str) -> Result<(), RepositoryError> {
        self.address_holds
            .update_one(doc! { "_id": placed_from }, doc! { "$inc": { "checkouts": 1_i64 } })
            .upsert(true)
            .session(tx.session())
            .await?;
        Ok(())
    }
}

/// The checkouts and units of the held orders seen so far.
#[derive(Default)]
struct Tally {
    checkouts: HashSet<ObjectId>,
    units: i64,
}

impl Tally {
    fn add(&mut self, order: &Document) {
        if let Ok(checkout) = order.get_object_id("checkout_id") {
            self.checkouts.insert(checkout);
        }
        let quantity = order
            .get("quantity")
            .and_then(|q| q.as_i64().or_else(|| q.as_i32().map(i64::from)));
        self.units = self.units.saturating_add(quantity.unwrap_or(0).max(0));
    }

    fn held(&self) -> Held {
        Held {
            checkouts: u32::try_from(self.checkouts.len()).unwrap_or(u32::MAX),
            units: u32::try_from(self.units).unwrap_or(u32::MAX),
        }
    }
}

impl OrderRepository {
    /// Cash-on-delivery orders still waiting for the shop's confirmation that
    /// were placed at or before `placed_before`, oldest first.
    pub async fn unconfirmed_cash(
        &self,
        placed_before: mongodb::bson::DateTime,
        limit: i64,
    ) -> Result<Vec<crate::documents::order::OrderDocument>, crate::repository::RepositoryError> {
        use futures_util::TryStreamExt;
        Ok(self
            .orders
            .find(doc! {
                "order_status_type": status_bson(OrderStatus::INITIAL),
                "payment_status": payment_status(PaymentStatus::DueOnDelivery),
                "createdAt": { "$lte": placed_before },
            })
            .sort(doc! { "createdAt": 1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }
}
