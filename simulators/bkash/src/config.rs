//! Settings from flags, or from the environment variables named beside them.

use clap::{Parser, builder::NonEmptyStringValueParser};

/// Everything the simulator needs to start.
#[derive(Debug, Clone, Parser)]
#[command(
    name = "bkash-sim",
    version,
    about = "A local simulator of bKash's tokenized checkout (v1.2.0-beta): its API and the shopper's page"
)]
pub struct Config {
    /// Port to listen on; 0 picks a free one.
    #[arg(long, env = "BKASH_SIM_PORT", default_value_t = 8099)]
    pub port: u16,
    /// Address to listen on.
    #[arg(long, env = "BKASH_SIM_HOST", default_value = "127.0.0.1")]
    pub host: String,
    /// The merchant username the token calls must send (header `username`).
    #[arg(long, env = "BKASH_USERNAME", hide_env_values = true, value_parser = NonEmptyStringValueParser::new())]
    pub username: String,
    /// The merchant password the token calls must send (header `password`).
    #[arg(long, env = "BKASH_PASSWORD", hide_env_values = true, value_parser = NonEmptyStringValueParser::new())]
    pub password: String,
    /// The app key: `app_key` of the token calls and `x-app-key` of the others.
    #[arg(long, env = "BKASH_APP_KEY", hide_env_values = true, value_parser = NonEmptyStringValueParser::new())]
    pub app_key: String,
    /// The app secret the token calls must send (`app_secret`).
    #[arg(long, env = "BKASH_APP_SECRET", hide_env_values = true, value_parser = NonEmptyStringValueParser::new())]
    pub app_secret: String,
    /// How long an id_token lives, in seconds (`expires_in`).
    #[arg(
        long,
        env = "BKASH_SIM_TOKEN_SECONDS",
        default_value_t = 3600,
        value_parser = clap::value_parser!(u64).range(1..=86_400 * 365)
    )]
    pub token_seconds: u64,
    /// Where the shopper's browser reaches the simulator; `bkashURL` points
    /// there. Default: http://HOST:PORT.
    #[arg(long, env = "BKASH_SIM_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// Stop when standard input closes: a test harness that dies takes the
    /// simulator with it.
    #[arg(long)]
    pub stop_with_stdin: bool,
}

/// What the merchant must present to get a token.
#[derive(Debug, Clone)]
pub struct Credentials {
    pub username: String,
    pub password: String,
    pub app_key: String,
    pub app_secret: String,
}

impl From<&Config> for Credentials {
    fn from(config: &Config) -> Self {
        Credentials {
            username: config.username.clone(),
            password: config.password.clone(),
            app_key: config.app_key.clone(),
            app_secret: config.app_secret.clone(),
        }
    }
}
