//! A request the client keeps in flight: its body is sent in two parts, so
//! the server holds it, whatever the machine's load, until the client sends
//! the rest. Plain HTTP/1.1 on a socket, since that is what is under test.

use crate::raw_http::{read_answer, status_of};
use std::{
    io::{Read, Write},
    net::TcpStream,
    time::Duration,
};

pub(super) struct HeldRequest {
    stream: TcpStream,
    rest: Vec<u8>,
}

impl HeldRequest {
    /// Opens a connection to `port`, has one request answered on it (so the
    /// server has accepted the connection, not just the kernel), then sends
    /// the head and the first half of a POST of `body` to `path`.
    pub(super) fn start(port: u16, path: &str, body: &str) -> Self {
        let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .expect("read timeout");
        stream
            .write_all(b"GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n")
            .expect("send health");
        let (status, _) = read_answer(&mut stream).unwrap_or_else(|e| panic!("the health answer: {e}"));
        assert_eq!(status, 200, "the connection is served");
        let body = body.as_bytes();
        let half = body.len() / 2;
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        );
        stream.write_all(head.as_bytes()).expect("send head");
        stream.write_all(&body[..half]).expect("send first half");
        stream.flush().expect("flush");
        Self {
            stream,
            rest: body[half..].to_vec(),
        }
    }

    /// Sends the rest of the body and reads the answer: its status and body.
    pub(super) fn finish(mut self) -> std::io::Result<(u16, String)> {
        self.stream.write_all(&self.rest)?;
        self.stream.flush()?;
        let mut answer = Vec::new();
        self.stream.read_to_end(&mut answer)?;
        let text = String::from_utf8_lossy(&answer).into_owned();
        Ok((status_of(&text), text))
    }
}
