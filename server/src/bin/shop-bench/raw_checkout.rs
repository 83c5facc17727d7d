//! `shop-bench raw-checkout`: the database commands of one shop checkout,
//! sent straight through the driver from many tasks at once, with none of
//! the shop around them (no HTTP, no pricing, no JSON): the floor a checkout
//! can reach on this database. The same reads and writes, in the same
//! transaction, on the prepared checkout shoppers' real carts and variants;
//! what a checkout adds (the record, the orders, the e-mail, the tally) goes
//! to `raw_*` copies of those collections, with their indexes, so the shop's
//! own data is left alone.

use futures_util::TryStreamExt;
use mongodb::{
    ClientSession, Collection, Database, IndexModel,
    bson::{DateTime, Document, doc, oid::ObjectId},
};
use std::{
    future::IntoFuture,
    sync::Arc,
    time::{Duration, Instant},
};

/// The client address the bench's checkouts come from (wrk on loopback):
/// the shop reads what the orders placed from it hold in each checkout.
const PLACED_FROM: &str = "127.0.0.1";

/// One shopper with a cart to place.
#[derive(Clone, Copy)]
struct Shopper {
    customer: ObjectId,
    address: ObjectId,
}

/// Runs checkouts for `seconds` from `connections` tasks; prints
/// `req/s p50 p99 errors`, as `round-trip` does.
pub async fn run(database: &Database, connections: usize, seconds: u64) -> Result<(), Box<dyn std::error::Error>> {
    for name in ["checkouts", "orders", "outbox"] {
        copy_indexes(database, name).await?;
    }
    let shoppers = Arc::new(shoppers(database).await?);
    if shoppers.is_empty() {
        return Err("write the shoppers first (their carts are what is placed)".into());
    }
    let until = Instant::now() + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..connections)
        .map(|task| {
            let (database, shoppers) = (database.clone(), Arc::clone(&shoppers));
            tokio::spawn(async move {
                let (mut latencies, mut errors, mut first) = (Vec::new(), 0_u64, None);
                let mut n = task;
                while Instant::now() < until && n < shoppers.len() {
                    let started = Instant::now();
                    match retried(&database, shoppers[n]).await {
                        Ok(()) => latencies.push(started.elapsed()),
                        Err(error) => {
                            first.get_or_insert_with(|| error.to_string());
                            errors += 1;
                        }
                    }
                    n += connections;
                }
                (latencies, errors, first)
            })
        })
        .collect();
    let started = Instant::now();
    let (mut latencies, mut errors) = (Vec::new(), 0);
    let mut first = None;
    for task in tasks {
        let (mine, failed, error) = task.await?;
        latencies.extend(mine);
        errors += failed;
        first = first.or(error);
    }
    if let Some(error) = first {
        eprintln!("{errors} raw checkouts failed, the first with: {error}");
    }
    super::print_figures(latencies, errors, started.elapsed());
    Ok(())
}

/// The checkout shoppers whose carts are not placed yet, the last written
/// first (ids grow as they are written): the shop's run took them from the
/// first, and the checkouts it still had under way when its load stopped
/// would place carts under this run.
async fn shoppers(database: &Database) -> Result<Vec<Shopper>, mongodb::error::Error> {
    let ids = |documents: Vec<Document>, field: &str| -> Vec<ObjectId> {
        documents.iter().filter_map(|d| d.get_object_id(field).ok()).collect()
    };
    let pool: Vec<Document> = database
        .collection::<Document>("users")
        .find(doc! { "username": { "$regex": "^bench\\.checkout\\." } })
        .projection(doc! { "_id": 1 })
        .await?
        .try_collect()
        .await?;
    let waiting: Vec<ObjectId> = database
        .collection::<Document>("cart_items")
        .distinct("customer_id", doc! { "customer_id": { "$in": ids(pool, "_id") } })
        .await?
        .into_iter()
        .filter_map(|v| v.as_object_id())
        .collect();
    let addresses: Vec<Document> = database
        .collection::<Document>("addresses")
        .find(doc! { "customer_id": { "$in": &waiting } })
        .sort(doc! { "_id": -1 })
        .projection(doc! { "customer_id": 1 })
        .await?
        .try_collect()
        .await?;
    Ok(addresses
        .iter()
        .filter_map(|a| {
            Some(Shopper {
                customer: a.get_object_id("customer_id").ok()?,
                address: a.get_object_id("_id").ok()?,
            })
        })
        .collect())
}

/// `raw_<name>` gets the indexes of `name`, so its writes cost what the shop's do.
async fn copy_indexes(database: &Database, name: &str) -> Result<(), mongodb::error::Error> {
    let indexes: Vec<IndexModel> = database
        .collection::<Document>(name)
        .list_indexes()
        .await?
        .try_collect()
        .await?;
    let raw = database.collection::<Document>(&format!("raw_{name}"));
    let wanted: Vec<IndexModel> = indexes
        .into_iter()
        .filter(|index| index.keys != doc! { "_id": 1 })
        .map(|index| {
            let options = index.options.map(|mut options| {
                options.name = None;
                options.version = None;
                options
            });
            IndexModel::builder().keys(index.keys).options(options).build()
        })
        .collect();
    if !wanted.is_empty() {
        raw.create_indexes(wanted).await?;
    }
    Ok(())
}

/// A checkout tried again on a transient conflict, after a pause with
/// jitter, as the shop tries it.
async fn retried(database: &Database, shopper: Shopper) -> Result<(), mongodb::error::Error> {
    let mut attempt = 0_u32;
    loop {
        attempt += 1;
        match checkout(database, shopper).await {
            Err(error) if attempt < 10 && error.contains_label(mongodb::error::TRANSIENT_TRANSACTION_ERROR) => {
                let pause = rand::random_range(1..=(2_u64 << attempt.min(7)));
                tokio::time::sleep(Duration::from_millis(pause)).await;
            }
            result => return result,
        }
    }
}

/// One checkout's commands, as `server/tests/api/round_trips.rs` counts a
/// shop checkout's (18): the address and the account side by side, the
/// cart's lines for the checkout's turn, then in one transaction the cart,
/// its products and variants, what the account's and the client address's
/// waiting orders hold, the record, the orders and their tally, the cart
/// emptied, the e-mail and the SMS (each looked up by its key, then
/// written), the stock and the commit.
async fn checkout(database: &Database, shopper: Shopper) -> Result<(), mongodb::error::Error> {
    let collection = |name: &str| database.collection::<Document>(name);
    let (addresses, users) = (collection("addresses"), collection("users"));
    let (address, _user) = futures_util::try_join!(
        addresses
            .find_one(doc! { "_id": shopper.address, "customer_id": shopper.customer })
            .into_future(),
        users.find_one(doc! { "_id": shopper.customer }).into_future(),
    )?;
    let address = address.ok_or_else(|| mongodb::error::Error::custom("no address"))?;
    // The turn's keys: the variants the cart sells.
    let _turn: Vec<Document> = collection("cart_items")
        .find(doc! { "customer_id": shopper.customer })
        .await?
        .try_collect()
        .await?;
    let mut session = database.client().start_session().await?;
    session.start_transaction().await?;
    let lines = read(
        &collection("cart_items"),
        doc! { "customer_id": shopper.customer },
        &mut session,
    )
    .await?;
    if lines.is_empty() {
        // Nothing was written; the driver aborts on drop if this fails.
        let _ = session.abort_transaction().await;
        return Err(mongodb::error::Error::custom("the cart was placed already"));
    }
    let ids = |field: &str| -> Vec<ObjectId> { lines.iter().filter_map(|l| l.get_object_id(field).ok()).collect() };
    read(
        &collection("products"),
        doc! { "_id": { "$in": ids("product_id") } },
        &mut session,
    )
    .await?;
    read(
        &collection("variants"),
        doc! { "_id": { "$in": ids("variant_id") } },
        &mut session,
    )
    .await?;
    for whose in [
        doc! { "customer_id": shopper.customer },
        doc! { "placed_from": PLACED_FROM },
    ] {
        held(&collection("raw_orders"), whose, &mut session).await?;
    }
    let now = DateTime::now();
    let checkout_id = ObjectId::new();
    let orders: Vec<Document> = lines
        .iter()
        .map(|line| order(line, &address, checkout_id, now))
        .collect();
    let record = doc! {
        "_id": checkout_id, "customer_id": shopper.customer, "key": checkout_id.to_hex(),
        "order_ids": orders.iter().filter_map(|o| o.get_object_id("_id").ok()).collect::<Vec<_>>(),
        "total": 0_i64, "subtotal": 0_i64, "delivery_fee": 0_i64, "createdAt": now,
    };
    collection("raw_checkouts")
        .insert_one(record)
        .session(&mut session)
        .await?;
    collection("raw_orders")
        .insert_many(&orders)
        .session(&mut session)
        .await?;
    collection("raw_order_tally_changes")
        .insert_one(doc! { "statuses": { "pending": 1_i64 } })
        .session(&mut session)
        .await?;
    collection("cart_items")
        .delete_many(doc! { "_id": { "$in": ids("_id") }, "customer_id": shopper.customer })
        .session(&mut session)
        .await?;
    for message in [mail(checkout_id, now), sms(checkout_id, now)] {
        let outbox = collection("raw_outbox");
        let key = message.get_str("dedupe_key").unwrap_or_default();
        let queued = outbox
            .find_one(doc! { "dedupe_key": key })
            .projection(doc! { "_id": 1 })
            .session(&mut session)
            .await?;
        if queued.is_none() {
            outbox.insert_one(message).session(&mut session).await?;
        }
    }
    let updates: Vec<Document> = lines
        .iter()
        .map(|line| {
            let quantity = line.get_i64("quantity").unwrap_or(1);
            doc! {
                "q": { "_id": line.get_object_id("variant_id").ok(), "stock": { "$gte": quantity } },
                "u": { "$inc": { "stock": -quantity, "sold": quantity }, "$set": { "updatedAt": now } },
            }
        })
        .collect();
    database
        .run_command(doc! { "update": "variants", "updates": updates, "ordered": true })
        .session(&mut session)
        .await?;
    session.commit_transaction().await
}

/// What the waiting orders `whose` picks hold, read as the shop reads them
/// (orders not yet confirmed and not paid, two fields of each).
async fn held(
    orders: &Collection<Document>,
    mut whose: Document,
    session: &mut ClientSession,
) -> Result<usize, mongodb::error::Error> {
    whose.insert("order_status_type", "pending");
    whose.insert(
        "payment_status",
        doc! { "$in": ["awaiting_payment", "failed", "due_on_delivery"] },
    );
    let mut found = orders
        .find(whose)
        .projection(doc! { "checkout_id": 1, "quantity": 1 })
        .session(&mut *session)
        .await?;
    let mut count = 0;
    while found.next(&mut *session).await.transpose()?.is_some() {
        count += 1;
    }
    Ok(count)
}

async fn read(
    collection: &Collection<Document>,
    filter: Document,
    session: &mut ClientSession,
) -> Result<Vec<Document>, mongodb::error::Error> {
    collection
        .find(filter)
        .session(&mut *session)
        .await?
        .stream(&mut *session)
        .try_collect()
        .await
}

/// An order of about the size the shop writes for `line`.
fn order(line: &Document, address: &Document, checkout_id: ObjectId, now: DateTime) -> Document {
    doc! {
        "_id": ObjectId::new(), "checkout_id": checkout_id, "customer_id": line.get("customer_id"),
        "product": {
            "_id": line.get("product_id"), "title": line.get("title"), "cover": line.get("cover"),
            "variant_id": line.get("variant_id"), "label": line.get("label"),
        },
        "description": line.get_str("title").unwrap_or_default(), "price": line.get("price"),
        "list_price": line.get("price"), "discount": 0_i64, "quantity": line.get("quantity"),
        "total": line.get("price"), "payment_method": "cash_on_delivery", "payment_status": "due_on_delivery",
        "order_status_type": "pending", "delivery_zone": "inside_dhaka", "delivery_fee": 0_i64,
        "checkout_total": 0_i64, "status_history": [{ "status": "pending", "at": now }], "placed_from": PLACED_FROM,
        "shipping": address.clone(), "delivery_date": now, "createdAt": now, "updatedAt": now,
    }
}

/// An order SMS of about the size the shop queues.
fn sms(checkout_id: ObjectId, now: DateTime) -> Document {
    doc! {
        "_id": ObjectId::new(), "channel": "sms", "to": "01712345678", "subject": "",
        "text": "x".repeat(160), "kind": "order_placed",
        "dedupe_key": format!("sms:order_placed:{checkout_id}"), "status": "pending", "attempts": 0,
        "next_attempt_at": now, "claimed_until": now,
    }
}

/// An order e-mail of about the size the shop queues.
fn mail(checkout_id: ObjectId, now: DateTime) -> Document {
    doc! {
        "_id": ObjectId::new(), "to": "bench.shopper@example.com", "subject": "Your order is placed",
        "text": "x".repeat(800), "html": "x".repeat(3_000), "kind": "order_placed",
        "dedupe_key": format!("order_placed:{checkout_id}"), "status": "pending", "attempts": 0,
        "next_attempt_at": now, "claimed_until": now,
    }
}
