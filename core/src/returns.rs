//! Returns: a customer asks to send a delivered phone back within the
//! return window; the admin accepts or refuses; an accepted return is picked
//! up, received, then refunded. Nothing else moves.
//!
//! The window counts whole shop days (Dhaka): a phone delivered at any hour
//! of day D can be asked back until the end of day D + window.

use alloc::string::String;

use crate::money::{Money, MoneyError};
use crate::order::SHOP_UTC_OFFSET_MS;
use crate::text::Text;
use serde::{Deserialize, Serialize};

/// Days after delivery a return may be asked for, unless the shop sets another window.
pub const DEFAULT_WINDOW_DAYS: u32 = 7;

/// The longest window the setting accepts.
pub const MAX_WINDOW_DAYS: u32 = 60;

const DAY_MS: i64 = 86_400_000;

/// Where a return is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReturnStatus {
    Requested,
    Accepted,
    Refused,
    PickedUp,
    Received,
    Refunded,
}

/// Why a customer sends a phone back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReturnReason {
    Defective,
    NotAsDescribed,
    ChangedMind,
}

/// The return texts.
pub mod texts {
    crate::texts! {
        REQUESTED = "return_status.requested" => "requested";
        ACCEPTED = "return_status.accepted" => "accepted";
        REFUSED = "return_status.refused" => "refused";
        PICKED_UP = "return_status.picked_up" => "picked up";
        RECEIVED = "return_status.received" => "received";
        REFUNDED = "return_status.refunded" => "refunded";
        DEFECTIVE = "return_reason.defective" => "defective";
        NOT_AS_DESCRIBED = "return_reason.not_as_described" => "not as described";
        CHANGED_MIND = "return_reason.changed_mind" => "changed my mind";
        INVALID_TRANSITION = "return.invalid_transition" { from: Text, to: Text } => "A return cannot go from {from} to {to}";
        UNKNOWN_STATUS = "return.unknown_status" { status: Name } => "Unknown return status '{status}'";
        UNKNOWN_REASON = "return.unknown_reason" { reason: Name } => "Unknown return reason '{reason}'";
        NOT_DELIVERED = "return.not_delivered" => "Only a delivered order can be returned";
        WINDOW_CLOSED = "return.window_closed" { days: Count } => "Returns are accepted within {days} days of delivery";
        INVALID_WINDOW = "return.invalid_window" { max: Count } => "The return window is 1 to {max} days";
    }
}

/// Why a return was refused or could not move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReturnError {
    InvalidTransition { from: ReturnStatus, to: ReturnStatus },
    UnknownStatus(String),
    UnknownReason(String),
    NotDelivered,
    WindowClosed { days: u32 },
    InvalidWindow,
    Money(MoneyError),
}

impl From<MoneyError> for ReturnError {
    fn from(error: MoneyError) -> Self {
        Self::Money(error)
    }
}

impl ReturnError {
    /// The refusal as a text.
    pub fn text(&self) -> Text {
        match self {
            Self::InvalidTransition { from, to } => Text::new(texts::INVALID_TRANSITION)
                .text("from", from.text())
                .text("to", to.text()),
            Self::UnknownStatus(status) => Text::new(texts::UNKNOWN_STATUS).name("status", status.as_str()),
            Self::UnknownReason(reason) => Text::new(texts::UNKNOWN_REASON).name("reason", reason.as_str()),
            Self::NotDelivered => Text::new(texts::NOT_DELIVERED),
            Self::WindowClosed { days } => Text::new(texts::WINDOW_CLOSED).count("days", *days),
            Self::InvalidWindow => Text::new(texts::INVALID_WINDOW).count("max", MAX_WINDOW_DAYS),
            Self::Money(err) => err.text(),
        }
    }
}

crate::shown_as_text!(ReturnError);

impl ReturnStatus {
    pub const ALL: [ReturnStatus; 6] = [
        Self::Requested,
        Self::Accepted,
        Self::Refused,
        Self::PickedUp,
        Self::Received,
        Self::Refunded,
    ];

    pub fn parse(text: &str) -> Result<Self, ReturnError> {
        Self::ALL
            .into_iter()
            .find(|status| status.as_str() == text)
            .ok_or_else(|| ReturnError::UnknownStatus(text.into()))
    }

    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Requested => "requested",
            Self::Accepted => "accepted",
            Self::Refused => "refused",
            Self::PickedUp => "picked_up",
            Self::Received => "received",
            Self::Refunded => "refunded",
        }
    }

    /// The status as a text for a person.
    pub fn text(self) -> Text {
        Text::new(match self {
            Self::Requested => texts::REQUESTED,
            Self::Accepted => texts::ACCEPTED,
            Self::Refused => texts::REFUSED,
            Self::PickedUp => texts::PICKED_UP,
            Self::Received => texts::RECEIVED,
            Self::Refunded => texts::REFUNDED,
        })
    }

    /// Where a return may go from here.
    pub const fn next_statuses(self) -> &'static [ReturnStatus] {
        match self {
            Self::Requested => &[Self::Accepted, Self::Refused],
            Self::Accepted => &[Self::PickedUp],
            Self::PickedUp => &[Self::Received],
            Self::Received => &[Self::Refunded],
            Self::Refused | Self::Refunded => &[],
        }
    }

    /// Moves the return to `to`, if that is a step it may take.
    pub fn transition(self, to: ReturnStatus) -> Result<ReturnStatus, ReturnError> {
        if self.next_statuses().contains(&to) {
            Ok(to)
        } else {
            Err(ReturnError::InvalidTransition { from: self, to })
        }
    }

    /// Whether the return is still under way (an order has one such at a time).
    pub const fn is_open(self) -> bool {
        !matches!(self, Self::Refused | Self::Refunded)
    }
}

impl ReturnReason {
    pub const ALL: [ReturnReason; 3] = [Self::Defective, Self::NotAsDescribed, Self::ChangedMind];

    pub fn parse(text: &str) -> Result<Self, ReturnError> {
        Self::ALL
            .into_iter()
            .find(|reason| reason.as_str() == text)
            .ok_or_else(|| ReturnError::UnknownReason(text.into()))
    }

    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Defective => "defective",
            Self::NotAsDescribed => "not_as_described",
            Self::ChangedMind => "changed_mind",
        }
    }

    pub fn text(self) -> Text {
        Text::new(match self {
            Self::Defective => texts::DEFECTIVE,
            Self::NotAsDescribed => texts::NOT_AS_DESCRIBED,
            Self::ChangedMind => texts::CHANGED_MIND,
        })
    }

    /// Whether the shop was at fault, so the delivery fee comes back too.
    pub const fn shop_at_fault(self) -> bool {
        matches!(self, Self::Defective | Self::NotAsDescribed)
    }
}

/// Checks a return window setting: 1 to [`MAX_WINDOW_DAYS`] days.
pub fn check_window(days: u32) -> Result<u32, ReturnError> {
    if (1..=MAX_WINDOW_DAYS).contains(&days) {
        Ok(days)
    } else {
        Err(ReturnError::InvalidWindow)
    }
}

/// The shop day (days since the epoch, Dhaka time) of a moment.
fn shop_day_number(unix_ms: i64) -> i64 {
    unix_ms.saturating_add(SHOP_UTC_OFFSET_MS).div_euclid(DAY_MS)
}

/// Whether a phone delivered at `delivered_at` may be asked back at `now`
/// (both milliseconds since the epoch) with a window of `days`.
pub fn may_ask_return(delivered_at: Option<i64>, now: i64, days: u32) -> Result<(), ReturnError> {
    let delivered_at = delivered_at.ok_or(ReturnError::NotDelivered)?;
    if shop_day_number(now) - shop_day_number(delivered_at) <= i64::from(days) {
        Ok(())
    } else {
        Err(ReturnError::WindowClosed { days })
    }
}

/// The last moment (milliseconds since the epoch) a phone delivered at
/// `delivered_at` may be asked back with a window of `days`: the end of the
/// shop day `days` after the day of delivery.
pub fn window_end(delivered_at: i64, days: u32) -> i64 {
    let last_day = shop_day_number(delivered_at).saturating_add(i64::from(days));
    last_day
        .saturating_add(1)
        .saturating_mul(DAY_MS)
        .saturating_sub(SHOP_UTC_OFFSET_MS)
        .saturating_sub(1)
}

/// What a received return refunds: what was paid for the phones sent back
/// (after any coupon), and the delivery fee paid when the shop was at fault.
pub fn refund_amount(paid_for_goods: Money, delivery_paid: Money, reason: ReturnReason) -> Result<Money, ReturnError> {
    if reason.shop_at_fault() {
        Ok(paid_for_goods.checked_add(delivery_paid)?)
    } else {
        Ok(paid_for_goods)
    }
}

#[cfg(test)]
mod tests;
