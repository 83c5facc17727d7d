//! Moving an order along its lifecycle (an admin, or a customer cancelling),
//! with the e-mail that tells the customer.

use crate::texts;
use crate::{
    documents::order::OrderDocument,
    failure::Failure,
    repository::{Decided, Repositories, Tx},
    services::{
        order_mail::{self, OrderMails},
        payments::PaymentDesk,
        restock,
    },
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{OrderStatus, Text};

/// Why a status change did nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StatusRefusal {
    NotFound,
    Invalid(shop_core::Error),
    /// This IMEI is recorded on another live order.
    ImeiTaken(String),
}

/// An order's move: which order (with `owner`, only that customer's), to
/// what, and the IMEIs of each phone when it ships.
pub struct StatusMove<'a> {
    pub id: ObjectId,
    pub owner: Option<ObjectId>,
    pub to: OrderStatus,
    pub handsets: &'a [Vec<String>],
}

/// Order `id` (of customer `owner`, unless an admin asks) with its checkout,
/// whose advance the order's page shows.
pub async fn details(
    repositories: &Repositories,
    id: ObjectId,
    owner: Option<ObjectId>,
) -> Result<(OrderDocument, Option<crate::documents::checkout::CheckoutDocument>), Failure> {
    let order = repositories
        .orders
        .find(id, owner)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let checkout = repositories.orders.checkout_of(order.checkout_id, None).await?;
    Ok((order, checkout))
}

/// Moves order `id` (with `owner`, only that customer's) to `to`; shipped,
/// delivered and cancelled orders queue their e-mail in the same transaction.
/// Shipping records the IMEIs of each phone (`handsets`), checked by the
/// core; an IMEI on another live order is a conflict.
pub async fn change_status(
    repositories: &Repositories,
    desk: &PaymentDesk,
    id: ObjectId,
    owner: Option<ObjectId>,
    to: OrderStatus,
    handsets: &[Vec<String>],
) -> Result<OrderDocument, Failure> {
    let order = repositories
        .orders
        .find(id, owner)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let handsets = shipped_handsets(&order, to, handsets)?;
    if to == OrderStatus::Shipped {
        // Shipped by hand as by a courier: not before an advance asked is paid.
        let checkout = repositories.orders.checkout_of(order.checkout_id, None).await?;
        if checkout.is_some_and(|c| c.advance.is_some() && c.advance_paid().is_none()) {
            return Err(Failure::Conflict(texts::shipping::ADVANCE_UNPAID.into()));
        }
    }
    let told = order_mail::told(repositories, order.customer_id, &desk.settings().public_url).await?;
    let mails = |orders: &[OrderDocument]| told.of_moves(orders);
    let change = StatusMove {
        id,
        owner,
        to,
        handsets: &handsets,
    };
    match apply(repositories, &change, &mails, &desk.settings().public_url)
        .await
        .map_err(Failure::duplicate_means(texts::orders::IMEI_TAKEN_MEANWHILE))?
    {
        Ok(order) => Ok(order),
        Err(StatusRefusal::NotFound) => Err(Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into())),
        Err(StatusRefusal::Invalid(error)) => Err(Failure::Conflict(error.text())),
        Err(StatusRefusal::ImeiTaken(imei)) => Err(Failure::Conflict(
            Text::new(texts::orders::IMEI_TAKEN).name("imei", imei),
        )),
    }
}

/// Moves an order along the core's lifecycle in one transaction: shipping
/// claims its IMEIs (one on another live order refuses the move), a
/// cancellation gives its units back (telling the customers waiting for
/// them, with links under `public_url`) and, with its checkout's last
/// order, its coupon use; the order's e-mails (`mails`) are queued with it.
pub async fn apply(
    repositories: &Repositories,
    change: &StatusMove<'_>,
    mails: &OrderMails<'_>,
    public_url: &str,
) -> Decided<OrderDocument, StatusRefusal> {
    repositories
        .transaction(|mut tx| async move {
            let moved = move_in(repositories, &mut tx, change, mails, public_url).await;
            (tx, moved)
        })
        .await
}

pub(crate) async fn move_in(
    repositories: &Repositories,
    tx: &mut Tx,
    change: &StatusMove<'_>,
    mails: &OrderMails<'_>,
    public_url: &str,
) -> Decided<OrderDocument, StatusRefusal> {
    let orders = &repositories.orders;
    let Some(order) = orders.find_in(tx, change.id, change.owner).await? else {
        return Ok(Err(StatusRefusal::NotFound));
    };
    let next = match order.state().move_to(change.to) {
        Ok(next) => next,
        Err(error) => return Ok(Err(StatusRefusal::Invalid(error))),
    };
    let now = DateTime::now();
    let imeis: Vec<&String> = change.handsets.iter().flatten().collect();
    if !imeis.is_empty() {
        if let Some(taken) = orders.imei_elsewhere(tx, order.id, &imeis).await? {
            return Ok(Err(StatusRefusal::ImeiTaken(taken)));
        }
        orders.claim_imeis(tx, order.id, &imeis, now).await?;
    }
    let Some(updated) = orders.move_in(tx, &order, next, change.handsets, now).await? else {
        return Ok(Err(StatusRefusal::NotFound));
    };
    if change.to.returns_stock() {
        restock::give_back(repositories, tx, &order.product, order.quantity, now, public_url).await?;
    }
    if change.to == OrderStatus::Cancelled
        && let Some(checkout) = orders.count_cancelled(tx, order.checkout_id).await?
        // All of its orders are (none shipped: a shipped order is never cancelled).
        && usize::try_from(checkout.orders_cancelled).unwrap_or(0) >= checkout.order_ids.len()
    {
        orders.give_coupon_back(tx, &checkout).await?;
    }
    for message in mails(std::slice::from_ref(&updated)) {
        repositories.outbox.enqueue_in(tx, &message).await?;
    }
    Ok(Ok(updated))
}

/// The IMEIs an order ships with, as the core reads them: one list per
/// phone of the order, only when it ships.
pub(crate) fn shipped_handsets(
    order: &OrderDocument,
    to: OrderStatus,
    typed: &[Vec<String>],
) -> Result<Vec<Vec<String>>, Failure> {
    if to != OrderStatus::Shipped {
        return if typed.is_empty() {
            Ok(Vec::new())
        } else {
            Err(Failure::Refused(texts::orders::IMEIS_WHEN_SHIPPING.into()))
        };
    }
    let quantity = u32::try_from(order.quantity).unwrap_or(0);
    let phones = typed.iter().map(|phone| phone.iter().map(String::as_str));
    let shipped = shop_core::imei::shipment(phones, quantity).map_err(|e| Failure::Refused(e.text()))?;
    Ok(shipped
        .into_iter()
        .map(|phone| phone.into_iter().map(String::from).collect())
        .collect())
}
