use super::{store_phone, stored_variant};
use crate::helpers::{TestApp, TestUser, spawn_app};
use mongodb::bson::{doc, oid::ObjectId};
use serde_json::json;
use shop_server::documents::variant::VariantDocument;

async fn buyer_of(app: &TestApp, name: &str, product: ObjectId, variant: ObjectId) -> (TestUser, String) {
    let user = app.quick_customer(name).await;
    let address = app.add_address(&user).await;
    let body = json!({ "product_id": product.to_hex(), "variant_id": variant.to_hex(), "quantity": 1 });
    let (status, answer) = app.post_json("/api/add-cart", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{answer}");
    (user, address)
}

#[tokio::test]
async fn two_hundred_checkouts_for_the_last_ten_units_of_a_variant_sell_ten_while_another_variant_sells_on() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let (scarce, plenty) = (phone.blue_256.id, phone.blue_128.id);
    app.database()
        .await
        .collection::<VariantDocument>("variants")
        .update_one(doc! { "_id": plenty }, doc! { "$set": { "stock": 50_i64 } })
        .await
        .expect("restock");
    let mut buyers = Vec::new();
    for i in 0..200 {
        buyers.push((
            buyer_of(&app, &format!("scarce{i}"), phone.product.id, scarce).await,
            true,
        ));
    }
    for i in 0..20 {
        buyers.push((
            buyer_of(&app, &format!("plenty{i}"), phone.product.id, plenty).await,
            false,
        ));
    }
    // Ten left once every cart is filled, so all 200 carts hold one of them.
    app.database()
        .await
        .collection::<VariantDocument>("variants")
        .update_one(doc! { "_id": scarce }, doc! { "$set": { "stock": 10_i64 } })
        .await
        .expect("set stock");

    let tries = buyers.iter().enumerate().map(|(i, ((user, address), of_scarce))| {
        let app = &app;
        async move {
            let body = app
                .checkout_body(user, address, "cash_on_delivery", &format!("variant-race-{i:05}"))
                .await;
            let (status, answer) = app.post_json("/api/checkout", Some(&user.token), &body).await;
            (*of_scarce, status, answer)
        }
    });
    let answers = futures_util::future::join_all(tries).await;
    let count = |scarce: bool, status: u16| {
        answers
            .iter()
            .filter(|(s, st, _)| *s == scarce && *st == status)
            .count()
    };
    assert_eq!(count(true, 201), 10, "exactly ten units of the scarce variant are sold");
    assert_eq!(
        count(true, 409),
        190,
        "every other try is a 409: {:?}",
        answers.iter().find(|(s, st, _)| *s && *st != 201 && *st != 409)
    );
    assert_eq!(
        count(false, 201),
        20,
        "the other variant sells on: {:?}",
        answers.iter().find(|(s, st, _)| !*s && *st != 201)
    );
    let scarce_after = stored_variant(&app, scarce).await;
    assert_eq!((scarce_after.stock, scarce_after.sold), (0, 10));
    let plenty_after = stored_variant(&app, plenty).await;
    assert_eq!((plenty_after.stock, plenty_after.sold), (30, 20));
}
