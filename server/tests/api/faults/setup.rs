//! What the fault tests run: the server as a process of its own, shoppers
//! with carts, checkouts over HTTP, and the consistency check.

use super::SECRET;
use crate::wire_servers::mongodb_uri;
use mongodb::{
    Client, Database,
    bson::{Document, doc, oid::ObjectId},
};
use serde_json::{Value, json};
use shop_server::{auth::TokenKeys, demo::shoppers, documents::user::Role, repository::Repositories};
use std::{
    collections::HashMap,
    net::TcpListener,
    process::{Child, Command, ExitStatus, Stdio},
    time::{Duration, Instant},
};

/// A free port on the loopback interface.
pub(super) fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    listener.local_addr().expect("address").port()
}

/// The `shop-server` binary serving `database` on a port of its own.
pub(super) struct ServerProcess {
    pub(super) child: Child,
    pub(super) url: String,
    port: u16,
}

impl ServerProcess {
    pub(super) async fn start(database: &str, extra: &[(&str, &str)]) -> Self {
        Self::start_with(database, extra, Stdio::null()).await
    }

    /// The server with its log (stdout) written to `log`.
    pub(super) async fn start_logging_to(database: &str, extra: &[(&str, &str)], log: &std::path::Path) -> Self {
        let file = std::fs::File::create(log).expect("a log file");
        Self::start_with(database, extra, Stdio::from(file)).await
    }

    async fn start_with(database: &str, extra: &[(&str, &str)], stdout: Stdio) -> Self {
        let port = free_port();
        let mut command = Command::new(env!("CARGO_BIN_EXE_shop-server"));
        command
            .arg("serve")
            .env("PORT", port.to_string())
            .env("MONGODB_URI", mongodb_uri(database))
            .env("DATABASE_NAME", database)
            .env("JWT_SECRET", SECRET)
            .env("WORKERS", "2")
            .env("RUST_LOG", "error")
            // Every shopper here comes from loopback, one client address.
            .env("HELD_CHECKOUTS_PER_ADDRESS", "100000")
            .env("HELD_UNITS_PER_ADDRESS", "1000000")
            // No fold of the dashboard's tallies to be cut off by a kill: only the transactions
            // a test means to leave open stay open (see test_settings).
            .env("TALLY_FOLDING_MS", "3600000")
            .stdout(stdout);
        for (name, value) in extra {
            command.env(name, value);
        }
        let child = command.spawn().expect("start shop-server");
        let server = ServerProcess {
            child,
            url: format!("http://127.0.0.1:{port}"),
            port,
        };
        server.wait_ready().await;
        server
    }

    pub(super) async fn wait_ready(&self) {
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(60) {
            if let Ok(answer) = reqwest::get(format!("{}/api/health", self.url)).await
                && answer.status().is_success()
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("shop-server did not become ready at {}", self.url);
    }

    pub(super) fn port(&self) -> u16 {
        self.port
    }

    /// How the process exited, waiting at most `limit` for it.
    pub(super) async fn exit_within(&mut self, limit: Duration) -> ExitStatus {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                return status;
            }
            assert!(started.elapsed() < limit, "still running {limit:?} after the signal");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    pub(super) fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .args([format!("-{name}"), self.child.id().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -{name} failed");
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A shopper with a token, a saved address and what their cart holds.
pub(super) struct Shopper {
    pub(super) id: ObjectId,
    pub(super) token: String,
    pub(super) address: String,
    pub(super) lines: usize,
}

pub(super) async fn database_named(name: &str) -> Database {
    Client::with_uri_str(mongodb_uri(name))
        .await
        .expect("client")
        .database(name)
}

/// `count` shoppers, each with a cart of one to three of `products` (1 to 3 units each).
pub(super) async fn shoppers_with_carts(
    repositories: &Repositories,
    products: &[ObjectId],
    count: usize,
) -> Vec<Shopper> {
    let keys = TokenKeys::new(SECRET, Duration::from_secs(3600));
    let mut made = Vec::new();
    for n in 0..count {
        let user = shoppers::shopper("fault", n);
        repositories.users.insert(&user).await.expect("user");
        let address = shoppers::address_of(user.id);
        repositories.addresses.insert(&address).await.expect("address");
        let lines = 1 + n % 3;
        for k in 0..lines {
            let product = repositories
                .products
                .find_by_id(products[(n + k * 3) % products.len()])
                .await
                .expect("read")
                .expect("product");
            let quantity = i64::try_from(1 + (n + k) % 3).expect("small");
            let line = shoppers::cart_line(user.id, &product, quantity);
            repositories.cart.insert(&line).await.expect("cart line");
        }
        made.push(Shopper {
            token: keys.issue(user.id, Role::Customer).expect("token"),
            id: user.id,
            address: address.id.to_hex(),
            lines,
        });
    }
    made
}

pub(super) async fn checkout(client: &reqwest::Client, url: &str, shopper: &Shopper) -> Option<u16> {
    checkout_answer(client, url, shopper).await.map(|(status, _)| status)
}

pub(super) async fn checkout_answer(client: &reqwest::Client, url: &str, shopper: &Shopper) -> Option<(u16, Value)> {
    let summary: Value = client
        .get(format!("{url}/api/checkout/summary"))
        .header("token", &shopper.token)
        .send()
        .await
        .ok()?
        .json()
        .await
        .ok()?;
    let body = json!({
        "address_id": shopper.address, "payment_method": "cash_on_delivery", "expected_total": summary["total"],
    });
    let answer = client
        .post(format!("{url}/api/checkout"))
        .header("token", &shopper.token)
        .header("Idempotency-Key", format!("fault-{}", shopper.id.to_hex()))
        .json(&body)
        .send()
        .await
        .ok()?;
    let status = answer.status().as_u16();
    Some((status, answer.json().await.unwrap_or(Value::Null)))
}

/// Stock and units sold per variant (or product sold as itself) before the checkouts.
pub(super) struct Before {
    pub(super) stock: HashMap<ObjectId, i64>,
    pub(super) sold: HashMap<ObjectId, i64>,
}

/// Every unit that left stock is in an order and every order took its units;
/// a shopper's cart is either whole (no orders) or gone (one order per line).
pub(super) async fn assert_consistent(database: &Database, before: &Before, shoppers: &[Shopper]) -> usize {
    let Before {
        stock: stock_before,
        sold: sold_before,
    } = before;
    let orders: Vec<Document> = futures_util::TryStreamExt::try_collect(
        database
            .collection::<Document>("orders")
            .find(doc! {})
            .await
            .expect("orders"),
    )
    .await
    .expect("read orders");
    let mut ordered: HashMap<ObjectId, i64> = HashMap::new();
    for order in &orders {
        let sold = order.get_document("product").expect("product");
        let holder = sold
            .get_object_id("variant_id")
            .or_else(|_| sold.get_object_id("_id"))
            .expect("variant or product id");
        *ordered.entry(holder).or_default() += order.get_i64("quantity").expect("quantity");
    }
    for (id, before) in stock_before {
        let mut stored = None;
        for holder in ["variants", "products"] {
            if stored.is_none() {
                stored = database
                    .collection::<Document>(holder)
                    .find_one(doc! { "_id": id })
                    .await
                    .expect("read");
            }
        }
        let stored = stored.expect("a variant or product");
        let taken = before - stored.get_i64("stock").expect("stock");
        assert_eq!(
            taken,
            ordered.get(id).copied().unwrap_or(0),
            "stock taken from {id} vs units ordered"
        );
        let sold_before = sold_before.get(id).copied().unwrap_or(0);
        assert_eq!(
            stored.get_i64("sold").unwrap_or(0),
            sold_before + taken,
            "sold grows by what was taken"
        );
    }
    let mut placed = 0;
    for shopper in shoppers {
        let filter = doc! { "customer_id": shopper.id };
        let in_cart = database
            .collection::<Document>("cart_items")
            .count_documents(filter.clone())
            .await
            .expect("count");
        let their_orders = database
            .collection::<Document>("orders")
            .count_documents(filter)
            .await
            .expect("count");
        let lines = shopper.lines as u64;
        match (in_cart, their_orders) {
            (whole, 0) if whole == lines => {}
            (0, placed_lines) if placed_lines == lines => placed += 1,
            other => panic!(
                "shopper {} with {lines} lines has (cart lines, orders) = {other:?}",
                shopper.id
            ),
        }
    }
    placed
}
