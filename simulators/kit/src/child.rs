//! Starting a simulator's binary from a test or a harness: its standard
//! output is read here, the first line (which says where it listens) is
//! waited for, and every later line handed on, so a full pipe never blocks it.

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
