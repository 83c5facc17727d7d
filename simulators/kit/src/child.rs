//! Starting a simulator's binary from a test or a harness: its standard
//! output is read here, the first line (which says where it listens) is
//! waited for, and every later line handed on, so a full pipe never blocks it;
//! [`Running`] is one a simulator's own tests start, with its call log kept.

use std::{
    io::{self, BufRead, BufReader},
    process::{Child, Command, Stdio},
};

/// A started simulator process, and where it listens.
pub struct Started {
    pub child: Child,
    /// e.g. `http://127.0.0.1:41234`.
    pub url: String,
}

/// Spawns `command`, waits for its first line and answers where it
/// listens; `each_line` gets every later line (its call log).
pub fn start(mut command: Command, mut each_line: impl FnMut(String) + Send + 'static) -> io::Result<Started> {
    let mut child = command.stdout(Stdio::piped()).spawn()?;
    let stdout = child
        .stdout
        .take()
        .ok_or_else(|| io::Error::other("standard output is not piped"))?;
    let mut lines = BufReader::new(stdout).lines();
    let first = lines.next().transpose()?.unwrap_or_default();
    let Some(url) = first.split_whitespace().find(|word| word.starts_with("http://")) else {
        let _ = child.kill();
        return Err(io::Error::other(format!(
            "no listening address in its first line: {first:?}"
        )));
    };
    let url = url.to_owned();
    std::thread::spawn(move || lines.map_while(Result::ok).for_each(&mut each_line));
    Ok(Started { child, url })
}

/// A simulator started by its own tests: stopped when dropped, its call log
/// kept so a test can wait for a line.
pub struct Running {
    child: Child,
    /// e.g. `http://127.0.0.1:41234`.
    pub url: String,
    log: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
}

impl Running {
    /// Spawns `command` (its flags and environment set by the caller).
    pub fn start(command: Command) -> io::Result<Running> {
        let log = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = std::sync::Arc::clone(&log);
        let started = start(command, move |line| {
            if let Ok(mut lines) = sink.lock() {
                lines.push(line);
            }
        })?;
        Ok(Running {
            child: started.child,
            url: started.url,
            log,
        })
    }

    /// Waits (up to 5 s) for a log line containing `needle`.
    pub fn logged(&self, needle: &str) -> bool {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while std::time::Instant::now() < deadline {
            if self
                .log
                .lock()
                .is_ok_and(|lines| lines.iter().any(|line| line.contains(needle)))
            {
                return true;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        false
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
