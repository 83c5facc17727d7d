//! Booking a checkout's parcel: its confirmed orders, each with the IMEIs
//! packed for it, go to the courier as one consignment collecting the cash
//! still due. The consignment is recorded before the call, so an answer
//! lost on the way is looked up by its invoice (by this call, then by the
//! poll job) before the parcel is ever sent again: never two consignments
//! for one checkout.

use super::{
    ShippingDesk,
    moves::{Telling, ship_in},
};
use crate::{
    couriers::{Booking, CourierError, ParcelRequest},
    documents::{
        checkout::CheckoutDocument,
        consignment::{BookingState, ConsignmentDocument, PackedOrder, Recipient},
        order::OrderDocument,
    },
    failure::Failure,
    repository::{Decided, Repositories, Tx},
    services::{order_mail, orders::shipped_handsets},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Money, OrderStatus, PaymentStatus, Text,
    parcel::{advance::less_advance, cash_to_collect},
};

/// The IMEIs typed for one order of the parcel.
#[derive(Debug, Clone)]
pub struct Packing {
    pub order_id: ObjectId,
    pub handsets: Vec<Vec<String>>,
}

/// How a booking ended.
#[derive(Debug)]
pub enum Booked {
    /// The courier took it: its orders are shipped.
    Booked(ConsignmentDocument),
    /// Sent, but the courier's answer was lost and a lookup did not find it
    /// yet: the poll job settles it.
    Awaiting(ConsignmentDocument),
}

/// Books checkout `checkout_id`'s parcel with the IMEIs in `packing`.
pub async fn book(
    repositories: &Repositories,
    desk: &ShippingDesk,
    checkout_id: ObjectId,
    packing: &[Packing],
) -> Result<Booked, Failure> {
    let courier = desk.courier()?;
    let prepared = prepare(repositories, courier.name(), checkout_id, packing).await?;
    let answer = courier.book(&request_of(&prepared)).await;
    record(repositories, desk, prepared, answer).await
}

/// Checks checkout `checkout_id` can leave with `packing` and records its
/// consignment as being booked with `courier`, before any call.
pub(super) async fn prepare(
    repositories: &Repositories,
    courier: &str,
    checkout_id: ObjectId,
    packing: &[Packing],
) -> Result<ConsignmentDocument, Failure> {
    let checkout = repositories
        .orders
        .checkout_of(checkout_id, None)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::orders::ORDER_NOT_FOUND.into()))?;
    let checkout = &checkout;
    repositories
        .transaction(|mut tx| async move {
            let prepared = prepare_in(repositories, &mut tx, courier, checkout, packing).await;
            (tx, prepared)
        })
        .await
        .map_err(Failure::duplicate_means(texts::shipping::BOOKING_OUT))?
}

/// What the courier's answer (or a lookup after a lost one) makes of a
/// consignment being booked: booked and shipped, refused with its reasons,
/// or still awaited.
pub(super) async fn record(
    repositories: &Repositories,
    desk: &ShippingDesk,
    consignment: ConsignmentDocument,
    answer: Result<Booking, CourierError>,
) -> Result<Booked, Failure> {
    let courier = desk.courier()?;
    let found = match &answer {
        Ok(booking) => Some(Some(booking.clone())),
        Err(CourierError::Unclear(_)) => match courier.status_of(&consignment.invoice).await {
            // The courier has it: booked, its ids learnt from its first webhook.
            Ok(Some(_)) => Some(None),
            _ => None,
        },
        Err(_) => None,
    };
    let told = order_mail::told(repositories, consignment.customer_id, &desk.public_url).await?;
    let mails = |orders: &[OrderDocument]| told.of_moves(orders);
    let telling = &Telling {
        mails: &mails,
        public_url: &desk.public_url,
        told: &told,
    };
    let (consignment, answer, found) = (&consignment, &answer, &found);
    let recorded = repositories
        .transaction(|mut tx| async move {
            let recorded = record_in(repositories, &mut tx, consignment, found.clone(), answer, telling).await;
            (tx, recorded)
        })
        .await??;
    match (recorded.state, answer) {
        (BookingState::Booked, _) => Ok(Booked::Booked(recorded)),
        (_, Err(CourierError::Refused(reasons))) => Err(Failure::Refused(
            Text::new(texts::shipping::REFUSED).name("reasons", reasons.join("; ")),
        )),
        (_, Err(CourierError::NotNow(_))) => Err(Failure::ProviderDown(texts::shipping::COURIER_AWAY.into())),
        _ => Ok(Booked::Awaiting(recorded)),
    }
}

async fn record_in(
    repositories: &Repositories,
    tx: &mut Tx,
    sent: &ConsignmentDocument,
    found: Option<Option<Booking>>,
    answer: &Result<Booking, CourierError>,
    telling: &Telling<'_>,
) -> Decided<ConsignmentDocument, Failure> {
    // The one sent, unless a webhook recorded it meanwhile.
    let Some(mut consignment) = repositories.consignments.find_in(tx, sent.id).await? else {
        return Ok(Err(Failure::NotFound(texts::shipping::NOT_FOUND.into())));
    };
    if consignment.state != BookingState::Booking {
        return Ok(Ok(consignment));
    }
    let now = DateTime::now();
    if let Some(booking) = found {
        if let Err(failure) = ship_in(repositories, tx, &mut consignment, booking.as_ref(), telling, now).await? {
            return Ok(Err(failure));
        }
        return Ok(Ok(consignment));
    }
    match answer {
        Err(CourierError::Refused(reasons)) => {
            consignment.state = BookingState::Refused;
            consignment.refusal.clone_from(reasons);
        }
        Err(CourierError::NotNow(reason)) => {
            consignment.state = BookingState::Refused;
            consignment.refusal = vec![reason.clone()];
        }
        // Lost and not found: left to the poll job, which looks again before sending again.
        _ => {}
    }
    consignment.updated_at = now;
    repositories.consignments.save_in(tx, &consignment).await?;
    Ok(Ok(consignment))
}

/// Checks the checkout can leave and records its consignment as being
/// booked (a refused one is booked again under its own invoice).
async fn prepare_in(
    repositories: &Repositories,
    tx: &mut Tx,
    courier: &str,
    checkout: &CheckoutDocument,
    packing: &[Packing],
) -> Decided<ConsignmentDocument, Failure> {
    let refuse = |text: Text| Ok(Err(Failure::Conflict(text)));
    let existing = repositories.consignments.of_checkout_in(tx, checkout.id).await?;
    match existing.as_ref().map(|c| c.state) {
        Some(BookingState::Booked) => return refuse(texts::shipping::ALREADY_BOOKED.into()),
        Some(BookingState::Booking) => return refuse(texts::shipping::BOOKING_OUT.into()),
        Some(BookingState::Refused) | None => {}
    }
    let orders = repositories.orders.orders_of_in(tx, checkout).await?;
    let live: Vec<&OrderDocument> = orders
        .iter()
        .filter(|order| order.order_status_type != OrderStatus::Cancelled)
        .collect();
    let Some(first) = live.first() else {
        return refuse(texts::shipping::NOTHING_TO_SHIP.into());
    };
    if checkout.advance.is_some() && checkout.advance_paid().is_none() {
        return refuse(texts::shipping::ADVANCE_UNPAID.into());
    }
    if let Some(waiting) = live.iter().find(|o| o.order_status_type != OrderStatus::Confirmed) {
        return refuse(Text::new(texts::shipping::NOT_CONFIRMED).name("title", waiting.product.title.clone()));
    }
    if packing.iter().any(|p| !live.iter().any(|o| o.id == p.order_id)) {
        return Ok(Err(Failure::Refused(texts::shipping::HANDSETS_OF_OTHERS.into())));
    }
    let mut packed = Vec::with_capacity(live.len());
    for order in &live {
        let typed = packing
            .iter()
            .find(|p| p.order_id == order.id)
            .map_or(&[][..], |p| p.handsets.as_slice());
        let handsets = match shipped_handsets(order, OrderStatus::Shipped, typed) {
            Ok(handsets) => handsets,
            Err(failure) => return Ok(Err(failure)),
        };
        let imeis: Vec<&String> = handsets.iter().flatten().collect();
        if let Some(taken) = repositories.orders.imei_elsewhere(tx, order.id, &imeis).await? {
            return refuse(Text::new(texts::orders::IMEI_TAKEN).name("imei", taken));
        }
        packed.push(PackedOrder {
            order_id: order.id,
            handsets,
        });
    }
    let due = live.iter().map(|o| {
        (
            Money::from_poisha(o.total),
            o.payment_status == PaymentStatus::DueOnDelivery,
        )
    });
    let cash = match cash_to_collect(due, Money::from_poisha(checkout.delivery_fee)) {
        // The advance paid ahead is not collected again.
        Ok(cash) => less_advance(cash, Money::from_poisha(checkout.advance_paid().unwrap_or(0))).0,
        Err(error) => return Ok(Err(shop_core::Error::from(error).into())),
    };
    let now = DateTime::now();
    let destination = &first.shipping.destination;
    let consignment = ConsignmentDocument {
        id: existing.as_ref().map_or_else(ObjectId::new, |c| c.id),
        checkout_id: checkout.id,
        customer_id: checkout.customer_id,
        courier: courier.to_owned(),
        invoice: checkout.id.to_hex(),
        state: BookingState::Booking,
        orders: packed,
        recipient: Recipient {
            name: join(&[&destination.first_name, &destination.last_name], " "),
            phone: destination.phone.clone(),
            address: join(
                &[
                    &destination.address,
                    &destination.apartment_suit,
                    &destination.area,
                    &destination.city,
                    &destination.post_code,
                ],
                ", ",
            ),
        },
        cash_to_collect: cash.poisha(),
        consignment_id: None,
        tracking_code: None,
        refusal: Vec::new(),
        status: None,
        steps: Vec::new(),
        collected: 0,
        charge: 0,
        settled_at: None,
        amounts_estimated: false,
        payout_id: None,
        paid_out: 0,
        payout_difference: 0,
        received_back_at: None,
        items: live
            .iter()
            .map(|o| format!("{} {} x{}", o.product.title, o.product.label, o.quantity))
            .collect::<Vec<_>>()
            .join("; "),
        booking_sent_at: now,
        checked_at: now,
        created_at: existing.as_ref().map_or(now, |c| c.created_at),
        updated_at: now,
    };
    repositories.consignments.save_in(tx, &consignment).await?;
    Ok(Ok(consignment))
}

/// The courier's request for a consignment.
pub(super) fn request_of(consignment: &ConsignmentDocument) -> ParcelRequest {
    ParcelRequest {
        invoice: consignment.invoice.clone(),
        recipient_name: consignment.recipient.name.clone(),
        recipient_phone: consignment.recipient.phone.clone(),
        recipient_address: consignment.recipient.address.clone(),
        cash_to_collect: Money::from_poisha(consignment.cash_to_collect),
        note: String::new(),
        items: consignment.items.clone(),
        lot: u32::try_from(consignment.orders.len()).unwrap_or(u32::MAX),
    }
}

/// The non-empty parts, trimmed, joined by `separator`.
fn join(parts: &[&String], separator: &str) -> String {
    let kept: Vec<&str> = parts
        .iter()
        .map(|part| part.trim())
        .filter(|part| !part.is_empty())
        .collect();
    kept.join(separator)
}
