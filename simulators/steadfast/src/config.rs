//! Settings from flags, or from the environment variables named beside them.

use clap::{Parser, builder::NonEmptyStringValueParser};

/// Everything the simulator needs to start.
#[derive(Debug, Clone, Parser)]
#[command(
    name = "steadfast-sim",
    version,
    about = "A local simulator of Steadfast Courier's merchant API v1: its calls, its webhooks and a merchant page"
)]
pub struct Config {
    /// Port to listen on; 0 picks a free one.
    #[arg(long, env = "STEADFAST_SIM_PORT", default_value_t = 8097)]
    pub port: u16,
    /// Address to listen on.
    #[arg(long, env = "STEADFAST_SIM_HOST", default_value = "127.0.0.1")]
    pub host: String,
    /// Where a browser reaches the merchant page. Default: http://HOST:PORT.
    #[arg(long, env = "STEADFAST_SIM_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// The merchant's API key every call must send (header `Api-Key`).
    #[arg(long, env = "STEADFAST_API_KEY", hide_env_values = true, value_parser = NonEmptyStringValueParser::new())]
    pub api_key: String,
    /// The merchant's secret key every call must send (header `Secret-Key`).
    #[arg(long, env = "STEADFAST_SECRET_KEY", hide_env_values = true, value_parser = NonEmptyStringValueParser::new())]
    pub secret_key: String,
    /// The merchant's "Callback Url": where status and tracking webhooks go.
    /// None are sent without it.
    #[arg(long, env = "STEADFAST_SIM_WEBHOOK_URL")]
    pub webhook_url: Option<String>,
    /// The merchant's "Auth Token(Bearer)", sent as `Authorization: Bearer
    /// <token>` with every webhook.
    #[arg(long, env = "STEADFAST_WEBHOOK_TOKEN", hide_env_values = true)]
    pub webhook_token: Option<String>,
    /// Move every parcel along a script on its own, and send its webhooks
    /// twice or out of order now and then (see the script's documentation).
    #[arg(long, env = "STEADFAST_SIM_SCRIPTED")]
    pub scripted: bool,
    /// Milliseconds between two steps of the script.
    #[arg(
        long,
        env = "STEADFAST_SIM_STEP_MS",
        default_value_t = 3000,
        value_parser = clap::value_parser!(u64).range(10..=86_400_000)
    )]
    pub step_ms: u64,
    /// Stop when standard input closes: a test harness that dies takes the
    /// simulator with it.
    #[arg(long)]
    pub stop_with_stdin: bool,
}
