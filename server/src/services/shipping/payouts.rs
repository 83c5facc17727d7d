//! The courier's payouts, read from the courier and recorded once each: the
//! payout, and on each parcel it paid for, what it counted (collected less
//! charge) and how far that differs from the shop's own record.

use super::ShippingDesk;
use crate::{
    couriers::Payout,
    documents::courier_payout::{CourierPayoutDocument, PayoutLineDocument},
    failure::Failure,
    repository::{Repositories, RepositoryError, Tx},
};
use mongodb::bson::DateTime;

/// Payouts read in one round, at most (the newest: older ones were recorded before).
const ROUND: usize = 20;

/// Records the courier's payouts the shop has not recorded yet; answers how many.
pub async fn record_payouts(repositories: &Repositories, desk: &ShippingDesk) -> Result<usize, Failure> {
    let Ok(courier) = desk.courier() else {
        return Ok(0);
    };
    let mut recorded = 0;
    for id in courier
        .payout_ids()
        .await
        .map_err(|_| courier_away())?
        .into_iter()
        .take(ROUND)
    {
        let key = format!("{}:{id}", courier.name());
        if repositories.courier_payouts.exists(&key).await? {
            continue;
        }
        let payout = courier.payout(&id).await.map_err(|_| courier_away())?;
        let (key, courier_name, payout) = (&key, courier.name(), &payout);
        let saved = repositories
            .atomically(|mut tx| async move {
                let saved = record_in(repositories, &mut tx, key, courier_name, payout).await;
                (tx, saved)
            })
            .await;
        match saved {
            Ok(()) => recorded += 1,
            // Another instance recorded it meanwhile.
            Err(RepositoryError::Duplicate) => {}
            Err(other) => return Err(other.into()),
        }
    }
    Ok(recorded)
}

async fn record_in(
    repositories: &Repositories,
    tx: &mut Tx,
    key: &str,
    courier: &str,
    payout: &Payout,
) -> Result<(), RepositoryError> {
    let now = DateTime::now();
    let mut unknown = Vec::new();
    for line in &payout.lines {
        let Some(mut parcel) = repositories.consignments.by_invoice_in(tx, &line.invoice).await? else {
            unknown.push(line.invoice.clone());
            continue;
        };
        if parcel.amounts_estimated {
            // Settled by a lookup: the courier's own counts, first told here.
            parcel.collected = line.collected.poisha();
            parcel.charge = line.charge.poisha();
            parcel.amounts_estimated = false;
        }
        let counted = line.collected.poisha() - line.charge.poisha();
        parcel.payout_id = Some(key.to_owned());
        parcel.paid_out = counted;
        parcel.payout_difference = counted - (parcel.collected - parcel.charge);
        parcel.updated_at = now;
        repositories.consignments.save_in(tx, &parcel).await?;
    }
    let document = CourierPayoutDocument {
        id: key.to_owned(),
        courier: courier.to_owned(),
        payout_id: payout.id.clone(),
        amount: payout.amount.poisha(),
        paid_at: payout.at_ms.map(DateTime::from_millis),
        lines: payout
            .lines
            .iter()
            .map(|line| PayoutLineDocument {
                invoice: line.invoice.clone(),
                collected: line.collected.poisha(),
                charge: line.charge.poisha(),
            })
            .collect(),
        unknown_invoices: unknown,
        recorded_at: now,
    };
    repositories.courier_payouts.insert_in(tx, &document).await
}

fn courier_away() -> Failure {
    Failure::ProviderDown(crate::texts::shipping::COURIER_AWAY.into())
}
