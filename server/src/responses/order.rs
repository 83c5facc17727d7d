//! Orders as the API answers them (the contract's field names).

use super::rfc3339;
use crate::documents::order::{Destination, OrderDocument};
use serde::Serialize;
use shop_core::{DeliveryZone, OrderStatus, PaymentStatus};

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct OrderProductResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub cover: String,
    /// The variant sold; null when the product was its own one variant.
    pub variant_id: Option<String>,
    /// The variant's label as it was sold, e.g. `8/256 GB · Blue · Official`; empty when there was none.
    pub label: String,
}

/// An order with the contract's field names: `product_id` and `shipping_id` are
/// objects, and the address fields also appear at the top level.
/// A card-EMI plan noted on a cash-on-delivery order.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct EmiChoiceResponse {
    pub bank: String,
    pub months: u32,
}

/// A coupon's share of one order (poisha).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct OrderCouponResponse {
    pub code: String,
    pub off: i64,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct OrderResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub checkout_id: String,
    pub customer_id: String,
    pub product_id: OrderProductResponse,
    pub title: String,
    pub cover: String,
    pub description: String,
    pub price: i64,
    pub list_price: i64,
    pub discount: i64,
    pub quantity: i64,
    /// What the goods cost the shopper: `price` times `quantity` less `coupon.off`.
    pub total: i64,
    /// The checkout's coupon and this order's share of it; `null` without one.
    pub coupon: Option<OrderCouponResponse>,
    /// The warranty it was sold with (its edition's), when stated.
    pub warranty: Option<String>,
    /// The card EMI the shopper pays with on delivery, when chosen.
    pub emi: Option<EmiChoiceResponse>,
    /// Each shipped phone's IMEIs (15 digits; two for a dual-SIM phone),
    /// recorded when it ships; empty before.
    pub handsets: Vec<Vec<String>>,
    pub payment_method: String,
    #[schema(value_type = PaymentStatusName)]
    pub payment_status: PaymentStatus,
    #[schema(value_type = OrderStatusName)]
    pub order_status_type: OrderStatus,
    /// The statuses it may move to now, its payment considered.
    #[schema(value_type = Vec<OrderStatusName>)]
    pub next_statuses: Vec<OrderStatus>,
    /// The checkout's delivery zone (`null` on orders from before zones).
    #[schema(value_type = Option<DeliveryZoneName>)]
    pub delivery_zone: Option<DeliveryZone>,
    /// The one delivery fee of the whole checkout, in poisha.
    pub delivery_fee: i64,
    /// What the whole checkout charged (its orders and the delivery fee), in poisha.
    pub checkout_total: i64,
    /// The advance the shop asked of its cash-on-delivery checkout (paid by
    /// bKash; the courier collects the rest). Given on the order's own page
    /// only; `null` elsewhere and when none was asked.
    pub advance: Option<AdvanceAnswer>,
    /// The number of its Mushak-6.3 tax invoice once issued (`GET /api/order/{id}/tax-invoice`).
    pub tax_invoice: Option<String>,
    /// The money given back, once a cancelled paid order is refunded.
    pub refund: Option<RefundResponse>,
    pub status_history: Vec<StatusResponse>,
    pub shipper_id: Option<String>,
    pub shipping_id: Destination,
    pub address: String,
    pub city: String,
    pub state: String,
    pub country: String,
    pub post_code: String,
    pub phone: String,
    pub delivery_date: String,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "created_at")]
    pub created_at_snake: String,
}

/// A cancelled paid order's money given back (in poisha).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct RefundResponse {
    /// bKash's id of the refund; null when nothing was owed (a 0 TK order).
    pub trx_id: Option<String>,
    pub amount: i64,
    pub at: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct StatusResponse {
    #[schema(value_type = OrderStatusName)]
    pub status: OrderStatus,
    pub at: String,
}

impl From<OrderDocument> for OrderResponse {
    fn from(order: OrderDocument) -> Self {
        let next_statuses = order.state().next_statuses();
        let s = order.shipping.destination;
        let created = rfc3339(order.created_at);

        OrderResponse {
            id: order.id.to_hex(),
            checkout_id: order.checkout_id.to_hex(),
            customer_id: order.customer_id.to_hex(),
            title: order.product.title.clone(),
            cover: order.product.cover.clone(),
            product_id: OrderProductResponse {
                id: order.product.id.to_hex(),
                title: order.product.title,
                cover: order.product.cover,
                variant_id: order.product.variant_id.map(|id| id.to_hex()),
                label: order.product.label,
            },
            warranty: order.product.warranty,
            emi: order.emi.map(|e| EmiChoiceResponse {
                bank: e.bank,
                months: e.months,
            }),
            handsets: order.handsets,
            description: order.description,
            price: order.price,
            list_price: order.list_price,
            discount: order.discount,
            quantity: order.quantity,
            total: order.total,
            coupon: order.coupon.clone().map(|c| OrderCouponResponse {
                code: c.code,
                off: c.off,
            }),
            payment_method: order.payment_method,
            payment_status: order.payment_status,
            order_status_type: order.order_status_type,
            next_statuses,
            delivery_zone: order.delivery_zone,
            delivery_fee: order.delivery_fee,
            checkout_total: order.checkout_total,
            advance: None,
            tax_invoice: order.invoice,
            refund: order.refund.map(|r| RefundResponse {
                trx_id: r.trx_id,
                amount: r.amount,
                at: rfc3339(r.at),
            }),
            status_history: order
                .status_history
                .into_iter()
                .map(|c| StatusResponse {
                    status: c.status,
                    at: rfc3339(c.at),
                })
                .collect(),
            shipper_id: order.shipper_id.map(|id| id.to_hex()),
            address: s.address.clone(),
            city: s.city.clone(),
            state: s.state.clone(),
            country: s.country.clone(),
            post_code: s.post_code.clone(),
            phone: s.phone.clone(),
            shipping_id: s,
            delivery_date: rfc3339(order.delivery_date),
            created_at: created.clone(),
            created_at_snake: created,
        }
    }
}

/// Declares a schema that lists a core enum's wire names, taken from the
/// core so the document cannot drift from it.
macro_rules! wire_names {
    ($(#[$doc:meta])* $name:ident, $all:expr, $as_str:path) => {
        $(#[$doc])*
        pub struct $name;

        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                utoipa::openapi::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .enum_values(Some($all.iter().map(|value| $as_str(*value))))
                    .into()
            }
        }

        impl utoipa::ToSchema for $name {}
    };
}

pub(crate) use wire_names;

wire_names!(
    /// An order status: the core's lifecycle names.
    OrderStatusName,
    OrderStatus::ALL,
    OrderStatus::as_str
);
wire_names!(
    /// A payment status: the core's payment lifecycle names.
    PaymentStatusName,
    PaymentStatus::ALL,
    PaymentStatus::as_str
);
wire_names!(
    /// A delivery zone, as couriers price it.
    DeliveryZoneName,
    DeliveryZone::ALL,
    DeliveryZone::as_str
);

/// An advance asked of a cash-on-delivery checkout, paid by bKash.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct AdvanceAnswer {
    /// Poisha.
    pub amount: i64,
    /// What is left of the checkout's total for the door, in poisha.
    pub rest: i64,
    /// Its bKash payment: `awaiting_payment`, `paid`, `failed` or `expired`.
    #[schema(value_type = PaymentStatusName)]
    pub status: shop_core::PaymentStatus,
    /// Until when it may be paid.
    pub deadline: Option<String>,
    pub asked_at: String,
}

impl AdvanceAnswer {
    /// The advance of `checkout`, if one is asked.
    pub fn of(checkout: &crate::documents::checkout::CheckoutDocument) -> Option<Self> {
        let advance = checkout.advance.as_ref()?;
        let payment = checkout.payment.as_ref()?;
        Some(AdvanceAnswer {
            amount: advance.amount,
            rest: checkout.rest_after(advance.amount),
            status: payment.status,
            deadline: payment.deadline.map(rfc3339),
            asked_at: rfc3339(advance.asked_at),
        })
    }
}
