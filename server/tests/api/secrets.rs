//! No usable default secret, and no demo accounts unless asked for.

use crate::{
    helpers::{spawn_app, test_settings},
    wire_servers::mongodb_uri,
};
use mongodb::bson::{doc, oid::ObjectId};
use shop_server::{
    auth::TokenKeys,
    config::Settings,
    documents::user::Role,
    startup::{Application, StartupError},
};
use std::{process::Command, time::Duration};

/// The signing secret every earlier version fell back on when none was set.
const OLD_FIXED_SECRET: &str = "development-only-secret-change-me";

fn fresh_database() -> String {
    format!("test_{}", ObjectId::new().to_hex())
}

/// The real binary, with an empty environment but for a database of its own.
fn shop_server(database: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_shop-server"));
    command
        .env_clear()
        .env("MONGODB_URI", mongodb_uri(database))
        .env("DATABASE_NAME", database)
        .env("PORT", "0")
        .env("RUST_LOG", "info");
    command
}

#[tokio::test]
async fn the_server_refuses_to_start_without_a_secret_of_32_bytes() {
    for secret in ["", OLD_FIXED_SECRET, "0123456789abcdef0123456789abcde"] {
        let refused = Application::build(Settings {
            jwt_secret: secret.into(),
            ..test_settings()
        })
        .await;
        match refused {
            Err(StartupError::Config(error)) => assert!(error.to_string().contains("JWT_SECRET"), "{error}"),
            Err(other) => panic!("refused for another reason: {other}"),
            Ok(_) => panic!("started with the secret {secret:?}"),
        }
    }
    // The real binary, with no JWT_SECRET in its environment.
    let output = shop_server(&fresh_database())
        .arg("serve")
        .output()
        .expect("run the server");
    assert!(!output.status.success(), "it must not start");
    let logged = String::from_utf8_lossy(&output.stdout) + String::from_utf8_lossy(&output.stderr);
    assert!(logged.contains("JWT_SECRET"), "it says why: {logged}");
}

#[tokio::test]
async fn development_mode_starts_on_a_random_secret() {
    let settings =
        Settings::from_vars(|name| (name == "SHOP_ENV").then(|| "development".to_owned())).expect("settings");
    assert!(settings.jwt_secret.len() >= 32);
    assert_ne!(settings.jwt_secret, OLD_FIXED_SECRET);
    let again = Settings::from_vars(|name| (name == "SHOP_ENV").then(|| "development".to_owned())).expect("settings");
    assert_ne!(settings.jwt_secret, again.jwt_secret, "a fresh secret per process");

    let mut server = shop_server(&fresh_database())
        .arg("serve")
        .env("SHOP_ENV", "development")
        .env("STATIC_DIR", std::env::temp_dir())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run the server");
    tokio::time::sleep(Duration::from_secs(3)).await;
    let still_running = server.try_wait().expect("wait").is_none();
    server.kill().expect("kill");
    let output = server.wait_with_output().expect("output");
    let logged = String::from_utf8_lossy(&output.stdout);
    assert!(still_running, "development mode starts: {logged}");
    assert!(logged.contains("JWT_SECRET is not set"), "and warns: {logged}");
}

#[tokio::test]
async fn a_token_signed_with_the_old_fixed_secret_is_refused() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let id = ObjectId::parse_str(&admin.id).expect("id");
    let forged = TokenKeys::new(OLD_FIXED_SECRET, Duration::from_secs(3600))
        .issue(id, Role::Admin)
        .expect("token");
    let (status, body) = app.get_json_as("/api/admin/dashboard", &forged).await;
    assert_eq!(status, 401, "{body}");
    let (status, _) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(status, 200, "the admin's own token works");
}

#[tokio::test]
async fn seeding_writes_demo_accounts_only_when_asked() {
    let database = fresh_database();
    let seed = |demo: bool| {
        let mut command = shop_server(&database);
        command.args(["seed", "--count", "3"]);
        if demo {
            command.arg("--demo");
        }
        command.output().expect("run seed")
    };
    let users = mongodb::Client::with_uri_str(mongodb_uri(&database))
        .await
        .expect("client")
        .database(&database)
        .collection::<mongodb::bson::Document>("users");

    let output = seed(false);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stdout));
    assert_eq!(users.count_documents(doc! {}).await.expect("count"), 0, "no accounts");

    let output = seed(true);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stdout));
    let admin = users
        .find_one(doc! { "role": "admin" })
        .await
        .expect("read")
        .expect("the demo admin with --demo");
    assert_eq!(admin.get_str("email").expect("email"), shop_server::demo::DEMO_ADMIN.0);
}
