//! Settings from environment variables, each with a default fit for a
//! developer machine (see the README's configuration table).

mod advance;
mod courier;
mod mail;
mod metrics;
mod papers;
mod payments;
mod shown;
mod sms;
mod sslcommerz;
mod vars;
mod vat;

pub use advance::AdvanceSettings;
pub use courier::{CourierAccount, CourierSettings};
use ipnet::IpNet;
pub use mail::{MailSettings, SmtpTls};
pub use metrics::MetricsSettings;
pub use papers::ShopPapers;
pub use payments::{BKASH_TIMEOUT, BkashSettings, PaymentSettings};
pub use sms::{SmsGatewaySettings, SmsSettings};
pub use sslcommerz::{SSLCOMMERZ_TIMEOUT, SslcommerzSettings};
use std::{env, path::PathBuf, time::Duration};
use vars::Vars;
pub use vat::VatSettings;

/// How old the stock and sold numbers inside the catalog view's kept
/// listings may grow by default (see `catalog_view::freshness`).
pub const DEFAULT_STOCK_LAG: Duration = Duration::from_secs(10);

/// Confirmation e-mails an hour (see [`Settings::confirmation_mails`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MailBudgets {
    /// From one client address: a carrier's NAT puts many shoppers behind one.
    pub per_address: u32,
    /// From one instance, whoever asks.
    pub per_instance: u32,
}

impl Default for MailBudgets {
    fn default() -> Self {
        MailBudgets {
            per_address: 60,
            per_instance: 1_000,
        }
    }
}

/// Everything the server needs to start (its `Debug` hides the secrets: `shown.rs`).
#[derive(Clone)]
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
    /// How long one sign-in token stays valid; renewing issues another.
    pub token_lifetime: Duration,
    /// How long a session lasts from its sign-in, however often it is renewed.
    pub session_lifetime: Duration,
    /// bcrypt work factor for passwords.
    pub bcrypt_cost: u32,
    /// Sign-in and sign-up attempts one client address may make at once...
    pub credential_burst: u32,
    /// ...and the time until one more is allowed.
    pub credential_refill: Duration,
    /// Wrong passwords one account may take within `failure_window`...
    pub account_failures: u32,
    /// ...and failed sign-ins or sign-ups of taken emails one client address may make in it.
    pub address_failures: u32,
    pub failure_window: Duration,
    /// Password changes one account may make at once, then one a minute.
    pub password_changes: u32,
    /// Calls of the payment routes (pay, check again, the provider's callback)
    /// one account, and one client address, may make at once, then one every
    /// [`PAYMENT_CALL_REFILL`]: each may make the shop ask the provider.
    pub payment_calls: u32,
    /// Confirmation e-mails one client address, and one instance, may have
    /// sent in an hour: a sign-up flood cannot fill the outbox or the shop's
    /// sending reputation. A sign-up past them is made without its e-mail
    /// (the customer asks for it again later, under the same budgets).
    pub confirmation_mails: MailBudgets,
    /// Peers whose `X-Forwarded-For` names the client (load balancers, proxies).
    pub trusted_proxies: Vec<IpNet>,
    /// The payment provider and the deadline of unpaid orders.
    pub payments: PaymentSettings,
    /// The SMTP server order e-mails leave through; none configured queues them only.
    pub mail: MailSettings,
    /// The SMS gateway texts leave through; none configured queues them only.
    pub sms: SmsSettings,
    /// The courier parcels are booked with; none: orders are shipped by hand.
    pub courier: CourierSettings,
    /// How often the catalog view reads other instances' product changes.
    pub catalog_sync: Duration,
    /// How often the dashboard's tally changes are folded into their base.
    pub tally_folding: Duration,
    /// How old the stock and sold numbers inside kept listings that do not
    /// sort by them may grow after a checkout (see `catalog_view::freshness`).
    pub catalog_stock_lag: Duration,
    /// How long a listing page's HTML waits for its answer to draw the first
    /// screen from it; a kept answer needs no wait (`routes::pages`).
    pub first_screen_wait: Duration,
    /// Mounts `GET /api/bench/static` for `scripts/bench`; off in production.
    pub bench_endpoint: bool,
    /// Whether an admin must set up an authenticator app before using the
    /// admin area (`ADMIN_TOTP_REQUIRED`; on unless `SHOP_ENV=development`).
    pub admin_totp_required: bool,
    /// Days after delivery a customer may ask to return a phone (the core's
    /// `returns::check_window`: 1 to 60).
    pub return_window_days: u32,
    /// The shop's DBID and trade licence, shown to buyers.
    pub papers: ShopPapers,
    /// The shop's VAT registration, when it issues tax invoices.
    pub vat: Option<VatSettings>,
    /// Where Prometheus metrics are served, when they are.
    pub metrics: Option<MetricsSettings>,
}

/// The time until one more call of the payment routes is allowed.
pub const PAYMENT_CALL_REFILL: Duration = Duration::from_secs(3);

/// The shortest signing secret the server accepts, in bytes.
pub const MIN_SECRET_BYTES: usize = 32;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            host: "127.0.0.1".into(),
            port: 8080,
            mongodb_uri: "mongodb://127.0.0.1:27017/".into(),
            database_name: "phone_shop".into(),
            // Empty: `Application::build` refuses to start until a real secret is set.
            jwt_secret: String::new(),
            static_dir: PathBuf::from("frontend/dist"),
            cors_origins: Vec::new(),
            workers: None,
            database_timeout: Duration::from_secs(3),
            token_lifetime: Duration::from_secs(7 * 24 * 3600),
            session_lifetime: Duration::from_secs(30 * 24 * 3600),
            bcrypt_cost: 10,
            // Hundreds of shoppers can share one carrier-grade NAT address.
            credential_burst: 300,
            credential_refill: Duration::from_millis(200),
            account_failures: 10,
            address_failures: 200,
            failure_window: Duration::from_secs(15 * 60),
            password_changes: 5,
            payment_calls: 20,
            confirmation_mails: MailBudgets::default(),
            trusted_proxies: Vec::new(),
            payments: PaymentSettings::defaults(8080),
            mail: MailSettings::default(),
            sms: SmsSettings::default(),
            courier: CourierSettings::default(),
            catalog_sync: Duration::from_millis(1000),
            tally_folding: Duration::from_millis(1000),
            catalog_stock_lag: DEFAULT_STOCK_LAG,
            // A slow scan must not hold the page: the app draws the answer when it comes.
            first_screen_wait: Duration::from_millis(100),
            bench_endpoint: false,
            admin_totp_required: false,
            return_window_days: shop_core::returns::DEFAULT_WINDOW_DAYS,
            papers: ShopPapers::default(),
            vat: None,
            metrics: None,
        }
    }
}

/// A setting that was missing or unreadable.
#[derive(Debug, thiserror::Error)]
#[error("{name} is not valid: {reason}")]
pub struct ConfigError {
    name: &'static str,
    reason: String,
}

/// The signing secret: `JWT_SECRET`, or in development mode
/// (`SHOP_ENV=development`) a random one for this process. Empty when neither:
/// the server then refuses to start (see [`check_secret`]); seeding needs none.
fn jwt_secret(vars: &Vars<impl Fn(&str) -> Option<String>>) -> String {
    let development = vars.get("SHOP_ENV").is_some_and(|v| v == "development");
    match vars.get("JWT_SECRET") {
        Some(secret) => secret,
        None if development => {
            tracing::warn!(
                "JWT_SECRET is not set: development mode signs with a random secret, so restarts sign everyone out"
            );
            random_secret()
        }
        None => String::new(),
    }
}

/// The signing secret earlier versions fell back on; it is public, so refused.
const PUBLISHED_SECRET: &str = "development-only-secret-change-me";

/// Refuses a missing secret, a published one, or one too short to resist guessing.
pub fn check_secret(secret: &str) -> Result<(), ConfigError> {
    if secret.len() < MIN_SECRET_BYTES || secret == PUBLISHED_SECRET {
        return Err(ConfigError {
            name: "JWT_SECRET",
            reason: format!(
                "it must be set to a random value of at least {MIN_SECRET_BYTES} bytes, for example \
                 `openssl rand -hex 32` (or set SHOP_ENV=development for a throw-away one)"
            ),
        });
    }
    Ok(())
}

/// 64 hex digits from the operating system's random source.
pub fn random_secret() -> String {
    use rand::RngCore;
    let mut bytes = [0u8; 32];
    // ThreadRng is a CSPRNG seeded (and reseeded) from the operating system.
    rand::rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the shop asks of admins: `second_factor_required` (the setting
/// `ADMIN_TOTP_REQUIRED`) keeps an admin without an authenticator app out of
/// the admin area until they set one up.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AdminPolicy {
    pub second_factor_required: bool,
}

impl Settings {
    /// What the shop asks of admins.
    pub fn admin_policy(&self) -> AdminPolicy {
        AdminPolicy {
            second_factor_required: self.admin_totp_required,
        }
    }

    /// Defaults overridden by `HOST`, `PORT`, `MONGODB_URI`, `DATABASE_NAME`,
    /// `JWT_SECRET` (required unless `SHOP_ENV=development`), `STATIC_DIR`,
    /// `CORS_ORIGINS` and `TRUSTED_PROXIES` (comma-separated), `WORKERS`,
    /// `DATABASE_TIMEOUT_MS`, `TOKEN_TTL_HOURS`, `SESSION_MAX_DAYS`, `BCRYPT_COST`,
    /// `SIGN_IN_BURST`, `SIGN_IN_REFILL_MS`, `ACCOUNT_FAILURES`, `ADDRESS_FAILURES`,
    /// `FAILURE_WINDOW_MINUTES`, `PASSWORD_CHANGES`, `CONFIRMATION_MAILS_PER_ADDRESS`,
    /// `CONFIRMATION_MAILS_PER_INSTANCE`,
    /// `CATALOG_SYNC_MS`, `FIRST_SCREEN_WAIT_MS`, `BENCH_ENDPOINT` (`1` mounts the benchmark's fixed-body
    /// endpoint), the payment settings of [`PaymentSettings::from_vars`] and the
    /// mail settings of [`MailSettings::from_vars`].
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_vars(|name| env::var(name).ok())
    }

    /// Like [`Settings::from_env`], reading variables through `lookup`.
    pub fn from_vars(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let vars = Vars(lookup);
        let defaults = Settings::default();
        let hours = |h: u64| Duration::from_secs(h * 3600);
        let port = vars.parsed("PORT")?.unwrap_or(defaults.port);
        Ok(Settings {
            host: vars.get("HOST").unwrap_or(defaults.host),
            port,
            mongodb_uri: vars.get("MONGODB_URI").unwrap_or(defaults.mongodb_uri),
            database_name: vars.get("DATABASE_NAME").unwrap_or(defaults.database_name),
            jwt_secret: jwt_secret(&vars),
            static_dir: vars.get("STATIC_DIR").map(PathBuf::from).unwrap_or(defaults.static_dir),
            cors_origins: vars.list("CORS_ORIGINS")?.unwrap_or(defaults.cors_origins),
            trusted_proxies: vars.list("TRUSTED_PROXIES")?.unwrap_or(defaults.trusted_proxies),
            workers: vars.parsed("WORKERS")?.or(defaults.workers),
            database_timeout: vars
                .parsed::<u64>("DATABASE_TIMEOUT_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.database_timeout),
            token_lifetime: vars
                .parsed::<u64>("TOKEN_TTL_HOURS")?
                .map(hours)
                .unwrap_or(defaults.token_lifetime),
            session_lifetime: vars
                .parsed::<u64>("SESSION_MAX_DAYS")?
                .map(|days| hours(days * 24))
                .unwrap_or(defaults.session_lifetime),
            bcrypt_cost: vars.parsed("BCRYPT_COST")?.unwrap_or(defaults.bcrypt_cost),
            credential_burst: vars.parsed("SIGN_IN_BURST")?.unwrap_or(defaults.credential_burst),
            credential_refill: vars
                .parsed::<u64>("SIGN_IN_REFILL_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.credential_refill),
            account_failures: vars.parsed("ACCOUNT_FAILURES")?.unwrap_or(defaults.account_failures),
            address_failures: vars.parsed("ADDRESS_FAILURES")?.unwrap_or(defaults.address_failures),
            failure_window: vars
                .parsed::<u64>("FAILURE_WINDOW_MINUTES")?
                .map(|minutes| Duration::from_secs(minutes * 60))
                .unwrap_or(defaults.failure_window),
            password_changes: vars.parsed("PASSWORD_CHANGES")?.unwrap_or(defaults.password_changes),
            payment_calls: vars.parsed("PAYMENT_CALLS_BURST")?.unwrap_or(defaults.payment_calls),
            confirmation_mails: MailBudgets {
                per_address: vars
                    .parsed("CONFIRMATION_MAILS_PER_ADDRESS")?
                    .unwrap_or(defaults.confirmation_mails.per_address),
                per_instance: vars
                    .parsed("CONFIRMATION_MAILS_PER_INSTANCE")?
                    .unwrap_or(defaults.confirmation_mails.per_instance),
            },
            payments: PaymentSettings::from_vars(&vars, port)?,
            mail: MailSettings::from_vars(&vars)?,
            sms: SmsSettings::from_vars(&vars)?,
            courier: CourierSettings::from_vars(&vars)?,
            papers: ShopPapers::from_vars(&vars)?,
            vat: VatSettings::from_vars(&vars)?,
            metrics: MetricsSettings::from_vars(&vars)?,
            catalog_sync: vars
                .parsed::<u64>("CATALOG_SYNC_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.catalog_sync),
            tally_folding: vars
                .parsed::<u64>("TALLY_FOLDING_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.tally_folding),
            catalog_stock_lag: vars
                .parsed::<u64>("CATALOG_STOCK_LAG_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.catalog_stock_lag),
            first_screen_wait: vars
                .parsed::<u64>("FIRST_SCREEN_WAIT_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.first_screen_wait),
            bench_endpoint: vars.get("BENCH_ENDPOINT").is_some_and(|v| v == "1"),
            admin_totp_required: match vars.get("ADMIN_TOTP_REQUIRED").as_deref().map(str::trim) {
                None | Some("") => vars.get("SHOP_ENV").is_none_or(|v| v != "development"),
                Some("true") => true,
                Some("false") => false,
                Some(other) => {
                    return Err(ConfigError {
                        name: "ADMIN_TOTP_REQUIRED",
                        reason: format!("'{other}' is not true or false"),
                    });
                }
            },
            return_window_days: match vars.parsed::<u32>("RETURN_WINDOW_DAYS")? {
                Some(days) => shop_core::returns::check_window(days).map_err(|e| ConfigError {
                    name: "RETURN_WINDOW_DAYS",
                    reason: e.to_string(),
                })?,
                None => defaults.return_window_days,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> Result<Settings, ConfigError> {
        Settings::from_vars(|name| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned()))
    }

    #[test]
    fn the_first_screen_wait_is_read_in_milliseconds() {
        let wait = |pairs| read(pairs).map(|settings| settings.first_screen_wait);
        assert_eq!(wait(&[]).expect("defaults"), Duration::from_millis(100));
        assert_eq!(
            wait(&[("FIRST_SCREEN_WAIT_MS", "5000")]).expect("a number"),
            Duration::from_secs(5)
        );
        let refused = wait(&[("FIRST_SCREEN_WAIT_MS", "soon")]).expect_err("not a number");
        assert!(refused.to_string().contains("FIRST_SCREEN_WAIT_MS"), "{refused}");
    }
}
