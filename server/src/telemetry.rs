//! Structured logs for the whole process.

use tracing_subscriber::{EnvFilter, fmt};

/// Logs to stderr at `RUST_LOG` (default `info`, quieter for the driver).
pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,mongodb=warn"));
    // A second init (as in tests) keeps the first subscriber.
    let _ = fmt().with_env_filter(filter).with_target(false).try_init();
}
