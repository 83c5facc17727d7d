//! A tiny HTTP server standing in for the shop's webhook endpoint: it
//! records each request's headers and JSON body and answers 200, or 500
//! for as many first requests as it was told to fail.

use serde_json::Value;
use std::{
    collections::HashMap,
    io::{BufRead, BufReader, Read, Write},
    net::{TcpListener, TcpStream},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

/// One webhook as received.
#[derive(Debug, Clone)]
pub struct Received {
    /// Header names in lower case.
    pub headers: HashMap<String, String>,
    pub body: Value,
}

pub struct Receiver {
    pub url: String,
    received: Arc<Mutex<Vec<Received>>>,
}

impl Receiver {
    /// Listens on a free port; the first `failing` requests get HTTP 500.
    pub fn start(failing: usize) -> Receiver {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let url = format!(
            "http://{}/webhooks/steadfast",
            listener.local_addr().expect("an address")
        );
        let received = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&received);
        thread::spawn(move || {
            for (index, stream) in listener.incoming().enumerate() {
                let Ok(stream) = stream else { continue };
                if let Some(request) = read(&stream) {
                    let status = if index < failing {
                        "500 Internal Server Error"
                    } else {
                        "200 OK"
                    };
                    sink.lock().expect("lock").push(request);
                    let mut stream = stream;
                    let _ = write!(
                        stream,
                        "HTTP/1.1 {status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                    );
                }
            }
        });
        Receiver { url, received }
    }

    /// Waits (up to `seconds`) until `count` webhooks came; all that came.
    pub fn wait_for(&self, count: usize, seconds: u64) -> Vec<Received> {
        let deadline = Instant::now() + Duration::from_secs(seconds);
        loop {
            let received = self.received.lock().expect("lock").clone();
            if received.len() >= count || Instant::now() > deadline {
                return received;
            }
            thread::sleep(Duration::from_millis(20));
        }
    }
}

fn read(stream: &TcpStream) -> Option<Received> {
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
    let length: usize = headers.get("content-length")?.parse().ok()?;
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    Some(Received {
        headers,
        body: serde_json::from_slice(&body).ok()?,
    })
}
