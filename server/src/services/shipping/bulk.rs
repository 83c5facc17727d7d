//! Booking many parcels in one call to the courier (Steadfast's bulk order,
//! at most 500): each checkout is checked and recorded as being booked
//! first, as one booking is; the courier's answer for each is recorded as a
//! single booking's would be, and a lost answer is looked up per invoice.

use super::{
    ShippingDesk,
    booking::{self, Booked, Packing},
};
use crate::{
    couriers::CourierError, documents::consignment::ConsignmentDocument, failure::Failure, repository::Repositories,
    texts,
};
use mongodb::bson::oid::ObjectId;
use shop_core::Text;

/// One checkout's parcel and the IMEIs packed for its orders.
#[derive(Debug, Clone)]
pub struct BulkParcel {
    pub checkout_id: ObjectId,
    pub packing: Vec<Packing>,
}

/// How each parcel of a bulk booking ended: booked (or awaiting the
/// courier's answer), or refused with why.
#[derive(Debug)]
pub struct BulkOutcome {
    pub checkout_id: ObjectId,
    pub result: Result<Booked, Failure>,
}

/// Books `parcels` in one call; each ends on its own.
pub async fn book_many(
    repositories: &Repositories,
    desk: &ShippingDesk,
    parcels: &[BulkParcel],
) -> Result<Vec<BulkOutcome>, Failure> {
    let courier = desk.courier()?;
    if parcels.len() > courier.batch_limit() {
        let text = Text::new(texts::shipping::TOO_MANY).count("most", courier.batch_limit() as u64);
        return Err(Failure::Refused(text));
    }
    let mut outcomes = Vec::with_capacity(parcels.len());
    let mut prepared: Vec<ConsignmentDocument> = Vec::new();
    for parcel in parcels {
        match booking::prepare(repositories, courier.name(), parcel.checkout_id, &parcel.packing).await {
            Ok(consignment) => prepared.push(consignment),
            Err(failure) => outcomes.push(BulkOutcome {
                checkout_id: parcel.checkout_id,
                result: Err(failure),
            }),
        }
    }
    if prepared.is_empty() {
        return Ok(outcomes);
    }
    let requests: Vec<_> = prepared.iter().map(booking::request_of).collect();
    let answers: Vec<Result<_, CourierError>> = match courier.book_many(&requests).await {
        Ok(rows) => rows.into_iter().map(|row| row.map_err(CourierError::Refused)).collect(),
        Err(error) => prepared.iter().map(|_| Err(error.clone())).collect(),
    };
    for (consignment, answer) in prepared.into_iter().zip(answers) {
        let checkout_id = consignment.checkout_id;
        let result = booking::record(repositories, desk, consignment, answer).await;
        outcomes.push(BulkOutcome { checkout_id, result });
    }
    Ok(outcomes)
}
