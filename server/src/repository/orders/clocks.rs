//! Orders whose guidelines' clocks may have run out: the open ones the
//! shop still has to hand over or deliver, and those owing a refund. The
//! use case reads each clock with the core.

use super::{OrderRepository, status_bson};
use crate::{documents::order::OrderDocument, repository::RepositoryError};
use futures_util::TryStreamExt;
use mongodb::bson::{DateTime, doc, to_bson};
use shop_core::{OrderStatus, PaymentStatus};

impl OrderRepository {
    /// Orders not delivered yet whose money is in or comes with the parcel,
    /// placed before `placed_before`, oldest first.
    pub async fn undelivered(
        &self,
        placed_before: DateTime,
        limit: i64,
    ) -> Result<Vec<OrderDocument>, RepositoryError> {
        let open = [OrderStatus::Pending, OrderStatus::Confirmed, OrderStatus::Shipped].map(status_bson);
        let payable = [PaymentStatus::Paid, PaymentStatus::DueOnDelivery].map(|p| to_bson(&p).unwrap_or_default());
        Ok(self
            .orders
            .find(doc! {
                "order_status_type": { "$in": open.to_vec() },
                "payment_status": { "$in": payable.to_vec() },
                "createdAt": { "$lt": placed_before },
            })
            .sort(doc! { "createdAt": 1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// Orders owing a refund, placed before `placed_before`, oldest first.
    pub async fn owing_refunds(
        &self,
        placed_before: DateTime,
        limit: i64,
    ) -> Result<Vec<OrderDocument>, RepositoryError> {
        let owed = to_bson(&PaymentStatus::RefundPending).unwrap_or_default();
        Ok(self
            .orders
            .find(doc! { "payment_status": owed, "createdAt": { "$lt": placed_before } })
            .sort(doc! { "createdAt": 1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }
}
