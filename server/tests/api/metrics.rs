//! Prometheus metrics: off unless configured, on a listener of their own
//! (the shop's port never serves them), behind a token when asked; names
//! and labels as an operator's dashboards read them.

use crate::helpers::{TestApp, spawn_app, spawn_app_with, test_settings};
use shop_server::config::{MetricsSettings, Settings};

const TOKEN: &str = "metrics-token-0123456789abcdef0123";

async fn metered(token: Option<&str>) -> TestApp {
    spawn_app_with(Settings {
        metrics: Some(MetricsSettings {
            address: "127.0.0.1:0".parse().expect("address"),
            token: token.map(str::to_owned),
        }),
        ..test_settings()
    })
    .await
}

async fn scrape(app: &TestApp, token: Option<&str>) -> (u16, String) {
    let address = app.metrics_address.as_deref().expect("metrics are served");
    let mut request = app.client.get(format!("{address}/metrics"));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let answer = request.send().await.expect("a scrape");
    (answer.status().as_u16(), answer.text().await.expect("text"))
}

/// The value of the sample line that starts with `series` (name and labels).
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
}

#[tokio::test]
async fn requests_are_counted_by_route_pattern_method_and_status_with_their_latency() {
    let app = metered(None).await;
    app.seed(5).await;
    let (status, products) = app.get_json("/api/products?limit=2").await;
    assert_eq!(status, 200, "{products}");
    let id = products["products"][0]["_id"].as_str().expect("a product").to_owned();
    for _ in 0..2 {
        assert_eq!(app.get(&format!("/api/product/{id}")).await.status(), 200);
    }
    assert_eq!(app.get("/api/product/0123456789abcdef01234567").await.status(), 404);

    let (status, text) = scrape(&app, None).await;
    assert_eq!(status, 200, "{text}");
    assert_eq!(
        sample(
            &text,
            r#"shop_http_requests_total{method="GET",route="/api/product/{id}",status="200"}"#
        ),
        Some(2.0),
        "by the route's pattern, not its path:\n{text}"
    );
    assert_eq!(
        sample(
            &text,
            r#"shop_http_requests_total{method="GET",route="/api/product/{id}",status="404"}"#
        ),
        Some(1.0)
    );
    assert!(!text.contains(&id), "no id becomes a label");
    assert_eq!(
        sample(
            &text,
            r#"shop_http_request_duration_seconds_count{method="GET",route="/api/product/{id}"}"#
        ),
        Some(3.0)
    );
    assert!(
        text.contains(
            r#"shop_http_request_duration_seconds_bucket{method="GET",route="/api/product/{id}",le="0.005"}"#
        )
    );
    assert!(sample(&text, "shop_database_round_trips_total").is_some_and(|trips| trips > 0.0));
    assert_eq!(sample(&text, "shop_catalog_view_products"), Some(5.0));
    for series in [
        "shop_outbox_waiting",
        "shop_outbox_oldest_waiting_seconds",
        "shop_payment_job_due",
        "shop_payment_job_oldest_due_seconds",
        r#"shop_needs_attention{list="late_payments"}"#,
        r#"shop_needs_attention{list="unsettled_checkouts"}"#,
        r#"shop_needs_attention{list="refunds_in_doubt"}"#,
        r#"shop_needs_attention{list="late_clocks"}"#,
    ] {
        assert!(sample(&text, series).is_some(), "{series} missing:\n{text}");
    }
}

#[tokio::test]
async fn the_outbox_backlog_shows_its_length_and_age() {
    let app = metered(None).await;
    // A sign-up queues its confirmation e-mail; the test's shop has no SMTP server.
    app.signup("Rahim").await;
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let (_, text) = scrape(&app, None).await;
    assert_eq!(sample(&text, "shop_outbox_waiting"), Some(1.0), "{text}");
    assert!(
        sample(&text, "shop_outbox_oldest_waiting_seconds").is_some_and(|age| age >= 1.0),
        "{text}"
    );
}

#[tokio::test]
async fn metrics_are_off_unless_configured_and_never_on_the_shops_port() {
    let plain = spawn_app().await;
    assert_eq!(plain.metrics_address, None, "off unless METRICS_ADDR is set");
    let app = metered(None).await;
    for path in ["/metrics", "/api/metrics"] {
        let answer = app.get(path).await;
        let status = answer.status().as_u16();
        let body = answer.text().await.expect("text");
        assert_eq!(status, 404, "{path} on the public port: {body}");
        assert!(!body.contains("shop_http_requests_total"), "{body}");
    }
}

#[tokio::test]
async fn a_token_guards_metrics_when_set() {
    let app = metered(Some(TOKEN)).await;
    assert_eq!(scrape(&app, None).await.0, 401);
    assert_eq!(scrape(&app, Some("metrics-token-0123456789abcdef0124")).await.0, 401);
    let (status, text) = scrape(&app, Some(TOKEN)).await;
    assert_eq!(status, 200);
    assert!(text.contains("shop_catalog_view_products"));
}

#[tokio::test]
async fn a_transaction_run_again_after_a_write_conflict_is_counted() {
    let app = metered(None).await;
    let phone = crate::variants::store_phone(&app, 0).await;
    let shopper = app.signup("Rahim").await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &phone.product.id, 1).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "metrics-conflict")
        .await;
    let (_, before) = scrape(&app, None).await;
    assert_eq!(sample(&before, "shop_transaction_retries_total"), Some(0.0), "{before}");

    // Another writer holds every variant of the phone, uncommitted, while the checkout takes its unit.
    let client = mongodb::Client::with_uri_str(&app.settings.mongodb_uri)
        .await
        .expect("client");
    let variants = client
        .database(&app.settings.database_name)
        .collection::<mongodb::bson::Document>("variants");
    let mut session = client.start_session().await.expect("session");
    session.start_transaction().await.expect("transaction");
    variants
        .update_many(
            mongodb::bson::doc! { "product_id": phone.product.id },
            mongodb::bson::doc! { "$set": { "updatedAt": mongodb::bson::DateTime::now() } },
        )
        .session(&mut session)
        .await
        .expect("hold the variants");
    let ((status, placed), ()) = tokio::join!(app.post_json("/api/checkout", Some(&shopper.token), &body), async {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        session.commit_transaction().await.expect("commit");
    });
    assert_eq!(status, 201, "placed once the other writer is done: {placed}");
    let (_, after) = scrape(&app, None).await;
    assert!(
        sample(&after, "shop_transaction_retries_total").is_some_and(|runs| runs >= 1.0),
        "{after}"
    );
}

/// A scrape counts what waits and what runs late, not the shop's history:
/// none of its reads examines more documents than it answers, however many
/// orders are open on time and messages were sent. (The outbox's backlog read
/// `{ status }`, which no index leads with since SMS, and the late clocks read
/// every open order on the local wire server: a growing pause at every scrape.)
#[tokio::test]
async fn a_scrape_examines_only_what_it_counts() {
    let app = metered(None).await;
    let phone = crate::variants::store_phone(&app, 0).await;
    let shopper = app.signup("Rahim").await;
    let address = app.add_address(&shopper).await;
    for n in 0..3 {
        app.add_to_cart(&shopper, &phone.product.id, 1).await;
        let body = app
            .checkout_body(&shopper, &address, "cash_on_delivery", &format!("scrape-{n}"))
            .await;
        let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
        assert_eq!(status, 201, "{placed}");
    }

    let (repositories, sent) = crate::plans::watched(&app.settings).await;
    let now = mongodb::bson::DateTime::now();
    let snapshot = shop_server::services::metrics::snapshot(&repositories, &app.catalog, now)
        .await
        .expect("a snapshot");
    assert!(snapshot.outbox.waiting >= 3, "the orders' e-mails wait: {snapshot:?}");
    assert!(
        snapshot.attention.iter().all(|(_, n)| *n == 0),
        "nothing late: {snapshot:?}"
    );

    let sent = sent.lock().expect("commands").clone();
    let database = app.database().await;
    let mut reads = 0;
    for read in &sent {
        let filter = match read.name.as_str() {
            "find" => read.command.get_document("filter").cloned().unwrap_or_default(),
            "aggregate" => read.command.get_array("pipeline").expect("pipeline")[0]
                .as_document()
                .and_then(|stage| stage.get_document("$match").ok())
                .cloned()
                .expect("a $match first"),
            _ => continue,
        };
        reads += 1;
        let sort = read.command.get_document("sort").ok();
        let (stages, examined, answered) = crate::plans::find_plan(&database, &read.collection, &filter, sort).await;
        assert!(
            !stages.contains(&"COLLSCAN".to_owned()),
            "{}: {filter}: {stages:?}",
            read.collection
        );
        assert!(
            examined <= answered,
            "{}: {filter}: {examined} examined for {answered} answered",
            read.collection
        );
    }
    assert!(reads >= 6, "{sent:?}");
}
