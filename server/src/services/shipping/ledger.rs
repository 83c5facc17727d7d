//! The courier's money as the admin reads it: what the settled parcels
//! collected and were charged, what the courier owes the shop for them,
//! what its payouts paid, and every difference: parcels settled long ago
//! that no payout paid, and parcels a payout counted otherwise than the shop.

use crate::{
    documents::{consignment::ConsignmentDocument, courier_payout::CourierPayoutDocument},
    repository::{Repositories, RepositoryError},
};
use mongodb::bson::DateTime;

/// Days a settled parcel may wait for its payout before it is listed.
pub const PAYOUT_DAYS: i64 = 7;
/// Rows of each list at most.
const LISTED: i64 = 50;

/// The ledger (poisha).
#[derive(Debug, Clone)]
pub struct Ledger {
    pub collected: i64,
    pub charges: i64,
    /// What the courier owes for the settled parcels: collected less charges.
    pub owed: i64,
    pub paid: i64,
    /// Owed and not paid yet: 0 when the courier is square with the shop.
    pub balance: i64,
    pub unpaid: Vec<ConsignmentDocument>,
    pub mismatched: Vec<ConsignmentDocument>,
    pub payouts: Vec<CourierPayoutDocument>,
}

pub async fn ledger(repositories: &Repositories, now: DateTime) -> Result<Ledger, RepositoryError> {
    let payouts = &repositories.courier_payouts;
    let waited = DateTime::from_millis(now.timestamp_millis() - PAYOUT_DAYS * 86_400_000);
    let (sums, paid, unpaid, mismatched, newest) = futures_util::try_join!(
        payouts.parcel_sums(),
        payouts.paid(),
        payouts.unpaid_since(waited, LISTED),
        payouts.mismatched(LISTED),
        payouts.newest(LISTED),
    )?;
    let owed = sums.collected - sums.charges;
    Ok(Ledger {
        collected: sums.collected,
        charges: sums.charges,
        owed,
        paid,
        balance: owed - paid,
        unpaid,
        mismatched,
        payouts: newest,
    })
}
