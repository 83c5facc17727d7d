//! `LOG_FORMAT=json`: the real binary writes one JSON object per line, no
//! colour codes, and every line of a request carries the request id its
//! answer names in `x-request-id`.

use crate::wire_servers::mongodb_uri;
use mongodb::bson::oid::ObjectId;
use serde_json::Value;
use std::{
    io::{BufRead, BufReader},
    process::{Command, Stdio},
    sync::mpsc,
    time::Duration,
};

#[tokio::test]
async fn json_logs_carry_the_request_id_in_every_line_of_a_request() {
    let database = format!("test_{}", ObjectId::new().to_hex());
    let mut server = Command::new(env!("CARGO_BIN_EXE_shop-server"))
        .arg("serve")
        .env_clear()
        .env("MONGODB_URI", mongodb_uri(&database))
        .env("DATABASE_NAME", &database)
        .env("PORT", "0")
        .env("SHOP_ENV", "development")
        .env("STATIC_DIR", std::env::temp_dir())
        .env("RUST_LOG", "info")
        .env("LOG_FORMAT", "json")
        .stdout(Stdio::piped())
        .spawn()
        .expect("run the server");
    let (lines_tx, lines) = mpsc::channel::<String>();
    let stdout = server.stdout.take().expect("stdout");
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines_tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut seen = Vec::new();
    let mut next_line = || -> Value {
        let line = lines.recv_timeout(Duration::from_secs(60)).expect("a log line");
        assert!(!line.contains('\u{1b}'), "no colour codes: {line}");
        let parsed: Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
        seen.push(parsed.clone());
        parsed
    };
    let port = loop {
        let line = next_line();
        if let Some(port) = line["fields"]["port"].as_u64() {
            break port;
        }
    };
    let answer = reqwest::get(format!("http://127.0.0.1:{port}/api/products?limit=1"))
        .await
        .expect("a request");
    let id = answer.headers()["x-request-id"].to_str().expect("an id").to_owned();
    let access = loop {
        let line = next_line();
        if line["fields"]["message"] == "request" && line["span"]["request_id"] == id.as_str() {
            break line;
        }
    };
    let _ = server.kill();
    let _ = server.wait();
    assert_eq!(access["level"], "INFO");
    assert_eq!(access["fields"]["status"], 200);
    assert_eq!(access["fields"]["path"], "/api/products");
    assert_eq!(access["span"]["http.route"], "/api/products");
    assert!(access["timestamp"].is_string(), "{access}");
}
