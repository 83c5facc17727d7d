//! A checkout's payment: the provider payment the shopper is sent to, the
//! provider's verdict, and the lapse of an unpaid checkout that gives its
//! stock back. Every move is conditional on the state it moves from, so two
//! instances (or a callback racing the expiry job) never apply one twice.

use super::{
    OrderMails, OrderRepository, abort, payment_status, queue,
    settling::{due_update, not_settling},
    status_bson,
};
use crate::{
    documents::{
        checkout::CheckoutDocument,
        order::{OrderDocument, StatusChange},
    },
    repository::{BackInStockMails, RepositoryError, order_tallies::TallyChange, retry_transient},
};
use futures_util::TryStreamExt;
use mongodb::bson::{Bson, DateTime, Document, doc, oid::ObjectId, to_bson};
use shop_core::{OrderState, PaymentStatus};

/// How the service moves each order of a checkout (the core's rule).
pub type MoveOrder = dyn Fn(OrderState) -> Result<OrderState, shop_core::Error> + Sync;

/// A checkout payment's move from one status to another, with what the provider said.
pub struct PaymentChange<'a> {
    pub from: PaymentStatus,
    pub to: PaymentStatus,
    /// The provider payment the verdict is about: the move happens only
    /// while no other payment of the checkout may still take the money.
    pub payment_id: Option<&'a str>,
    /// The provider's transaction id, once `payment_id` took the money.
    pub trx_id: Option<&'a str>,
    pub reason: Option<&'a str>,
    /// Each order's move; an order it refuses stays as it is.
    pub orders: &'a MoveOrder,
    /// Whether orders moved to cancelled give their units back (a lapse).
    pub release_stock: bool,
    /// When the payment job looks at the checkout next (none: nothing left to do).
    pub due_at: Option<DateTime>,
    /// The e-mails the moved orders send.
    pub mails: &'a OrderMails<'a>,
    /// The e-mails of customers waiting for stock a lapse gives back.
    pub restocked: &'a BackInStockMails<'a>,
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

    /// Moves a checkout's payment and each of its orders in one transaction,
    /// only if the payment is still `change.from` (and, for a lapse, its stock
    /// was not given back yet). Answers the orders as they are now, or `None`
    /// when the checkout had already moved.
    pub async fn change_payment(
        &self,
        id: ObjectId,
        change: &PaymentChange<'_>,
        now: DateTime,
    ) -> Result<Option<Vec<OrderDocument>>, RepositoryError> {
        retry_transient(|| self.change_payment_once(id, change, now)).await
    }

    async fn change_payment_once(
        &self,
        id: ObjectId,
        change: &PaymentChange<'_>,
        now: DateTime,
    ) -> Result<Option<Vec<OrderDocument>>, mongodb::error::Error> {
        let mut session = self.client.start_session().await?;
        session.start_transaction().await?;
        let mut filter = doc! { "_id": id, "payment.status": payment_status(change.from) };
        let mut set = doc! {
            "payment.status": payment_status(change.to),
            "payment.settling_until": Bson::Null,
            "payment.executing": Bson::Null,
            "payment.failed_checks": 0,
            "payment.problem": Bson::Null,
        };
        let mut unset = Document::new();
        due_update(&mut set, &mut unset, change.due_at);
        if change.release_stock {
            // Never while an instance may be taking the money, nor while
            // the provider may still take it.
            filter.insert("$or", not_settling(now));
            filter.insert("payment.executing", Bson::Null);
            filter.insert("payment.stock_released", doc! { "$ne": true });
            set.insert("payment.stock_released", true);
        }
        if let Some(payment_id) = change.payment_id {
            // Not while the provider may still take the money of another payment.
            filter.insert("payment.executing", doc! { "$in": [Bson::Null, payment_id] });
            if let Some(trx_id) = change.trx_id {
                set.insert("payment.trx_id", trx_id);
                set.insert("payment.paid_with", payment_id);
            }
        }
        if let Some(reason) = change.reason {
            set.insert("payment.reason", reason);
        }
        let mut update = doc! { "$set": set };
        if !unset.is_empty() {
            update.insert("$unset", unset);
        }
        let moved = self
            .checkouts
            .find_one_and_update(filter, update)
            .session(&mut session)
            .await?;
        let Some(checkout) = moved else {
            abort(&mut session).await?;
            return Ok(None);
        };
        let orders: Vec<OrderDocument> = self
            .orders
            .find(doc! { "_id": { "$in": &checkout.order_ids } })
            .session(&mut session)
            .await?
            .stream(&mut session)
            .try_collect()
            .await?;
        let mut updated = Vec::with_capacity(orders.len());
        let mut tally = TallyChange::default();
        for order in orders {
            let Ok(next) = (change.orders)(order.state()) else {
                updated.push(order);
                continue;
            };
            tally.moved(&order, next.order);
            let update = order_update(&order, next, now);
            self.orders
                .update_one(doc! { "_id": order.id }, update)
                .session(&mut session)
                .await?;
            if change.release_stock && next.order != order.order_status_type && next.order.returns_stock() {
                self.alerts
                    .return_stock(&mut session, &order.product, order.quantity, now, change.restocked)
                    .await?;
            }
            updated.push(OrderDocument {
                order_status_type: next.order,
                payment_status: next.payment,
                updated_at: now,
                ..order
            });
        }
        if change.release_stock {
            // Never paid: its coupon use comes back with its stock.
            self.give_coupon_back_in(&mut session, &checkout).await?;
        }
        tally.write(&self.tallies, &mut session).await?;
        queue(&self.outbox, &mut session, (change.mails)(&updated)).await?;
        session.commit_transaction().await?;
        Ok(Some(updated))
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
