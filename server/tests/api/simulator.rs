//! One process of each simulator (`bkash-sim`, `sslcommerz-sim`, `sms-sim`, `steadfast-sim`, built beside the
//! test binary) shared by every test of this run, or one of a test's own
//! when it changes the simulator's state: the shop talks to it as it would to
//! the service. It stops when this test process ends (its stdin closes), or
//! a test's own when the test drops it.

use std::{
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

/// The SMS gateway account the shop sends with.
pub const SMS_TOKEN: &str = "shop-sms-api-token";
pub const SMS_SID: &str = "PHONEBAZAR";

/// The SSLCommerz store the shop takes cards, Nagad and Rocket with.
pub const STORE_ID: &str = "shopstore";
pub const STORE_PASSWORD: &str = "shopstore-password-1";

/// The SSLCommerz simulator of this test run, started on first use (IPNs
/// late by 500 ms, refunds processing for 300 ms).
pub fn sslcommerz() -> &'static Simulator {
    static SIMULATOR: OnceLock<Simulator> = OnceLock::new();
    SIMULATOR.get_or_init(|| {
        start(
            "sslcommerz-sim",
            &[
                ("SSLCOMMERZ_STORE_ID", STORE_ID),
                ("SSLCOMMERZ_STORE_PASSWORD", STORE_PASSWORD),
            ],
            &["--ipn-late-ms", "500", "--refund-delay-ms", "300"],
        )
    })
}

/// The courier account the shop books with.
pub const COURIER_KEY: &str = "shop-steadfast-key";
pub const COURIER_SECRET: &str = "shop-steadfast-secret";
pub const COURIER_WEBHOOK_TOKEN: &str = "shop-steadfast-webhook-token";

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

/// The bKash simulator of this test run, started on first use.
pub fn bkash() -> &'static Simulator {
    static SIMULATOR: OnceLock<Simulator> = OnceLock::new();
    SIMULATOR.get_or_init(|| {
        start(
            "bkash-sim",
            &[
                ("BKASH_USERNAME", USERNAME),
                ("BKASH_PASSWORD", PASSWORD),
                ("BKASH_APP_KEY", APP_KEY),
                ("BKASH_APP_SECRET", APP_SECRET),
            ],
            &[],
        )
    })
}

/// An SMS gateway simulator of the test's own, started with `args` (e.g.
/// `--balance 0`).
pub fn sms_with(args: &[&str]) -> Simulator {
    start(
        "sms-sim",
        &[("SSL_SMS_API_TOKEN", SMS_TOKEN), ("SSL_SMS_SID", SMS_SID)],
        args,
    )
}

/// A courier simulator of the test's own, started with `args` (e.g.
/// `--webhook-url`): tests move its parcels and make it lose answers.
pub fn steadfast_with(args: &[&str]) -> Simulator {
    start(
        "steadfast-sim",
        &[
            ("STEADFAST_API_KEY", COURIER_KEY),
            ("STEADFAST_SECRET_KEY", COURIER_SECRET),
            ("STEADFAST_WEBHOOK_TOKEN", COURIER_WEBHOOK_TOKEN),
        ],
        args,
    )
}

/// Starts simulator `binary` (built beside the test binary, or at `$<NAME>_BIN`)
/// with `env`, on a free port, stopping when this process ends. Every
/// simulator starts this way: `sim-kit` gives them the same flags and first line.
fn start(binary: &str, env: &[(&str, &str)], args: &[&str]) -> Simulator {
    let variable = format!("{}_BIN", binary.to_uppercase().replace('-', "_"));
    let path = std::env::var_os(&variable).map_or_else(
        || {
            let exe = std::env::current_exe().expect("test binary path");
            // target/<profile>/deps/api-... -> target/<profile>/<binary>
            exe.parent()
                .and_then(|deps| deps.parent())
                .expect("target dir")
                .join(binary)
        },
        std::path::PathBuf::from,
    );
    assert!(
        path.exists(),
        "{} is missing: build it with `cargo build -p {binary}` (`cargo test --workspace` builds it too)",
        path.display()
    );
    let mut command = Command::new(&path);
    command
        .args(["--port", "0", "--stop-with-stdin"])
        .args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::piped());
    let started = sim_kit::child::start(command, drop).unwrap_or_else(|e| panic!("start {binary}: {e}"));
    let (mut child, url) = (started.child, started.url);
    let stdin = child.stdin.take().expect("stdin");
    Simulator {
        url,
        _process: Mutex::new((child, stdin)),
    }
}
