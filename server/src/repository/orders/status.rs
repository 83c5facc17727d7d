//! Moving an order along the core's lifecycle, in one transaction with the
//! stock a cancellation gives back (and, with its checkout's last order, its
//! coupon use).

use super::{OrderMails, OrderRepository, StatusRefusal, abort, queue, status_bson, update_and_read};
use crate::{
    documents::order::{OrderDocument, StatusChange},
    repository::{BackInStockMails, RepositoryError, order_tallies::TallyChange, retry_transient},
};
use mongodb::{
    ClientSession,
    bson::{DateTime, doc, oid::ObjectId, to_bson},
};
use shop_core::OrderStatus;

impl OrderRepository {
    /// Moves an order along the core's lifecycle; cancelling gives its units
    /// back to stock, which tells customers waiting for it (`restocked`).
    /// `handsets` (the IMEIs of each phone, when it ships) are recorded with
    /// the move, each claimed for this order: one on another live order
    /// refuses the move (`ImeiTaken`).
    #[tracing::instrument(skip(self, handsets, mails, restocked))]
    pub async fn change_status(
        &self,
        id: ObjectId,
        owner: Option<ObjectId>,
        to: OrderStatus,
        handsets: &[Vec<String>],
        mails: &OrderMails<'_>,
        restocked: &BackInStockMails<'_>,
    ) -> Result<Result<OrderDocument, StatusRefusal>, RepositoryError> {
        retry_transient(|| self.change_status_once(id, owner, to, handsets, mails, restocked)).await
    }

    async fn change_status_once(
        &self,
        id: ObjectId,
        owner: Option<ObjectId>,
        to: OrderStatus,
        handsets: &[Vec<String>],
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
        if let Some(taken) = self.claim_imeis(&mut session, id, handsets, now).await? {
            abort(&mut session).await?;
            return Ok(Err(StatusRefusal::ImeiTaken(taken)));
        }
        let mut set = doc! {
            "order_status_type": status_bson(to),
            "payment_status": to_bson(&moved.payment).unwrap_or_default(),
            "updatedAt": now,
        };
        if !handsets.is_empty() {
            set.insert("handsets", to_bson(handsets).unwrap_or_default());
        }
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
        if to == OrderStatus::Cancelled {
            self.count_cancelled_in(&mut session, order.checkout_id).await?;
        }
        queue(&self.outbox, &mut session, mails(std::slice::from_ref(&updated))).await?;
        session.commit_transaction().await?;
        Ok(Ok(updated))
    }

    /// Counts one more cancelled order of a checkout; once all of them are
    /// (none shipped: a shipped order is never cancelled), its coupon use is
    /// given back. Two of its orders cancelled at once both write the
    /// checkout, so the one that retries sees the other.
    async fn count_cancelled_in(
        &self,
        session: &mut ClientSession,
        checkout_id: ObjectId,
    ) -> Result<(), mongodb::error::Error> {
        let counted = self
            .checkouts
            .find_one_and_update(
                doc! { "_id": checkout_id },
                doc! { "$inc": { "orders_cancelled": 1_i64 } },
            )
            .return_document(mongodb::options::ReturnDocument::After)
            .session(&mut *session)
            .await?;
        match counted {
            Some(checkout) if usize::try_from(checkout.orders_cancelled).unwrap_or(0) >= checkout.order_ids.len() => {
                self.give_coupon_back_in(session, &checkout).await
            }
            _ => Ok(()),
        }
    }

    /// Gives a checkout's coupon use back, once, in `session`.
    pub(super) async fn give_coupon_back_in(
        &self,
        session: &mut ClientSession,
        checkout: &crate::documents::checkout::CheckoutDocument,
    ) -> Result<(), mongodb::error::Error> {
        let Some(coupon) = &checkout.coupon else {
            return Ok(());
        };
        let first = self
            .checkouts
            .update_one(
                doc! { "_id": checkout.id, "coupon_given_back": { "$ne": true } },
                doc! { "$set": { "coupon_given_back": true } },
            )
            .session(&mut *session)
            .await?;
        if first.modified_count == 1 {
            self.coupons
                .give_back_in(session, coupon.coupon_id, checkout.customer_id)
                .await?;
        }
        Ok(())
    }

    /// Claims each IMEI of `handsets` for order `id`; answers one that is on
    /// another order already (then nothing is claimed).
    async fn claim_imeis(
        &self,
        session: &mut ClientSession,
        id: ObjectId,
        handsets: &[Vec<String>],
        now: DateTime,
    ) -> Result<Option<String>, mongodb::error::Error> {
        let imeis: Vec<&String> = handsets.iter().flatten().collect();
        if imeis.is_empty() {
            return Ok(None);
        }
        let held = self
            .imei_claims
            .find_one(doc! { "_id": { "$in": &imeis }, "order_id": { "$ne": id } })
            .session(&mut *session)
            .await?;
        if let Some(held) = held {
            return Ok(Some(held.get_str("_id").unwrap_or_default().to_owned()));
        }
        let claims = imeis
            .iter()
            .map(|imei| doc! { "_id": *imei, "order_id": id, "at": now });
        self.imei_claims.insert_many(claims).session(&mut *session).await?;
        Ok(None)
    }
}
