//! The dashboard's running tallies, kept by the transactions that place and
//! move orders: how many orders are in each status, and each shop day's
//! sales. A change adds to one of `STRIPES` tally documents picked at random,
//! so a crowd of checkouts seldom writes the same document and conflicts;
//! the dashboard adds the stripes up (`OrderStatsRepository`).
//!
//! A tally document:
//! `{ _id: "s7", statuses: { pending: 12, ... }, days: { "2026-11-26": { total: 1234500, orders: 3 } } }`.
//! Stripes may hold negative counts (a cancellation lands on any stripe); only their sums mean anything.

use crate::documents::order::OrderDocument;
use mongodb::{
    ClientSession, Collection,
    bson::{Document, doc},
    options::UpdateOptions,
};
use shop_core::{OrderStatus, order};
use std::collections::BTreeMap;

/// The collection the tallies live in.
pub(crate) const TALLIES: &str = "order_tallies";

/// How many documents the tallies are spread over.
const STRIPES: u32 = 32;

/// What a change of orders adds to the tallies: `$inc` amounts by field path.
#[derive(Debug, Default)]
pub(crate) struct TallyChange {
    amounts: BTreeMap<String, i64>,
}

impl TallyChange {
    /// Adds `order`, as it is now, to the tallies.
    pub(crate) fn placed(&mut self, order: &OrderDocument) {
        self.count(order, order.order_status_type, 1);
    }

    /// Moves `order` from its stored status to `to`.
    pub(crate) fn moved(&mut self, order: &OrderDocument, to: OrderStatus) {
        if to != order.order_status_type {
            self.count(order, order.order_status_type, -1);
            self.count(order, to, 1);
        }
    }

    /// Counts `order` in `status` `sign` times (1 or -1).
    fn count(&mut self, order: &OrderDocument, status: OrderStatus, sign: i64) {
        self.add(format!("statuses.{}", status.as_str()), sign);
        if status.counts_as_sale() {
            let day = order::shop_day(order.created_at.timestamp_millis());
            self.add(format!("days.{day}.total"), sign * order.total);
            self.add(format!("days.{day}.orders"), sign);
        }
    }

    fn add(&mut self, field: String, amount: i64) {
        *self.amounts.entry(field).or_default() += amount;
    }

    /// Writes the change to one stripe in `session`'s transaction; one
    /// round trip, none when nothing changed.
    pub(crate) async fn write(
        self,
        tallies: &Collection<Document>,
        session: &mut ClientSession,
    ) -> Result<(), mongodb::error::Error> {
        let inc: Document = self
            .amounts
            .into_iter()
            .filter(|(_, amount)| *amount != 0)
            .map(|(field, amount)| (field, amount.into()))
            .collect();
        if inc.is_empty() {
            return Ok(());
        }
        let stripe = format!("s{}", rand::random_range(0..STRIPES));
        tallies
            .update_one(doc! { "_id": stripe }, doc! { "$inc": inc })
            .with_options(UpdateOptions::builder().upsert(true).build())
            .session(session)
            .await?;
        Ok(())
    }
}
