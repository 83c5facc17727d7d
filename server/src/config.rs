//! Settings from environment variables, each with a default fit for a
//! developer machine (see the README's configuration table).

use std::{env, path::PathBuf, time::Duration};

/// Everything the server needs to start.
#[derive(Debug, Clone)]
pub struct Settings {
    pub host: String,
    pub port: u16,
    pub mongodb_uri: String,
    pub database_name: String,
    pub jwt_secret: String,
    pub static_dir: PathBuf,
    pub cors_origins: Vec<String>,
    /// Worker threads; `None` means one per core.
    pub workers: Option<usize>,
    /// How long a database call waits for a reachable server.
    pub database_timeout: Duration,
    /// How long a sign-in token stays valid.
    pub token_lifetime: Duration,
    /// bcrypt work factor for passwords.
    pub bcrypt_cost: u32,
    /// Sign-in and sign-up attempts a client address may make at once...
    pub credential_burst: u32,
    /// ...and the seconds until one more is allowed.
    pub credential_refill_seconds: u64,
    /// Days from order to the promised delivery date.
    pub delivery_lead_days: u32,
    /// How often the catalog view reads other instances' product changes.
    pub catalog_sync: Duration,
    /// Mounts `GET /api/bench/static` for `scripts/bench`; off in production.
    pub bench_endpoint: bool,
}

/// Used when `JWT_SECRET` is unset; the server warns at startup.
pub const DEVELOPMENT_JWT_SECRET: &str = "development-only-secret-change-me";

impl Default for Settings {
    fn default() -> Self {
        Settings {
            host: "127.0.0.1".into(),
            port: 8080,
            mongodb_uri: "mongodb://127.0.0.1:27017/".into(),
            database_name: "phone_shop".into(),
            jwt_secret: DEVELOPMENT_JWT_SECRET.into(),
            static_dir: PathBuf::from("frontend/dist"),
            cors_origins: Vec::new(),
            workers: None,
            database_timeout: Duration::from_secs(3),
            token_lifetime: Duration::from_secs(7 * 24 * 3600),
            bcrypt_cost: 10,
            credential_burst: 10,
            credential_refill_seconds: 6,
            delivery_lead_days: 3,
            catalog_sync: Duration::from_millis(1000),
            bench_endpoint: false,
        }
    }
}

/// A setting that was present but unreadable.
#[derive(Debug, thiserror::Error)]
#[error("{name} is not valid: {reason}")]
pub struct ConfigError {
    name: &'static str,
    reason: String,
}

fn var(name: &str) -> Option<String> {
    env::var(name)
        .ok()
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

fn parsed<T: std::str::FromStr>(name: &'static str) -> Result<Option<T>, ConfigError>
where
    T::Err: std::fmt::Display,
{
    var(name)
        .map(|v| {
            v.parse::<T>().map_err(|e| ConfigError {
                name,
                reason: e.to_string(),
            })
        })
        .transpose()
}

impl Settings {
    /// Defaults overridden by `HOST`, `PORT`, `MONGODB_URI`, `DATABASE_NAME`,
    /// `JWT_SECRET`, `STATIC_DIR`, `CORS_ORIGINS` (comma-separated),
    /// `WORKERS`, `DATABASE_TIMEOUT_MS`, `TOKEN_TTL_HOURS`, `BCRYPT_COST`,
    /// `SIGN_IN_BURST`, `SIGN_IN_REFILL_SECONDS`, `DELIVERY_LEAD_DAYS`, `CATALOG_SYNC_MS`
    /// and `BENCH_ENDPOINT` (`1` mounts the benchmark's fixed-body endpoint).
    pub fn from_env() -> Result<Self, ConfigError> {
        let defaults = Settings::default();
        Ok(Settings {
            host: var("HOST").unwrap_or(defaults.host),
            port: parsed("PORT")?.unwrap_or(defaults.port),
            mongodb_uri: var("MONGODB_URI").unwrap_or(defaults.mongodb_uri),
            database_name: var("DATABASE_NAME").unwrap_or(defaults.database_name),
            jwt_secret: var("JWT_SECRET").unwrap_or(defaults.jwt_secret),
            static_dir: var("STATIC_DIR").map(PathBuf::from).unwrap_or(defaults.static_dir),
            cors_origins: var("CORS_ORIGINS")
                .map(|v| {
                    v.split(',')
                        .map(|o| o.trim().to_owned())
                        .filter(|o| !o.is_empty())
                        .collect()
                })
                .unwrap_or(defaults.cors_origins),
            workers: parsed("WORKERS")?.or(defaults.workers),
            database_timeout: parsed::<u64>("DATABASE_TIMEOUT_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.database_timeout),
            token_lifetime: parsed::<u64>("TOKEN_TTL_HOURS")?
                .map(|hours| Duration::from_secs(hours * 3600))
                .unwrap_or(defaults.token_lifetime),
            bcrypt_cost: parsed("BCRYPT_COST")?.unwrap_or(defaults.bcrypt_cost),
            credential_burst: parsed("SIGN_IN_BURST")?.unwrap_or(defaults.credential_burst),
            credential_refill_seconds: parsed("SIGN_IN_REFILL_SECONDS")?.unwrap_or(defaults.credential_refill_seconds),
            delivery_lead_days: parsed("DELIVERY_LEAD_DAYS")?.unwrap_or(defaults.delivery_lead_days),
            catalog_sync: parsed::<u64>("CATALOG_SYNC_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.catalog_sync),
            bench_endpoint: var("BENCH_ENDPOINT").is_some_and(|v| v == "1"),
        })
    }
}
