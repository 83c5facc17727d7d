//! A checkout's parcel as the API answers it: the booking, the courier's
//! ids, each step it reported, and the money it collected. Money is poisha.

use super::{
    order::{OrderResponse, wire_names},
    rfc3339,
};
use crate::documents::consignment::{BookingState, ConsignmentDocument};
use serde::Serialize;
use shop_core::parcel::ParcelStatus;

wire_names!(
    /// A courier's status word (Steadfast's).
    ParcelStatusName,
    ParcelStatus::ALL,
    ParcelStatus::as_str
);

/// One step the courier reported.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ParcelStepAnswer {
    /// The status it moved to; none for a tracking message.
    #[schema(value_type = Option<ParcelStatusName>)]
    pub status: Option<ParcelStatus>,
    pub message: String,
    pub at: String,
}

/// The IMEIs one order ships with.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PackedAnswer {
    pub order_id: String,
    pub handsets: Vec<Vec<String>>,
}

/// A checkout's parcel.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ParcelAnswer {
    #[serde(rename = "_id")]
    pub id: String,
    pub checkout_id: String,
    pub courier: String,
    /// The shop's id of the parcel at the courier.
    pub invoice: String,
    pub state: BookingState,
    /// Why the courier refused it.
    pub refusal: Vec<String>,
    pub consignment_id: Option<String>,
    pub tracking_code: Option<String>,
    /// The courier's last status.
    #[schema(value_type = Option<ParcelStatusName>)]
    pub status: Option<ParcelStatus>,
    pub steps: Vec<ParcelStepAnswer>,
    pub recipient_name: String,
    pub recipient_phone: String,
    pub recipient_address: String,
    pub items: String,
    pub orders: Vec<PackedAnswer>,
    pub cash_to_collect: i64,
    pub collected: i64,
    pub charge: i64,
    pub settled_at: Option<String>,
    pub received_back_at: Option<String>,
    pub booked_at: String,
}

impl From<ConsignmentDocument> for ParcelAnswer {
    fn from(c: ConsignmentDocument) -> Self {
        ParcelAnswer {
            id: c.id.to_hex(),
            checkout_id: c.checkout_id.to_hex(),
            courier: c.courier,
            invoice: c.invoice,
            state: c.state,
            refusal: c.refusal,
            consignment_id: c.consignment_id,
            tracking_code: c.tracking_code,
            status: c.status.map(|report| report.status),
            steps: c
                .steps
                .into_iter()
                .map(|step| ParcelStepAnswer {
                    status: step.status,
                    message: step.message,
                    at: rfc3339(step.at),
                })
                .collect(),
            recipient_name: c.recipient.name,
            recipient_phone: c.recipient.phone,
            recipient_address: c.recipient.address,
            items: c.items,
            orders: c
                .orders
                .into_iter()
                .map(|packed| PackedAnswer {
                    order_id: packed.order_id.to_hex(),
                    handsets: packed.handsets,
                })
                .collect(),
            cash_to_collect: c.cash_to_collect,
            collected: c.collected,
            charge: c.charge,
            settled_at: c.settled_at.map(rfc3339),
            received_back_at: c.received_back_at.map(rfc3339),
            booked_at: rfc3339(c.booking_sent_at),
        }
    }
}

/// A checkout's orders and parcel, as the admin books from them.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CheckoutParcelAnswer {
    pub checkout_id: String,
    /// Whether a courier is set up (without one, orders are shipped by hand).
    pub courier: bool,
    pub orders: Vec<OrderResponse>,
    /// `null` before a parcel is booked.
    pub parcel: Option<ParcelAnswer>,
    /// The buyer's delivery record with the courier, for a cash-on-delivery
    /// checkout (`null` otherwise, or when the courier cannot say now).
    pub delivery_record: Option<DeliveryRecordAnswer>,
    /// The advance asked of it, if any.
    pub advance: Option<super::order::AdvanceAnswer>,
    /// The advance the shop suggests asking (a risky buyer or a high
    /// total), in poisha; `null` when none is, or one is asked already.
    pub advance_suggested: Option<i64>,
    /// Whether an advance may be asked now: a confirmed cash-on-delivery
    /// checkout, not booked, with none asked yet, in a shop that takes bKash.
    pub advance_askable: bool,
}

/// Parcels sent to the buyer's number, delivered and refused, and what that says.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DeliveryRecordAnswer {
    pub parcels: u32,
    pub delivered: u32,
    pub cancelled: u32,
    /// `unknown` (fewer than 3 parcels), `reliable` or `risky` (over 30% refused).
    #[schema(value_type = String)]
    pub risk: shop_core::parcel::DeliveryRisk,
}

impl From<shop_core::parcel::DeliveryRecord> for DeliveryRecordAnswer {
    fn from(record: shop_core::parcel::DeliveryRecord) -> Self {
        DeliveryRecordAnswer {
            parcels: record.parcels,
            delivered: record.delivered,
            cancelled: record.cancelled,
            risk: record.risk(),
        }
    }
}

/// An order's parcel as its customer follows it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ParcelTrackAnswer {
    pub courier: String,
    pub tracking_code: Option<String>,
    #[schema(value_type = Option<ParcelStatusName>)]
    pub status: Option<ParcelStatus>,
    pub steps: Vec<ParcelStepAnswer>,
}

impl From<ConsignmentDocument> for ParcelTrackAnswer {
    fn from(c: ConsignmentDocument) -> Self {
        let full = ParcelAnswer::from(c);
        ParcelTrackAnswer {
            courier: full.courier,
            tracking_code: full.tracking_code,
            status: full.status,
            steps: full.steps,
        }
    }
}

/// How one parcel of a bulk booking ended.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct BulkResultAnswer {
    pub checkout_id: String,
    /// The parcel, booked (or sent, its answer awaited); `null` when refused.
    pub parcel: Option<ParcelAnswer>,
    /// Why it was not booked; `null` when it was.
    pub refusal: Option<super::text::TextAnswer>,
}

/// Each parcel of a bulk booking, in the order sent.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct BulkAnswer {
    pub results: Vec<BulkResultAnswer>,
}
