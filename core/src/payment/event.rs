//! What happens to a payment: the events that move a [`super::PaymentStatus`].

use core::fmt;
use serde::{Deserialize, Serialize};

/// What happens to a payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentEvent {
    /// The provider confirmed the money is taken.
    Confirmed,
    /// The provider refused it (no balance, wallet blocked, shopper cancelled).
    Declined,
    /// Nobody paid before the deadline.
    Expired,
    /// The parcel reached the customer, who paid cash.
    Delivered,
    /// The order was cancelled.
    OrderCancelled,
    /// The parcel came back undelivered: cash was never collected, money
    /// paid ahead is owed back.
    ParcelReturned,
    /// The money went back to the customer.
    Refunded,
}

impl PaymentEvent {
    /// Every event.
    pub const ALL: [PaymentEvent; 7] = [
        Self::Confirmed,
        Self::Declined,
        Self::Expired,
        Self::Delivered,
        Self::OrderCancelled,
        Self::ParcelReturned,
        Self::Refunded,
    ];

    /// Parses a wire name.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|event| event.as_str() == text)
    }

    /// The wire name, e.g. `order_cancelled`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Confirmed => "confirmed",
            Self::Declined => "declined",
            Self::Expired => "expired",
            Self::Delivered => "delivered",
            Self::OrderCancelled => "order_cancelled",
            Self::ParcelReturned => "parcel_returned",
            Self::Refunded => "refunded",
        }
    }
}

impl fmt::Display for PaymentEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
