//! What a courier reports of a parcel (a webhook, or the poll job's
//! lookup), applied once: a report older than the last one applied, the
//! same one again, or anything after a final status changes nothing; a
//! tracking message already recorded is not recorded twice.

use super::{
    ShippingDesk,
    moves::{Telling, settle_in, ship_in},
};
use crate::{
    couriers::CourierNews,
    documents::{
        consignment::{BookingState, ConsignmentDocument, ParcelStep},
        order::OrderDocument,
    },
    failure::Failure,
    mail::parcel_mail::ParcelEvent,
    repository::{Decided, Repositories, Tx},
    services::order_mail,
    texts,
};
use mongodb::bson::DateTime;
use shop_core::{
    Money,
    parcel::{ParcelReport, is_out_for_delivery},
};

/// Applies `news` to its consignment; `false` when it changed nothing (a
/// duplicate, or older than what was applied).
pub async fn take_news(repositories: &Repositories, desk: &ShippingDesk, news: &CourierNews) -> Result<bool, Failure> {
    let customer = repositories
        .consignments
        .by_invoice(news.invoice())
        .await?
        .ok_or_else(|| Failure::NotFound(texts::shipping::UNKNOWN_PARCEL.into()))?
        .customer_id;
    let told = order_mail::told(repositories, customer, &desk.public_url).await?;
    let mails = |orders: &[OrderDocument]| told.of_moves(orders);
    let telling = &Telling {
        mails: &mails,
        public_url: &desk.public_url,
        told: &told,
    };
    repositories
        .transaction(|mut tx| async move {
            let taken = take_in(repositories, &mut tx, news, telling).await;
            (tx, taken)
        })
        .await?
}

async fn take_in(
    repositories: &Repositories,
    tx: &mut Tx,
    news: &CourierNews,
    telling: &Telling<'_>,
) -> Decided<bool, Failure> {
    let Some(mut consignment) = repositories.consignments.by_invoice_in(tx, news.invoice()).await? else {
        return Ok(Err(Failure::NotFound(texts::shipping::UNKNOWN_PARCEL.into())));
    };
    let now = DateTime::now();
    let mut changed = false;
    if consignment.state == BookingState::Booking {
        // The booking's answer was lost; the courier's news says it took the parcel.
        if let Err(failure) = ship_in(repositories, tx, &mut consignment, None, telling, now).await? {
            return Ok(Err(failure));
        }
        changed = true;
    }
    if consignment.state != BookingState::Booked {
        return Ok(Ok(false));
    }
    if consignment.consignment_id.is_none() {
        consignment.consignment_id = Some(consignment_id(news).to_owned());
        changed = true;
    }
    changed |= match news {
        CourierNews::Tracking { message, at_ms, .. } => {
            let recorded = record_step(&mut consignment, None, message, *at_ms);
            if recorded && is_out_for_delivery(message) {
                tell_out_for_delivery(repositories, tx, &consignment, telling).await?;
            }
            recorded
        }
        CourierNews::Status {
            status,
            collected,
            charge,
            amounts_known,
            message,
            at_ms,
            ..
        } => {
            let report = ParcelReport {
                status: *status,
                at_ms: *at_ms,
            };
            if consignment.status.is_some_and(|last| !last.is_replaced_by(report)) {
                // A lookup settled the parcel first with estimates; the courier's counts correct them.
                let counts_arrive = consignment.amounts_estimated
                    && *amounts_known
                    && consignment.status.and_then(|last| last.status.outcome()) == status.outcome();
                if counts_arrive {
                    consignment.collected = collected.poisha();
                    consignment.charge = charge.poisha();
                    consignment.amounts_estimated = false;
                }
                counts_arrive
            } else {
                consignment.status = Some(report);
                record_step(&mut consignment, Some(report), message, *at_ms);
                if let Some(outcome) = status.outcome() {
                    consignment.collected = collected.poisha();
                    consignment.charge = charge.poisha();
                    consignment.amounts_estimated = !amounts_known;
                    if let Err(failure) = settle_in(repositories, tx, &mut consignment, outcome, telling, now).await? {
                        return Ok(Err(failure));
                    }
                }
                true
            }
        }
    };
    if changed {
        consignment.updated_at = now;
        repositories.consignments.save_in(tx, &consignment).await?;
    }
    Ok(Ok(changed))
}

/// Tells the customer, by e-mail and SMS, that a rider brings the parcel
/// today (and the cash to keep ready), once per parcel: about its first order.
async fn tell_out_for_delivery(
    repositories: &Repositories,
    tx: &mut Tx,
    consignment: &ConsignmentDocument,
    telling: &Telling<'_>,
) -> Result<(), crate::repository::RepositoryError> {
    let Some(first) = consignment.orders.first() else {
        return Ok(());
    };
    let Some(order) = repositories.orders.find_in(tx, first.order_id, None).await? else {
        return Ok(());
    };
    let cash = (consignment.cash_to_collect > 0).then(|| Money::from_poisha(consignment.cash_to_collect));
    for message in telling.told.of_parcel(&order, ParcelEvent::OutForDelivery { cash }) {
        repositories.outbox.enqueue_in(tx, &message).await?;
    }
    Ok(())
}

fn consignment_id(news: &CourierNews) -> &str {
    match news {
        CourierNews::Status { consignment_id, .. } | CourierNews::Tracking { consignment_id, .. } => consignment_id,
    }
}

/// Adds a step unless the same one is recorded already; whether it did.
fn record_step(consignment: &mut ConsignmentDocument, report: Option<ParcelReport>, message: &str, at_ms: i64) -> bool {
    let step = ParcelStep {
        status: report.map(|report| report.status),
        message: message.to_owned(),
        at: DateTime::from_millis(at_ms),
    };
    if consignment.steps.contains(&step) {
        return false;
    }
    consignment.steps.push(step);
    true
}
