//! Plain HTTP/1.1 answers read from a socket, for the tests that hold a connection themselves.

use std::{io::Read, net::TcpStream};

/// Reads one answer and leaves the connection open: its status and whole text, or what the read met
/// instead (the connection closed, or an I/O error). Its length is `Content-Length`'s, or a chunked
/// body's last chunk.
pub fn read_answer(stream: &mut TcpStream) -> Result<(u16, String), String> {
    let mut bytes = Vec::new();
    let mut chunk = [0_u8; 4096];
    loop {
        let read = stream.read(&mut chunk).map_err(|e| format!("read: {e}"))?;
        if read == 0 {
            return Err(format!("closed after {} bytes", bytes.len()));
        }
        bytes.extend_from_slice(&chunk[..read]);
        let text = String::from_utf8_lossy(&bytes);
        let Some(end) = text.find("\r\n\r\n") else { continue };
        let head = text[..end].to_ascii_lowercase();
        let length = head.lines().find_map(|line| {
            let (name, value) = line.split_once(':')?;
            (name == "content-length")
                .then(|| value.trim().parse::<usize>().ok())
                .flatten()
        });
        let whole = match length {
            Some(length) => bytes.len() >= end + 4 + length,
            None if head.contains("transfer-encoding: chunked") => text.ends_with("0\r\n\r\n"),
            None => true,
        };
        if whole {
            return Ok((status_of(&text), text.into_owned()));
        }
    }
}

/// The status code of an answer's text (0 when it has none).
pub fn status_of(answer: &str) -> u16 {
    answer.split(' ').nth(1).and_then(|code| code.parse().ok()).unwrap_or(0)
}
