//! What a parcel's news does to its orders, inside the caller's
//! transaction: booked, each order ships with the IMEIs packed for it; a
//! final status delivers them or marks them returned. Each move queues the
//! customer's e-mail and SMS with it.

use crate::{
    couriers::Booking,
    documents::{
        consignment::{BookingState, ConsignmentDocument, ParcelStep},
        order::Tracking,
    },
    failure::Failure,
    repository::{Decided, Repositories, Tx},
    services::{
        order_mail::{OrderMails, Told},
        orders::{StatusMove, StatusRefusal, move_in},
    },
    texts,
};
use mongodb::bson::DateTime;
use shop_core::{
    OrderStatus, Text,
    parcel::{ParcelOutcome, ParcelReport, ParcelStatus},
};

/// How the customer is told: the orders' e-mails and SMS, where they link
/// to, and the parcel's own news (by e-mail and SMS, as the customer is told).
pub(super) struct Telling<'a> {
    pub mails: &'a OrderMails<'a>,
    pub public_url: &'a str,
    pub told: &'a Told,
}

/// The courier took the parcel (`booking`; `None` when a lookup by invoice
/// found it but its ids are not known yet): its orders ship with their
/// IMEIs, and the consignment is booked.
pub(super) async fn ship_in(
    repositories: &Repositories,
    tx: &mut Tx,
    consignment: &mut ConsignmentDocument,
    booking: Option<&Booking>,
    telling: &Telling<'_>,
    now: DateTime,
) -> Decided<(), Failure> {
    if let Some(booking) = booking {
        // Before the orders move, so their shipped SMS names the courier and its code.
        let tracking = Tracking {
            courier: courier_name(&consignment.courier).to_owned(),
            code: booking.tracking_code.clone(),
        };
        let ids: Vec<_> = consignment.orders.iter().map(|packed| packed.order_id).collect();
        repositories.orders.set_tracking_in(tx, &ids, &tracking).await?;
    }
    for packed in &consignment.orders {
        let change = StatusMove {
            id: packed.order_id,
            owner: None,
            to: OrderStatus::Shipped,
            handsets: &packed.handsets,
        };
        if let Err(refusal) = move_in(repositories, tx, &change, telling.mails, telling.public_url).await? {
            return Ok(Err(refused(refusal)));
        }
    }
    let status = booking.map_or(ParcelStatus::InReview, |booking| booking.status);
    if let Some(booking) = booking {
        consignment.consignment_id = Some(booking.consignment_id.clone());
        consignment.tracking_code = Some(booking.tracking_code.clone());
    }
    consignment.state = BookingState::Booked;
    consignment.refusal.clear();
    consignment.status = Some(ParcelReport {
        status,
        at_ms: now.timestamp_millis(),
    });
    consignment.steps.push(ParcelStep {
        status: Some(status),
        message: String::new(),
        at: now,
    });
    consignment.updated_at = now;
    repositories.consignments.save_in(tx, consignment).await?;
    Ok(Ok(()))
}

/// A final status moved the parcel's orders: each still shipped is
/// delivered, or returned. A partly delivered parcel moves none: the shop
/// says which of its orders came back.
pub(super) async fn settle_in(
    repositories: &Repositories,
    tx: &mut Tx,
    consignment: &mut ConsignmentDocument,
    outcome: ParcelOutcome,
    telling: &Telling<'_>,
    now: DateTime,
) -> Decided<(), Failure> {
    let to = match outcome {
        ParcelOutcome::Delivered => Some(OrderStatus::Delivered),
        ParcelOutcome::Returned => Some(OrderStatus::Returned),
        ParcelOutcome::PartlyDelivered => None,
    };
    for packed in consignment.orders.iter().filter(|_| to.is_some()) {
        let Some(order) = repositories.orders.find_in(tx, packed.order_id, None).await? else {
            continue;
        };
        let Some(to) = to.filter(|_| order.order_status_type == OrderStatus::Shipped) else {
            continue;
        };
        let change = StatusMove {
            id: order.id,
            owner: None,
            to,
            handsets: &[],
        };
        if let Err(refusal) = move_in(repositories, tx, &change, telling.mails, telling.public_url).await? {
            return Ok(Err(refused(refusal)));
        }
    }
    consignment.settled_at = Some(now);
    Ok(Ok(()))
}

/// A courier's name as customers read it (`Steadfast` for `steadfast`).
fn courier_name(courier: &str) -> &str {
    match courier {
        "steadfast" => "Steadfast",
        other => other,
    }
}

fn refused(refusal: StatusRefusal) -> Failure {
    match refusal {
        StatusRefusal::NotFound => Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()),
        StatusRefusal::Invalid(error) => Failure::Conflict(error.text()),
        StatusRefusal::ImeiTaken(imei) => Failure::Conflict(Text::new(texts::orders::IMEI_TAKEN).name("imei", imei)),
    }
}
