//! The checkout summary and a placed checkout, as the API answers them.

use super::{cart::LineResponse, order::OrderResponse};
use serde::Serialize;

/// A payment method offered at checkout.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PaymentMethodOption {
    pub value: String,
    pub label: String,
    /// Whether an order paid this way names a card-EMI plan: `required`, `optional` or `none`.
    pub emi_plan: String,
}

/// The cart priced by the server (money in poisha).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CheckoutSummaryAnswer {
    pub lines: Vec<LineResponse>,
    pub item_count: usize,
    pub subtotal: i64,
    /// The zone of the address delivery is priced to; `null` while the shopper has none.
    #[schema(value_type = Option<super::order::DeliveryZoneName>)]
    pub delivery_zone: Option<shop_core::DeliveryZone>,
    /// The delivery fee to that zone.
    pub shipping: i64,
    /// The coupon asked for and what it takes off; `null` without one.
    pub coupon: Option<AppliedCouponAnswer>,
    /// What checkout charges; send it back as `expected_total`.
    pub total: i64,
    /// Titles of lines the shop cannot fill now.
    pub unavailable: Vec<String>,
    pub payment_methods: Vec<PaymentMethodOption>,
}

/// A coupon taken off a checkout (poisha): off the goods, and off the
/// delivery fee when it gives free delivery.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AppliedCouponAnswer {
    pub code: String,
    pub goods_off: i64,
    pub delivery_off: i64,
}

impl From<crate::documents::coupon::AppliedCoupon> for AppliedCouponAnswer {
    fn from(applied: crate::documents::coupon::AppliedCoupon) -> Self {
        AppliedCouponAnswer {
            code: applied.code,
            goods_off: applied.goods_off,
            delivery_off: applied.delivery_off,
        }
    }
}

/// The orders one checkout placed.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CheckoutAnswer {
    pub checkout_id: String,
    /// True when an earlier try with the same key placed them.
    pub replayed: bool,
    pub total: i64,
    pub orders: Vec<OrderResponse>,
}

/// Where a checkout's money stands.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PaymentAnswer {
    /// `cash_on_delivery`, `bkash`, `card`, `nagad`, `rocket` or `card_emi`.
    pub method: String,
    #[schema(value_type = super::order::PaymentStatusName)]
    pub status: shop_core::PaymentStatus,
    /// When an unpaid checkout lapses (RFC 3339), if it waits for a payment.
    pub deadline: Option<String>,
    /// Why the provider refused it, in its words.
    pub reason: Option<String>,
    /// The provider's transaction id once paid.
    pub trx_id: Option<String>,
    /// The card or wallet that paid, masked, when the provider said.
    pub paid_with: Option<PaidWithAnswer>,
    /// Taken but flagged by the gateway's fraud check: the shop checks it before
    /// the order goes on (the gateway's words); `null` otherwise.
    pub held_for_review: Option<String>,
}

/// A card (`VISA`, `411111XXXXXX1111`) or wallet (`Nagad`, `017XXXXX575`).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PaidWithAnswer {
    pub name: String,
    pub account: String,
}

/// One checkout: its orders, what it charged and its payment (the payment
/// page and the invoice).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CheckoutDetails {
    pub checkout_id: String,
    pub created_at: String,
    pub orders: Vec<OrderResponse>,
    pub subtotal: i64,
    #[schema(value_type = Option<super::order::DeliveryZoneName>)]
    pub delivery_zone: Option<shop_core::DeliveryZone>,
    pub delivery_fee: i64,
    /// The coupon it used; `total` is `subtotal` plus `delivery_fee` less its two parts.
    pub coupon: Option<AppliedCouponAnswer>,
    pub total: i64,
    pub payment: PaymentAnswer,
    /// The advance the shop asked, paid by bKash before the parcel leaves
    /// (then `payment` says what is due at the door); `null` when none was.
    pub advance: Option<super::order::AdvanceAnswer>,
    /// The online methods what is due now may be paid by (`POST .../payment?method=`): the
    /// order's own, or for an advance any the shop takes; empty when nothing is due online.
    pub pay_by: Vec<String>,
}

/// Where to send the shopper to pay.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PaymentRedirect {
    pub redirect_url: String,
}

impl CheckoutDetails {
    /// The checkout as its pages read it; `offered` is what the shop takes now.
    pub fn new(
        checkout: crate::documents::checkout::CheckoutDocument,
        orders: Vec<crate::documents::order::OrderDocument>,
        offered: &[shop_core::PaymentMethod],
    ) -> Self {
        let advance = super::order::AdvanceAnswer::of(&checkout);
        let pay_by = pay_by(&checkout, offered);
        let payment = match checkout.payment {
            Some(p) => PaymentAnswer {
                // With an advance the checkout is still cash on delivery; `advance` tells the bKash part.
                method: if advance.is_some() {
                    shop_core::PaymentMethod::CashOnDelivery.as_str().into()
                } else {
                    p.method.as_str().into()
                },
                status: p.status.of_checkout(orders.iter().map(|o| o.payment_status)),
                // Until the checkout lapses: awaiting its money, or failed and not yet cancelled.
                deadline: p
                    .deadline
                    .filter(|_| p.status.lapses_at_deadline() && !p.stock_released)
                    .map(super::rfc3339),
                reason: p.reason,
                trx_id: p.trx_id,
                paid_with: p.instrument.map(|i| PaidWithAnswer {
                    name: i.name,
                    account: i.account,
                }),
                held_for_review: p.review.map(|r| r.reason),
            },
            // Checkouts from before payments were recorded: as their orders say.
            None => PaymentAnswer {
                method: orders.first().map(|o| o.payment_method.clone()).unwrap_or_default(),
                status: orders
                    .first()
                    .map_or(shop_core::PaymentStatus::DueOnDelivery, |o| o.payment_status),
                deadline: None,
                reason: None,
                trx_id: None,
                paid_with: None,
                held_for_review: None,
            },
        };
        CheckoutDetails {
            advance,
            pay_by,
            checkout_id: checkout.id.to_hex(),
            created_at: super::rfc3339(checkout.created_at),
            orders: orders.into_iter().map(OrderResponse::from).collect(),
            subtotal: checkout.subtotal,
            delivery_zone: checkout.delivery_zone,
            delivery_fee: checkout.delivery_fee,
            coupon: checkout.coupon.map(Into::into),
            total: checkout.total,
            payment,
        }
    }
}

/// The online methods `checkout`'s due money may be paid by now.
fn pay_by(
    checkout: &crate::documents::checkout::CheckoutDocument,
    offered: &[shop_core::PaymentMethod],
) -> Vec<String> {
    let Some(payment) = checkout
        .payment
        .as_ref()
        .filter(|p| p.status.is_awaiting() && p.review.is_none())
    else {
        return Vec::new();
    };
    if checkout.advance.is_none() {
        return vec![payment.method.as_str().to_owned()];
    }
    offered
        .iter()
        .filter(|m| !m.paid_on_delivery() && !m.in_instalments())
        .map(|m| m.as_str().to_owned())
        .collect()
}
