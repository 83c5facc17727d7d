//! Moving an order along the core's lifecycle, in one transaction with the
//! stock a cancellation gives back.

use super::{OrderMails, OrderRepository, StatusRefusal, abort, queue, status_bson, update_and_read};
use crate::{
    documents::order::{OrderDocument, StatusChange},
    repository::{BackInStockMails, RepositoryError, order_tallies::TallyChange, retry_transient},
};
use mongodb::bson::{DateTime, doc, oid::ObjectId, to_bson};
use shop_core::OrderStatus;

impl OrderRepository {
    /// Moves an order along the core's lifecycle; cancelling gives its units
    /// back to stock, which tells customers waiting for it (`restocked`).
    #[tracing::instrument(skip(self, mails, restocked))]
    pub async fn change_status(
        &self,
        id: ObjectId,
        owner: Option<ObjectId>,
        to: OrderStatus,
        mails: &OrderMails<'_>,
        restocked: &BackInStockMails<'_>,
    ) -> Result<Result<OrderDocument, StatusRefusal>, RepositoryError> {
        retry_transient(|| self.change_status_once(id, owner, to, mails, restocked)).await
    }

    async fn change_status_once(
        &self,
        id: ObjectId,
        owner: Option<ObjectId>,
        to: OrderStatus,
        mails: &OrderMails<'_>,
        restocked: &BackInStockMails<'_>,
    ) -> Result<Result<OrderDocument, StatusRefusal>, mongodb::error::Error> {
        let mut session = self.client.start_session().await?;
        session.start_transaction().await?;
        let mut filter = doc! { "_id": id };
        if let Some(owner) = owner {
            filter.insert("customer_id", owner);
        }
        let Some(order) = self.orders.find_one(filter).session(&mut session).await? else {
            abort(&mut session).await?;
            return Ok(Err(StatusRefusal::NotFound));
        };
        let moved = match order.state().move_to(to) {
            Ok(moved) => moved,
            Err(error) => {
                abort(&mut session).await?;
                return Ok(Err(StatusRefusal::Invalid(error)));
            }
        };
        let now = DateTime::now();
        let set = doc! {
            "order_status_type": status_bson(to),
            "payment_status": to_bson(&moved.payment).unwrap_or_default(),
            "updatedAt": now,
        };
        let change = to_bson(&StatusChange { status: to, at: now }).unwrap_or_default();
        let updated = update_and_read(
            &self.orders,
            id,
            doc! { "order_status_type": status_bson(order.order_status_type) },
            doc! { "$set": set, "$push": { "status_history": change } },
            &mut session,
        )
        .await?;
        let Some(updated) = updated else {
            abort(&mut session).await?;
            return Ok(Err(StatusRefusal::NotFound));
        };
        let mut tally = TallyChange::default();
        tally.moved(&order, to);
        tally.write(&self.tallies, &mut session).await?;
        if to.returns_stock() {
            self.alerts
                .return_stock(&mut session, &order.product, order.quantity, now, restocked)
                .await?;
        }
        queue(&self.outbox, &mut session, mails(std::slice::from_ref(&updated))).await?;
        session.commit_transaction().await?;
        Ok(Ok(updated))
    }
}
