//! One bKash simulator process (`bkash-sim`, built beside the test binary)
//! shared by every test of this run: the shop talks to it as it would to
//! bKash. It stops when this test process ends (its stdin closes).

use std::{
    io::{BufRead, BufReader},
    process::{Child, ChildStdin, Command, Stdio},
    sync::{Mutex, OnceLock},
};

pub const USERNAME: &str = "shop-merchant";
pub const PASSWORD: &str = "merchant-password-1";
pub const APP_KEY: &str = "shop-app-key";
pub const APP_SECRET: &str = "shop-app-secret";

/// Test wallets of bKash's sandbox, as the simulator knows them (OTP and PIN alike).
pub const PAYING_WALLET: &str = "01770618575";
pub const POOR_WALLET: &str = "01823074817";
pub const BLOCKED_WALLET: &str = "01823074818";
pub const OTP: &str = "123456";
pub const PIN: &str = "12121";

pub struct Simulator {
    /// e.g. `http://127.0.0.1:41234`.
    pub url: String,
    _process: Mutex<(Child, ChildStdin)>,
}

impl Simulator {
    /// The base URL the shop is configured with.
    pub fn base_url(&self) -> String {
        format!("{}/v1.2.0-beta", self.url)
    }
}

/// The simulator of this test run, started on first use.
pub fn bkash() -> &'static Simulator {
    static SIMULATOR: OnceLock<Simulator> = OnceLock::new();
    SIMULATOR.get_or_init(start)
}

fn start() -> Simulator {
    let binary = std::env::var_os("BKASH_SIM_BIN").map_or_else(
        || {
            let exe = std::env::current_exe().expect("test binary path");
            // target/<profile>/deps/api-... -> target/<profile>/bkash-sim
            exe.parent()
                .and_then(|deps| deps.parent())
                .expect("target dir")
                .join("bkash-sim")
        },
        std::path::PathBuf::from,
    );
    assert!(
        binary.exists(),
        "{} is missing: build it with `cargo build -p bkash-sim` (`cargo test --workspace` builds it too)",
        binary.display()
    );
    let mut child = Command::new(&binary)
        .args(["--port", "0", "--stop-with-stdin"])
        .env("BKASH_USERNAME", USERNAME)
        .env("BKASH_PASSWORD", PASSWORD)
        .env("BKASH_APP_KEY", APP_KEY)
        .env("BKASH_APP_SECRET", APP_SECRET)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start bkash-sim");
    let stdin = child.stdin.take().expect("stdin");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let first = lines
        .next()
        .and_then(Result::ok)
        .expect("bkash-sim says where it listens");
    let url = first
        .split_whitespace()
        .find(|word| word.starts_with("http://"))
        .expect("an address in the first line")
        .to_owned();
    // Keep reading its log so a full pipe never blocks it.
    std::thread::spawn(move || lines.for_each(drop));
    Simulator {
        url,
        _process: Mutex::new((child, stdin)),
    }
}
