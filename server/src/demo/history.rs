//! The demo shop's past, built for `seed --demo`: the delivered order behind
//! every review the demo phones carry (the shop lets only a buyer who
//! received a phone review it), placed over the last half year, and a month
//! of other orders, a few a day, each moved along the core's lifecycle as
//! far as its age allows: delivered, shipped, confirmed, still pending, or
//! cancelled. Paid cash on delivery, priced with the core's money rules at
//! the phone's price on the day (its price history), one phone per checkout.
//!
//! The phones' `stock` and `sold` are left as seeded: they are what stands
//! after these orders. A phone's units sold cover its orders (a review is
//! drawn only for a unit sold, and the month's orders take only units sold
//! and not reviewed), and its stock is what is left on the shelf.

use super::{CATALOG_END_SECS, DemoProduct, reviews::weighted};
use crate::documents::{
    address::AddressDocument,
    checkout::{CheckoutDocument, PaymentRecord},
    order::{OrderDocument, OrderProduct, ShippingSnapshot, StatusChange},
    review::ReviewDocument,
    user::UserDocument,
    variant::VariantDocument,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use rand::{Rng, SeedableRng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;
use shop_core::{
    Charges, DeliveryZone, Money, OrderState, OrderStatus, PaymentMethod, PaymentStatus, imei::Imei,
    order::SHOP_UTC_OFFSET_MS,
};
use std::collections::{HashMap, HashSet};

const HOUR_MS: i64 = 3_600_000;
const DAY_MS: i64 = 24 * HOUR_MS;
/// Days of orders before today (today included): the dashboard's month.
pub const MONTH_DAYS: i64 = 30;
/// Orders behind reviews are placed from this long ago...
const REVIEWED_FROM_MS: i64 = 180 * DAY_MS;
/// ...until this long ago, so each was delivered (and reviewed) by now.
const REVIEWED_UNTIL_MS: i64 = 7 * DAY_MS;
/// Orders of the month a day, other than those behind reviews.
const A_DAY: std::ops::RangeInclusive<usize> = 2..=5;
/// Salt of the history's random stream ("HISTORY").
const STREAM_SALT: u64 = 0x0048_4953_544F_5259;
/// The first 8 digits of the demo handsets' IMEIs; the last 6 count them.
const IMEI_PREFIX: &str = "35209910";

/// A demo buyer's account and address, as stored.
pub type BuyerRecord = (UserDocument, AddressDocument);

/// What the history writes.
#[derive(Debug, Default)]
pub struct History {
    pub checkouts: Vec<CheckoutDocument>,
    pub orders: Vec<OrderDocument>,
    pub reviews: Vec<ReviewDocument>,
}

/// One phone sold to one buyer.
struct Sale<'a> {
    phone: &'a DemoProduct,
    variant: &'a VariantDocument,
    quantity: i64,
    buyer: &'a BuyerRecord,
    placed_ms: i64,
    cancelled: bool,
}

/// The history of `phones` (each stored, of the catalog for `seed`) bought
/// by `buyers` (one per [`super::BUYERS`] entry), as it stands at `now`.
pub fn build(seed: u64, phones: &[(u64, DemoProduct)], buyers: &[BuyerRecord], now: DateTime) -> History {
    let now_ms = now.timestamp_millis();
    let mut history = History::default();
    let mut imeis = 0_u32;
    // Units of each variant sold and not yet behind an order here.
    let mut unordered: HashMap<ObjectId, i64> = HashMap::new();
    for (_, phone) in phones {
        for variant in &phone.variants {
            unordered.insert(variant.id, variant.sold.max(0));
        }
    }
    for (index, phone) in phones {
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ STREAM_SALT);
        rng.set_stream(*index);
        let listed_ms = phone.product.created_at.timestamp_millis();
        let until = now_ms - REVIEWED_UNTIL_MS;
        let from = (listed_ms + DAY_MS).max(now_ms - REVIEWED_FROM_MS).min(until);
        for review in &phone.reviews {
            let (Some(buyer), Some(variant)) = (buyers.get(review.buyer), phone.variants.get(review.variant)) else {
                continue;
            };
            let sale = Sale {
                phone,
                variant,
                quantity: 1,
                buyer,
                placed_ms: from + (until - from) * review.placed_permille / 1_000,
                cancelled: false,
            };
            // Placed a week or more ago, every such order is delivered by now.
            let Some((checkout, order)) = sold(&sale, &mut rng, now_ms, &mut imeis)
                .filter(|(_, order)| order.order_status_type == OrderStatus::Delivered)
            else {
                continue;
            };
            *unordered.entry(variant.id).or_default() -= 1;
            let delivered = order.status_history.last().map_or(order.updated_at, |step| step.at);
            let written_ms =
                (delivered.timestamp_millis() + rng.random_range(HOUR_MS..7 * DAY_MS)).min(now_ms - HOUR_MS);
            history.reviews.push(ReviewDocument {
                id: ObjectId::new(),
                customer_id: buyer.0.id,
                customer_name: format!("{} {}", buyer.0.first_name, buyer.0.last_name),
                product_id: phone.product.id,
                product_title: phone.product.fields.title.clone(),
                product_cover: phone.product.fields.cover.clone(),
                rating: review.rating,
                title: review.title.into(),
                text: review.text.into(),
                variant_label: order.product.label.clone(),
                created_at: DateTime::from_millis(written_ms),
                updated_at: DateTime::from_millis(written_ms),
            });
            history.checkouts.push(checkout);
            history.orders.push(order);
        }
    }
    month(seed, phones, buyers, now_ms, &mut unordered, &mut imeis, &mut history);
    history
}

/// The month's orders besides those behind reviews: a few a day (more in the
/// last week, which has none behind reviews), from phones listed before the
/// month began, taking only units sold and not yet ordered, each by a buyer
/// who had not bought that phone before.
fn month(
    seed: u64,
    phones: &[(u64, DemoProduct)],
    buyers: &[BuyerRecord],
    now_ms: i64,
    unordered: &mut HashMap<ObjectId, i64>,
    imeis: &mut u32,
    history: &mut History,
) {
    let listed_before_ms = (CATALOG_END_SECS - MONTH_DAYS * 86_400) * 1000;
    let phones: Vec<&DemoProduct> = phones
        .iter()
        .map(|(_, phone)| phone)
        .filter(|phone| phone.product.created_at.timestamp_millis() < listed_before_ms)
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ STREAM_SALT);
    rng.set_stream(u64::MAX);
    let today_ms = (now_ms + SHOP_UTC_OFFSET_MS).div_euclid(DAY_MS) * DAY_MS - SHOP_UTC_OFFSET_MS;
    // The last week has no orders behind reviews (not delivered and reviewed
    // yet): as many others as such orders a day of the rest of the month.
    let reviewed_days = MONTH_DAYS - REVIEWED_UNTIL_MS / DAY_MS;
    let reviewed_in_month = history
        .orders
        .iter()
        .filter(|order| order.created_at.timestamp_millis() >= now_ms - MONTH_DAYS * DAY_MS)
        .count();
    let reviewed_a_day_tenths = i64::try_from(reviewed_in_month).unwrap_or(0) * 10 / reviewed_days.max(1);
    let mut bought: HashSet<(ObjectId, ObjectId)> = history
        .orders
        .iter()
        .map(|order| (order.customer_id, order.product.id))
        .collect();
    for days_ago in (0..MONTH_DAYS).rev() {
        let day_ms = today_ms - days_ago * DAY_MS;
        let recent = if days_ago * DAY_MS < REVIEWED_UNTIL_MS {
            reviewed_a_day_tenths / 10 + i64::from(rng.random_range(0..10) < reviewed_a_day_tenths % 10)
        } else {
            0
        };
        for _ in 0..rng.random_range(A_DAY) + usize::try_from(recent).unwrap_or(0) {
            // 9 in the morning to midnight in Dhaka.
            let placed_ms = day_ms + 9 * HOUR_MS + rng.random_range(0..15 * HOUR_MS);
            let cancelled = rng.random_bool(0.1);
            let units: Vec<i64> = phones
                .iter()
                .map(|p| {
                    p.variants
                        .iter()
                        .map(|v| unordered.get(&v.id).copied().unwrap_or(0))
                        .sum()
                })
                .collect();
            let Some(phone) = weighted(&mut rng, &units).map(|at| phones[at]) else {
                return;
            };
            let left: Vec<i64> = phone
                .variants
                .iter()
                .map(|v| unordered.get(&v.id).copied().unwrap_or(0))
                .collect();
            let Some(variant) = weighted(&mut rng, &left).map(|at| &phone.variants[at]) else {
                continue;
            };
            // Someone who has not bought this phone before.
            let fresh: Vec<&BuyerRecord> = buyers
                .iter()
                .filter(|(account, _)| !bought.contains(&(account.id, phone.product.id)))
                .collect();
            let Some(buyer) = fresh.choose(&mut rng).copied() else {
                continue;
            };
            if placed_ms >= now_ms {
                continue;
            }
            // Now and then two of a cheaper phone.
            let pair = variant.final_price < 20_000 * 100 && unordered.get(&variant.id).is_some_and(|n| *n >= 2);
            let quantity = if pair && rng.random_bool(0.08) { 2 } else { 1 };
            let sale = Sale {
                phone,
                variant,
                quantity,
                buyer,
                placed_ms,
                cancelled,
            };
            if let Some((checkout, order)) = sold(&sale, &mut rng, now_ms, imeis) {
                bought.insert((buyer.0.id, phone.product.id));
                if !cancelled {
                    *unordered.entry(variant.id).or_default() -= quantity;
                }
                history.checkouts.push(checkout);
                history.orders.push(order);
            }
        }
    }
}

/// The checkout and order of a sale, moved along the lifecycle as far as
/// `now_ms` allows; `None` if the core refuses its price.
fn sold(
    sale: &Sale<'_>,
    rng: &mut impl Rng,
    now_ms: i64,
    imeis: &mut u32,
) -> Option<(CheckoutDocument, OrderDocument)> {
    let (product, variant) = (&sale.phone.product, sale.variant);
    let (customer, address) = sale.buyer;
    let zone = DeliveryZone::of_city(&address.fields.city);
    // The variant's price on the day: the last point of its history from before the sale.
    let price = sale
        .phone
        .prices
        .iter()
        .filter(|p| p.variant_id == Some(variant.id) && p.at.timestamp_millis() <= sale.placed_ms)
        .max_by_key(|p| p.at)
        .map_or((variant.price, variant.discount), |p| (p.price, p.discount));
    let list_price = Money::from_poisha(price.0);
    let unit = list_price.apply_discount(u32::try_from(price.1).ok()?).ok()?;
    let quantity = u32::try_from(sale.quantity).ok()?;
    let total = unit.checked_mul(quantity).ok()?;
    let charges = Charges::new(total, zone).ok()?;
    let placed = DateTime::from_millis(sale.placed_ms);
    let payment = PaymentStatus::at_checkout(PaymentMethod::CashOnDelivery, charges.total);

    let confirmed = sale.placed_ms + rng.random_range(20..=180) * 60_000;
    let shipped = sale.placed_ms + rng.random_range(18..=30) * HOUR_MS;
    let door_days = if zone == DeliveryZone::InsideDhaka {
        1..=2
    } else {
        2..=4
    };
    let delivered = shipped + rng.random_range(door_days) * DAY_MS + rng.random_range(0..8) * HOUR_MS;
    let steps = if sale.cancelled {
        let cancelled = sale.placed_ms + rng.random_range(1..=20) * HOUR_MS;
        if cancelled > confirmed {
            vec![(OrderStatus::Confirmed, confirmed), (OrderStatus::Cancelled, cancelled)]
        } else {
            vec![(OrderStatus::Cancelled, cancelled)]
        }
    } else {
        vec![
            (OrderStatus::Confirmed, confirmed),
            (OrderStatus::Shipped, shipped),
            (OrderStatus::Delivered, delivered),
        ]
    };
    let mut state = OrderState::new(OrderStatus::INITIAL, payment);
    let mut history = vec![StatusChange {
        status: OrderStatus::INITIAL,
        at: placed,
    }];
    let mut handsets = Vec::new();
    for (status, at_ms) in steps.into_iter().take_while(|(_, at_ms)| *at_ms <= now_ms) {
        state = state.move_to(status).ok()?;
        if status == OrderStatus::Shipped {
            handsets = (0..sale.quantity).map(|_| handset(imeis)).collect::<Option<_>>()?;
        }
        history.push(StatusChange {
            status,
            at: DateTime::from_millis(at_ms),
        });
    }
    let updated = history.last().map_or(placed, |step| step.at);
    let checkout_id = ObjectId::new();
    let label = variant.label();
    let order = OrderDocument {
        invoice: None,
        id: ObjectId::new(),
        checkout_id,
        customer_id: customer.id,
        product: OrderProduct {
            id: product.id,
            title: product.fields.title.clone(),
            cover: variant.pictures.first().unwrap_or(&product.fields.cover).clone(),
            variant_id: Some(variant.id),
            label: label.clone(),
            brand: product.fields.brand.clone(),
            warranty: product.warranty_of(variant),
        },
        description: format!("{} x {} ({label})", sale.quantity, product.fields.title),
        price: unit.poisha(),
        list_price: list_price.poisha(),
        discount: price.1,
        quantity: sale.quantity,
        total: total.poisha(),
        coupon: None,
        emi: None,
        payment_method: PaymentMethod::CashOnDelivery.as_str().into(),
        payment_status: state.payment,
        order_status_type: state.order,
        delivery_zone: Some(zone),
        delivery_fee: charges.delivery_fee.poisha(),
        checkout_total: charges.total.poisha(),
        refund_started_at: None,
        refund_unclear: false,
        refund_tried_from: None,
        refund_amount: None,
        refund_with_fee: false,
        placed_from: None,
        refund_due_at: None,
        refund: None,
        status_history: history,
        handsets,
        tracking: None,
        shipping: ShippingSnapshot::from_address(address),
        shipper_id: None,
        delivery_date: DateTime::from_millis(sale.placed_ms + i64::from(zone.delivery_days()) * DAY_MS),
        created_at: placed,
        updated_at: updated,
    };
    let checkout = CheckoutDocument {
        fee_invoiced_by: None,
        advance: None,
        id: checkout_id,
        customer_id: customer.id,
        key: checkout_id.to_hex(),
        order_ids: vec![order.id],
        total: charges.total.poisha(),
        subtotal: charges.subtotal.poisha(),
        delivery_fee: charges.delivery_fee.poisha(),
        delivery_zone: Some(zone),
        coupon: None,
        fee_refunded_by: None,
        payment: Some(PaymentRecord::placed(PaymentMethod::CashOnDelivery, payment, None)),
        placed_from: None,
        orders_cancelled: i64::from(state.order == OrderStatus::Cancelled),
        coupon_given_back: false,
        created_at: placed,
    };
    Some((checkout, order))
}

/// The next demo handset's IMEIs (one, well formed); `None` past a million.
fn handset(imeis: &mut u32) -> Option<Vec<String>> {
    *imeis += 1;
    if *imeis > 999_999 {
        return None;
    }
    let imei = Imei::completing(&format!("{IMEI_PREFIX}{:06}", *imeis)).ok()?;
    Some(vec![imei.as_str().to_owned()])
}

#[cfg(test)]
mod tests;
