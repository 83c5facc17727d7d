//! What moving an order along its lifecycle reads and writes inside its
//! use case's transaction: the order, its move (conditional on the status
//! it moves from), the IMEIs it ships with, and its checkout's count of
//! cancelled orders with the coupon use given back once.

use super::{OrderRepository, status_bson, update_and_read};
use crate::{
    documents::{
        checkout::CheckoutDocument,
        order::{OrderDocument, StatusChange},
    },
    repository::{RepositoryError, Tx, order_tallies::TallyChange},
};
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId, to_bson};
use shop_core::OrderState;

impl OrderRepository {
    /// One order, read in `tx`; with `owner`, only if that customer placed it.
    pub async fn find_in(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        owner: Option<ObjectId>,
    ) -> Result<Option<OrderDocument>, RepositoryError> {
        let mut filter = doc! { "_id": id };
        if let Some(owner) = owner {
            filter.insert("customer_id", owner);
        }
        Ok(self.orders.find_one(filter).session(tx.session()).await?)
    }

    /// Moves `order` to `next` in `tx`, with the IMEIs of each phone when
    /// there are any, only while it is still in the status it was read in;
    /// counts the move in the dashboard's tallies. The order as it is now,
    /// or `None` when it had moved meanwhile.
    pub async fn move_in(
        &self,
        tx: &mut Tx,
        order: &OrderDocument,
        next: OrderState,
        handsets: &[Vec<String>],
        now: DateTime,
    ) -> Result<Option<OrderDocument>, RepositoryError> {
        let mut set = doc! {
            "order_status_type": status_bson(next.order),
            "payment_status": to_bson(&next.payment).unwrap_or_default(),
            "updatedAt": now,
        };
        if !handsets.is_empty() {
            set.insert("handsets", to_bson(handsets).unwrap_or_default());
        }
        let change = to_bson(&StatusChange {
            status: next.order,
            at: now,
        })
        .unwrap_or_default();
        let updated = update_and_read(
            &self.orders,
            order.id,
            doc! { "order_status_type": status_bson(order.order_status_type) },
            doc! { "$set": set, "$push": { "status_history": change } },
            tx.session(),
        )
        .await?;
        if updated.is_some() {
            let mut tally = TallyChange::default();
            tally.moved(order, next.order);
            tally.write(&self.tallies, tx.session()).await?;
        }
        Ok(updated)
    }

    /// The first of `imeis` recorded on a live order other than `id`, read in `tx`.
    pub async fn imei_elsewhere(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        imeis: &[&String],
    ) -> Result<Option<String>, RepositoryError> {
        let held = self
            .imei_claims
            .find_one(doc! { "_id": { "$in": imeis }, "order_id": { "$ne": id } })
            .session(tx.session())
            .await?;
        Ok(held.map(|held| held.get_str("_id").unwrap_or_default().to_owned()))
    }

    /// Records each of `imeis` as shipped on order `id`, in `tx`; a
    /// concurrent claim of one of them is `Duplicate`.
    pub async fn claim_imeis(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        imeis: &[&String],
        now: DateTime,
    ) -> Result<(), RepositoryError> {
        let claims = imeis
            .iter()
            .map(|imei| doc! { "_id": *imei, "order_id": id, "at": now });
        self.imei_claims.insert_many(claims).session(tx.session()).await?;
        Ok(())
    }

    /// Records the courier and tracking code orders `ids` left with, in `tx`.
    pub async fn set_tracking_in(
        &self,
        tx: &mut Tx,
        ids: &[ObjectId],
        tracking: &crate::documents::order::Tracking,
    ) -> Result<(), RepositoryError> {
        self.orders
            .update_many(
                doc! { "_id": { "$in": ids } },
                doc! { "$set": { "tracking": to_bson(tracking).unwrap_or_default() } },
            )
            .session(tx.session())
            .await?;
        Ok(())
    }

    /// Frees the IMEIs recorded on order `id`, in `tx`: its handsets are off
    /// the order (returned to stock, or out of the shop).
    pub async fn free_imeis(&self, tx: &mut Tx, id: ObjectId) -> Result<(), RepositoryError> {
        self.imei_claims
            .delete_many(doc! { "order_id": id })
            .session(tx.session())
            .await?;
        Ok(())
    }

    /// Counts one more cancelled order of a checkout in `tx`: the checkout
    /// as it is now. Two of its orders cancelled at once both write it, so
    /// the one run again sees the other.
    pub async fn count_cancelled(
        &self,
        tx: &mut Tx,
        checkout_id: ObjectId,
    ) -> Result<Option<CheckoutDocument>, RepositoryError> {
        Ok(update_and_read(
            &self.checkouts,
            checkout_id,
            Document::new(),
            doc! { "$inc": { "orders_cancelled": 1_i64 } },
            tx.session(),
        )
        .await?)
    }

    /// Gives a checkout's coupon use back in `tx`, once however often asked.
    pub async fn give_coupon_back(&self, tx: &mut Tx, checkout: &CheckoutDocument) -> Result<(), RepositoryError> {
        let Some(coupon) = &checkout.coupon else {
            return Ok(());
        };
        let first = self
            .checkouts
            .update_one(
                doc! { "_id": checkout.id, "coupon_given_back": { "$ne": true } },
                doc! { "$set": { "coupon_given_back": true } },
            )
            .session(tx.session())
            .await?;
        if first.modified_count == 1 {
            self.coupons
                .give_back_in(tx.session(), coupon.coupon_id, checkout.customer_id)
                .await?;
        }
        Ok(())
    }
}
