//! How settings show in logs and panics: every setting, but never a secret
//! (the signing secret, the database password, the provider's and the mail
//! server's credentials are hidden by their own `Debug`s or here).

use super::Settings;
use std::fmt;

/// A MongoDB URI with its password (if any) hidden.
pub fn without_password(uri: &str) -> String {
    let Some((scheme, rest)) = uri.split_once("://") else {
        return uri.to_owned();
    };
    let Some((user_info, host)) = rest.rsplit_once('@') else {
        return uri.to_owned();
    };
    match user_info.split_once(':') {
        Some((user, _password)) => format!("{scheme}://{user}:[hidden]@{host}"),
        None => uri.to_owned(),
    }
}

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Settings")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("mongodb_uri", &without_password(&self.mongodb_uri))
            .field("database_name", &self.database_name)
            .field("jwt_secret", &"[hidden]")
            .field("static_dir", &self.static_dir)
            .field("cors_origins", &self.cors_origins)
            .field("workers", &self.workers)
            .field("database_timeout", &self.database_timeout)
            .field("token_lifetime", &self.token_lifetime)
            .field("session_lifetime", &self.session_lifetime)
            .field("bcrypt_cost", &self.bcrypt_cost)
            .field("credential_burst", &self.credential_burst)
            .field("credential_refill", &self.credential_refill)
            .field("account_failures", &self.account_failures)
            .field("address_failures", &self.address_failures)
            .field("failure_window", &self.failure_window)
            .field("password_changes", &self.password_changes)
            .field("payment_calls", &self.payment_calls)
            .field("trusted_proxies", &self.trusted_proxies)
            .field("payments", &self.payments)
            .field("mail", &self.mail)
            .field("catalog_sync", &self.catalog_sync)
            .field("tally_folding", &self.tally_folding)
            .field("catalog_stock_lag", &self.catalog_stock_lag)
            .field("first_screen_wait", &self.first_screen_wait)
            .field("bench_endpoint", &self.bench_endpoint)
            .field("papers", &self.papers)
            .field("metrics", &self.metrics)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{BkashSettings, MailSettings};

    #[test]
    fn no_secret_shows_in_the_settings_debug() {
        let settings = Settings {
            mongodb_uri: "mongodb://shop:db-pass-7781@db1.internal:27017,db2.internal:27017/?replicaSet=rs0".into(),
            jwt_secret: "jwt-secret-value-0123456789abcdef".into(),
            mail: MailSettings {
                host: Some("smtp.internal".into()),
                username: Some("mailer".into()),
                password: Some("smtp-pass-9931".into()),
                ..MailSettings::default()
            },
            payments: crate::config::PaymentSettings {
                bkash: Some(BkashSettings {
                    base_url: "https://bkash.example/v1.2.0-beta".into(),
                    app_key: "app-key-5521".into(),
                    app_secret: "app-secret-5521".into(),
                    username: "merchant".into(),
                    password: "merchant-pass-5521".into(),
                    timeout: std::time::Duration::from_secs(30),
                }),
                sslcommerz: Some(crate::config::SslcommerzSettings {
                    base_url: "https://sslcommerz.example".into(),
                    store_id: "store".into(),
                    store_password: "store-pass-7319".into(),
                    timeout: std::time::Duration::from_secs(30),
                }),
                ..crate::config::PaymentSettings::defaults(8080)
            },
            ..Settings::default()
        };
        let shown = format!("{settings:?}");
        for secret in [
            "db-pass-7781",
            "jwt-secret-value",
            "smtp-pass-9931",
            "app-secret-5521",
            "merchant-pass-5521",
            "store-pass-7319",
        ] {
            assert!(!shown.contains(secret), "{secret} shows in {shown}");
        }
        assert!(shown.contains("mongodb://shop:[hidden]@db1.internal:27017"), "{shown}");
        assert!(
            shown.contains("database_name"),
            "the other settings still show: {shown}"
        );
    }

    #[test]
    fn a_uri_without_a_password_shows_as_it_is() {
        assert_eq!(
            without_password("mongodb://127.0.0.1:27017/"),
            "mongodb://127.0.0.1:27017/"
        );
        assert_eq!(without_password("mongodb://user@host/"), "mongodb://user@host/");
        assert_eq!(
            without_password("mongodb+srv://u:p@h/db"),
            "mongodb+srv://u:[hidden]@h/db"
        );
    }
}
