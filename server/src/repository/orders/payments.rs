//! A checkout's payment: the provider payment the shopper is sent to, the
//! provider's verdict, and the lapse of an unpaid checkout that gives its
//! stock back. Every move is conditional on the state it moves from, so two
//! instances (or a callback racing the expiry job) never apply one twice.

use super::{
    OrderRepository, payment_status,
    settling::{due_update, not_settling},
    status_bson,
};
use crate::{
    documents::{
        checkout::CheckoutDocument,
        order::{OrderDocument, StatusChange},
    },
    repository::{RepositoryError, Tx, order_tallies::TallyChange},
};
use futures_util::TryStreamExt;
use mongodb::bson::{Bson, DateTime, Document, doc, oid::ObjectId, to_bson};
use shop_core::{OrderState, OrderStatus, PaymentStatus};

/// A checkout payment's move from one status to another, with what the provider said.
pub struct PaymentStep<'a> {
    pub from: PaymentStatus,
    pub to: PaymentStatus,
    /// The provider payment the verdict is about: the move happens only
    /// while no other payment of the checkout may still take the money.
    pub payment_id: Option<&'a str>,
    /// The provider's transaction id, once `payment_id` took the money.
    pub trx_id: Option<&'a str>,
    /// The card or wallet that paid, when the provider said.
    pub instrument: Option<&'a crate::documents::checkout::Instrument>,
    pub reason: Option<&'a str>,
    /// Whether its orders give their units back (a lapse): then only once,
    /// and never while the money may still be taken.
    pub release_stock: bool,
    /// When the payment job looks at the checkout next (none: nothing left to do).
    pub due_at: Option<DateTime>,
}

impl OrderRepository {
    /// A checkout; with `owner`, only if that customer placed it.
    pub async fn checkout_of(
        &self,
        id: ObjectId,
        owner: Option<ObjectId>,
    ) -> Result<Option<CheckoutDocument>, RepositoryError> {
        let mut filter = doc! { "_id": id };
        if let Some(owner) = owner {
            filter.insert("customer_id", owner);
        }
        Ok(self.checkouts.find_one(filter).await?)
    }

    /// The orders a checkout placed, in the order of its lines.
    pub async fn orders_of(&self, checkout: &CheckoutDocument) -> Result<Vec<OrderDocument>, RepositoryError> {
        let mut orders: Vec<OrderDocument> = self
            .orders
            .find(doc! { "_id": { "$in": &checkout.order_ids } })
            .await?
            .try_collect()
            .await?;
        orders.sort_by_key(|o| checkout.order_ids.iter().position(|id| *id == o.id));
        Ok(orders)
    }

    /// Moves a checkout's payment in `tx`, only if it is still `step.from`
    /// (and, for a lapse, its stock was not given back yet): the checkout
    /// as it was, or `None` when it had already moved.
    pub async fn move_payment_in(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        step: &PaymentStep<'_>,
        now: DateTime,
    ) -> Result<Option<CheckoutDocument>, RepositoryError> {
        let mut filter = doc! { "_id": id, "payment.status": payment_status(step.from) };
        let mut set = doc! {
            "payment.status": payment_status(step.to),
            "payment.settling_until": Bson::Null,
            "payment.executing": Bson::Null,
            "payment.failed_checks": 0,
            "payment.problem": Bson::Null,
        };
        // Any move ends a review: accepted (paid) or refused.
        let mut unset = doc! { "payment.review": "" };
        due_update(&mut set, &mut unset, step.due_at);
        if step.release_stock {
            // Never while an instance may be taking the money, nor while
            // the provider may still take it.
            filter.insert("payment.settling_until", not_settling(now));
            filter.insert("payment.executing", Bson::Null);
            filter.insert("payment.stock_released", doc! { "$ne": true });
            set.insert("payment.stock_released", true);
        }
        if let Some(payment_id) = step.payment_id {
            // Not while the provider may still take the money of another payment.
            filter.insert("payment.executing", doc! { "$in": [Bson::Null, payment_id] });
            if let Some(trx_id) = step.trx_id {
                set.insert("payment.trx_id", trx_id);
                set.insert("payment.paid_with", payment_id);
                if let Some(instrument) = step.instrument {
                    set.insert(
                        "payment.instrument",
                        doc! { "name": &instrument.name, "account": &instrument.account },
                    );
                }
            }
        }
        if let Some(reason) = step.reason {
            set.insert("payment.reason", reason);
        }
        let mut update = doc! { "$set": set };
        update.insert("$unset", unset);
        // Read, then written by its `_id`, in `tx`: a checkout moved by
        // another transaction between the two is a write conflict, and the
        // move runs again. (One `findAndModify` would do on MongoDB; the
        // local wire server answers it by going through every checkout.)
        let Some(before) = self.checkouts.find_one(filter.clone()).session(tx.session()).await? else {
            return Ok(None);
        };
        // The same conditions again: the write holds only on the checkout as read.
        let moved = self.checkouts.update_one(filter, update).session(tx.session()).await?;
        Ok((moved.matched_count == 1).then_some(before))
    }

    /// Checkouts whose advance was paid and is still open.
    pub async fn paid_advances(&self, limit: i64) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        let filter = doc! { "advance.open": true, "payment.status": payment_status(PaymentStatus::Paid) };
        Ok(self.checkouts.find(filter).limit(limit).await?.try_collect().await?)
    }

    /// Closes checkout `id`'s advance in `tx`; `false` when it was closed already (or none was asked).
    pub async fn close_advance_in(&self, tx: &mut Tx, id: ObjectId, at: DateTime) -> Result<bool, RepositoryError> {
        let closed = self
            .checkouts
            .update_one(
                doc! { "_id": id, "advance.open": true },
                doc! { "$set": { "advance.closed_at": at }, "$unset": { "advance.open": "" } },
            )
            .session(tx.session())
            .await?;
        Ok(closed.modified_count == 1)
    }

    /// The orders a checkout placed, read in `tx`.
    pub async fn orders_of_in(
        &self,
        tx: &mut Tx,
        checkout: &CheckoutDocument,
    ) -> Result<Vec<OrderDocument>, RepositoryError> {
        let session = tx.session();
        Ok(self
            .orders
            .find(doc! { "_id": { "$in": &checkout.order_ids } })
            .session(&mut *session)
            .await?
            .stream(&mut *session)
            .try_collect()
            .await?)
    }

    /// Sets an order's state to `next` in `tx`, with a step in its timeline
    /// when its status changes.
    pub async fn set_state_in(
        &self,
        tx: &mut Tx,
        order: &OrderDocument,
        next: OrderState,
        now: DateTime,
    ) -> Result<(), RepositoryError> {
        self.orders
            .update_one(doc! { "_id": order.id }, order_update(order, next, now))
            .session(tx.session())
            .await?;
        Ok(())
    }

    /// Counts the moves of orders (each to its status) in the dashboard's tallies, in `tx`.
    pub async fn tally_moves_in(
        &self,
        tx: &mut Tx,
        moves: &[(&OrderDocument, OrderStatus)],
    ) -> Result<(), RepositoryError> {
        let mut tally = TallyChange::default();
        moves.iter().for_each(|(order, to)| tally.moved(order, *to));
        tally.write(&self.tallies, tx.session()).await?;
        Ok(())
    }
}

/// The update that moves one order to `next`, with a step in its timeline
/// when its status changes.
fn order_update(order: &OrderDocument, next: OrderState, now: DateTime) -> Document {
    let mut update = doc! {
        "$set": {
            "order_status_type": status_bson(next.order),
            "payment_status": payment_status(next.payment),
            "updatedAt": now,
        }
    };
    if next.order != order.order_status_type {
        let step = to_bson(&StatusChange {
            status: next.order,
            at: now,
        })
        .unwrap_or_default();
        update.insert("$push", doc! { "status_history": step });
    }
    update
}
