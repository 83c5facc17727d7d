//! Checkouts as stored in `checkouts`: one per "Place order", with what it
//! charged and the payment that settles it.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::{DeliveryZone, PaymentMethod, PaymentStatus};

/// A customer's checkout: the orders it placed (one per cart line), what it
/// charged and how it is paid. The idempotency key makes a retry place nothing twice.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CheckoutDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub customer_id: ObjectId,
    pub key: String,
    pub order_ids: Vec<ObjectId>,
    /// What the shopper pays: `subtotal` plus `delivery_fee`, less the
    /// coupon's two parts, in poisha.
    pub total: i64,
    #[serde(default)]
    pub subtotal: i64,
    #[serde(default)]
    pub delivery_fee: i64,
    #[serde(default)]
    pub delivery_zone: Option<DeliveryZone>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coupon: Option<super::coupon::AppliedCoupon>,
    /// The order whose tax invoice carries the delivery fee (once per checkout).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fee_invoiced_by: Option<ObjectId>,
    /// The return that gives the delivery fee back (once per checkout).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fee_refunded_by: Option<ObjectId>,
    /// `None` on checkouts from before payments were recorded.
    #[serde(default)]
    pub payment: Option<PaymentRecord>,
    /// The client address it was placed from (its rate-limit key), when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placed_from: Option<String>,
    /// Its orders cancelled one by one (an admin, the customer, the
    /// unconfirmed-cash job): once all are, its coupon use is given back.
    #[serde(default)]
    pub orders_cancelled: i64,
    /// Set once, with the coupon use given back (by a lapse or the last
    /// cancellation), so it is given back once.
    #[serde(default)]
    pub coupon_given_back: bool,
    /// An advance the shop asked of this cash-on-delivery checkout: `payment`
    /// then takes it by bKash, and the courier collects the rest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub advance: Option<AdvanceRecord>,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}

/// An advance asked of a cash-on-delivery checkout, in poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AdvanceRecord {
    pub amount: i64,
    pub asked_at: DateTime,
    /// Present (true) while paid or payable and not settled: it closes once
    /// every order is final, what no delivery took handed to the refund of
    /// its provider payment.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub open: bool,
    /// When it closed, either way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closed_at: Option<DateTime>,
}

impl CheckoutDocument {
    /// What the shopper pays through the provider: the advance asked, else the total.
    pub fn online_amount(&self) -> i64 {
        self.advance.as_ref().map_or(self.total, |advance| advance.amount)
    }

    /// What is left of the total for the door after an advance of `amount` poisha.
    pub fn rest_after(&self, amount: i64) -> i64 {
        self.total.saturating_sub(amount).max(0)
    }

    /// The advance paid by bKash, when one was asked and paid.
    pub fn advance_paid(&self) -> Option<i64> {
        let paid = self.payment.as_ref().is_some_and(|p| p.status == PaymentStatus::Paid);
        self.advance.as_ref().filter(|_| paid).map(|advance| advance.amount)
    }
}

/// How a checkout is paid, and where that stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PaymentRecord {
    pub method: PaymentMethod,
    /// The checkout's money: awaiting it, paid, failed, expired, due on delivery.
    pub status: PaymentStatus,
    /// When an unpaid checkout lapses and its stock returns.
    #[serde(default)]
    pub deadline: Option<DateTime>,
    /// The provider's payment the shopper was last sent to.
    #[serde(default)]
    pub provider: Option<ProviderPayment>,
    /// An instance is asking the provider to take the money until then; the
    /// expiry job leaves the checkout alone meanwhile.
    #[serde(default)]
    pub settling_until: Option<DateTime>,
    /// When the shop last asked the provider (the lost-callback check).
    #[serde(default)]
    pub checked_at: Option<DateTime>,
    /// When the shop last asked the provider to take the money, or a
    /// shopper's "check again" asked about it: that button asks at most so
    /// often (a callback neither reads nor writes it).
    #[serde(default)]
    pub asked_at: Option<DateTime>,
    /// The provider's transaction id once the money is taken.
    #[serde(default)]
    pub trx_id: Option<String>,
    /// Why a payment failed, in the provider's words.
    #[serde(default)]
    pub reason: Option<String>,
    /// Set once, in the transaction that gives a lapsed checkout's stock back.
    #[serde(default)]
    pub stock_released: bool,
    /// The provider payment the shop asked bKash to take the money of, with
    /// no final answer recorded yet: the checkout is held (it does not
    /// lapse) until the provider says paid or refused, however late.
    #[serde(default)]
    pub executing: Option<String>,
    /// The provider payment that took the money.
    #[serde(default)]
    pub paid_with: Option<String>,
    /// When the payment job looks at it next (its one queue, so the job's
    /// query is one index range): the lost-callback check, the deadline, a
    /// claim's end, or a back-off after a check that got no usable answer.
    /// Absent once there is nothing left to do.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub due_at: Option<DateTime>,
    /// Checks in a row that got no usable answer.
    #[serde(default)]
    pub failed_checks: i32,
    /// Why the shop cannot settle it yet, for the admin.
    #[serde(default)]
    pub problem: Option<String>,
    /// The card or wallet that paid, masked, as the provider reported it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instrument: Option<Instrument>,
    /// A payment the provider took but flagged as risky: the checkout waits
    /// (it does not lapse) until an admin accepts or refuses it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<Review>,
}

/// A card or wallet, masked (`VISA`, `411111XXXXXX1111`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instrument {
    pub name: String,
    pub account: String,
}

/// A risky payment held for the admin.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub payment_id: String,
    pub trx_id: String,
    /// Poisha taken.
    pub amount: i64,
    /// The provider's words.
    pub reason: String,
    pub found_at: DateTime,
}

impl PaymentRecord {
    /// The provider payment that took the money and its transaction id, to
    /// refund through: the one paid with, else the one the shopper was last
    /// sent to (records from before `paid_with`); `None` when none did.
    pub fn taken(&self) -> Option<(String, String)> {
        let payment_id = self
            .paid_with
            .clone()
            .or_else(|| self.provider.as_ref().map(|p| p.payment_id.clone()))?;
        Some((payment_id, self.trx_id.clone()?))
    }

    /// A checkout's payment as checkout places it.
    pub fn placed(method: PaymentMethod, status: PaymentStatus, deadline: Option<DateTime>) -> Self {
        PaymentRecord {
            method,
            status,
            deadline,
            provider: None,
            settling_until: None,
            checked_at: None,
            asked_at: None,
            trx_id: None,
            reason: None,
            stock_released: false,
            executing: None,
            paid_with: None,
            due_at: deadline,
            failed_checks: 0,
            problem: None,
            instrument: None,
            review: None,
        }
    }
}

/// A payment created at the provider.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProviderPayment {
    pub payment_id: String,
    /// The provider that created it (`bkash`, `sslcommerz`).
    #[serde(default = "first_provider")]
    pub provider: String,
    pub redirect_url: String,
    pub created_at: DateTime,
}

/// The provider of payments stored before each named its own: bKash, the only one then.
pub fn first_provider() -> String {
    "bkash".to_owned()
}
