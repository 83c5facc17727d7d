use crate::helpers::spawn_app;
use std::{
    io::{Read, Write},
    net::TcpStream,
    time::Duration,
};

/// Longer than actix's default keep-alive (5 s) and than the idle time of Node's and browsers'
/// connection pools, which send on a pooled connection without checking it first.
const IDLE: Duration = Duration::from_secs(7);

/// One request on `stream`, answered in full; the answer's head, or what the read met instead.
fn ask_health(stream: &mut TcpStream) -> Result<String, String> {
    let request = "GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n\r\n";
    stream
        .write_all(request.as_bytes())
        .map_err(|e| format!("write: {e}"))?;
    let mut answer = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        let read = stream.read(&mut chunk).map_err(|e| format!("read: {e}"))?;
        if read == 0 {
            return Err(format!("closed after {} bytes", answer.len()));
        }
        answer.extend_from_slice(&chunk[..read]);
        let text = String::from_utf8_lossy(&answer);
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let length = head
                .lines()
                .find_map(|line| {
                    line.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().to_owned())
                })
                .and_then(|v| v.parse::<usize>().ok());
            let chunked = head.to_ascii_lowercase().contains("transfer-encoding: chunked");
            let whole = match length {
                Some(length) => body.len() >= length,
                None => chunked && body.ends_with("0\r\n\r\n"),
            };
            if whole {
                return Ok(head.to_owned());
            }
        }
    }
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
    assert!(first.expect("the first answer").starts_with("HTTP/1.1 200"));
    let second = second.expect("the server closed a connection idle for 7 s");
    assert!(second.starts_with("HTTP/1.1 200"), "{second}");
}
