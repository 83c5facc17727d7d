//! A checkout's payment: the provider payment the shopper is sent to, the
//! provider's verdict, and the lapse of an unpaid checkout that gives its
//! stock back. Every move is conditional on the state it moves from, so two
//! instances (or a callback racing the expiry job) never apply one twice.

use super::{OrderMails, OrderRepository, abort, queue, status_bson};
use crate::{
    documents::{
        checkout::{CheckoutDocument, ProviderPayment},
        order::{OrderDocument, StatusChange},
    },
    repository::{BackInStockMails, RepositoryError, retry_transient},
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
    pub trx_id: Option<&'a str>,
    pub reason: Option<&'a str>,
    /// Each order's move; an order it refuses stays as it is.
    pub orders: &'a MoveOrder,
    /// Whether orders moved to cancelled give their units back (a lapse).
    pub release_stock: bool,
    /// The e-mails the moved orders send.
    pub mails: &'a OrderMails<'a>,
    /// The e-mails of customers waiting for stock a lapse gives back.
    pub restocked: &'a BackInStockMails<'a>,
}

fn payment_status(status: PaymentStatus) -> Bson {
    to_bson(&status).unwrap_or_default()
}

/// Matches a checkout no instance is taking the money of at `now`.
fn not_settling(now: DateTime) -> Bson {
    Bson::Array(vec![
        doc! { "payment.settling_until": Bson::Null }.into(),
        doc! { "payment.settling_until": { "$lte": now } }.into(),
    ])
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

    /// The checkout whose current provider payment is `payment_id`.
    pub async fn checkout_by_provider_payment(
        &self,
        payment_id: &str,
    ) -> Result<Option<CheckoutDocument>, RepositoryError> {
        Ok(self
            .checkouts
            .find_one(doc! { "payment.provider.payment_id": payment_id })
            .await?)
    }

    /// Records the provider payment the shopper is sent to, if the checkout
    /// still awaits its money and its deadline has not passed.
    pub async fn attach_provider_payment(
        &self,
        id: ObjectId,
        provider: &ProviderPayment,
        now: DateTime,
    ) -> Result<bool, RepositoryError> {
        let provider = doc! {
            "payment_id": &provider.payment_id,
            "redirect_url": &provider.redirect_url,
            "created_at": provider.created_at,
        };
        let changed = self
            .checkouts
            .update_one(
                doc! {
                    "_id": id,
                    "payment.status": payment_status(PaymentStatus::AwaitingPayment),
                    "payment.deadline": { "$gt": now },
                },
                doc! { "$set": { "payment.provider": provider, "payment.checked_at": now } },
            )
            .await?;
        Ok(changed.modified_count == 1)
    }

    /// Claims the right to ask the provider to take a checkout's money until
    /// `until`. Refused when the checkout no longer awaits it, its deadline
    /// passed, or another instance holds the claim.
    pub async fn claim_settling(&self, id: ObjectId, now: DateTime, until: DateTime) -> Result<bool, RepositoryError> {
        let changed = self
            .checkouts
            .update_one(
                doc! {
                    "_id": id,
                    "payment.status": payment_status(PaymentStatus::AwaitingPayment),
                    "payment.deadline": { "$gt": now },
                    "$or": not_settling(now),
                },
                doc! { "$set": { "payment.settling_until": until, "payment.checked_at": now } },
            )
            .await?;
        Ok(changed.modified_count == 1)
    }

    /// Ends a claim that decided nothing (the shopper has not paid yet).
    pub async fn release_settling(&self, id: ObjectId) -> Result<(), RepositoryError> {
        self.checkouts
            .update_one(
                doc! { "_id": id },
                doc! { "$set": { "payment.settling_until": Bson::Null } },
            )
            .await?;
        Ok(())
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
        let mut set = doc! { "payment.status": payment_status(change.to), "payment.settling_until": Bson::Null };
        if change.release_stock {
            // Never while an instance may be taking the money.
            filter.insert("$or", not_settling(now));
            filter.insert("payment.stock_released", doc! { "$ne": true });
            set.insert("payment.stock_released", true);
        }
        if let Some(trx_id) = change.trx_id {
            set.insert("payment.trx_id", trx_id);
        }
        if let Some(reason) = change.reason {
            set.insert("payment.reason", reason);
        }
        let moved = self
            .checkouts
            .find_one_and_update(filter, doc! { "$set": set })
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
        for order in orders {
            let Ok(next) = (change.orders)(order.state()) else {
                updated.push(order);
                continue;
            };
            let update = order_update(&order, next, now);
            self.orders
                .update_one(doc! { "_id": order.id }, update)
                .session(&mut session)
                .await?;
            if change.release_stock && next.order != order.order_status_type && next.order.returns_stock() {
                self.alerts
                    .return_stock(&mut session, order.product.id, order.quantity, now, change.restocked)
                    .await?;
            }
            updated.push(OrderDocument {
                order_status_type: next.order,
                payment_status: next.payment,
                updated_at: now,
                ..order
            });
        }
        queue(&self.outbox, &mut session, (change.mails)(&updated)).await?;
        session.commit_transaction().await?;
        Ok(Some(updated))
    }

    /// Checkouts whose payment deadline passed while unpaid (or failed), with
    /// no instance asking the provider about them right now.
    pub async fn due_to_lapse(&self, now: DateTime, limit: i64) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        let unpaid: Vec<Bson> = PaymentStatus::ALL
            .into_iter()
            .filter(|s| s.lapses_at_deadline())
            .map(payment_status)
            .collect();
        Ok(self
            .checkouts
            .find(doc! {
                "payment.status": { "$in": unpaid },
                "payment.deadline": { "$lte": now },
                "payment.stock_released": { "$ne": true },
                "$or": not_settling(now),
            })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// Checkouts awaiting a provider payment created before `created_before`
    /// and not asked about since `checked_before`: their callback may be lost.
    pub async fn due_to_check(
        &self,
        created_before: DateTime,
        checked_before: DateTime,
        limit: i64,
    ) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        Ok(self
            .checkouts
            .find(doc! {
                "payment.status": payment_status(PaymentStatus::AwaitingPayment),
                "payment.provider.created_at": { "$lte": created_before },
                "payment.checked_at": { "$lte": checked_before },
            })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
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
