//! Transactions need a replica set: a standalone MongoDB is refused at
//! startup with a clear message, and saving an address is one transaction.

use crate::helpers::{spawn_app, test_settings};
use shop_server::{
    config::Settings,
    startup::{Application, StartupError},
};
use std::{net::TcpListener, path::Path, process::Command, time::Duration};

/// A standalone (not replica set) MongoDB wire server on a free port, stopped on drop.
struct Standalone(std::process::Child, u16);

impl Standalone {
    fn start() -> Self {
        let server = Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv/bin/secantusd-py");
        assert!(
            server.exists(),
            "scripts/test installs the wire server at {}",
            server.display()
        );
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("free port")
            .port();
        let child = Command::new(server)
            .args([
                "--host",
                "127.0.0.1",
                "--port",
                &port.to_string(),
                "--storage-path",
                ":memory:",
            ])
            .args(["--log-level", "WARNING", "--standalone"])
            .spawn()
            .expect("start the wire server");
        Standalone(child, port)
    }
}

impl Drop for Standalone {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test]
async fn a_standalone_mongodb_is_refused_at_startup() {
    let standalone = Standalone::start();
    let mut outcome = None;
    // It takes a moment to listen.
    for _ in 0..50 {
        let built = Application::build(Settings {
            mongodb_uri: format!("mongodb://127.0.0.1:{}/?directConnection=true", standalone.1),
            database_timeout: Duration::from_millis(500),
            ..test_settings()
        })
        .await;
        match built {
            Err(StartupError::Database(_)) => tokio::time::sleep(Duration::from_millis(200)).await,
            other => {
                outcome = Some(other);
                break;
            }
        }
    }
    match outcome {
        Some(Err(StartupError::NotReplicaSet)) => {
            let message = StartupError::NotReplicaSet.to_string();
            assert!(
                message.contains("replica set") && message.contains("--replSet"),
                "{message}"
            );
        }
        Some(Err(other)) => panic!("refused for another reason: {other}"),
        Some(Ok(_)) => panic!("started on a standalone MongoDB"),
        None => panic!("the standalone server never answered"),
    }
}

#[tokio::test]
async fn concurrent_address_saves_keep_the_limit_and_one_default() {
    let app = spawn_app().await;
    let user = app.signup("Hasty").await;
    let body = serde_json::json!({
        "first_name": "Rahim", "last_name": "Khan", "phone": "01712345678", "address": "House 12, Road 5",
        "city": "Dhaka", "area": "Dhanmondi", "zip_code": "1205"
    });
    let saves = (0..30).map(|_| app.post_json("/api/shipping-addresses", Some(&user.token), &body));
    let answers = futures_util::future::join_all(saves).await;
    let mut created = answers.iter().filter(|(status, _)| *status == 201).count();
    assert!(
        answers.iter().all(|(status, _)| matches!(status, 201 | 409)),
        "{answers:?}"
    );
    // A save that met the others' writes past its retries was told to try
    // again (409); one at a time, the account fills up to its limit exactly.
    for _ in 0..30 {
        let (status, answer) = app.post_json("/api/shipping-addresses", Some(&user.token), &body).await;
        match status {
            201 => created += 1,
            409 if answer["code"] == "addresses.too_many" => break,
            other => panic!("{other}: {answer}"),
        }
    }
    let (status, stored) = app
        .get_json_as(&format!("/api/shipping-addresses/{}", user.id), &user.token)
        .await;
    assert_eq!(status, 200);
    let stored = stored.as_array().expect("addresses");
    assert_eq!(stored.len(), created, "every 201 is stored, nothing else");
    assert_eq!(stored.len(), 20, "never more than the limit");
    assert_eq!(stored.iter().filter(|a| a["is_default"] == true).count(), 1);
}
