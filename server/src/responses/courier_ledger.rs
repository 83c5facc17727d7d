//! The courier's money as the API answers it. Money is poisha.

use super::{parcel::ParcelStatusName, rfc3339};
use crate::documents::{consignment::ConsignmentDocument, courier_payout::CourierPayoutDocument};
use serde::Serialize;
use shop_core::parcel::ParcelStatus;

/// A settled parcel in the ledger's lists.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LedgerParcelAnswer {
    pub checkout_id: String,
    pub invoice: String,
    pub tracking_code: Option<String>,
    #[schema(value_type = Option<ParcelStatusName>)]
    pub status: Option<ParcelStatus>,
    pub collected: i64,
    pub charge: i64,
    pub settled_at: Option<String>,
    /// What a payout counted for it (collected less charge); 0 before one.
    pub paid_out: i64,
    /// The payout's count less the shop's own (0: they agree).
    pub payout_difference: i64,
}

impl From<ConsignmentDocument> for LedgerParcelAnswer {
    fn from(c: ConsignmentDocument) -> Self {
        LedgerParcelAnswer {
            checkout_id: c.checkout_id.to_hex(),
            invoice: c.invoice,
            tracking_code: c.tracking_code,
            status: c.status.map(|report| report.status),
            collected: c.collected,
            charge: c.charge,
            settled_at: c.settled_at.map(rfc3339),
            paid_out: c.paid_out,
            payout_difference: c.payout_difference,
        }
    }
}

/// A payout the courier made.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct PayoutAnswer {
    pub courier: String,
    pub payout_id: String,
    pub amount: i64,
    pub paid_at: Option<String>,
    pub parcels: usize,
    /// Invoices it names that the shop has no parcel for.
    pub unknown_invoices: Vec<String>,
    pub recorded_at: String,
}

impl From<CourierPayoutDocument> for PayoutAnswer {
    fn from(p: CourierPayoutDocument) -> Self {
        PayoutAnswer {
            courier: p.courier,
            payout_id: p.payout_id,
            amount: p.amount,
            paid_at: p.paid_at.map(rfc3339),
            parcels: p.lines.len(),
            unknown_invoices: p.unknown_invoices,
            recorded_at: rfc3339(p.recorded_at),
        }
    }
}

/// What the courier collected, charged, owes and paid, and every difference.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct LedgerAnswer {
    pub collected: i64,
    pub charges: i64,
    /// Collected less charges: what the courier owes for the settled parcels.
    pub owed: i64,
    pub paid: i64,
    /// Owed less paid: 0 when the courier is square with the shop.
    pub balance: i64,
    /// Days a settled parcel waits for its payout before it is listed as unpaid.
    pub payout_days: i64,
    pub unpaid: Vec<LedgerParcelAnswer>,
    pub mismatched: Vec<LedgerParcelAnswer>,
    pub payouts: Vec<PayoutAnswer>,
}
