//! Orders whose guidelines' clocks may have run out: the open ones the
//! shop still has to hand over or deliver, and those owing a refund. The
//! use case reads each clock with the core.
//!
//! Each read names one status and one payment status, with equalities, and
//! ranges over `createdAt`: a range of the `{ order_status_type,
//! payment_status, createdAt }` index even on a server that plans nothing
//! cleverer (the local wire server scans the whole collection for an `$in`,
//! and no index leads with the payment status). So they cost the late orders
//! and not every order the shop ever took.

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
        let open = [OrderStatus::Pending, OrderStatus::Confirmed, OrderStatus::Shipped];
        let payable = [PaymentStatus::Paid, PaymentStatus::DueOnDelivery];
        self.placed_before(&open, &payable, placed_before, limit).await
    }

    /// Orders owing a refund, placed before `placed_before`, oldest first.
    pub async fn owing_refunds(
        &self,
        placed_before: DateTime,
        limit: i64,
    ) -> Result<Vec<OrderDocument>, RepositoryError> {
        self.placed_before(&OrderStatus::ALL, &[PaymentStatus::RefundPending], placed_before, limit)
            .await
    }

    /// The oldest `limit` orders in one of `statuses` with one of `payments`,
    /// placed before `placed_before`: one read per pair, at once, merged.
    async fn placed_before(
        &self,
        statuses: &[OrderStatus],
        payments: &[PaymentStatus],
        placed_before: DateTime,
        limit: i64,
    ) -> Result<Vec<OrderDocument>, RepositoryError> {
        let pairs = statuses
            .iter()
            .flat_map(|status| payments.iter().map(move |payment| (*status, *payment)));
        let reads = pairs.map(|(status, payment)| async move {
            self.orders
                .find(doc! {
                    "order_status_type": status_bson(status),
                    "payment_status": to_bson(&payment).unwrap_or_default(),
                    "createdAt": { "$lt": placed_before },
                })
                .sort(doc! { "createdAt": 1 })
                .limit(limit)
                .await?
                .try_collect::<Vec<OrderDocument>>()
                .await
        });
        let mut found: Vec<OrderDocument> = futures_util::future::try_join_all(reads).await?.concat();
        found.sort_by_key(|order| order.created_at);
        found.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
        Ok(found)
    }
}
