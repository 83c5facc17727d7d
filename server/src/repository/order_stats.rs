//! The admin dashboard's figures, read from the running tallies that
//! checkouts and status changes keep (`order_tallies`, and the changes not
//! folded into them yet): a few small documents, however many orders there are. The aggregation pipelines over
//! every order are kept for building the tallies once, for a database whose
//! orders predate them (`ensure_tallies`), and for tests to check the tallies against.

use super::{
    RepositoryError, Tx,
    order_tallies::{CHANGES, TALLIES, TallyChange},
};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database,
    bson::{Bson, Document, doc},
};
use serde::Deserialize;
use shop_core::{Money, OrderStatus, order};
use std::collections::BTreeMap;

/// One shop day's sales.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DaySales {
    /// The day in Bangladesh (`2026-11-22`), as `order::shop_day` names it.
    pub day: String,
    pub total: Money,
    pub orders: u64,
}

#[derive(Deserialize)]
struct DayRow {
    #[serde(rename = "_id")]
    day: String,
    /// Poisha; an integer `$sum` of integers (a double here means it overflowed, and is refused).
    total: i64,
    orders: i64,
}

#[derive(Deserialize)]
struct StatusRow {
    #[serde(rename = "_id")]
    status: String,
    orders: i64,
}

/// The tallies' stripes added up: orders per status, and per day `(total, orders)`.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Tallies {
    pub statuses: BTreeMap<String, i64>,
    pub days: BTreeMap<String, (i64, i64)>,
}

#[derive(Clone)]
pub struct OrderStatsRepository {
    orders: Collection<Document>,
    tallies: Collection<Document>,
    changes: Collection<Document>,
}

/// Changes folded by one pass at most.
const FOLD_BATCH: i64 = 2_000;

fn names(statuses: impl IntoIterator<Item = OrderStatus>) -> Vec<&'static str> {
    statuses.into_iter().map(OrderStatus::as_str).collect()
}

impl OrderStatsRepository {
    pub(super) fn new(database: &Database) -> Self {
        OrderStatsRepository {
            orders: database.collection("orders"),
            tallies: database.collection(TALLIES),
            changes: database.collection(CHANGES),
        }
    }

    /// The tallies added up (the base and the changes not folded yet), with
    /// the sales of `days` only (all days when `None`), read in `tx`: one
    /// snapshot of both, so a fold committing in between counts no change
    /// twice or never.
    pub async fn tallies_in(&self, tx: &mut Tx, days: Option<&[String]>) -> Result<Tallies, RepositoryError> {
        let projection = days.map(|days| {
            let mut projection = doc! { "statuses": 1 };
            for day in days {
                projection.insert(format!("days.{day}"), 1);
            }
            projection
        });
        let session = tx.session();
        let mut sum = TallyChange::default();
        for collection in [&self.tallies, &self.changes] {
            let documents: Vec<Document> = collection
                .find(doc! {})
                .with_options(
                    mongodb::options::FindOptions::builder()
                        .projection(projection.clone())
                        .build(),
                )
                .session(&mut *session)
                .await?
                .stream(&mut *session)
                .try_collect()
                .await?;
            documents.iter().for_each(|tally| sum.add_document(tally));
        }
        if sum.overflowed() {
            return Err(RepositoryError::Other(mongodb::error::Error::custom(
                "a tally overflowed",
            )));
        }
        let mut tallies = Tallies::default();
        for (field, amount) in sum.amounts() {
            let mut parts = field.split('.');
            match (parts.next(), parts.next(), parts.next()) {
                (Some("statuses"), Some(status), None) => {
                    tallies.statuses.insert(status.to_owned(), *amount);
                }
                (Some("days"), Some(day), Some("total")) => tallies.days.entry(day.to_owned()).or_default().0 = *amount,
                (Some("days"), Some(day), Some("orders")) => {
                    tallies.days.entry(day.to_owned()).or_default().1 = *amount
                }
                _ => {}
            }
        }
        Ok(tallies)
    }

    /// Whether any change waits to be folded (an idle shop costs one small
    /// read a second, not a transaction).
    pub async fn has_changes(&self) -> Result<bool, RepositoryError> {
        Ok(self
            .changes
            .find_one(doc! {})
            .projection(doc! { "_id": 1 })
            .await?
            .is_some())
    }

    /// Folds the oldest changes (at most `FOLD_BATCH`) into the base in
    /// `tx`; how many it folded. Instances folding at once conflict on the
    /// base, so each change is folded exactly once.
    pub async fn fold_in(&self, tx: &mut Tx) -> Result<usize, RepositoryError> {
        let session = tx.session();
        let changes: Vec<Document> = self
            .changes
            .find(doc! {})
            .sort(doc! { "_id": 1 })
            .limit(FOLD_BATCH)
            .session(&mut *session)
            .await?
            .stream(&mut *session)
            .try_collect()
            .await?;
        let mut sum = TallyChange::default();
        changes.iter().for_each(|change| sum.add_document(change));
        if sum.overflowed() {
            // Nothing folded and nothing deleted: the changes stay to be looked at.
            return Err(RepositoryError::Other(mongodb::error::Error::custom(
                "a tally change overflowed; nothing folded",
            )));
        }
        if !sum.is_empty() {
            self.tallies
                .update_one(doc! { "_id": "base" }, doc! { "$inc": sum.increments() })
                .upsert(true)
                .session(&mut *session)
                .await?;
        }
        let ids: Vec<Bson> = changes.iter().filter_map(|c| c.get("_id").cloned()).collect();
        if !ids.is_empty() {
            self.changes
                .delete_many(doc! { "_id": { "$in": ids } })
                .session(session)
                .await?;
        }
        Ok(changes.len())
    }

    /// Builds the tallies from the orders when they have none yet (a
    /// database from before them); safe to repeat. Run at startup, before
    /// this instance serves: orders placed meanwhile by an instance that
    /// keeps no tallies would be missed.
    pub async fn ensure_tallies(&self) -> Result<(), RepositoryError> {
        if self.tallies.find_one(doc! {}).await?.is_some() {
            return Ok(());
        }
        match self
            .tallies
            .insert_one(self.counted().await?)
            .await
            .map_err(RepositoryError::from)
        {
            // Another instance built them first.
            Err(RepositoryError::Duplicate) | Ok(_) => Ok(()),
            Err(error) => Err(error),
        }
    }

    /// Every order counted again, as the tallies' base document.
    pub async fn recount(&self) -> Result<Document, RepositoryError> {
        self.counted().await
    }

    /// Replaces the tallies with `counted` in `tx`.
    pub async fn replace_in(&self, tx: &mut Tx, counted: &Document) -> Result<(), RepositoryError> {
        let session = tx.session();
        self.changes.delete_many(doc! {}).session(&mut *session).await?;
        self.tallies.delete_many(doc! {}).session(&mut *session).await?;
        self.tallies.insert_one(counted).session(session).await?;
        Ok(())
    }

    /// A tally document `base` holding every order, counted by the pipelines.
    async fn counted(&self) -> Result<Document, RepositoryError> {
        let statuses: Document = self
            .per_status()
            .await?
            .into_iter()
            .map(|(status, n)| {
                (
                    status.as_str().to_owned(),
                    Bson::Int64(i64::try_from(n).unwrap_or(i64::MAX)),
                )
            })
            .collect();
        let days: Document = self
            .sales_per_day()
            .await?
            .into_iter()
            .map(|day| {
                let orders = i64::try_from(day.orders).unwrap_or(i64::MAX);
                (
                    day.day,
                    Bson::Document(doc! { "total": day.total.poisha(), "orders": orders }),
                )
            })
            .collect();
        Ok(doc! { "_id": "base", "statuses": statuses, "days": days })
    }

    /// How many orders are in each status, counted by a pipeline over every order.
    pub async fn per_status(&self) -> Result<Vec<(OrderStatus, u64)>, RepositoryError> {
        let pipeline = [
            doc! { "$match": { "order_status_type": { "$in": names(OrderStatus::ALL) } } },
            doc! { "$group": { "_id": "$order_status_type", "orders": { "$sum": 1 } } },
        ];
        let rows: Vec<StatusRow> = self
            .orders
            .aggregate(pipeline)
            .with_type::<StatusRow>()
            .await?
            .try_collect()
            .await?;
        Ok(OrderStatus::ALL
            .into_iter()
            .map(|status| {
                let counted = rows
                    .iter()
                    .find(|r| r.status == status.as_str())
                    .map_or(0, |r| r.orders);
                (status, u64::try_from(counted).unwrap_or(0))
            })
            .collect())
    }

    /// Sales of each shop day, counted by a pipeline over every order: the
    /// orders that count as sales (`OrderStatus::counts_as_sale`), their
    /// number and total, in day order. Days are counted at the core's UTC
    /// offset, as `shop_day` counts them.
    pub async fn sales_per_day(&self) -> Result<Vec<DaySales>, RepositoryError> {
        let sales = names(OrderStatus::ALL.into_iter().filter(|s| s.counts_as_sale()));
        let day = doc! { "$dateToString": {
            "format": "%Y-%m-%d", "date": "$createdAt", "timezone": order::shop_utc_offset(),
        } };
        let pipeline = [
            doc! { "$match": { "order_status_type": { "$in": sales } } },
            doc! { "$group": { "_id": day, "total": { "$sum": "$total" }, "orders": { "$sum": 1 } } },
            doc! { "$sort": { "_id": 1 } },
        ];
        let rows: Vec<DayRow> = self
            .orders
            .aggregate(pipeline)
            .with_type::<DayRow>()
            .await?
            .try_collect()
            .await?;
        Ok(rows
            .into_iter()
            .map(|row| DaySales {
                day: row.day,
                total: Money::from_poisha(row.total),
                orders: u64::try_from(row.orders).unwrap_or(0),
            })
            .collect())
    }
}
