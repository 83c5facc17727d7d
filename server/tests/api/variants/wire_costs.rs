//! What an admin's grid save and a checkout ask of the database: nothing the
//! local wire server answers by going through a whole collection. It does so
//! for any `findAndModify` and any `$or` not beside an `_id` (some 140 ms a command at the bench's
//! 10,000 variants or 1,000 orders, holding up every other command), so the
//! soak's p99 grew with the data. MongoDB answers all of these from indexes.
//! The wire server's profiler records every command the test's database gets.

use super::{loaded, save, store_phone};
use crate::helpers::spawn_app;
use mongodb::bson::{Document, doc};

#[tokio::test]
async fn a_grid_save_and_a_checkout_send_no_find_and_modify_and_no_or() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let admin = app.admin().await;
    let shopper = app.signup("Rahim").await;
    let address = app.add_address(&shopper).await;
    let database = app.database().await;
    database
        .run_command(doc! { "profile": 2 })
        .await
        .expect("profile every command");

    let id = phone.product.id.to_hex();
    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let (status, saved) = save(&app, &admin, &id, &loaded(&page)).await;
    assert_eq!(status, 200, "{saved}");
    app.add_to_cart(&shopper, &phone.product.id, 1).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "wire-costs")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");

    database
        .run_command(doc! { "profile": 0 })
        .await
        .expect("profiling off");
    let profiled: Vec<Document> = {
        use futures_util::TryStreamExt;
        database
            .collection::<Document>("system.profile")
            .find(doc! {})
            .await
            .expect("read the profile")
            .try_collect()
            .await
            .expect("the profile")
    };
    let commands: Vec<&Document> = profiled.iter().filter_map(|p| p.get_document("command").ok()).collect();
    assert!(
        commands
            .iter()
            .any(|c| c.contains_key("insert") && c.get_str("insert") == Ok("orders")),
        "the profile holds the checkout's commands: {commands:?}"
    );
    for command in &commands {
        assert!(!command.contains_key("findAndModify"), "a findAndModify: {command}");
        let filter = command.get_document("filter").or_else(|_| command.get_document("q"));
        assert!(!filter.is_ok_and(|f| f.contains_key("$or")), "an $or: {command}");
    }
}
