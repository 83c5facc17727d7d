//! A tiny HTTP server standing in for the shop's ipn_url: it records each
//! form posted to it and answers 200, or 500 for as many first requests as
//! it was told to fail.

use std::{
    collections::HashMap,
    io::{BufRead, BufReader, Read, Write},
    net::{TcpListener, TcpStream},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

/// One IPN as received: its fields in order, and when it came.
#[derive(Debug, Clone)]
pub struct Received {
    pub fields: Vec<(String, String)>,
    pub at: Instant,
}

impl Received {
    /// The value of `key` (empty when absent).
    pub fn get(&self, key: &str) -> &str {
        field(&self.fields, key)
    }
}

/// `key`'s value in `fields`, or empty.
pub fn field<'a>(fields: &'a [(String, String)], key: &str) -> &'a str {
    fields
        .iter()
        .find(|(name, _)| name == key)
        .map(|(_, value)| value.as_str())
        .unwrap_or_default()
}

pub struct Shop {
    pub ipn_url: String,
    received: Arc<Mutex<Vec<Received>>>,
}

impl Shop {
    /// Listens on a free port; the first `failing` requests get HTTP 500.
    pub fn start(failing: usize) -> Shop {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let ipn_url = format!(
            "http://{}/api/payments/sslcommerz/ipn",
            listener.local_addr().expect("an address")
        );
        let received = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&received);
        thread::spawn(move || {
            for (index, stream) in listener.incoming().enumerate() {
                let Ok(mut stream) = stream else { continue };
                let Some(fields) = read(&stream) else { continue };
                sink.lock().expect("lock").push(Received {
                    fields,
                    at: Instant::now(),
                });
                let status = if index < failing {
                    "500 Internal Server Error"
                } else {
                    "200 OK"
                };
                let _ = write!(
                    stream,
                    "HTTP/1.1 {status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                );
            }
        });
        Shop { ipn_url, received }
    }

    /// What came so far.
    pub fn received(&self) -> Vec<Received> {
        self.received.lock().expect("lock").clone()
    }

    /// Waits (up to `millis`) until `count` IPNs came; all that came.
    pub fn wait_for(&self, count: usize, millis: u64) -> Vec<Received> {
        let deadline = Instant::now() + Duration::from_millis(millis);
        loop {
            let received = self.received();
            if received.len() >= count || Instant::now() > deadline {
                return received;
            }
            thread::sleep(Duration::from_millis(20));
        }
    }
}

fn read(stream: &TcpStream) -> Option<Vec<(String, String)>> {
    let mut reader = BufReader::new(stream);
    let mut headers = HashMap::new();
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    loop {
        line.clear();
        reader.read_line(&mut line).ok()?;
        let Some((name, value)) = line.trim_end().split_once(':') else {
            break;
        };
        headers.insert(name.trim().to_ascii_lowercase(), value.trim().to_owned());
    }
    if headers.get("content-type")?.as_str() != "application/x-www-form-urlencoded" {
        return None;
    }
    let length: usize = headers.get("content-length")?.parse().ok()?;
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    serde_urlencoded::from_bytes(&body).ok()
}
