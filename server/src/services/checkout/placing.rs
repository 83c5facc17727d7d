//! Placing a cart as orders in one transaction that this use case opens:
//! stock is taken only where enough is left, `sold` grows, the cart empties,
//! the dashboard's tallies grow and an idempotency record is written, or
//! nothing happens. The repositories read and write; every decision
//! (pricing, coupon, holds, the total shown) is made here, with the core.

use super::{
    pricing::{self, Stored},
    request::{CheckoutOutcome, CheckoutRefusal, CheckoutRequest},
    turns::{PATIENCE, Turns},
};
use crate::{
    documents::{
        cart::CartItemDocument,
        checkout::{CheckoutDocument, PaymentRecord},
        coupon::{AppliedCoupon, CouponDocument},
        order::OrderDocument,
        outbox::OutboxMessage,
    },
    failure::Failure,
    repository::{Decided, Repositories, RepositoryError, Tx},
    services::coupons,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Charges, Money, PaymentStatus, cart,
    coupon::CouponError,
    payment::{self, HeldBy, HoldError, HoldLimits},
};
use std::sync::Arc;

/// Checkouts from one address placed side by side at most this close to its
/// limit (in checkouts, or in units as many times this checkout's); nearer,
/// each writes the address's hold document, so parallel ones meet.
const NEAR_THE_LIMIT: u32 = 10;

/// Places the customer's cart as orders, all or nothing, queueing the
/// e-mails `mails` writes for them in the same transaction. A try with the
/// key of a checkout placed before gets that checkout's orders. Checkouts
/// of the same variants on this instance take `turns`.
#[tracing::instrument(skip_all, fields(customer = %request.customer_id))]
pub async fn place_request(
    repositories: &Repositories,
    turns: &Arc<Turns>,
    request: &CheckoutRequest,
    limits: &HoldLimits,
    mails: &(dyn Fn(&[OrderDocument]) -> Vec<OutboxMessage> + Sync),
) -> Result<Result<CheckoutOutcome, CheckoutRefusal>, Failure> {
    let _turn = turns
        .wait_for(turn_keys(repositories, request.customer_id).await, PATIENCE)
        .await;
    let placed = repositories
        .transaction(|mut tx| async move {
            let placed = place_cart(repositories, &mut tx, request, limits, mails).await;
            (tx, placed)
        })
        .await;
    match placed {
        Ok(Ok(orders)) => Ok(Ok(CheckoutOutcome::Placed(orders))),
        // The cart of a checkout placed before is gone (or holds other
        // things now): a retry is told what it placed, not what is refused.
        Ok(Err(refusal)) => Ok(replay(repositories, request)
            .await?
            .map(CheckoutOutcome::Replayed)
            .ok_or(refusal)),
        // The key's record exists: placed before, or by a concurrent try that committed first.
        Err(RepositoryError::Duplicate) if request.key.is_some() => Ok(match replay(repositories, request).await? {
            Some(orders) => Ok(CheckoutOutcome::Replayed(orders)),
            None => Err(CheckoutRefusal::KeyInProgress),
        }),
        Err(error) => Err(error.into()),
    }
}

/// What a checkout of the customer's cart takes turns for: the variants its
/// lines sell (a product sold as itself is its own variant). Without them, it
/// takes no turn and goes ahead: the turns only order checkouts.
async fn turn_keys(repositories: &Repositories, customer_id: ObjectId) -> Vec<ObjectId> {
    match repositories.cart.for_customer(customer_id).await {
        Ok(lines) => lines.iter().map(CartItemDocument::stock_id).collect(),
        Err(error) => {
            tracing::warn!(%error, "a checkout goes ahead without its turn");
            Vec::new()
        }
    }
}

async fn replay(repositories: &Repositories, request: &CheckoutRequest) -> Result<Option<Vec<OrderDocument>>, Failure> {
    let Some(key) = &request.key else { return Ok(None) };
    Ok(repositories.orders.placed_with_key(request.customer_id, key).await?)
}

/// One run of the checkout's transaction.
async fn place_cart(
    repositories: &Repositories,
    tx: &mut Tx,
    request: &CheckoutRequest,
    limits: &HoldLimits,
    mails: &(dyn Fn(&[OrderDocument]) -> Vec<OutboxMessage> + Sync),
) -> Decided<Vec<OrderDocument>, CheckoutRefusal> {
    let lines = repositories.cart.oldest_first_in(tx, request.customer_id).await?;
    if lines.is_empty() {
        return Ok(Err(CheckoutRefusal::EmptyCart));
    }
    let stored = Stored::from(repositories.stock.sold_by(tx, &lines).await?);
    let (now, checkout_id) = (DateTime::now(), ObjectId::new());
    let mut orders = match pricing::orders(&stored, &lines, request, checkout_id, now) {
        Ok(orders) => orders,
        Err(refusal) => return Ok(Err(refusal)),
    };
    // What the shopper pays: the lines and one delivery fee for the
    // address's zone, as the core charges it and the summary showed it,
    // less the coupon.
    let charges = match Money::checked_sum(orders.iter().map(|o| Money::from_poisha(o.total)))
        .and_then(|subtotal| Charges::new(subtotal, request.zone))
    {
        Ok(charges) => charges,
        Err(error) => return Ok(Err(CheckoutRefusal::Broken(error.to_string()))),
    };
    let applied = match apply_coupon(repositories, tx, request, &mut orders, charges.delivery_fee, now).await? {
        Ok(applied) => applied,
        Err(error) => return Ok(Err(CheckoutRefusal::Coupon(error))),
    };
    if let Err(refusal) = check_holds(repositories, tx, request, limits, &orders).await? {
        return Ok(Err(CheckoutRefusal::Hold(refusal)));
    }
    let (goods_off, delivery_off) = applied.as_ref().map_or((0, 0), |(a, _)| (a.goods_off, a.delivery_off));
    let total = Money::from_poisha(charges.total.poisha() - goods_off - delivery_off);
    if request.expected_total.is_some_and(|expected| expected != total) {
        return Ok(Err(CheckoutRefusal::TotalChanged { total }));
    }
    // Nothing owed (a coupon took off everything) is paid at once.
    let status = PaymentStatus::at_checkout(request.payment, total);
    for order in &mut orders {
        order.delivery_zone = Some(request.zone);
        order.delivery_fee = charges.delivery_fee.poisha() - delivery_off;
        order.checkout_total = total.poisha();
        order.payment_status = status;
    }
    // The key's record first: a try whose key was used before fails here
    // (a duplicate key), before it writes anything else.
    let record = CheckoutDocument {
        fee_invoiced_by: None,
        advance: None,
        id: checkout_id,
        customer_id: request.customer_id,
        key: request.key.clone().unwrap_or_else(|| checkout_id.to_hex()),
        order_ids: orders.iter().map(|o| o.id).collect(),
        total: total.poisha(),
        subtotal: charges.subtotal.poisha(),
        delivery_fee: charges.delivery_fee.poisha(),
        delivery_zone: Some(request.zone),
        coupon: applied.as_ref().map(|(a, _)| a.clone()),
        fee_refunded_by: None,
        payment: Some(PaymentRecord::placed(
            request.payment,
            status,
            status.is_awaiting().then_some(request.payment_deadline),
        )),
        placed_from: request.placed_from.clone(),
        orders_cancelled: 0,
        coupon_given_back: false,
        created_at: now,
    };
    repositories.orders.insert_checkout(tx, &record).await?;
    if let Some((_, coupon)) = &applied
        && let Err(error) = coupons::count_use(repositories, tx, coupon, request.customer_id).await?
    {
        return Ok(Err(CheckoutRefusal::Coupon(error)));
    }
    repositories.orders.insert_placed(tx, &orders).await?;
    let line_ids: Vec<ObjectId> = lines.iter().map(|l| l.id).collect();
    repositories.cart.remove_in(tx, request.customer_id, &line_ids).await?;
    for message in mails(&orders) {
        repositories.outbox.enqueue_in(tx, &message).await?;
    }
    // Stock last: a variant many are buying is held by this transaction
    // only from here to the commit, so its buyers contend the least.
    if repositories.stock.take(tx, &lines, now).await? == lines.len() {
        return Ok(Ok(orders));
    }
    for line in &lines {
        let available = repositories.stock.units_left(tx, line).await?;
        if !cart::can_fill(line.quantity, available) {
            return Ok(Err(CheckoutRefusal::OutOfStock {
                title: line.title.clone(),
                available,
            }));
        }
    }
    Ok(Err(CheckoutRefusal::Broken(
        "stock was not taken, though every line has enough".into(),
    )))
}

/// The request's coupon taken off `orders` by the core, with the customer's
/// uses of it so far; `None` without a coupon.
async fn apply_coupon(
    repositories: &Repositories,
    tx: &mut Tx,
    request: &CheckoutRequest,
    orders: &mut [OrderDocument],
    delivery_fee: Money,
    now: DateTime,
) -> Decided<Option<(AppliedCoupon, CouponDocument)>, CouponError> {
    let Some(coupon_id) = request.coupon else {
        return Ok(Ok(None));
    };
    let Some((coupon, uses)) = repositories.coupons.read_in(tx, coupon_id, request.customer_id).await? else {
        return Ok(Err(CouponError::Unknown));
    };
    Ok(coupons::apply(&coupon, uses, delivery_fee, now, orders).map(|off| {
        let applied = AppliedCoupon {
            coupon_id,
            code: coupon.code.clone(),
            goods_off: off.goods.poisha(),
            delivery_off: off.delivery.poisha(),
        };
        Some((applied, coupon))
    }))
}

/// Whether the priced orders may hold their stock, given what the account
/// and its client address hold already. Counted in the transaction: a
/// parallel checkout of the account (which empties the same cart) or, near
/// its limit, of the address (which writes its hold document) makes this
/// one run again and count it.
async fn check_holds(
    repositories: &Repositories,
    tx: &mut Tx,
    request: &CheckoutRequest,
    limits: &HoldLimits,
    orders: &[OrderDocument],
) -> Decided<(), HoldError> {
    let placed_from = request.placed_from.as_deref();
    let held = repositories
        .orders
        .held_by(tx, request.customer_id, placed_from)
        .await?;
    let placing = orders.iter().fold(0_u32, |sum, o| {
        sum.saturating_add(u32::try_from(o.quantity).unwrap_or(u32::MAX))
    });
    if let Some(address) = placed_from
        && near_the_limit(held, limits, placing)
    {
        repositories.orders.meet_at_address(tx, address).await?;
    }
    Ok(payment::check_hold(limits, held, &pricing::units_per_phone(orders)))
}

/// Whether an address's checkouts are close enough to its limits that
/// parallel ones must meet rather than run side by side.
fn near_the_limit(held: HeldBy, limits: &HoldLimits, placing: u32) -> bool {
    held.address.checkouts.saturating_add(NEAR_THE_LIMIT) >= limits.checkouts_per_address
        || held
            .address
            .units
            .saturating_add(placing.saturating_mul(NEAR_THE_LIMIT))
            >= limits.units_per_address
}
