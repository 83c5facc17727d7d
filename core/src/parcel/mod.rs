//! A parcel in a courier's hands: the steps a courier reports, which of them
//! settle the order, and which report wins when they arrive twice or out of
//! order. The words are Steadfast's (`in_review`, `delivered_approval_pending`,
//! ...); another courier's adapter maps its own words onto them.

pub mod advance;
pub mod clocks;

use crate::money::{Money, MoneyError};
use serde::{Deserialize, Serialize};

/// What a courier says of a consignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ParcelStatus {
    /// Booked, waiting for the courier to review it.
    InReview,
    /// On its way: picked up, at a hub, out for delivery.
    Pending,
    /// Held (the recipient asked for another day, or could not be reached).
    Hold,
    /// Delivered, waiting for the courier's admin to approve it.
    DeliveredApprovalPending,
    PartialDeliveredApprovalPending,
    CancelledApprovalPending,
    UnknownApprovalPending,
    /// Delivered and its cash added to the shop's balance.
    Delivered,
    /// Part of it delivered (the rest comes back) and its cash added.
    PartialDelivered,
    /// Refused or cancelled: the parcel comes back to the shop.
    Cancelled,
    /// The courier does not know: its support must be asked.
    Unknown,
}

/// How a consignment ended, once its courier says so for good.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ParcelOutcome {
    Delivered,
    /// Some of it delivered: the shop says which orders came back.
    PartlyDelivered,
    /// Nothing delivered: the parcel comes back.
    Returned,
}

impl ParcelStatus {
    pub const ALL: [ParcelStatus; 11] = [
        Self::InReview,
        Self::Pending,
        Self::Hold,
        Self::DeliveredApprovalPending,
        Self::PartialDeliveredApprovalPending,
        Self::CancelledApprovalPending,
        Self::UnknownApprovalPending,
        Self::Delivered,
        Self::PartialDelivered,
        Self::Cancelled,
        Self::Unknown,
    ];

    /// The wire word, e.g. `delivered_approval_pending`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::InReview => "in_review",
            Self::Pending => "pending",
            Self::Hold => "hold",
            Self::DeliveredApprovalPending => "delivered_approval_pending",
            Self::PartialDeliveredApprovalPending => "partial_delivered_approval_pending",
            Self::CancelledApprovalPending => "cancelled_approval_pending",
            Self::UnknownApprovalPending => "unknown_approval_pending",
            Self::Delivered => "delivered",
            Self::PartialDelivered => "partial_delivered",
            Self::Cancelled => "cancelled",
            Self::Unknown => "unknown",
        }
    }

    /// Reads a status as couriers write it, in any case and with spaces or
    /// hyphens for underscores (`Delivered`, `Partial Delivered`, `IN_REVIEW`).
    pub fn parse(word: &str) -> Option<Self> {
        let mut wire = alloc::string::String::with_capacity(word.len());
        for part in word.trim().split(|c: char| c.is_whitespace() || c == '-' || c == '_') {
            if part.is_empty() {
                continue;
            }
            if !wire.is_empty() {
                wire.push('_');
            }
            wire.push_str(&part.to_ascii_lowercase());
        }
        Self::ALL.into_iter().find(|status| status.as_str() == wire)
    }

    /// The outcome a final status settles; `None` while the parcel may still
    /// move (an approval-pending status can still change).
    pub const fn outcome(self) -> Option<ParcelOutcome> {
        match self {
            Self::Delivered => Some(ParcelOutcome::Delivered),
            Self::PartialDelivered => Some(ParcelOutcome::PartlyDelivered),
            Self::Cancelled => Some(ParcelOutcome::Returned),
            _ => None,
        }
    }

    /// Whether the courier said its last word.
    pub const fn is_final(self) -> bool {
        self.outcome().is_some()
    }

    /// How far along a report is, for two reports stamped the same moment.
    const fn stage(self) -> u8 {
        match self {
            Self::InReview => 0,
            Self::Pending | Self::Hold | Self::Unknown => 1,
            Self::DeliveredApprovalPending
            | Self::PartialDeliveredApprovalPending
            | Self::CancelledApprovalPending
            | Self::UnknownApprovalPending => 2,
            Self::Delivered | Self::PartialDelivered | Self::Cancelled => 3,
        }
    }
}

/// A status as reported, with when the courier says it happened
/// (milliseconds since the Unix epoch).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParcelReport {
    pub status: ParcelStatus,
    pub at_ms: i64,
}

impl ParcelReport {
    /// Whether `next` replaces this report as the consignment's status: a
    /// final status is never replaced; an older report, or the same one
    /// again, changes nothing; two reports of the same moment keep the one
    /// further along.
    pub fn is_replaced_by(self, next: ParcelReport) -> bool {
        if self.status.is_final() || next == self || next.at_ms < self.at_ms {
            return false;
        }
        next.at_ms > self.at_ms || next.status.stage() > self.status.stage()
    }
}

/// A buyer's delivery record with couriers, by their phone number: parcels
/// sent to it, delivered, and refused or returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeliveryRecord {
    pub parcels: u32,
    pub delivered: u32,
    pub cancelled: u32,
}

/// What a delivery record says of a cash-on-delivery buyer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeliveryRisk {
    /// Fewer than [`DeliveryRecord::KNOWN_AFTER`] parcels: nothing to go by.
    Unknown,
    /// Most of their parcels were taken.
    Reliable,
    /// More than [`DeliveryRecord::RISKY_REFUSED_PERCENT`]% refused or returned.
    Risky,
}

impl DeliveryRecord {
    /// Parcels a record needs before it says anything.
    pub const KNOWN_AFTER: u32 = 3;
    /// Refused or returned share (percent) above which a buyer is risky.
    pub const RISKY_REFUSED_PERCENT: u32 = 30;

    /// What the record says: refusals over 30% of at least 3 parcels are risky.
    pub fn risk(self) -> DeliveryRisk {
        let ended = self.delivered.saturating_add(self.cancelled).max(self.parcels);
        if ended < Self::KNOWN_AFTER {
            DeliveryRisk::Unknown
        } else if u64::from(self.cancelled) * 100 > u64::from(ended) * u64::from(Self::RISKY_REFUSED_PERCENT) {
            DeliveryRisk::Risky
        } else {
            DeliveryRisk::Reliable
        }
    }
}

/// Whether a courier's tracking message says the parcel left with a rider
/// for the door today (Steadfast writes "Out for delivery." or "Assigned to
/// rider."), in any case.
pub fn is_out_for_delivery(message: &str) -> bool {
    let lower = message.to_ascii_lowercase();
    ["out for delivery", "assigned to rider", "rider assigned"]
        .iter()
        .any(|words| lower.contains(words))
}

/// What the courier collects at the door for a parcel of `orders` (each
/// one's total, and whether its money is due on delivery) from a checkout
/// whose delivery fee is `delivery_fee`: the totals due, and the fee with
/// them (a checkout paid ahead paid its fee too).
pub fn cash_to_collect(
    orders: impl IntoIterator<Item = (Money, bool)>,
    delivery_fee: Money,
) -> Result<Money, MoneyError> {
    let mut due = None;
    for (total, due_on_delivery) in orders {
        if due_on_delivery {
            due = Some(due.unwrap_or(delivery_fee).checked_add(total)?);
        }
    }
    Ok(due.unwrap_or(Money::ZERO))
}

#[cfg(test)]
mod tests;
