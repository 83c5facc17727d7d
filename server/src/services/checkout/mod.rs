//! Checkout: the cart priced by the core, and placing it as orders.

mod placing;
mod pricing;
mod request;
mod turns;

pub use placing::place_request;
pub use request::{CheckoutOutcome, CheckoutRefusal, CheckoutRequest};
pub use turns::Turns;

use crate::texts;
use crate::{
    catalog_view::CatalogView,
    documents::{
        address::AddressDocument,
        order::{EmiChoice, OrderDocument, ShippingSnapshot},
    },
    failure::Failure,
    mail::OrderEvent,
    repository::Repositories,
    responses::cart::LineResponse,
    services::{cart, coupons, order_mail, payments::PaymentDesk},
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::Text;
use shop_core::coupon::CouponDiscount;
use shop_core::{CartLine, Charges, DeliveryZone, Money, PaymentMethod, cart as cart_rules, payment::EmiPlan};
use std::sync::Arc;

/// The cart as the summary shows it, priced by the core.
pub struct Summary {
    pub lines: Vec<LineResponse>,
    pub item_count: usize,
    pub subtotal: Money,
    /// The zone of the address the charges are for; `None` when the shopper has no address yet.
    pub zone: Option<DeliveryZone>,
    pub shipping: Money,
    /// The coupon entered and what it takes off.
    pub coupon: Option<(String, CouponDiscount)>,
    pub total: Money,
    /// Titles of lines the shop cannot fill right now.
    pub unavailable: Vec<String>,
}

/// The caller's cart, priced, with delivery to `address_id` (else to the
/// default address; no delivery fee while the shopper has no address), less
/// the coupon with code `coupon` (refused with the core's reason when it
/// cannot be used on this cart).
pub async fn summary(
    repositories: &Repositories,
    catalog: &CatalogView,
    customer_id: ObjectId,
    address_id: Option<ObjectId>,
    coupon: Option<&str>,
) -> Result<Summary, Failure> {
    let lines = cart::lines(repositories, catalog, customer_id).await?;
    let core_lines: Vec<CartLine> = lines
        .iter()
        .map(|l| CartLine {
            product_id: l.product_id.clone(),
            price: Money::from_poisha(l.price),
            quantity: u32::try_from(l.quantity.unwrap_or(0)).unwrap_or(0),
        })
        .collect();
    // Stored prices times stored quantities: an overflow is ours to fix, not the client's.
    let subtotal = cart_rules::subtotal(&core_lines).map_err(|e| Failure::internal("pricing a cart", e))?;
    let zone = delivery_address(repositories, customer_id, address_id)
        .await?
        .map(|address| DeliveryZone::of_city(&address.fields.city));
    let (shipping, total) = match zone {
        Some(zone) => {
            let charges = Charges::new(subtotal, zone).map_err(|e| Failure::internal("pricing a cart", e))?;
            (charges.delivery_fee, charges.total)
        }
        None => (Money::ZERO, subtotal),
    };
    let coupon = match coupon {
        Some(code) => {
            let goods: Vec<coupons::Goods<'_>> = lines
                .iter()
                .zip(&core_lines)
                .map(|(l, c)| {
                    Ok(coupons::Goods {
                        product_id: l.product_id.clone(),
                        brand: &l.brand,
                        amount: c.price.checked_mul(c.quantity)?,
                    })
                })
                .collect::<Result<_, shop_core::MoneyError>>()
                .map_err(|e| Failure::internal("pricing a cart", e))?;
            let found = coupons::by_code(repositories, code).await?;
            let uses = coupons::uses(repositories, &found, customer_id).await?;
            let (off, _) = coupons::discount(&found, uses, &goods, shipping, DateTime::now())
                .map_err(|e| Failure::Conflict(e.text()))?;
            Some((found.code, off))
        }
        None => None,
    };
    let off = coupon.as_ref().map_or(Ok(Money::ZERO), |(_, off)| off.total());
    let total = off
        .and_then(|off| total.checked_sub(off))
        .map_err(|e| Failure::internal("pricing a cart", e))?;
    let unavailable = lines
        .iter()
        .filter(|l| !cart_rules::can_fill(l.quantity.unwrap_or(0), l.stock))
        .map(|l| l.title.clone())
        .collect();
    Ok(Summary {
        item_count: cart_rules::item_count(&core_lines),
        zone,
        shipping,
        subtotal,
        coupon,
        total,
        unavailable,
        lines,
    })
}

/// The address a summary is priced for: the one asked for, else the default one.
async fn delivery_address(
    repositories: &Repositories,
    customer_id: ObjectId,
    address_id: Option<ObjectId>,
) -> Result<Option<AddressDocument>, Failure> {
    Ok(match address_id {
        Some(id) => Some(
            repositories
                .addresses
                .find_owned(id, customer_id)
                .await?
                .ok_or_else(|| Failure::NotFound(texts::addresses::NOT_SAVED.into()))?,
        ),
        None => repositories.addresses.default_for(customer_id).await?,
    })
}

/// What a shopper asks for at "Place order".
pub struct PlaceOrder {
    pub customer_id: ObjectId,
    pub address_id: ObjectId,
    pub payment: PaymentMethod,
    pub key: String,
    /// The total the shopper was shown.
    pub expected_total: Money,
    /// The client address (its rate-limit key), when known.
    pub placed_from: Option<String>,
    /// The coupon code the shopper entered.
    pub coupon: Option<String>,
    /// A card-EMI plan and tenure to pay a cash-on-delivery order with.
    pub emi: Option<(ObjectId, u32)>,
}

/// Orders placed by a checkout (or by an earlier try with the same key).
pub struct Placed {
    pub orders: Vec<OrderDocument>,
    pub replayed: bool,
    pub total: Money,
}

/// Places the shopper's cart as orders, all or nothing.
/// Checkouts of the same variants on this instance take `turns`.
pub async fn place(
    repositories: &Repositories,
    desk: &PaymentDesk,
    turns: &Arc<Turns>,
    order: PlaceOrder,
) -> Result<Placed, Failure> {
    desk.check_offered(order.payment)?;
    if order.expected_total > Money::ZERO {
        desk.check_amount(order.payment, order.expected_total)?;
    }
    // Two reads that do not wait for each other.
    let (address, to) = futures_util::try_join!(
        async {
            Ok::<_, Failure>(
                repositories
                    .addresses
                    .find_owned(order.address_id, order.customer_id)
                    .await?,
            )
        },
        order_mail::told(repositories, order.customer_id, &desk.settings().public_url),
    )?;
    let address = address.ok_or_else(|| Failure::NotFound(texts::addresses::NOT_SAVED.into()))?;
    let emi = match order.emi {
        Some((plan, months)) => {
            Some(emi_choice(repositories, order.payment, plan, months, order.expected_total).await?)
        }
        // Card EMI online needs the plan and tenure its instalments follow.
        None if order.payment.emi_plan() == EmiPlan::Required => {
            return Err(Failure::Refused(texts::emi::PLAN_NEEDED.into()));
        }
        None => None,
    };
    let coupon = match order.coupon.as_deref() {
        Some(code) => Some(coupons::by_code(repositories, code).await?.id),
        None => None,
    };
    let zone = DeliveryZone::of_city(&address.fields.city);
    let now = DateTime::now();
    let request = CheckoutRequest {
        customer_id: order.customer_id,
        key: Some(order.key),
        expected_total: Some(order.expected_total),
        shipping: ShippingSnapshot::from_address(&address),
        zone,
        payment: order.payment,
        payment_deadline: desk.deadline_from(now),
        delivery_date: delivery_date(now, zone),
        placed_from: order.placed_from,
        coupon,
        emi,
    };
    let mails = |orders: &[OrderDocument]| to.of_checkout(orders, OrderEvent::Placed);
    let limits = desk.settings().holds;
    let (orders, replayed) = match place_request(repositories, turns, &request, &limits, &mails).await? {
        Ok(CheckoutOutcome::Placed(orders)) => (orders, false),
        Ok(CheckoutOutcome::Replayed(orders)) => (orders, true),
        Err(refusal) => return Err(refused(refusal)),
    };
    let total = Money::from_poisha(orders.first().map_or(0, |o| o.checkout_total));
    Ok(Placed {
        orders,
        replayed,
        total,
    })
}

/// The card EMI a shopper chose: paid online through the gateway's EMI (or
/// noted on a cash-on-delivery order), a plan the shop offers, one of its
/// tenures, and a total the bank finances.
async fn emi_choice(
    repositories: &Repositories,
    payment: PaymentMethod,
    plan: ObjectId,
    months: u32,
    total: Money,
) -> Result<EmiChoice, Failure> {
    if payment.emi_plan() == EmiPlan::None {
        return Err(Failure::Refused(texts::emi::CASH_ON_DELIVERY_ONLY.into()));
    }
    let plan = repositories
        .emi_plans
        .find_by_id(plan)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::emi::PLAN_NOT_FOUND.into()))?;
    if !plan.tenures.iter().any(|t| t.months == months) {
        return Err(Failure::Refused(
            Text::new(texts::emi::TENURE_NOT_OFFERED)
                .name("bank", plan.bank.clone())
                .count("months", months),
        ));
    }
    if total < Money::from_poisha(plan.min_price) {
        return Err(Failure::Conflict(
            Text::new(texts::emi::BELOW_MIN_PRICE)
                .name("bank", plan.bank.clone())
                .money("min", Money::from_poisha(plan.min_price)),
        ));
    }
    Ok(EmiChoice {
        bank: plan.bank,
        months,
    })
}

/// The promised delivery date of an order to `zone` placed at `now`.
pub fn delivery_date(now: DateTime, zone: DeliveryZone) -> DateTime {
    DateTime::from_millis(now.timestamp_millis() + i64::from(zone.delivery_days()) * 86_400_000)
}

/// What the shopper is told when a checkout placed nothing.
fn refused(refusal: CheckoutRefusal) -> Failure {
    match refusal {
        CheckoutRefusal::EmptyCart => Failure::Conflict(texts::orders::CART_EMPTY.into()),
        CheckoutRefusal::OutOfStock { title, available: 0 } => {
            Failure::Conflict(Text::new(texts::orders::OUT_OF_STOCK).name("title", title))
        }
        CheckoutRefusal::OutOfStock { title, available } => Failure::Conflict(
            Text::new(texts::orders::ONLY_LEFT)
                .count("available", available)
                .name("title", title),
        ),
        // Prices come from stored products the client cannot change, so this is ours to fix.
        CheckoutRefusal::Broken(reason) => Failure::internal("pricing a cart failed", reason),
        CheckoutRefusal::KeyInProgress => Failure::Conflict(texts::orders::BEING_PLACED.into()),
        CheckoutRefusal::Hold(error) => Failure::Conflict(error.text()),
        CheckoutRefusal::TotalChanged { total } => Failure::TotalChanged(total),
        CheckoutRefusal::Coupon(error) => Failure::Conflict(error.text()),
    }
}
