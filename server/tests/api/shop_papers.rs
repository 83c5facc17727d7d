//! The shop's DBID and trade licence, as the footer and invoices read them.

use crate::helpers::{spawn_app, spawn_app_with, test_settings};
use shop_server::config::ShopPapers;

#[tokio::test]
async fn the_papers_are_the_settings_and_an_unset_one_is_null() {
    let mut settings = test_settings();
    settings.papers = ShopPapers {
        dbid: Some("DBID-202411-0042".into()),
        trade_licence: None,
    };
    let app = spawn_app_with(settings).await;
    let (status, papers) = app.get_json("/api/shop/papers").await;
    assert_eq!(status, 200, "{papers}");
    assert_eq!(papers["dbid"], "DBID-202411-0042");
    assert!(papers["trade_licence"].is_null(), "{papers}");

    let (status, none) = spawn_app().await.get_json("/api/shop/papers").await;
    assert_eq!(status, 200);
    assert!(none["dbid"].is_null() && none["trade_licence"].is_null(), "{none}");
}
