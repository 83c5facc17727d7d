//! The admin dashboard's figures, read from the running tallies that
//! checkouts and status changes keep (`order_tallies`): a few small
//! documents, however many orders there are. The aggregation pipelines over
//! every order are kept for building the tallies once, for a database whose
//! orders predate them (`ensure_tallies`), and for tests to check the tallies against.

use super::{RepositoryError, order_tallies::TALLIES};
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
}

fn names(statuses: impl IntoIterator<Item = OrderStatus>) -> Vec<&'static str> {
    statuses.into_iter().map(OrderStatus::as_str).collect()
}

fn overflowed() -> RepositoryError {
    RepositoryError::Other(mongodb::error::Error::custom("a tally overflowed"))
}

fn int(value: Option<&Bson>) -> i64 {
    match value {
        Some(Bson::Int64(n)) => *n,
        Some(Bson::Int32(n)) => i64::from(*n),
        _ => 0,
    }
}

impl OrderStatsRepository {
    pub(super) fn new(database: &Database) -> Self {
        OrderStatsRepository {
            orders: database.collection("orders"),
            tallies: database.collection(TALLIES),
        }
    }

    /// The tallies added up, with the sales of `days` only (all days when `None`).
    pub async fn tallies(&self, days: Option<&[String]>) -> Result<Tallies, RepositoryError> {
        let mut find = self.tallies.find(doc! {});
        if let Some(days) = days {
            let mut projection = doc! { "statuses": 1 };
            for day in days {
                projection.insert(format!("days.{day}"), 1);
            }
            find = find.projection(projection);
        }
        let stripes: Vec<Document> = find.await?.try_collect().await?;
        let mut sum = Tallies::default();
        for stripe in &stripes {
            for (status, count) in stripe.get_document("statuses").into_iter().flatten() {
                let kept = sum.statuses.entry(status.clone()).or_default();
                *kept = kept.checked_add(int(Some(count))).ok_or_else(overflowed)?;
            }
            for (day, sales) in stripe.get_document("days").into_iter().flatten() {
                let Bson::Document(sales) = sales else { continue };
                let kept = sum.days.entry(day.clone()).or_default();
                kept.0 = kept.0.checked_add(int(sales.get("total"))).ok_or_else(overflowed)?;
                kept.1 = kept.1.checked_add(int(sales.get("orders"))).ok_or_else(overflowed)?;
            }
        }
        Ok(sum)
    }

    /// How many orders are in each status, every status listed (zero
    /// included), in the core's order; and the sales of each of `days` that
    /// had any, in day order.
    pub async fn dashboard(
        &self,
        days: &[String],
    ) -> Result<(Vec<(OrderStatus, u64)>, Vec<DaySales>), RepositoryError> {
        let tallies = self.tallies(Some(days)).await?;
        let per_status = OrderStatus::ALL
            .into_iter()
            .map(|status| {
                let counted = tallies.statuses.get(status.as_str()).copied().unwrap_or(0);
                (status, u64::try_from(counted).unwrap_or(0))
            })
            .collect();
        let per_day = tallies
            .days
            .into_iter()
            .filter(|(day, (_, orders))| *orders > 0 && days.contains(day))
            .map(|(day, (total, orders))| DaySales {
                day,
                total: Money::from_poisha(total),
                orders: u64::try_from(orders).unwrap_or(0),
            })
            .collect();
        Ok((per_status, per_day))
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

    /// Throws the tallies away and counts every order again.
    pub async fn rebuild(&self) -> Result<(), RepositoryError> {
        self.tallies.delete_many(doc! {}).await?;
        self.tallies.insert_one(self.counted().await?).await?;
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
