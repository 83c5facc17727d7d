//! `seed --demo` on top of the catalog: the demo buyers' orders and reviews,
//! as the shop reads them. Every phone shows the rating its reviews give,
//! every review has its writer's delivered order behind it, the admin's
//! dashboard charts a month of sales from tallies equal to a count of every
//! order, and a rerun writes nothing more.

use crate::helpers::spawn_app;
use mongodb::bson::DateTime;
use shop_core::RatingSummary;
use shop_server::demo;
use std::collections::BTreeMap;

#[tokio::test]
async fn the_demo_seed_writes_a_month_of_orders_and_the_reviews_behind_every_rating() {
    let app = spawn_app().await;
    app.seed(60).await;
    let hasher = shop_server::auth::PasswordHasher::new(4).expect("hasher");
    assert!(
        demo::seed_demo_accounts(&app.repositories, &hasher, 42)
            .await
            .expect("accounts")
    );
    let report = demo::seed_demo_history(&app.repositories, 60, 42)
        .await
        .expect("history")
        .expect("written the first time");
    assert!(report.orders > report.reviews && report.reviews > 60, "{report:?}");
    assert!(report.days >= 28, "{report:?}");
    assert_eq!(
        demo::seed_demo_history(&app.repositories, 60, 42).await.expect("rerun"),
        None,
        "a rerun writes nothing more"
    );

    // The seed wrote past the catalog view; the pages below read it once it has caught up.
    app.refresh_catalog().await;
    let mut reviews_seen = 0;
    for i in 0..60 {
        let id = demo::generate(42, i).product.id;
        let stored = app.product(&id).await;
        let reviews = app.repositories.reviews.for_product(id, 100).await.expect("reviews");
        reviews_seen += reviews.len();
        let summary = RatingSummary {
            sum: reviews.iter().map(|r| r.rating as u64).sum(),
            count: reviews.len() as u64,
        };
        assert_eq!(
            (stored.fields.rating_count, stored.rating_sum),
            (summary.count as i64, summary.sum as i64),
            "{}",
            stored.fields.title
        );
        assert_eq!(stored.fields.rate, summary.average_tenths() as f64 / 10.0);
        for review in &reviews {
            let label = app
                .repositories
                .orders
                .delivered_label(review.customer_id, id)
                .await
                .expect("orders");
            assert_eq!(label.as_deref(), Some(review.variant_label.as_str()), "{review:?}");
        }
        // What the product page shows.
        let (status, page) = app.get_json(&format!("/api/product/{}", id.to_hex())).await;
        assert_eq!(status, 200);
        assert_eq!(page["rating_count"], stored.fields.rating_count);
    }
    assert_eq!(
        reviews_seen,
        report.reviews + 1,
        "the buyers' reviews and the demo customer's"
    );

    let figures = shop_server::services::dashboard::figures(&app.repositories, DateTime::now())
        .await
        .expect("figures");
    assert!(figures.per_day.len() >= 28, "{} days with sales", figures.per_day.len());
    let stats = &app.repositories.order_stats;
    let kept = shop_server::services::dashboard::tallies(&app.repositories, None)
        .await
        .expect("tallies");
    let counted: BTreeMap<String, i64> = stats
        .per_status()
        .await
        .expect("count")
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(status, n)| (status.as_str().to_owned(), n as i64))
        .collect();
    let kept_statuses: BTreeMap<String, i64> = kept.statuses.into_iter().filter(|(_, n)| *n != 0).collect();
    assert_eq!(kept_statuses, counted);
    for status in ["delivered", "shipped", "cancelled"] {
        assert!(counted.contains_key(status), "{counted:?}");
    }
    let sales: Vec<(String, (i64, i64))> = stats
        .sales_per_day()
        .await
        .expect("count")
        .into_iter()
        .map(|day| (day.day, (day.total.poisha(), day.orders as i64)))
        .collect();
    let kept_days: Vec<(String, (i64, i64))> = kept.days.into_iter().filter(|(_, (_, n))| *n != 0).collect();
    assert_eq!(kept_days, sales);
}
