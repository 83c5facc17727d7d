//! Who asks the provider about a checkout, and when: the provider payment the
//! shopper is sent to, the claim of the one instance taking the money, the
//! hold kept while the provider may still take it, and the payment job's one
//! queue, `payment.due_at` (a single indexed range, oldest first): each
//! checkout has its own next look, so one the provider cannot settle backs
//! off without blocking the rest.

use super::{OrderRepository, payment_status};
use crate::{
    documents::checkout::{CheckoutDocument, ProviderPayment},
    repository::{RepositoryError, payment_queries},
};
use futures_util::TryStreamExt;
use mongodb::bson::{Bson, DateTime, Document, doc, oid::ObjectId};
use shop_core::PaymentStatus;

/// The condition on `payment.settling_until` of a checkout no instance is
/// taking the money of at `now`: none, or one that ended. One `$not` rather
/// than an `$or` of both, which the local wire server answers by going
/// through every checkout, even beside an `_id`.
pub(super) fn not_settling(now: DateTime) -> Document {
    doc! { "$not": { "$gt": now } }
}

/// Sets the job's next look at `due` (none: nothing left to do).
pub(super) fn due_update(set: &mut Document, unset: &mut Document, due: Option<DateTime>) {
    match due {
        Some(at) => {
            set.insert("payment.due_at", at);
        }
        None => {
            unset.insert("payment.due_at", "");
        }
    }
}

fn with_due(mut set: Document, due: Option<DateTime>) -> Document {
    let mut unset = Document::new();
    due_update(&mut set, &mut unset, due);
    let mut update = doc! { "$set": set };
    if !unset.is_empty() {
        update.insert("$unset", unset);
    }
    update
}

impl OrderRepository {
    /// The checkout whose current provider payment is `payment_id` (checkouts
    /// from before every provider payment was kept on its own).
    pub async fn checkout_by_provider_payment(
        &self,
        payment_id: &str,
    ) -> Result<Option<CheckoutDocument>, RepositoryError> {
        let query = payment_queries::checkout_by_provider_payment(payment_id);
        Ok(self.checkouts.find_one(query.filter).await?)
    }

    /// Records the provider payment the shopper is sent to, if the checkout
    /// still awaits its money, its deadline has not passed, and no payment of
    /// it is being taken or may still be; the job looks at it at `due`.
    pub async fn attach_provider_payment(
        &self,
        id: ObjectId,
        provider: &ProviderPayment,
        now: DateTime,
        due: DateTime,
    ) -> Result<bool, RepositoryError> {
        let provider = doc! {
            "payment_id": &provider.payment_id,
            "provider": &provider.provider,
            "redirect_url": &provider.redirect_url,
            "created_at": provider.created_at,
        };
        let changed = self
            .checkouts
            .update_one(
                doc! {
                    "_id": id,
                    "payment.status": payment_status(PaymentStatus::AwaitingPayment),
                    "payment.deadline": { "$gt": now },
                    "payment.executing": Bson::Null,
                    "payment.review": { "$exists": false },
                    "payment.settling_until": not_settling(now),
                },
                doc! { "$set": { "payment.provider": provider, "payment.checked_at": now, "payment.due_at": due } },
            )
            .await?;
        Ok(changed.modified_count == 1)
    }

    /// Claims the right to ask the provider to take the money of `payment_id`
    /// until `until`, and marks the checkout held until the provider's final
    /// answer is recorded. Refused when the checkout no longer awaits it,
    /// another payment is held, or another instance holds the claim. The
    /// deadline does not refuse it: the checkout still holds its stock, and
    /// the shopper authorised the payment.
    pub async fn claim_settling(
        &self,
        id: ObjectId,
        payment_id: &str,
        now: DateTime,
        until: DateTime,
    ) -> Result<bool, RepositoryError> {
        let filter = doc! {
            "_id": id,
            "payment.status": payment_status(PaymentStatus::AwaitingPayment),
            "payment.executing": { "$in": [Bson::Null, payment_id] },
            "payment.settling_until": not_settling(now),
        };
        let set = doc! {
            "payment.settling_until": until,
            "payment.executing": payment_id,
            "payment.checked_at": now,
            "payment.asked_at": now,
            "payment.due_at": until,
        };
        let changed = self.checkouts.update_one(filter, doc! { "$set": set }).await?;
        Ok(changed.modified_count == 1)
    }

    /// Takes a shopper's turn to have the provider asked about an awaiting
    /// checkout, unless it was asked about since `asked_before`.
    pub async fn take_ask_turn(
        &self,
        id: ObjectId,
        now: DateTime,
        asked_before: DateTime,
    ) -> Result<bool, RepositoryError> {
        let filter = doc! {
            "_id": id,
            "payment.status": payment_status(PaymentStatus::AwaitingPayment),
            "payment.asked_at": { "$not": { "$gt": asked_before } },
        };
        let changed = self
            .checkouts
            .update_one(filter, doc! { "$set": { "payment.asked_at": now } })
            .await?;
        Ok(changed.modified_count == 1)
    }

    /// Ends a claim that decided nothing: the provider said the money was not
    /// taken (the shopper has not paid yet), so nothing is held any more; the
    /// job looks again at `due`.
    pub async fn release_settling(&self, id: ObjectId, due: Option<DateTime>) -> Result<(), RepositoryError> {
        let set = doc! {
            "payment.settling_until": Bson::Null,
            "payment.executing": Bson::Null,
            "payment.failed_checks": 0,
            "payment.problem": Bson::Null,
        };
        self.checkouts
            .update_one(doc! { "_id": id }, with_due(set, due))
            .await?;
        Ok(())
    }

    /// Ends a claim that got no usable answer: the checkout stays as it was
    /// (held, if the provider may still take the money), and the job asks
    /// again at `next`; `problem` is what the admin is shown.
    pub async fn back_off(&self, id: ObjectId, next: DateTime, problem: &str) -> Result<(), RepositoryError> {
        self.checkouts
            .update_one(
                doc! { "_id": id },
                doc! {
                    "$set": {
                        "payment.settling_until": Bson::Null,
                        "payment.due_at": next,
                        "payment.problem": problem,
                    },
                    "$inc": { "payment.failed_checks": 1 },
                },
            )
            .await?;
        Ok(())
    }

    /// Changes how an awaiting advance is paid (`from` to `to`), only while no
    /// payment of it is being taken or held; `false` when it moved meanwhile.
    pub async fn switch_method(
        &self,
        id: ObjectId,
        from: shop_core::PaymentMethod,
        to: shop_core::PaymentMethod,
    ) -> Result<bool, RepositoryError> {
        let changed = self
            .checkouts
            .update_one(
                doc! {
                    "_id": id,
                    "advance": { "$exists": true },
                    "payment.method": from.as_str(),
                    "payment.status": payment_status(PaymentStatus::AwaitingPayment),
                    "payment.executing": Bson::Null,
                    "payment.review": { "$exists": false },
                },
                doc! { "$set": { "payment.method": to.as_str() } },
            )
            .await?;
        Ok(changed.modified_count == 1)
    }

    /// Holds an awaiting checkout for the admin's review of a risky payment:
    /// no claim, no next look (it does not lapse), `problem` listed.
    pub async fn hold_for_review(
        &self,
        id: ObjectId,
        review: &crate::documents::checkout::Review,
        problem: &str,
    ) -> Result<(), RepositoryError> {
        let review = mongodb::bson::to_bson(review).map_err(|e| RepositoryError::Other(e.into()))?;
        self.checkouts
            .update_one(
                doc! { "_id": id, "payment.status": "awaiting_payment" },
                doc! {
                    "$set": {
                        "payment.settling_until": Bson::Null,
                        "payment.executing": Bson::Null,
                        "payment.review": review,
                        "payment.problem": problem,
                    },
                    "$unset": { "payment.due_at": "" },
                },
            )
            .await?;
        Ok(())
    }

    /// [`Self::back_off`] for a caller that holds no claim: a claim another
    /// request took meanwhile is left alone.
    pub async fn back_off_unclaimed(
        &self,
        id: ObjectId,
        now: DateTime,
        next: DateTime,
        problem: &str,
    ) -> Result<(), RepositoryError> {
        self.checkouts
            .update_one(
                doc! { "_id": id, "payment.settling_until": not_settling(now) },
                doc! {
                    "$set": { "payment.due_at": next, "payment.problem": problem },
                    "$inc": { "payment.failed_checks": 1 },
                },
            )
            .await?;
        Ok(())
    }

    /// Moves the job's next look at a checkout (none: nothing left to do).
    pub async fn set_due(&self, id: ObjectId, due: Option<DateTime>) -> Result<(), RepositoryError> {
        self.checkouts
            .update_one(doc! { "_id": id }, with_due(Document::new(), due))
            .await?;
        Ok(())
    }

    /// Checkouts the payment job should look at by `now`, the longest due first.
    pub async fn due(&self, now: DateTime, limit: i64) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        payment_queries::checkouts_due(now).run(&self.checkouts, limit).await
    }

    /// How many checkouts the payment job has due by `now`, and since when
    /// the longest due one waits.
    pub async fn due_backlog(&self, now: DateTime) -> Result<(u64, Option<DateTime>), RepositoryError> {
        let query = payment_queries::checkouts_due(now);
        let count = self.checkouts.count_documents(query.filter.clone()).await?;
        let oldest = self
            .checkouts
            .clone_with_type::<Document>()
            .find_one(query.filter)
            .sort(query.sort.unwrap_or_default())
            .projection(doc! { "payment.due_at": 1 })
            .await?;
        let due_at = oldest.and_then(|found| found.get_document("payment").ok()?.get_datetime("due_at").ok().copied());
        Ok((count, due_at))
    }

    /// Checkouts the shop cannot settle yet (a provider that does not answer,
    /// an amount that does not match), most tries first: the admin's list.
    pub async fn unsettled(&self, limit: i64) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        payment_queries::unsettled_checkouts().run(&self.checkouts, limit).await
    }

    /// Checkouts outside the payment job's queue whose payment is in one of
    /// `statuses` and whose stock was not released.
    pub async fn unqueued(&self, statuses: &[PaymentStatus]) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        let statuses: Vec<Bson> = statuses.iter().copied().map(payment_status).collect();
        Ok(self
            .checkouts
            .find(doc! {
                "payment.due_at": { "$exists": false },
                "payment.status": { "$in": statuses },
                "payment.stock_released": { "$ne": true },
            })
            .await?
            .try_collect()
            .await?)
    }
}
