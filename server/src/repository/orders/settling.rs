//! Who asks the provider about a checkout, and when: the provider payment the
//! shopper is sent to, the claim of the one instance taking the money, the
//! hold kept while the provider may still take it, and the queues the payment
//! job works through (oldest deadline first, each checkout with its own
//! next-check time, so one the provider cannot settle never blocks the rest).

use super::{OrderRepository, payments::payment_status};
use crate::{
    documents::checkout::{CheckoutDocument, ProviderPayment},
    repository::RepositoryError,
};
use futures_util::TryStreamExt;
use mongodb::bson::{Bson, DateTime, Document, doc, oid::ObjectId};
use shop_core::PaymentStatus;

/// Matches a checkout no instance is taking the money of at `now`.
pub(super) fn not_settling(now: DateTime) -> Bson {
    Bson::Array(vec![
        doc! { "payment.settling_until": Bson::Null }.into(),
        doc! { "payment.settling_until": { "$lte": now } }.into(),
    ])
}

/// Matches a checkout the job may look at now (no back-off in force).
fn check_due(now: DateTime) -> Document {
    doc! { "$or": [
        { "payment.next_check_at": Bson::Null },
        { "payment.next_check_at": { "$lte": now } },
    ] }
}

impl OrderRepository {
    /// The checkout whose current provider payment is `payment_id` (checkouts
    /// from before every provider payment was kept on its own).
    pub async fn checkout_by_provider_payment(
        &self,
        payment_id: &str,
    ) -> Result<Option<CheckoutDocument>, RepositoryError> {
        Ok(self
            .checkouts
            .find_one(doc! { "payment.provider.payment_id": payment_id })
            .await?)
    }

    /// Records the provider payment the shopper is sent to, if the checkout
    /// still awaits its money, its deadline has not passed, and no payment of
    /// it is being taken or may still be.
    pub async fn attach_provider_payment(
        &self,
        id: ObjectId,
        provider: &ProviderPayment,
        now: DateTime,
    ) -> Result<bool, RepositoryError> {
        let provider = doc! {
            "payment_id": &provider.payment_id,
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
                    "$or": not_settling(now),
                },
                doc! { "$set": { "payment.provider": provider, "payment.checked_at": now } },
            )
            .await?;
        Ok(changed.modified_count == 1)
    }

    /// Claims the right to ask the provider to take the money of `payment_id`
    /// until `until`, and marks the checkout held until the provider's final
    /// answer is recorded. Refused when the checkout no longer awaits it, its
    /// deadline passed (unless that payment is already held), another payment
    /// is held, another instance holds the claim, or the checkout was asked
    /// about since `asked_before`
    /// (a shopper's route asks at most so often; the job passes `now`).
    pub async fn claim_settling(
        &self,
        id: ObjectId,
        payment_id: &str,
        now: DateTime,
        asked_before: DateTime,
        until: DateTime,
    ) -> Result<bool, RepositoryError> {
        let changed = self
            .checkouts
            .update_one(
                doc! {
                    "_id": id,
                    "payment.status": payment_status(PaymentStatus::AwaitingPayment),
                    "$and": [
                        { "$or": not_settling(now) },
                        { "$or": [
                            { "payment.deadline": { "$gt": now }, "payment.executing": Bson::Null },
                            { "payment.executing": payment_id },
                        ] },
                        { "$or": [
                            { "payment.asked_at": Bson::Null },
                            { "payment.asked_at": { "$lte": asked_before } },
                        ] },
                    ],
                },
                doc! { "$set": {
                    "payment.settling_until": until,
                    "payment.checked_at": now,
                    "payment.asked_at": now,
                    "payment.executing": payment_id,
                } },
            )
            .await?;
        Ok(changed.modified_count == 1)
    }

    /// Claims a look at the provider's record of an awaiting checkout (no
    /// money is taken), unless another instance holds it or it was asked
    /// about since `asked_before`
    /// (a shopper's route asks at most so often; the job passes `now`).
    pub async fn claim_look(
        &self,
        id: ObjectId,
        now: DateTime,
        asked_before: DateTime,
        until: DateTime,
    ) -> Result<bool, RepositoryError> {
        let changed = self
            .checkouts
            .update_one(
                doc! {
                    "_id": id,
                    "payment.status": payment_status(PaymentStatus::AwaitingPayment),
                    "$and": [
                        { "$or": not_settling(now) },
                        { "$or": [
                            { "payment.asked_at": Bson::Null },
                            { "payment.asked_at": { "$lte": asked_before } },
                        ] },
                    ],
                },
                doc! { "$set": { "payment.settling_until": until, "payment.checked_at": now, "payment.asked_at": now } },
            )
            .await?;
        Ok(changed.modified_count == 1)
    }

    /// Ends a claim that decided nothing: the provider said the money was not
    /// taken (the shopper has not paid yet), so nothing is held any more.
    pub async fn release_settling(&self, id: ObjectId) -> Result<(), RepositoryError> {
        self.checkouts
            .update_one(
                doc! { "_id": id },
                doc! { "$set": {
                    "payment.settling_until": Bson::Null,
                    "payment.executing": Bson::Null,
                    "payment.next_check_at": Bson::Null,
                    "payment.failed_checks": 0,
                    "payment.problem": Bson::Null,
                } },
            )
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
                        "payment.next_check_at": next,
                        "payment.problem": problem,
                    },
                    "$inc": { "payment.failed_checks": 1 },
                },
            )
            .await?;
        Ok(())
    }

    /// Checkouts whose payment deadline passed while unpaid (or failed), not
    /// held, with no instance asking about them and no back-off in force,
    /// oldest deadline first.
    pub async fn due_to_lapse(&self, now: DateTime, limit: i64) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        let unpaid: Vec<Bson> = PaymentStatus::ALL
            .into_iter()
            .filter(|s| s.lapses_at_deadline())
            .map(payment_status)
            .collect();
        Ok(self
            .checkouts
            .find(doc! {
                "payment.status": { "$in": unpaid },
                "payment.deadline": { "$lte": now },
                "payment.stock_released": { "$ne": true },
                "payment.executing": Bson::Null,
                "$and": [{ "$or": not_settling(now) }, check_due(now)],
            })
            .sort(doc! { "payment.deadline": 1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// Held checkouts (the provider may still take their money) whose claim
    /// ended without a final answer, due for another try.
    pub async fn due_held(&self, now: DateTime, limit: i64) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        Ok(self
            .checkouts
            .find(doc! {
                "payment.status": payment_status(PaymentStatus::AwaitingPayment),
                "payment.executing": { "$ne": Bson::Null },
                "$and": [{ "$or": not_settling(now) }, check_due(now)],
            })
            .sort(doc! { "payment.deadline": 1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// Checkouts awaiting a provider payment created before `created_before`
    /// and not asked about since `checked_before`: their callback may be lost.
    pub async fn due_to_check(
        &self,
        now: DateTime,
        created_before: DateTime,
        checked_before: DateTime,
        limit: i64,
    ) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        Ok(self
            .checkouts
            .find(doc! {
                "payment.status": payment_status(PaymentStatus::AwaitingPayment),
                "payment.provider.created_at": { "$lte": created_before },
                "payment.checked_at": { "$lte": checked_before },
                "payment.executing": Bson::Null,
                "$and": [{ "$or": not_settling(now) }, check_due(now)],
            })
            .sort(doc! { "payment.deadline": 1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// Checkouts awaiting an online payment (or failed, their stock still
    /// held) of this customer, and those placed from this client address.
    pub async fn open_unpaid(
        &self,
        customer_id: ObjectId,
        placed_from: Option<&str>,
    ) -> Result<shop_core::payment::OpenUnpaid, RepositoryError> {
        let holding: Vec<Bson> = PaymentStatus::ALL
            .into_iter()
            .filter(|s| s.lapses_at_deadline())
            .map(payment_status)
            .collect();
        let open = |key: &str, value: Bson| {
            doc! { key: value, "payment.status": { "$in": holding.clone() }, "payment.stock_released": { "$ne": true } }
        };
        let count = |filter: Document| async move {
            let found = self.checkouts.count_documents(filter).await?;
            Ok::<u32, RepositoryError>(u32::try_from(found).unwrap_or(u32::MAX))
        };
        let by_account = count(open("customer_id", customer_id.into())).await?;
        let by_address = match placed_from {
            Some(address) => count(open("placed_from", address.into())).await?,
            None => 0,
        };
        Ok(shop_core::payment::OpenUnpaid { by_account, by_address })
    }

    /// Checkouts the shop cannot settle yet (a provider that does not answer,
    /// an amount that does not match), most tries first: the admin's list.
    pub async fn unsettled(&self, limit: i64) -> Result<Vec<CheckoutDocument>, RepositoryError> {
        Ok(self
            .checkouts
            .find(doc! { "payment.problem": { "$type": "string" } })
            .sort(doc! { "payment.failed_checks": -1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }
}
