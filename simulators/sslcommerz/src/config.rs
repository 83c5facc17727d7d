//! Settings from flags, or from the environment variables named beside them.

use clap::{Parser, builder::NonEmptyStringValueParser};

/// Everything the simulator needs to start.
#[derive(Debug, Clone, Parser)]
#[command(
    name = "sslcommerz-sim",
    version,
    about = "A local simulator of the SSLCommerz v4 payment gateway: its API, its IPNs and the shopper's page"
)]
pub struct Config {
    /// Port to listen on; 0 picks a free one.
    #[arg(long, env = "SSLCOMMERZ_SIM_PORT", default_value_t = 8096)]
    pub port: u16,
    /// Address to listen on.
    #[arg(long, env = "SSLCOMMERZ_SIM_HOST", default_value = "127.0.0.1")]
    pub host: String,
    /// The store's id every call must send (`store_id`).
    #[arg(long, env = "SSLCOMMERZ_STORE_ID", hide_env_values = true, value_parser = NonEmptyStringValueParser::new())]
    pub store_id: String,
    /// The store's password every call must send (`store_passwd`); its md5
    /// is part of what IPNs are signed with.
    #[arg(long, env = "SSLCOMMERZ_STORE_PASSWORD", hide_env_values = true, value_parser = NonEmptyStringValueParser::new())]
    pub store_password: String,
    /// Where the shopper's browser reaches the simulator; `GatewayPageURL`
    /// points there. Default: http://HOST:PORT.
    #[arg(long, env = "SSLCOMMERZ_SIM_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// How long after the browser is answered a "late" IPN is sent, in ms.
    #[arg(
        long,
        env = "SSLCOMMERZ_SIM_IPN_LATE_MS",
        default_value_t = 3000,
        value_parser = clap::value_parser!(u64).range(0..=3_600_000)
    )]
    pub ipn_late_ms: u64,
    /// How long a refund stays "processing" before it is "refunded", in ms.
    #[arg(
        long,
        env = "SSLCOMMERZ_SIM_REFUND_DELAY_MS",
        default_value_t = 5000,
        value_parser = clap::value_parser!(u64).range(0..=86_400_000)
    )]
    pub refund_delay_ms: u64,
    /// Stop when standard input closes: a test harness that dies takes the
    /// simulator with it.
    #[arg(long)]
    pub stop_with_stdin: bool,
}
