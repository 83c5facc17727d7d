//! What a checkout is asked to place, and what becomes of it.

use crate::documents::order::{EmiChoice, OrderDocument, ShippingSnapshot};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{DeliveryZone, Money, PaymentMethod, coupon::CouponError, payment::HoldError};

/// What a checkout needs besides the cart.
#[derive(Debug, Clone)]
pub struct CheckoutRequest {
    pub customer_id: ObjectId,
    pub key: Option<String>,
    /// The total the shopper was shown; a different total places nothing.
    /// `None` only for the demo seed, which shows nobody anything.
    pub expected_total: Option<Money>,
    pub shipping: ShippingSnapshot,
    /// Where the parcel goes, as couriers price it.
    pub zone: DeliveryZone,
    pub payment: PaymentMethod,
    /// When the order lapses if a prepaid method is still unpaid.
    pub payment_deadline: DateTime,
    pub delivery_date: DateTime,
    /// The client address it was placed from (its rate-limit key), when known.
    pub placed_from: Option<String>,
    /// The coupon the shopper entered, found by its code.
    pub coupon: Option<ObjectId>,
    /// The card EMI chosen for a cash-on-delivery order.
    pub emi: Option<EmiChoice>,
}

/// A checkout that placed orders, or found them placed by an earlier try with the same key.
#[derive(Debug)]
pub enum CheckoutOutcome {
    Placed(Vec<OrderDocument>),
    Replayed(Vec<OrderDocument>),
}

/// Why a checkout placed nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckoutRefusal {
    EmptyCart,
    OutOfStock {
        title: String,
        available: i64,
    },
    /// What is stored cannot be priced or taken as the shop keeps it: ours to fix.
    Broken(String),
    KeyInProgress,
    /// Prices moved since the shopper's summary: this is what it costs now.
    TotalChanged {
        total: Money,
    },
    /// The checkout would hold more stock than the account, its address or
    /// one checkout may while orders wait to be paid or confirmed.
    Hold(HoldError),
    /// The coupon cannot be used on this checkout.
    Coupon(CouponError),
}
