//! The admin dashboard's figures, added up by MongoDB with aggregation
//! pipelines: the server receives one row per status and one per shop day,
//! never the orders themselves, so its memory and the bytes on the wire stay
//! flat however many orders a minute are placed. Both pipelines match on the
//! `{order_status_type, createdAt}` index; counting per status reads only
//! that field, so a real MongoDB answers it from the index alone.

use super::RepositoryError;
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database,
    bson::{DateTime, Document, doc},
};
use serde::Deserialize;
use shop_core::{Money, OrderStatus, order};

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

#[derive(Clone)]
pub struct OrderStatsRepository {
    orders: Collection<Document>,
}

fn names(statuses: impl IntoIterator<Item = OrderStatus>) -> Vec<&'static str> {
    statuses.into_iter().map(OrderStatus::as_str).collect()
}

impl OrderStatsRepository {
    pub(super) fn new(database: &Database) -> Self {
        OrderStatsRepository {
            orders: database.collection("orders"),
        }
    }

    /// How many orders are in each status, every status listed (zero included), in the core's order.
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

    /// Sales of each shop day with an order since `since`: the orders that
    /// count as sales (`OrderStatus::counts_as_sale`), their number and total,
    /// in day order. Days are counted at the core's UTC offset, as `shop_day` counts them.
    pub async fn sales_per_day(&self, since: DateTime) -> Result<Vec<DaySales>, RepositoryError> {
        let sales = names(OrderStatus::ALL.into_iter().filter(|s| s.counts_as_sale()));
        let day = doc! { "$dateToString": {
            "format": "%Y-%m-%d", "date": "$createdAt", "timezone": order::shop_utc_offset(),
        } };
        let pipeline = [
            doc! { "$match": { "order_status_type": { "$in": sales }, "createdAt": { "$gte": since } } },
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
