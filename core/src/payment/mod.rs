//! How a customer pays. Card details are never part of an order.

use alloc::borrow::ToOwned;

use alloc::string::String;
use alloc::vec::Vec;

mod event;
mod hold;
mod lost_refund;

pub use event::PaymentEvent;
pub use hold::{Held, HeldBy, HoldError, HoldLimits, check_hold};
pub use lost_refund::{CLOCK_DRIFT_MS, ListedRefund, lost_refund};

use crate::money::{Money, MoneyError};
use crate::text::{Text, TextDef};
use core::fmt;
use serde::{Deserialize, Serialize};

/// A payment method offered at checkout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentMethod {
    CashOnDelivery,
    Bkash,
    Nagad,
    Card,
    Rocket,
    /// A card paid in monthly instalments through the bank's EMI.
    CardEmi,
}

/// Payments' texts: the methods' and statuses' names, and refusals.
pub mod texts {
    crate::texts! {
        CASH_ON_DELIVERY = "payment_method.cash_on_delivery" => "Cash on delivery";
        BKASH = "payment_method.bkash" => "bKash";
        NAGAD = "payment_method.nagad" => "Nagad";
        CARD = "payment_method.card" => "Card";
        ROCKET = "payment_method.rocket" => "Rocket";
        CARD_EMI = "payment_method.card_emi" => "Card EMI";
        AWAITING_PAYMENT = "payment_status.awaiting_payment" => "Awaiting payment";
        DUE_ON_DELIVERY = "payment_status.due_on_delivery" => "Pay on delivery";
        PAID = "payment_status.paid" => "Paid";
        FAILED = "payment_status.failed" => "Payment failed";
        EXPIRED = "payment_status.expired" => "Payment expired";
        REFUND_PENDING = "payment_status.refund_pending" => "Refund pending";
        REFUNDED = "payment_status.refunded" => "Refunded";
        CANCELLED = "payment_status.cancelled" => "Cancelled";
        UNKNOWN_METHOD = "payment.unknown_method" => "Choose a payment method: cash on delivery, bKash, card, Nagad, Rocket or card EMI";
        NOT_OFFERED = "payment.not_offered" { method: Text } => "{method} is not offered by this shop; choose another way to pay";
        INVALID_TRANSITION = "payment.invalid_transition" { from: Name, event: Name }
            => "A payment that is {from} cannot take '{event}'";
        UNKNOWN_STATUS = "payment.unknown_status" { status: Name } => "Unknown payment status '{status}'";
        TOO_MANY_HELD = "hold.too_many_checkouts" { max: Count }
            => "You already have {max} orders waiting to be paid or confirmed; pay for one, cancel one, or wait until the shop confirms one";
        TOO_MANY_HELD_UNITS = "hold.too_many_units" { max: Count }
            => "Orders waiting to be paid or confirmed can hold at most {max} phones; lower the quantity or wait until the shop confirms an order";
        TOO_MANY_HELD_HERE = "hold.too_many_here"
            => "Too many orders from your network are waiting to be paid or confirmed; try again later";
        TOO_MANY_OF_ONE_PHONE = "hold.too_many_of_one_phone" { max: Count }
            => "At most {max} of one phone can be ordered at once; lower the quantity";
    }
}

/// Whether a payment method takes a card-EMI plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmiPlan {
    Required,
    Optional,
    None,
}

impl EmiPlan {
    /// The wire name: `required`, `optional` or `none`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Required => "required",
            Self::Optional => "optional",
            Self::None => "none",
        }
    }
}

/// Why a payment rule refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaymentError {
    UnknownMethod,
    NotOffered(PaymentMethod),
    InvalidTransition { from: PaymentStatus, event: PaymentEvent },
    UnknownStatus(String),
}

impl PaymentError {
    /// The refusal as a text.
    pub fn text(&self) -> Text {
        match self {
            Self::UnknownMethod => Text::new(texts::UNKNOWN_METHOD),
            Self::NotOffered(method) => Text::new(texts::NOT_OFFERED).text("method", method.text()),
            Self::InvalidTransition { from, event } => Text::new(texts::INVALID_TRANSITION)
                .name("from", from.as_str())
                .name("event", event.as_str()),
            Self::UnknownStatus(status) => Text::new(texts::UNKNOWN_STATUS).name("status", status.as_str()),
        }
    }

    /// Stable machine-readable code, shared with the TypeScript side.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(PaymentError);

impl PaymentMethod {
    /// Every method, in the order checkout lists them.
    pub const ALL: [PaymentMethod; 6] = [
        Self::CashOnDelivery,
        Self::Bkash,
        Self::Card,
        Self::Nagad,
        Self::Rocket,
        Self::CardEmi,
    ];

    /// The wire name, e.g. `cash_on_delivery`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::CashOnDelivery => "cash_on_delivery",
            Self::Bkash => "bkash",
            Self::Nagad => "nagad",
            Self::Card => "card",
            Self::Rocket => "rocket",
            Self::CardEmi => "card_emi",
        }
    }

    /// The name shown to shoppers, as a text (`payment_method.` and the wire name).
    pub const fn text_def(self) -> &'static TextDef {
        match self {
            Self::CashOnDelivery => &texts::CASH_ON_DELIVERY,
            Self::Bkash => &texts::BKASH,
            Self::Nagad => &texts::NAGAD,
            Self::Card => &texts::CARD,
            Self::Rocket => &texts::ROCKET,
            Self::CardEmi => &texts::CARD_EMI,
        }
    }

    /// The name shown to shoppers, as a text.
    pub const fn text(self) -> Text {
        Text::new(*self.text_def())
    }

    /// The name shown to shoppers, in English.
    pub const fn label(self) -> &'static str {
        self.text_def().sentence()
    }

    /// Parses a wire name.
    pub fn parse(text: &str) -> Result<Self, PaymentError> {
        Self::ALL
            .into_iter()
            .find(|m| m.as_str() == text)
            .ok_or(PaymentError::UnknownMethod)
    }

    /// Whether the money is collected when the parcel arrives.
    pub const fn paid_on_delivery(self) -> bool {
        matches!(self, Self::CashOnDelivery)
    }

    /// Whether it is paid in instalments, on one of the shop's EMI plans.
    pub const fn in_instalments(self) -> bool {
        matches!(self, Self::CardEmi)
    }

    /// Whether an order paid this way names a card-EMI plan: card EMI must
    /// (its instalments follow it), cash on delivery may (paid by card at
    /// the door), and no other method takes one.
    pub const fn emi_plan(self) -> EmiPlan {
        match self {
            Self::CardEmi => EmiPlan::Required,
            Self::CashOnDelivery => EmiPlan::Optional,
            _ => EmiPlan::None,
        }
    }
}

/// Where an order's money is. Cash waits for the parcel; bKash waits for the
/// shopper to pay, and only a payment the provider confirmed makes it paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentStatus {
    AwaitingPayment,
    DueOnDelivery,
    Paid,
    Failed,
    Expired,
    RefundPending,
    Refunded,
    /// A cash order was cancelled before delivery: nothing is due.
    Cancelled,
}

impl PaymentStatus {
    /// Every status, in the order a payment lives through them.
    pub const ALL: [PaymentStatus; 8] = [
        Self::AwaitingPayment,
        Self::DueOnDelivery,
        Self::Paid,
        Self::Failed,
        Self::Expired,
        Self::RefundPending,
        Self::Refunded,
        Self::Cancelled,
    ];

    /// The wire name, e.g. `due_on_delivery`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::AwaitingPayment => "awaiting_payment",
            Self::DueOnDelivery => "due_on_delivery",
            Self::Paid => "paid",
            Self::Failed => "failed",
            Self::Expired => "expired",
            Self::RefundPending => "refund_pending",
            Self::Refunded => "refunded",
            Self::Cancelled => "cancelled",
        }
    }

    /// Parses a wire name.
    pub fn parse(text: &str) -> Result<Self, PaymentError> {
        Self::ALL
            .into_iter()
            .find(|s| s.as_str() == text)
            .ok_or_else(|| PaymentError::UnknownStatus(text.to_owned()))
    }

    /// The words shown to shoppers, as a text (`payment_status.` and the wire name).
    pub const fn text_def(self) -> &'static TextDef {
        match self {
            Self::AwaitingPayment => &texts::AWAITING_PAYMENT,
            Self::DueOnDelivery => &texts::DUE_ON_DELIVERY,
            Self::Paid => &texts::PAID,
            Self::Failed => &texts::FAILED,
            Self::Expired => &texts::EXPIRED,
            Self::RefundPending => &texts::REFUND_PENDING,
            Self::Refunded => &texts::REFUNDED,
            Self::Cancelled => &texts::CANCELLED,
        }
    }

    /// The words shown to shoppers, as a text.
    pub const fn text(self) -> Text {
        Text::new(*self.text_def())
    }

    /// The words shown to shoppers, in English.
    pub const fn label(self) -> &'static str {
        self.text_def().sentence()
    }

    /// An order's payment when it is placed: a checkout whose `total` is
    /// 0 TK (a coupon took off everything) owes nothing and is paid; else
    /// cash waits for the parcel, every other method for the shopper to pay.
    pub fn at_checkout(method: PaymentMethod, total: Money) -> Self {
        if total <= Money::ZERO {
            Self::Paid
        } else if method.paid_on_delivery() {
            Self::DueOnDelivery
        } else {
            Self::AwaitingPayment
        }
    }

    /// The payment after `event`, or a typed refusal for any other move.
    pub fn apply(self, event: PaymentEvent) -> Result<Self, PaymentError> {
        use PaymentEvent as E;
        match (self, event) {
            (Self::AwaitingPayment, E::Confirmed) | (Self::DueOnDelivery, E::Delivered) => Ok(Self::Paid),
            (Self::AwaitingPayment, E::Declined) => Ok(Self::Failed),
            (Self::AwaitingPayment, E::Expired) => Ok(Self::Expired),
            // An order awaiting its money is not cancelled by hand: unpaid, it lapses at its deadline.
            (Self::DueOnDelivery, E::OrderCancelled) => Ok(Self::Cancelled),
            (Self::Paid, E::OrderCancelled | E::ParcelReturned) => Ok(Self::RefundPending),
            (Self::DueOnDelivery, E::ParcelReturned) => Ok(Self::Cancelled),
            (Self::RefundPending, E::Refunded) => Ok(Self::Refunded),
            (from, event) => Err(PaymentError::InvalidTransition { from, event }),
        }
    }

    /// Whether the parcel may leave: the money is in, or comes with the parcel.
    pub const fn allows_dispatch(self) -> bool {
        matches!(self, Self::Paid | Self::DueOnDelivery)
    }

    /// Whether a checkout with this payment lapses at its deadline (cancelled,
    /// its stock returned): it awaits its money, or the provider refused it.
    pub const fn lapses_at_deadline(self) -> bool {
        matches!(self, Self::AwaitingPayment | Self::Failed)
    }

    /// The payment once its deadline passed: one still awaited expires, a
    /// refused one stays failed; any other is not touched by a lapse.
    pub fn at_lapse(self) -> Option<Self> {
        match self {
            Self::AwaitingPayment => self.apply(PaymentEvent::Expired).ok(),
            Self::Failed => Some(self),
            _ => None,
        }
    }

    /// Whether the shop still waits for the shopper to pay.
    pub const fn is_awaiting(self) -> bool {
        matches!(self, Self::AwaitingPayment)
    }
}

/// The other orders of a checkout, as a refund of one of them sees them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OtherOrders {
    /// Every other order of the checkout is cancelled: nothing of it will be delivered.
    pub all_cancelled: bool,
    /// One of them already gave the delivery fee back.
    pub fee_returned: bool,
}

/// What a cancelled paid order gives back, and whether the checkout's
/// delivery fee goes with it: it does with the last order of the checkout
/// that is cancelled, once.
pub fn refund_due(order_total: Money, delivery_fee: Money, others: OtherOrders) -> Result<(Money, bool), MoneyError> {
    let with_fee = others.all_cancelled && !others.fee_returned;
    let amount = if with_fee {
        order_total.checked_add(delivery_fee)?
    } else {
        order_total
    };
    Ok((amount, with_fee))
}

impl PaymentStatus {
    /// A checkout's payment as its shopper (and its invoice) sees it, from
    /// its own status and every one of its orders': cancelled when every
    /// order was cancelled unpaid; else due when money is still to be paid at
    /// the door; else paid when an order is paid (it goes out; others may be
    /// refunded); else a refund still owed; refunded when every order that
    /// was paid got its money back; otherwise the checkout's own status
    /// (awaiting, failed, expired).
    pub fn of_checkout(self, orders: impl IntoIterator<Item = PaymentStatus>) -> PaymentStatus {
        let orders: Vec<PaymentStatus> = orders.into_iter().collect();
        if orders.is_empty() {
            return self;
        }
        let live: Vec<PaymentStatus> = orders.iter().copied().filter(|s| *s != Self::Cancelled).collect();
        let any = |status: PaymentStatus| live.contains(&status);
        if live.is_empty() {
            Self::Cancelled
        } else if any(Self::DueOnDelivery) {
            Self::DueOnDelivery
        } else if any(Self::Paid) {
            Self::Paid
        } else if any(Self::RefundPending) {
            Self::RefundPending
        } else if live.iter().all(|s| *s == Self::Refunded) {
            Self::Refunded
        } else {
            self
        }
    }
}

impl fmt::Display for PaymentStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests;
