//! The queries the payment job, the provider's callback and the admin's
//! "needs attention" lists run, declared once: the repositories run them,
//! and a test asks the database to explain each one, to check it is
//! answered from an index, never a collection scan.

use super::RepositoryError;
use futures_util::TryStreamExt;
use mongodb::{
    Collection,
    bson::{Bson, DateTime, Document, doc},
};

/// One `find`: the collection, the filter and the order.
#[derive(Debug, Clone)]
pub struct Query {
    pub collection: &'static str,
    pub filter: Document,
    pub sort: Option<Document>,
}

impl Query {
    /// Runs the query on `collection` (which must be the one it names), at most `limit` documents.
    pub(super) async fn run<T>(self, collection: &Collection<T>, limit: i64) -> Result<Vec<T>, RepositoryError>
    where
        T: serde::de::DeserializeOwned + Send + Sync,
    {
        debug_assert_eq!(collection.name(), self.collection);
        Ok(collection
            .find(self.filter)
            .sort(self.sort.unwrap_or_default())
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }
}

/// The checkouts the payment job looks at by `now`, the longest due first.
pub fn checkouts_due(now: DateTime) -> Query {
    Query {
        collection: "checkouts",
        filter: doc! { "payment.due_at": { "$lte": now } },
        sort: Some(doc! { "payment.due_at": 1 }),
    }
}

/// A provider payment, by the provider's id (the callback).
pub fn provider_payment(payment_id: &str) -> Query {
    Query {
        collection: "provider_payments",
        filter: doc! { "_id": payment_id },
        sort: None,
    }
}

/// The checkout whose current provider payment is `payment_id` (the callback
/// for checkouts from before every provider payment was kept on its own).
pub fn checkout_by_provider_payment(payment_id: &str) -> Query {
    Query {
        collection: "checkouts",
        filter: doc! { "payment.provider.payment_id": payment_id },
        sort: None,
    }
}

/// Late payments whose refund the job tries by `now`.
pub fn late_refunds_due(now: DateTime) -> Query {
    Query {
        collection: "provider_payments",
        filter: doc! { "refund_due_at": { "$lte": now } },
        sort: Some(doc! { "refund_due_at": 1 }),
    }
}

/// Orders whose refund try ran out of time by `now`.
pub fn order_refunds_due(now: DateTime) -> Query {
    Query {
        collection: "orders",
        filter: doc! { "refund_due_at": { "$lte": now } },
        sort: Some(doc! { "refund_due_at": 1 }),
    }
}

/// Returns whose bKash refund was claimed at or before `claimed_by`, oldest
/// claim first: with the claim's lease as the bound, those whose try may have
/// made the refund without an answer (the job takes them); with now, every
/// return refund under way or in doubt (the admin's list).
pub fn return_refunds_claimed(claimed_by: DateTime) -> Query {
    Query {
        collection: "returns",
        filter: doc! { "refund_claim.at": { "$lte": claimed_by } },
        sort: Some(doc! { "refund_claim.at": 1 }),
    }
}

/// Checkouts the shop cannot settle yet, most tries first (needs attention).
pub fn unsettled_checkouts() -> Query {
    Query {
        collection: "checkouts",
        // Any text (a string bound reads strings only), as an index range: `$type` is read by a scan.
        filter: doc! { "payment.problem": { "$gte": "" } },
        sort: Some(doc! { "payment.failed_checks": -1 }),
    }
}

/// Orders whose refund may have been made, oldest try first (needs attention).
pub fn order_refunds_in_doubt(refund_pending: Bson) -> Query {
    Query {
        collection: "orders",
        filter: doc! { "refund_unclear": true, "payment_status": refund_pending },
        sort: Some(doc! { "refund_started_at": 1 }),
    }
}

/// Late payments not given back yet, oldest first (needs attention).
pub fn late_payments_open() -> Query {
    Query {
        collection: "provider_payments",
        filter: doc! { "late_open": true },
        sort: Some(doc! { "late.found_at": 1 }),
    }
}

/// Late payments given back since `since`, newest first (needs attention).
pub fn late_payments_settled(since: DateTime) -> Query {
    Query {
        collection: "provider_payments",
        filter: doc! { "late_open": false, "late.refunded_at": { "$gte": since } },
        sort: Some(doc! { "late.refunded_at": -1 }),
    }
}

/// Every query above, named, for the explain test.
pub fn all(now: DateTime) -> Vec<(&'static str, Query)> {
    vec![
        ("checkouts due", checkouts_due(now)),
        ("provider payment", provider_payment("TR0011example")),
        (
            "checkout by provider payment",
            checkout_by_provider_payment("TR0011example"),
        ),
        ("late refunds due", late_refunds_due(now)),
        ("order refunds due", order_refunds_due(now)),
        ("return refunds claimed", return_refunds_claimed(now)),
        ("unsettled checkouts", unsettled_checkouts()),
        (
            "order refunds in doubt",
            order_refunds_in_doubt(Bson::from("refund_pending")),
        ),
        ("late payments open", late_payments_open()),
        ("late payments settled", late_payments_settled(now)),
    ]
}
