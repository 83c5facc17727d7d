//! A parcel the courier brought back, received at the shop: the units of
//! each returned order go back to stock (telling those waiting for them),
//! their IMEIs are freed to ship again and stay on the order as a record.

use super::ShippingDesk;
use crate::{
    documents::consignment::ConsignmentDocument,
    failure::Failure,
    repository::{Decided, Repositories, Tx},
    services::restock,
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::OrderStatus;

/// Receives checkout `checkout_id`'s parcel back.
pub async fn receive_back(
    repositories: &Repositories,
    desk: &ShippingDesk,
    checkout_id: ObjectId,
) -> Result<ConsignmentDocument, Failure> {
    let public_url = desk.public_url.as_str();
    repositories
        .transaction(|mut tx| async move {
            let received = receive_in(repositories, &mut tx, checkout_id, public_url).await;
            (tx, received)
        })
        .await?
}

async fn receive_in(
    repositories: &Repositories,
    tx: &mut Tx,
    checkout_id: ObjectId,
    public_url: &str,
) -> Decided<ConsignmentDocument, Failure> {
    let Some(mut consignment) = repositories.consignments.of_checkout_in(tx, checkout_id).await? else {
        return Ok(Err(Failure::NotFound(texts::shipping::NOT_FOUND.into())));
    };
    if consignment.received_back_at.is_some() {
        return Ok(Err(Failure::Conflict(texts::shipping::RECEIVED_ALREADY.into())));
    }
    let now = DateTime::now();
    let mut returned = 0;
    for packed in &consignment.orders {
        let Some(order) = repositories.orders.find_in(tx, packed.order_id, None).await? else {
            continue;
        };
        if order.order_status_type != OrderStatus::Returned {
            continue;
        }
        restock::give_back(repositories, tx, &order.product, order.quantity, now, public_url).await?;
        repositories.orders.free_imeis(tx, order.id).await?;
        returned += 1;
    }
    if returned == 0 {
        return Ok(Err(Failure::Conflict(texts::shipping::NOT_BACK.into())));
    }
    consignment.received_back_at = Some(now);
    consignment.updated_at = now;
    repositories.consignments.save_in(tx, &consignment).await?;
    Ok(Ok(consignment))
}
