//! Consignments as stored in `consignments`: one per checkout, the parcel
//! its orders leave in, with what the courier said of it.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::parcel::{ParcelReport, ParcelStatus};

/// Where the booking is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BookingState {
    /// Sent to the courier, its answer not in yet (or lost: the poll job
    /// looks it up by invoice before sending it again).
    Booking,
    /// The courier took it.
    Booked,
    /// The courier refused it, with its reasons: nothing left the shop.
    Refused,
}

impl BookingState {
    /// The stored name, e.g. `refused`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Booking => "booking",
            Self::Booked => "booked",
            Self::Refused => "refused",
        }
    }
}

/// The IMEIs one order of the parcel ships with, recorded when it is booked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackedOrder {
    pub order_id: ObjectId,
    pub handsets: Vec<Vec<String>>,
}

/// Who the courier takes the parcel to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recipient {
    pub name: String,
    pub phone: String,
    pub address: String,
}

/// One step the courier reported: a status move, or a tracking message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ParcelStep {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ParcelStatus>,
    pub message: String,
    /// When the courier says it happened.
    pub at: DateTime,
}

/// A consignment in the `consignments` collection. Money is poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ConsignmentDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    /// Unique: a checkout leaves in one parcel.
    pub checkout_id: ObjectId,
    pub customer_id: ObjectId,
    /// The courier's name (`steadfast`).
    pub courier: String,
    /// The shop's id of the parcel at the courier, unique per shop.
    pub invoice: String,
    pub state: BookingState,
    pub orders: Vec<PackedOrder>,
    pub recipient: Recipient,
    /// Cash the courier collects at the door.
    pub cash_to_collect: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consignment_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tracking_code: Option<String>,
    /// Why the courier refused it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refusal: Vec<String>,
    /// The last status applied, and when the courier said it happened.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ParcelReport>,
    #[serde(default)]
    pub steps: Vec<ParcelStep>,
    /// What the courier collected, and charged, once it settled.
    #[serde(default)]
    pub collected: i64,
    #[serde(default)]
    pub charge: i64,
    /// Set once a final status moved the orders (delivered or returned).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settled_at: Option<DateTime>,
    /// Whether `collected` and `charge` are the shop's estimate (the status
    /// came from a lookup, not a webhook): the payout's counts replace them.
    #[serde(default)]
    pub amounts_estimated: bool,
    /// The courier's payout that paid for it, what that payout counted for it
    /// (collected less charge), and how far that differs from the shop's own
    /// record of the parcel (0: they agree).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payout_id: Option<String>,
    #[serde(default)]
    pub paid_out: i64,
    #[serde(default)]
    pub payout_difference: i64,
    /// When the shop confirmed a returned parcel is back (its units restocked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub received_back_at: Option<DateTime>,
    /// What the parcel holds, as the courier's item description.
    #[serde(default)]
    pub items: String,
    /// When the last booking try was sent.
    pub booking_sent_at: DateTime,
    /// When the courier was last asked about it (the poll job's turn).
    pub checked_at: DateTime,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    #[serde(rename = "updatedAt")]
    pub updated_at: DateTime,
}

impl ConsignmentDocument {
    /// The IMEIs the parcel carries for `order_id`.
    pub fn handsets_of(&self, order_id: ObjectId) -> &[Vec<String>] {
        self.orders
            .iter()
            .find(|packed| packed.order_id == order_id)
            .map_or(&[], |packed| packed.handsets.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::BookingState;

    #[test]
    fn a_state_is_stored_under_its_name() {
        for state in [BookingState::Booking, BookingState::Booked, BookingState::Refused] {
            assert_eq!(mongodb::bson::to_bson(&state).ok(), Some(state.as_str().into()));
        }
    }
}
