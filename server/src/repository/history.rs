//! Orders and reviews from before the shop ran, written as they stand (the
//! demo seed's history): their checkouts, the IMEIs of the handsets shipped
//! on them, the dashboard's tallies counting them, and reviews whose ratings
//! their products count already, inside the seed's transaction; and the accounts
//! and addresses of their buyers, a few round trips for them all.

use super::{RepositoryError, Tx, order_tallies::TallyChange};
use crate::documents::{
    address::AddressDocument, checkout::CheckoutDocument, order::OrderDocument, review::ReviewDocument,
    user::UserDocument,
};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database,
    bson::{Document, doc, oid::ObjectId},
};
use shop_core::OrderStatus;

#[derive(Clone)]
pub struct HistoryRepository {
    orders: Collection<OrderDocument>,
    checkouts: Collection<CheckoutDocument>,
    imei_claims: Collection<Document>,
    tally_changes: Collection<Document>,
    reviews: Collection<ReviewDocument>,
    users: Collection<UserDocument>,
    addresses: Collection<AddressDocument>,
}

impl HistoryRepository {
    pub(super) fn new(database: &Database) -> Self {
        HistoryRepository {
            orders: database.collection("orders"),
            checkouts: database.collection("checkouts"),
            imei_claims: database.collection("imei_claims"),
            tally_changes: database.collection(super::order_tallies::CHANGES),
            reviews: database.collection("reviews"),
            users: database.collection("users"),
            addresses: database.collection("addresses"),
        }
    }

    /// The accounts stored under any of `emails`.
    pub async fn accounts(&self, emails: &[String]) -> Result<Vec<UserDocument>, RepositoryError> {
        Ok(self
            .users
            .find(doc! { "email": { "$in": emails } })
            .await?
            .try_collect()
            .await?)
    }

    /// The default addresses of `customers` that have one.
    pub async fn default_addresses(&self, customers: &[ObjectId]) -> Result<Vec<AddressDocument>, RepositoryError> {
        Ok(self
            .addresses
            .find(doc! { "customer_id": { "$in": customers }, "is_default": true })
            .await?
            .try_collect()
            .await?)
    }

    /// Writes accounts and their addresses (an e-mail already taken is a `Duplicate`).
    pub async fn insert_buyers(
        &self,
        accounts: &[UserDocument],
        addresses: &[AddressDocument],
    ) -> Result<(), RepositoryError> {
        if !accounts.is_empty() {
            self.users.insert_many(accounts).await?;
        }
        if !addresses.is_empty() {
            self.addresses.insert_many(addresses).await?;
        }
        Ok(())
    }

    /// Whether any of `customers` has placed an order.
    pub async fn any_placed_by(&self, customers: &[ObjectId]) -> Result<bool, RepositoryError> {
        let found = self
            .orders
            .clone_with_type::<Document>()
            .find_one(doc! { "customer_id": { "$in": customers } })
            .projection(doc! { "_id": 1 })
            .await?;
        Ok(found.is_some())
    }

    /// Writes `orders` with their `checkouts` as they stand, claims each
    /// IMEI shipped on them, counts them into the dashboard's tallies and
    /// writes `reviews` (whose ratings their products already count), in `tx`.
    pub async fn write_in(
        &self,
        tx: &mut Tx,
        checkouts: &[CheckoutDocument],
        orders: &[OrderDocument],
        reviews: &[ReviewDocument],
    ) -> Result<(), RepositoryError> {
        Ok(self.write_in_session(tx.session(), checkouts, orders, reviews).await?)
    }

    async fn write_in_session(
        &self,
        session: &mut mongodb::ClientSession,
        checkouts: &[CheckoutDocument],
        orders: &[OrderDocument],
        reviews: &[ReviewDocument],
    ) -> Result<(), mongodb::error::Error> {
        if !checkouts.is_empty() {
            self.checkouts.insert_many(checkouts).session(&mut *session).await?;
        }
        if !orders.is_empty() {
            self.orders.insert_many(orders).session(&mut *session).await?;
        }
        let claims: Vec<Document> = orders
            .iter()
            .filter(|order| order.order_status_type.counts_as_sale())
            .flat_map(|order| {
                let shipped = order
                    .status_history
                    .iter()
                    .find(|step| step.status == OrderStatus::Shipped)
                    .map_or(order.updated_at, |step| step.at);
                order
                    .handsets
                    .iter()
                    .flatten()
                    .map(move |imei| doc! { "_id": imei, "order_id": order.id, "at": shipped })
            })
            .collect();
        if !claims.is_empty() {
            self.imei_claims.insert_many(claims).session(&mut *session).await?;
        }
        let mut tally = TallyChange::default();
        orders.iter().for_each(|order| tally.placed(order));
        tally.write(&self.tally_changes, &mut *session).await?;
        if !reviews.is_empty() {
            self.reviews.insert_many(reviews).session(&mut *session).await?;
        }
        Ok(())
    }
}
