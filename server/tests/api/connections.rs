use crate::{helpers::spawn_app, raw_http::read_answer};
use std::{io::Write, net::TcpStream, time::Duration};

/// Longer than actix's default keep-alive (5 s) and than the idle time of Node's and browsers'
/// connection pools, which send on a pooled connection without checking it first.
const IDLE: Duration = Duration::from_secs(7);

/// One request for the health answer on `stream`: its status, or what the read met instead.
fn ask_health(stream: &mut TcpStream) -> Result<u16, String> {
    let request = "GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n\r\n";
    stream
        .write_all(request.as_bytes())
        .map_err(|e| format!("write: {e}"))?;
    read_answer(stream).map(|(status, _)| status)
}

#[tokio::test]
async fn an_idle_connection_is_still_served_after_seconds() {
    let app = spawn_app().await;
    let address = app.address.trim_start_matches("http://").to_owned();
    let outcome = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(&address).expect("connect");
        stream.set_read_timeout(Some(Duration::from_secs(10))).expect("timeout");
        let first = ask_health(&mut stream);
        std::thread::sleep(IDLE);
        (first, ask_health(&mut stream))
    })
    .await
    .expect("the client thread");
    let (first, second) = outcome;
    assert_eq!(first.expect("the first answer"), 200);
    let second = second.expect("the server closed a connection idle for 7 s");
    assert_eq!(second, 200);
}
