use crate::helpers::spawn_app;
use reqwest::Method;
use serde_json::{Value, json};

fn address(first_name: &str) -> Value {
    json!({
        "first_name": first_name, "last_name": "Khan", "phone": "+880 1712-345678", "address": "House 12, Road 5",
        "region": "Dhaka", "city": "Dhaka", "area": "Dhanmondi", "zip_code": "1205", "apartment_suit": "4B"
    })
}

fn defaults(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("array")
        .iter()
        .filter(|a| a["is_default"] == true)
        .map(|a| a["first_name"].as_str().unwrap_or("").to_owned())
        .collect()
}

#[tokio::test]
async fn the_address_book_keeps_exactly_one_default() {
    let app = spawn_app().await;
    let user = app.signup("Rahim").await;
    let list_path = format!("/api/shipping-addresses/{}", user.id);

    let (status, first) = app
        .post_json("/api/shipping-addresses", Some(&user.token), &address("Home"))
        .await;
    assert_eq!(status, 201, "{first}");
    assert_eq!(first["is_default"], true, "the first address becomes the default");
    assert_eq!(first["phone"], "01712345678");
    assert_eq!(first["country"], "Bangladesh");
    for field in [
        "first_name",
        "last_name",
        "phone",
        "address",
        "region",
        "city",
        "area",
        "zip_code",
        "is_default",
        "country",
        "state",
        "apartment_suit",
    ] {
        assert!(first.get(field).is_some(), "{field} missing");
    }

    let (_, second) = app
        .post_json("/api/shipping-addresses", Some(&user.token), &address("Office"))
        .await;
    assert_eq!(second["is_default"], false);
    let (_, list) = app.get_json_as(&list_path, &user.token).await;
    assert_eq!(defaults(&list), ["Home"]);

    let second_id = second["_id"].as_str().expect("id");
    let (status, list) = app
        .send_json(
            Method::POST,
            &format!("/api/shipping-addresses/{second_id}/default"),
            Some(&user.token),
            None,
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(defaults(&list), ["Office"]);

    let mut edited = address("Office");
    edited["city"] = json!("Chattogram");
    let (status, saved) = app
        .send_json(
            Method::PUT,
            &format!("/api/shipping-addresses/{second_id}"),
            Some(&user.token),
            Some(&edited),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(saved["city"], "Chattogram");

    let (status, list) = app
        .send_json(
            Method::DELETE,
            &format!("/api/shipping-addresses/{second_id}"),
            Some(&user.token),
            None,
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(defaults(&list), ["Home"], "deleting the default promotes another");
}

#[tokio::test]
async fn concurrent_default_changes_leave_one_default() {
    let app = spawn_app().await;
    let user = app.signup("Busy").await;
    let mut ids = Vec::new();
    for name in ["A", "B", "C", "D", "E"] {
        let (_, saved) = app
            .post_json("/api/shipping-addresses", Some(&user.token), &address(name))
            .await;
        ids.push(saved["_id"].as_str().expect("id").to_owned());
    }
    let requests = ids.iter().cycle().take(20).map(|id| {
        let path = format!("/api/shipping-addresses/{id}/default");
        let (app, token) = (&app, user.token.clone());
        async move { app.send_json(Method::POST, &path, Some(&token), None).await }
    });
    for (status, _) in futures_util::future::join_all(requests).await {
        assert_eq!(status, 200);
    }
    let (_, list) = app
        .get_json_as(&format!("/api/shipping-addresses/{}", user.id), &user.token)
        .await;
    assert_eq!(defaults(&list).len(), 1, "{list}");
}

#[tokio::test]
async fn addresses_are_checked_and_private() {
    let app = spawn_app().await;
    let user = app.signup("Owner").await;
    let other = app.signup("Other").await;
    let mut bad = address(" ");
    bad["phone"] = json!("12345");
    bad["zip_code"] = json!("12");
    let (status, body) = app.post_json("/api/shipping-addresses", Some(&user.token), &bad).await;
    assert_eq!(status, 422);
    let fields: Vec<&str> = body["errors"]
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| e["field"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(fields, ["firstName", "phone", "zipCode"]);

    let (_, saved) = app
        .post_json("/api/shipping-addresses", Some(&user.token), &address("Home"))
        .await;
    let id = saved["_id"].as_str().expect("id");
    let (status, _) = app
        .get_json_as(&format!("/api/shipping-addresses/{}", user.id), &other.token)
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .send_json(
            Method::PUT,
            &format!("/api/shipping-addresses/{id}"),
            Some(&other.token),
            Some(&address("Mine")),
        )
        .await;
    assert_eq!(status, 404);
    let (status, _) = app
        .send_json(
            Method::DELETE,
            &format!("/api/shipping-addresses/{id}"),
            Some(&other.token),
            None,
        )
        .await;
    assert_eq!(status, 404);
    let (_, list) = app
        .get_json_as(&format!("/api/shipping-addresses/{}", user.id), &user.token)
        .await;
    assert_eq!(list[0]["first_name"], "Home", "untouched");
}
