//! Two instances on one database: a restock from none tells each waiting
//! customer once, whichever instances race to give the stock back.

use super::{ask, buy, phone_with_stock, told};
use crate::helpers::{TestApp, TestUser, spawn_app, spawn_app_with, test_settings};
use mongodb::bson::{DateTime, oid::ObjectId};
use reqwest::Method;
use serde_json::json;
use shop_server::{
    config::Settings,
    services::payments::{self, PaymentDesk},
};

async fn twin(first: &TestApp) -> TestApp {
    spawn_app_with(Settings {
        mongodb_uri: first.settings.mongodb_uri.clone(),
        database_name: first.settings.database_name.clone(),
        jwt_secret: first.settings.jwt_secret.clone(),
        ..test_settings()
    })
    .await
}

/// Three customers asking for `id`, through alternating instances.
async fn waiting_customers(apps: [&TestApp; 2], id: &ObjectId) -> Vec<TestUser> {
    let mut customers = Vec::new();
    for i in 0..3 {
        let app = apps[i % 2];
        let customer = app.signup(&format!("Waiting{i}")).await;
        let (status, body) = ask(app, &customer, id).await;
        assert_eq!(status, 201, "{body}");
        customers.push(customer);
    }
    customers
}

#[tokio::test]
async fn restocks_racing_on_two_instances_tell_each_customer_once() {
    let first = spawn_app().await;
    let id = phone_with_stock(&first, 1).await;
    let second = twin(&first).await;
    let buyer = first.signup("Buyer").await;
    let order = buy(&first, &buyer, &id, 1).await;
    let customers = waiting_customers([&first, &second], &id).await;
    let (admin_one, admin_two) = (first.admin().await, second.admin().await);

    // Both admins loaded the form at stock 0; meanwhile the buyer cancels.
    first.refresh_catalog().await;
    let (_, loaded) = first.get_json(&format!("/api/product/{}", id.to_hex())).await;
    let form = |stock: i64| {
        json!({
            "title": loaded["title"], "brand": loaded["brand"], "price": loaded["price"].as_i64().map(|p| p / 100),
            "discount": loaded["discount"], "stock": stock, "description": loaded["description"],
            "cover": loaded["cover"], "specs": loaded["specs"],
            "version": loaded["version"], "stock_was": 0,
        })
    };
    let path = format!("/api/product/{}", id.to_hex());
    let cancel = format!("/api/order/{order}/cancel");
    let (one_form, two_form, empty) = (form(5), form(7), json!({}));
    let (edit_one, edit_two, cancelled) = tokio::join!(
        first.send_json(Method::PUT, &path, Some(&admin_one.token), Some(&one_form)),
        second.send_json(Method::PUT, &path, Some(&admin_two.token), Some(&two_form)),
        second.post_json(&cancel, Some(&buyer.token), &empty),
    );
    assert_eq!(cancelled.0, 200, "{:?}", cancelled.1);
    let mut edits = [edit_one.0, edit_two.0];
    edits.sort_unstable();
    assert_eq!(edits, [200, 409], "one edit wins, the other was made on an old version");
    let stock = first.product(&id).await.fields.stock;
    assert!(
        stock == 6 || stock == 8,
        "the winning edit plus the returned unit: {stock}"
    );
    for customer in &customers {
        assert_eq!(told(&first, customer).await, (1, 1), "one notice and one e-mail");
    }
}

#[tokio::test]
async fn a_lapse_run_by_two_instances_tells_each_customer_once() {
    let first = spawn_app().await;
    let id = phone_with_stock(&first, 2).await;
    let second = twin(&first).await;
    let shopper = first.signup("Late").await;
    let address = first.add_address(&shopper).await;
    first.add_to_cart(&shopper, &id, 2).await;
    let body = first
        .checkout_body(&shopper, &address, "bkash", "alert-lapse-0001")
        .await;
    let (status, placed) = first.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    assert_eq!(first.product(&id).await.fields.stock, 0);
    let customers = waiting_customers([&first, &second], &id).await;

    let later = DateTime::from_millis(DateTime::now().timestamp_millis() + 16 * 60 * 1000);
    let desk = |app: &TestApp| {
        let tokens = std::sync::Arc::new(app.repositories.provider_tokens.clone());
        PaymentDesk::from_settings(&app.settings.payments, tokens).expect("desk")
    };
    let (desk_one, desk_two) = (desk(&first), desk(&second));
    let (one, two) = tokio::join!(
        payments::run_due(&first.repositories, &desk_one, later),
        payments::run_due(&second.repositories, &desk_two, later),
    );
    let lapsed = one.expect("job").lapsed + two.expect("job").lapsed;
    assert_eq!(lapsed, 1, "one instance lapses the checkout");
    assert_eq!(first.product(&id).await.fields.stock, 2);
    for customer in &customers {
        assert_eq!(told(&second, customer).await, (1, 1), "one notice and one e-mail");
    }
}

#[tokio::test]
async fn a_request_racing_a_restock_is_refused_or_told_never_left_waiting() {
    let first = spawn_app().await;
    let id = phone_with_stock(&first, 0).await;
    let second = twin(&first).await;
    let admin = second.admin().await;
    for round in 0..6 {
        let customer = first.signup(&format!("Racer{round}")).await;
        let (asked, restocked) = tokio::join!(
            ask(&first, &customer, &id),
            super::set_stock_as_admin(&second, &admin, &id, 4)
        );
        assert_eq!(restocked.0, 200, "{:?}", restocked.1);
        match asked.0 {
            409 => assert_eq!(told(&first, &customer).await, (0, 0)),
            201 => assert_eq!(
                told(&first, &customer).await,
                (1, 1),
                "asked before the restock: told once"
            ),
            other => panic!("unexpected answer {other}: {}", asked.1),
        }
        let (_, alert) = first.get_json_as(&super::alert_path(&id), &customer.token).await;
        assert_eq!(alert["waiting"], false, "never left waiting while in stock");
        let (status, saved) = super::set_stock_as_admin(&second, &admin, &id, 0).await;
        assert_eq!(status, 200, "{saved}");
    }
}
