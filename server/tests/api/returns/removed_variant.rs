//! A returned phone whose variant the admin removed from the catalog meanwhile
//! cannot go back to stock: receiving it restocked is refused with the reason
//! (the unit would have vanished), and receiving it written off still works.

use super::{ask, deliver, step};
use crate::{helpers::spawn_app, payments::phone_in_stock};
use mongodb::bson::{Document, doc};
use serde_json::json;

#[tokio::test]
async fn a_returned_unit_of_a_removed_variant_is_not_silently_lost() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    let shopper = app.quick_customer("Gone").await;
    let address = app.add_address(&shopper).await;
    let phone = phone_in_stock(&app, 5).await;
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "return-gone-1")
        .await;
    let (_, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    let order = placed["orders"][0]["_id"].as_str().expect("order").to_owned();
    let variant = placed["orders"][0]["product_id"]["variant_id"]
        .as_str()
        .map(str::to_owned);
    deliver(&app, &admin, &order, 1).await;
    let (status, asked) = ask(&app, &shopper, &order, "changed_mind", &[]).await;
    assert_eq!(status, 201, "{asked}");
    let id = asked["_id"].as_str().expect("id").to_owned();
    for body in [json!({ "status": "accepted" }), json!({ "status": "picked_up" })] {
        assert_eq!(step(&app, &admin, &id, body).await.0, 200);
    }
    // The admin takes the phone (or its variant) off the catalog meanwhile.
    let database = app.database().await;
    match &variant {
        Some(variant) => {
            let id = mongodb::bson::oid::ObjectId::parse_str(variant).expect("variant id");
            database
                .collection::<Document>("variants")
                .delete_one(doc! { "_id": id })
                .await
                .expect("removed");
        }
        None => {
            database
                .collection::<Document>("products")
                .delete_one(doc! { "_id": phone.id })
                .await
                .expect("removed");
        }
    }
    let (status, refused) = step(&app, &admin, &id, json!({ "status": "received", "restock": true })).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (409, Some("returns.restock_gone")),
        "{refused}"
    );
    let (status, received) = step(&app, &admin, &id, json!({ "status": "received", "restock": false })).await;
    assert_eq!(status, 200, "{received}");
    assert_eq!(received["restocked"], false);
}
