//! A tiny SMTP server for tests: speaks just enough of RFC 5321 (greeting,
//! EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) to take e-mails from a
//! real client and keep them, decoded enough to assert on. A recipient whose
//! address starts with `unknown.` is refused for good (550, as a mailbox that
//! does not exist), one starting with `busy.` for now (451, as greylisting).

use std::{
    net::SocketAddr,
    sync::{Arc, Mutex},
};
use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::{TcpListener, TcpStream},
    task::JoinHandle,
};

/// One e-mail as the sink took it.
#[derive(Debug, Clone)]
pub struct Received {
    pub from: String,
    pub recipients: Vec<String>,
    /// Header lines (unfolded) and the body, with dot-stuffing undone.
    pub data: String,
}

impl Received {
    /// The first header of this name, unfolded.
    pub fn header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next().unwrap_or("");
        let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
        unfolded.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name).then(|| value.trim().to_owned())
        })
    }

    /// The whole message with quoted-printable soft breaks and escapes undone.
    pub fn decoded(&self) -> String {
        decode_quoted_printable(&self.data)
    }
}

/// A listening sink; stops (closing its port) when dropped.
pub struct SmtpSink {
    pub address: SocketAddr,
    received: Arc<Mutex<Vec<Received>>>,
    task: JoinHandle<()>,
}

impl SmtpSink {
    /// Listens on `port` of 127.0.0.1 (0: a free one).
    pub async fn start(port: u16) -> SmtpSink {
        let listener = TcpListener::bind(("127.0.0.1", port))
            .await
            .expect("bind the SMTP sink");
        let address = listener.local_addr().expect("address");
        let received = Arc::new(Mutex::new(Vec::new()));
        let kept = Arc::clone(&received);
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(session(stream, Arc::clone(&kept)));
            }
        });
        SmtpSink {
            address,
            received,
            task,
        }
    }

    pub fn received(&self) -> Vec<Received> {
        self.received.lock().expect("not poisoned").clone()
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        self.task.abort();
    }
}

async fn session(stream: TcpStream, received: Arc<Mutex<Vec<Received>>>) {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    let mut from = String::new();
    let mut recipients = Vec::new();
    if write.write_all(b"220 sink ESMTP ready\r\n").await.is_err() {
        return;
    }
    while let Ok(Some(line)) = lines.next_line().await {
        let upper = line.to_ascii_uppercase();
        let answer: &[u8] = if upper.starts_with("EHLO") {
            b"250-sink greets you\r\n250 8BITMIME\r\n"
        } else if upper.starts_with("HELO") || upper.starts_with("NOOP") {
            b"250 OK\r\n"
        } else if upper.starts_with("MAIL FROM:") {
            from = address_of(&line);
            recipients.clear();
            b"250 OK\r\n"
        } else if upper.starts_with("RCPT TO:") {
            let recipient = address_of(&line);
            if recipient.starts_with("unknown.") {
                b"550 5.1.1 no such mailbox\r\n"
            } else if recipient.starts_with("busy.") {
                b"451 4.7.1 greylisted, try again later\r\n"
            } else {
                recipients.push(recipient);
                b"250 OK\r\n"
            }
        } else if upper.starts_with("RSET") {
            recipients.clear();
            b"250 OK\r\n"
        } else if upper.starts_with("DATA") {
            if write.write_all(b"354 end with <CRLF>.<CRLF>\r\n").await.is_err() {
                return;
            }
            let mut data = String::new();
            while let Ok(Some(line)) = lines.next_line().await {
                if line == "." {
                    break;
                }
                data.push_str(line.strip_prefix('.').unwrap_or(&line));
                data.push_str("\r\n");
            }
            received.lock().expect("not poisoned").push(Received {
                from: from.clone(),
                recipients: std::mem::take(&mut recipients),
                data,
            });
            b"250 OK queued\r\n"
        } else if upper.starts_with("QUIT") {
            let _ = write.write_all(b"221 bye\r\n").await;
            return;
        } else {
            b"502 not implemented\r\n"
        };
        if write.write_all(answer).await.is_err() {
            return;
        }
    }
}

/// `user@host` out of `MAIL FROM:<user@host> SIZE=...`.
fn address_of(line: &str) -> String {
    let start = line.find('<').map_or(0, |i| i + 1);
    let end = line[start..].find('>').map_or(line.len(), |i| start + i);
    line[start..end].to_owned()
}

fn decode_quoted_printable(text: &str) -> String {
    let joined = text.replace("=\r\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
        match (bytes[i], hex.and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'=', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}
