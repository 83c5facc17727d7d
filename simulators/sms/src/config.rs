//! Settings from flags, or from the environment variables named beside them.

use clap::{Parser, builder::NonEmptyStringValueParser};

/// Everything the simulator needs to start.
#[derive(Debug, Clone, Parser)]
#[command(
    name = "sms-sim",
    version,
    about = "A local simulator of SSL Wireless's ISMS Plus SMS gateway (API v3): its send call and an inbox page"
)]
pub struct Config {
    /// Port to listen on; 0 picks a free one.
    #[arg(long, env = "SMS_SIM_PORT", default_value_t = 8098)]
    pub port: u16,
    /// Address to listen on.
    #[arg(long, env = "SMS_SIM_HOST", default_value = "127.0.0.1")]
    pub host: String,
    /// The API token every send must carry (`api_token`).
    #[arg(long, env = "SSL_SMS_API_TOKEN", hide_env_values = true, value_parser = NonEmptyStringValueParser::new())]
    pub api_token: String,
    /// The sender id (masking or non-masking) the token may send as (`sid`).
    #[arg(long, env = "SSL_SMS_SID", value_parser = NonEmptyStringValueParser::new())]
    pub sid: String,
    /// Client addresses the account accepts calls from, comma-separated; a
    /// call from any other is refused as the gateway refuses one from an
    /// address not on the account's list.
    #[arg(
        long,
        env = "SMS_SIM_ALLOWED_IPS",
        value_delimiter = ',',
        default_value = "127.0.0.1,::1"
    )]
    pub allowed_ips: Vec<String>,
    /// SMS segments the account may send before it runs out of balance.
    #[arg(long, env = "SMS_SIM_BALANCE", default_value_t = 1_000_000)]
    pub balance: u64,
    /// Where a browser reaches the inbox page. Default: http://HOST:PORT.
    #[arg(long, env = "SMS_SIM_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// Stop when standard input closes: a test harness that dies takes the
    /// simulator with it.
    #[arg(long)]
    pub stop_with_stdin: bool,
}
