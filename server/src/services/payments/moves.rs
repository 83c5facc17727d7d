//! A checkout payment's move and each of its orders' in one transaction:
//! the payment moves only from the status it was read in, each order moves
//! by the core's rule, a lapse gives the units back (telling the customers
//! waiting for them) with the coupon use, and the e-mails are queued.
//! Every move is conditional on the state it moves from, so two instances
//! (or a callback racing the expiry job) never apply one twice.

use crate::{
    documents::order::OrderDocument,
    repository::{Decided, PaymentStep, Repositories, RepositoryError, Tx},
    services::{order_mail::OrderMails, restock},
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::OrderState;

/// How each order of a checkout moves (the core's rule); an order it refuses stays as it is.
pub type MoveOrder = dyn Fn(OrderState) -> Result<OrderState, shop_core::Error> + Sync;

/// A payment's move with what it does to its orders.
pub struct PaymentChange<'a> {
    pub step: PaymentStep<'a>,
    pub orders: &'a MoveOrder,
    /// The e-mails the moved orders send.
    pub mails: &'a OrderMails<'a>,
    /// Where the e-mails of customers waiting for stock a lapse gives back link to.
    pub public_url: &'a str,
}

/// Moves checkout `id`'s payment and its orders: the orders as they are
/// now, or `None` when the checkout had already moved.
pub async fn change_payment(
    repositories: &Repositories,
    id: ObjectId,
    change: &PaymentChange<'_>,
    now: DateTime,
) -> Result<Option<Vec<OrderDocument>>, RepositoryError> {
    let moved = repositories
        .transaction(|mut tx| async move {
            let moved = move_in(repositories, &mut tx, id, change, now).await;
            (tx, moved)
        })
        .await?;
    Ok(moved.ok())
}

/// The checkout's payment had moved before this change: nothing is written.
struct MovedBefore;

async fn move_in(
    repositories: &Repositories,
    tx: &mut Tx,
    id: ObjectId,
    change: &PaymentChange<'_>,
    now: DateTime,
) -> Decided<Vec<OrderDocument>, MovedBefore> {
    let orders = &repositories.orders;
    let Some(checkout) = orders.move_payment_in(tx, id, &change.step, now).await? else {
        return Ok(Err(MovedBefore));
    };
    let mut placed = orders.orders_of_in(tx, &checkout).await?;
    placed.sort_by_key(|o| checkout.order_ids.iter().position(|id| *id == o.id));
    let mut moves = Vec::with_capacity(placed.len());
    for order in &placed {
        let Ok(next) = (change.orders)(order.state()) else {
            continue;
        };
        orders.set_state_in(tx, order, next, now).await?;
        if change.step.release_stock && next.order != order.order_status_type && next.order.returns_stock() {
            restock::give_back(repositories, tx, &order.product, order.quantity, now, change.public_url).await?;
        }
        moves.push((order, next));
    }
    let tallied: Vec<(&OrderDocument, shop_core::OrderStatus)> =
        moves.iter().map(|(o, next)| (*o, next.order)).collect();
    orders.tally_moves_in(tx, &tallied).await?;
    if change.step.release_stock {
        // Never paid: its coupon use comes back with its stock.
        orders.give_coupon_back(tx, &checkout).await?;
    }
    let updated: Vec<OrderDocument> = placed
        .iter()
        .map(|order| match moves.iter().find(|(moved, _)| moved.id == order.id) {
            Some((_, next)) => OrderDocument {
                order_status_type: next.order,
                payment_status: next.payment,
                updated_at: now,
                ..order.clone()
            },
            None => order.clone(),
        })
        .collect();
    for message in (change.mails)(&updated) {
        repositories.outbox.enqueue_in(tx, &message).await?;
    }
    Ok(Ok(updated))
}
