//! The dashboard's running tallies, kept by the transactions that place and
//! move orders: how many orders are in each status, and each shop day's
//! sales. A change is inserted as a document of its own
//! (`order_tally_changes`), so checkouts running at once never write the
//! same document and never conflict; a job folds the changes into one
//! document (`order_tallies`, `_id: "base"`) every second. The dashboard adds
//! the base and the changes not folded yet (`OrderStatsRepository`).
//!
//! Both hold the same shape:
//! `{ statuses: { pending: 12, ... }, days: { "2026-11-26": { total: 1234500, orders: 3 } } }`.
//! A change may hold negative counts (a cancellation); only sums mean anything.

use crate::documents::order::OrderDocument;
use mongodb::{
    ClientSession, Collection,
    bson::{Bson, Document, doc, oid::ObjectId},
};
use shop_core::{OrderStatus, order};
use std::collections::BTreeMap;

/// The collection of the folded tallies.
pub(crate) const TALLIES: &str = "order_tallies";
/// The collection of the changes not folded yet.
pub(crate) const CHANGES: &str = "order_tally_changes";

/// What a change of orders adds to the tallies: `$inc` amounts by field path.
#[derive(Debug, Default)]
pub(crate) struct TallyChange {
    amounts: BTreeMap<String, i64>,
    /// Whether a sum went past what an `i64` holds (stored data gone wrong).
    overflowed: bool,
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
            match sign.checked_mul(order.total) {
                Some(total) => self.add(format!("days.{day}.total"), total),
                None => self.overflowed = true,
            }
            self.add(format!("days.{day}.orders"), sign);
        }
    }

    fn add(&mut self, field: String, amount: i64) {
        let kept = self.amounts.entry(field).or_default();
        match kept.checked_add(amount) {
            Some(sum) => *kept = sum,
            None => self.overflowed = true,
        }
    }

    /// Whether a sum went past what an `i64` holds.
    pub(crate) fn overflowed(&self) -> bool {
        self.overflowed
    }

    /// The amounts by field path (`statuses.pending`, `days.2026-11-26.total`).
    pub(crate) fn amounts(&self) -> &BTreeMap<String, i64> {
        &self.amounts
    }

    /// Whether it changes nothing.
    pub(crate) fn is_empty(&self) -> bool {
        self.amounts.values().all(|amount| *amount == 0)
    }

    /// The amounts as `$inc` takes them: `{ "statuses.pending": 1, ... }`.
    pub(crate) fn increments(&self) -> Document {
        self.amounts
            .iter()
            .filter(|(_, amount)| **amount != 0)
            .map(|(field, amount)| (field.clone(), Bson::Int64(*amount)))
            .collect()
    }

    /// The amounts as one tally document (nested, not dotted), under `id`.
    fn document(&self, id: ObjectId) -> Document {
        let mut tally = doc! { "_id": id };
        for (field, amount) in self.amounts.iter().filter(|(_, amount)| **amount != 0) {
            let mut parts = field.split('.').peekable();
            let mut at = &mut tally;
            while let Some(part) = parts.next() {
                if parts.peek().is_none() {
                    at.insert(part, *amount);
                } else {
                    if !at.contains_key(part) {
                        at.insert(part, Document::new());
                    }
                    let Some(Bson::Document(next)) = at.get_mut(part) else {
                        break;
                    };
                    at = next;
                }
            }
        }
        tally
    }

    /// Adds a tally document's amounts (the shape both collections hold).
    pub(crate) fn add_document(&mut self, tally: &Document) {
        for (status, count) in tally.get_document("statuses").into_iter().flatten() {
            self.add(format!("statuses.{status}"), int(count));
        }
        for (day, sales) in tally.get_document("days").into_iter().flatten() {
            let Bson::Document(sales) = sales else { continue };
            for field in ["total", "orders"] {
                self.add(format!("days.{day}.{field}"), sales.get(field).map_or(0, int));
            }
        }
    }

    /// Records the change in `session`'s transaction: one insert, which no
    /// other transaction can conflict with; none when nothing changed.
    pub(crate) async fn write(
        self,
        changes: &Collection<Document>,
        session: &mut ClientSession,
    ) -> Result<(), mongodb::error::Error> {
        if self.is_empty() {
            return Ok(());
        }
        changes
            .insert_one(self.document(ObjectId::new()))
            .session(session)
            .await?;
        Ok(())
    }
}

/// An integer amount as stored (0 for anything else).
pub(crate) fn int(value: &Bson) -> i64 {
    match value {
        Bson::Int64(n) => *n,
        Bson::Int32(n) => i64::from(*n),
        _ => 0,
    }
}
