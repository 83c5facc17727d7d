//! A tiny HTTP server standing in for the shop in a simulator's own tests:
//! where its webhooks or IPNs go. It records each request's headers and body
//! and answers 200, or 500 for as many first requests as it was told to fail.

use std::{
    collections::HashMap,
    io::{BufRead, BufReader, Read, Write},
    net::{TcpListener, TcpStream},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

/// One request as received.
#[derive(Debug, Clone)]
pub struct Request {
    /// Header names in lower case.
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
    pub at: Instant,
}

pub struct Receiver {
    /// e.g. `http://127.0.0.1:41234/webhooks/steadfast`.
    pub url: String,
    received: Arc<Mutex<Vec<Request>>>,
}

impl Receiver {
    /// Listens on a free port at `path`; the first `failing` requests get HTTP 500.
    pub fn start(path: &str, failing: usize) -> Receiver {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let url = format!("http://{}{path}", listener.local_addr().expect("an address"));
        let received = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&received);
        thread::spawn(move || {
            for (index, stream) in listener.incoming().enumerate() {
                let Ok(mut stream) = stream else { continue };
                let Some(request) = read(&stream) else { continue };
                sink.lock().expect("lock").push(request);
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
        Receiver { url, received }
    }

    /// What came so far.
    pub fn received(&self) -> Vec<Request> {
        self.received.lock().expect("lock").clone()
    }

    /// Waits (up to `within`) until `count` requests came; all that came.
    pub fn wait_for(&self, count: usize, within: Duration) -> Vec<Request> {
        let deadline = Instant::now() + within;
        loop {
            let received = self.received();
            if received.len() >= count || Instant::now() > deadline {
                return received;
            }
            thread::sleep(Duration::from_millis(20));
        }
    }
}

fn read(stream: &TcpStream) -> Option<Request> {
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
    Some(Request {
        headers,
        body,
        at: Instant::now(),
    })
}
