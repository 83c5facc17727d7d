//! An advance asked of a cash-on-delivery checkout: set with the bKash
//! payment that takes it, or withdrawn back to cash on delivery. Each write
//! holds only if the checkout is still as the use case read it.

use super::{OrderRepository, payment_status, settling::not_settling};
use crate::{
    documents::checkout::{AdvanceRecord, CheckoutDocument, PaymentRecord},
    repository::{RepositoryError, Tx},
};
use mongodb::bson::{Bson, DateTime, doc, oid::ObjectId};
use mongodb::options::ReturnDocument;
use shop_core::PaymentStatus;

impl OrderRepository {
    /// Asks `advance` of checkout `id` in `tx`, its payment becoming
    /// `payment`, if it is still due on delivery with no advance: the
    /// checkout as it is now, or `None`.
    pub async fn ask_advance_in(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        advance: &AdvanceRecord,
        payment: &PaymentRecord,
    ) -> Result<Option<CheckoutDocument>, RepositoryError> {
        let filter = doc! {
            "_id": id,
            "advance": { "$exists": false },
            "payment.status": payment_status(PaymentStatus::DueOnDelivery),
        };
        let update = doc! { "$set": { "advance": bson(advance)?, "payment": bson(payment)? } };
        Ok(self
            .checkouts
            .find_one_and_update(filter, update)
            .return_document(ReturnDocument::After)
            .session(tx.session())
            .await?)
    }

    /// Withdraws checkout `id`'s advance, its payment becoming `payment`
    /// (cash on delivery), while it is unpaid and no money is being taken:
    /// the checkout as it is now, or `None`.
    pub async fn withdraw_advance(
        &self,
        id: ObjectId,
        payment: &PaymentRecord,
        now: DateTime,
    ) -> Result<Option<CheckoutDocument>, RepositoryError> {
        let unpaid = [
            PaymentStatus::AwaitingPayment,
            PaymentStatus::Failed,
            PaymentStatus::Expired,
        ]
        .map(payment_status);
        let filter = doc! {
            "_id": id,
            "advance": { "$type": "object" },
            "payment.status": { "$in": unpaid.to_vec() },
            "payment.executing": Bson::Null,
            "payment.settling_until": not_settling(now),
        };
        let update = doc! { "$set": { "payment": bson(payment)? }, "$unset": { "advance": "" } };
        Ok(self
            .checkouts
            .find_one_and_update(filter, update)
            .return_document(ReturnDocument::After)
            .await?)
    }
}

fn bson(value: &impl serde::Serialize) -> Result<Bson, RepositoryError> {
    mongodb::bson::to_bson(value).map_err(|error| RepositoryError::Other(mongodb::error::Error::from(error)))
}
