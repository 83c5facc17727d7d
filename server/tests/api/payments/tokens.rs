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
