//! bKash allows a merchant few token calls an hour: the instances share one.

use super::{bkash_checkout, start_payment};
use crate::helpers::{spawn_app, spawn_app_with, test_settings};
use shop_server::config::Settings;

#[tokio::test]
async fn instances_share_one_bkash_token_instead_of_each_asking_for_one() {
    let first = spawn_app().await;
    first.seed(20).await;
    let mut instances = vec![first];
    for _ in 0..2 {
        let twin = spawn_app_with(Settings {
            mongodb_uri: instances[0].settings.mongodb_uri.clone(),
            database_name: instances[0].settings.database_name.clone(),
            jwt_secret: instances[0].settings.jwt_secret.clone(),
            ..test_settings()
        })
        .await;
        instances.push(twin);
    }
    let mut shoppers = Vec::new();
    for (i, app) in instances.iter().enumerate() {
        let shopper = app.signup(&format!("Token{i}")).await;
        let (checkout, _) = bkash_checkout(app, &shopper, 1, &format!("token-share-{i:03}")).await;
        shoppers.push((app, shopper, checkout));
    }
    // All three instances need a token at the same moment.
    let pages = futures_util::future::join_all(
        shoppers
            .iter()
            .map(|(app, shopper, checkout)| start_payment(app, shopper, checkout)),
    )
    .await;
    // Three payments were created, each on the simulator's page of its own.
    let distinct: std::collections::HashSet<&String> = pages.iter().collect();
    assert_eq!(distinct.len(), 3, "{pages:?}");
    let grants = instances[0]
        .repositories
        .provider_tokens
        .grants("bkash")
        .await
        .expect("count");
    assert_eq!(grants, 1, "one grant for all instances");
}

#[tokio::test]
async fn a_slow_grant_is_asked_for_once_by_three_instances_needing_a_token_at_once() {
    use super::{
        app_behind,
        faulty::{CREATE, Fault, FaultyBkash},
    };
    let proxy = FaultyBkash::start();
    let slow = |settings: &mut Settings| {
        if let Some(bkash) = settings.payments.bkash.as_mut() {
            bkash.timeout = std::time::Duration::from_secs(4);
        }
    };
    let first = app_behind(&proxy, slow).await;
    first.seed(20).await;
    let mut instances = vec![first];
    for _ in 0..2 {
        let (server, database, secret) = (
            instances[0].settings.mongodb_uri.clone(),
            instances[0].settings.database_name.clone(),
            instances[0].settings.jwt_secret.clone(),
        );
        let twin = app_behind(&proxy, |settings| {
            slow(settings);
            settings.mongodb_uri = server;
            settings.database_name = database;
            settings.jwt_secret = secret;
        })
        .await;
        instances.push(twin);
    }
    let mut shoppers = Vec::new();
    for (i, app) in instances.iter().enumerate() {
        let shopper = app.signup(&format!("SlowToken{i}")).await;
        let (checkout, _) = bkash_checkout(app, &shopper, 1, &format!("slow-token-{i:03}")).await;
        shoppers.push((app, shopper, checkout));
    }
    // bKash takes 3 s to grant: longer than one instance's wait for another's token would be
    // if the lock were shorter than the call.
    proxy.fail("token/grant", Fault::Delay(std::time::Duration::from_secs(3)), None);
    let pages = futures_util::future::join_all(
        shoppers
            .iter()
            .map(|(app, shopper, checkout)| start_payment(app, shopper, checkout)),
    )
    .await;
    assert_eq!(pages.len(), 3);
    assert_eq!(
        proxy.calls("token/grant"),
        1,
        "one grant for all instances (create {}, refresh {})",
        proxy.calls(CREATE),
        proxy.calls("token/refresh")
    );
    let grants = instances[0]
        .repositories
        .provider_tokens
        .grants("bkash")
        .await
        .expect("count");
    assert_eq!(grants, 1);
}

#[tokio::test]
async fn only_the_holder_of_the_token_lock_saves_the_token_it_got() {
    use mongodb::bson::DateTime;
    use shop_server::payments::{SharedToken, TokenStore};
    let app = spawn_app().await;
    let store = &app.repositories.provider_tokens;
    let at = |ms: i64| DateTime::from_millis(DateTime::now().timestamp_millis() + ms);
    let slow = store
        .lock("bkash", at(0), at(20_000))
        .await
        .expect("lock")
        .expect("free");
    assert!(
        store.lock("bkash", at(0), at(60_000)).await.expect("lock").is_none(),
        "held"
    );
    // The slow holder's lock runs out; another instance takes it and saves first.
    let quick = store
        .lock("bkash", at(30_000), at(90_000))
        .await
        .expect("lock")
        .expect("ran out");
    let token = |name: &str| SharedToken {
        id_token: name.into(),
        refresh_token: format!("{name}-refresh"),
        refresh_at: at(3_600_000),
    };
    assert!(store.save("bkash", &quick, &token("quick"), true).await.expect("save"));
    assert!(
        !store.save("bkash", &slow, &token("slow"), true).await.expect("save"),
        "not the holder"
    );
    let shared = store.load("bkash").await.expect("load").expect("token");
    assert_eq!(shared.id_token, "quick");
    assert_eq!(store.grants("bkash").await.expect("grants"), 2, "both grants counted");
}
