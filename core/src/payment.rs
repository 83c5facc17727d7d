//! How a customer pays. Card details are never part of an order.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A payment method offered at checkout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentMethod {
    CashOnDelivery,
    Bkash,
    Nagad,
    Card,
}

/// An unknown payment method.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("Choose a payment method: cash on delivery, bKash, Nagad or card")]
pub struct PaymentError;

impl PaymentMethod {
    /// Every method, in the order checkout lists them.
    pub const ALL: [PaymentMethod; 4] = [Self::CashOnDelivery, Self::Bkash, Self::Nagad, Self::Card];

    /// The wire name, e.g. `cash_on_delivery`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::CashOnDelivery => "cash_on_delivery",
            Self::Bkash => "bkash",
            Self::Nagad => "nagad",
            Self::Card => "card",
        }
    }

    /// The name shown to shoppers.
    pub const fn label(self) -> &'static str {
        match self {
            Self::CashOnDelivery => "Cash on delivery",
            Self::Bkash => "bKash",
            Self::Nagad => "Nagad",
            Self::Card => "Card",
        }
    }

    /// Parses a wire name.
    pub fn parse(text: &str) -> Result<Self, PaymentError> {
        Self::ALL.into_iter().find(|m| m.as_str() == text).ok_or(PaymentError)
    }

    /// Whether the money is collected when the parcel arrives.
    pub const fn paid_on_delivery(self) -> bool {
        matches!(self, Self::CashOnDelivery)
    }
}

/// Whether an order's money is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentStatus {
    DueOnDelivery,
    Paid,
}

impl PaymentStatus {
    /// The wire name, e.g. `due_on_delivery`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::DueOnDelivery => "due_on_delivery",
            Self::Paid => "paid",
        }
    }

    /// An order's payment when it is placed: cash waits for the parcel, the rest is paid up front.
    pub const fn at_checkout(method: PaymentMethod) -> Self {
        if method.paid_on_delivery() {
            Self::DueOnDelivery
        } else {
            Self::Paid
        }
    }

    /// The payment once the order reaches `status`: a delivered order has been paid for.
    pub const fn on(self, status: crate::OrderStatus) -> Self {
        if status.is_delivered() { Self::Paid } else { self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for method in PaymentMethod::ALL {
            assert_eq!(PaymentMethod::parse(method.as_str()), Ok(method));
        }
        assert_eq!(PaymentMethod::parse("cash"), Err(PaymentError));
        assert!(PaymentMethod::CashOnDelivery.paid_on_delivery());
        assert!(!PaymentMethod::Bkash.paid_on_delivery());
        assert_eq!(PaymentMethod::Bkash.label(), "bKash");
    }

    #[test]
    fn cash_is_paid_when_the_parcel_arrives() {
        use crate::OrderStatus;
        let cash = PaymentStatus::at_checkout(PaymentMethod::CashOnDelivery);
        assert_eq!(cash, PaymentStatus::DueOnDelivery);
        assert_eq!(cash.on(OrderStatus::Shipped), PaymentStatus::DueOnDelivery);
        assert_eq!(cash.on(OrderStatus::Delivered).as_str(), "paid");
        assert_eq!(PaymentStatus::at_checkout(PaymentMethod::Nagad), PaymentStatus::Paid);
    }
}
