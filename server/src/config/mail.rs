//! Settings of the order e-mails: the SMTP server they leave through.

use super::{ConfigError, Vars};
use std::time::Duration;

/// How the connection to the SMTP server is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SmtpTls {
    /// Plain text: a local catcher such as MailDev.
    None,
    /// Plain connect, then `STARTTLS` (usually port 587); refused if the server does not offer it.
    StartTls,
    /// TLS from the first byte (usually port 465).
    Tls,
}

impl std::str::FromStr for SmtpTls {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.to_ascii_lowercase().as_str() {
            "none" => Ok(Self::None),
            "starttls" => Ok(Self::StartTls),
            "tls" => Ok(Self::Tls),
            _ => Err(format!("'{text}' is not one of none, starttls, tls")),
        }
    }
}

/// Where order e-mails go out. Without `host` no instance sends any, but
/// every order change still queues its e-mail in the outbox, so pointing the
/// shop at an SMTP server later delivers what waited (until its retries ran out).
#[derive(Clone)]
pub struct MailSettings {
    pub host: Option<String>,
    pub port: u16,
    pub username: Option<String>,
    pub password: Option<String>,
    pub tls: SmtpTls,
    /// The `From` of every e-mail, e.g. `Phone Shop <orders@phone-shop.local>`.
    pub from: String,
    /// How often each instance looks for e-mails due to be sent.
    pub interval: Duration,
    /// The wait after a failed attempt, doubled after each further one (up to an hour)...
    pub retry_first: Duration,
    /// ...until this many attempts have failed; then the e-mail is marked failed.
    pub attempts: u32,
}

impl std::fmt::Debug for MailSettings {
    // The password stays out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailSettings")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("username", &self.username)
            .field("tls", &self.tls)
            .field("from", &self.from)
            .field("interval", &self.interval)
            .field("retry_first", &self.retry_first)
            .field("attempts", &self.attempts)
            .finish_non_exhaustive()
    }
}

impl Default for MailSettings {
    fn default() -> Self {
        MailSettings {
            host: None,
            port: 1025,
            username: None,
            password: None,
            tls: SmtpTls::None,
            from: "Phone Shop <orders@phone-shop.local>".into(),
            interval: Duration::from_millis(1000),
            retry_first: Duration::from_secs(15),
            attempts: 16,
        }
    }
}

impl MailSettings {
    /// `SMTP_HOST` (unset: no e-mail is sent, only queued), `SMTP_PORT`,
    /// `SMTP_USERNAME` and `SMTP_PASSWORD` (both or neither), `SMTP_TLS`
    /// (`none`, `starttls`, `tls`), `MAIL_FROM`, `MAIL_INTERVAL_MS`,
    /// `MAIL_RETRY_FIRST_MS` and `MAIL_ATTEMPTS`.
    pub(super) fn from_vars(vars: &Vars<impl Fn(&str) -> Option<String>>) -> Result<Self, ConfigError> {
        let defaults = Self::default();
        let username = vars.get("SMTP_USERNAME");
        let password = vars.get("SMTP_PASSWORD");
        if username.is_some() != password.is_some() {
            return Err(ConfigError {
                name: if username.is_some() {
                    "SMTP_PASSWORD"
                } else {
                    "SMTP_USERNAME"
                },
                reason: "SMTP_USERNAME and SMTP_PASSWORD go together".into(),
            });
        }
        let interval = vars.positive_millis("MAIL_INTERVAL_MS", defaults.interval)?;
        let attempts = vars.positive("MAIL_ATTEMPTS", defaults.attempts)?;
        Ok(MailSettings {
            host: vars.get("SMTP_HOST"),
            port: vars.parsed("SMTP_PORT")?.unwrap_or(defaults.port),
            username,
            password,
            tls: vars.parsed("SMTP_TLS")?.unwrap_or(defaults.tls),
            from: vars.get("MAIL_FROM").unwrap_or(defaults.from),
            interval,
            retry_first: vars
                .parsed::<u64>("MAIL_RETRY_FIRST_MS")?
                .map(Duration::from_millis)
                .unwrap_or(defaults.retry_first),
            attempts,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Settings;

    fn read(pairs: &[(&str, &str)]) -> Result<MailSettings, ConfigError> {
        let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect();
        Settings::from_vars(|name| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())).map(|s| s.mail)
    }

    #[test]
    fn without_smtp_host_mail_is_off_with_local_defaults() {
        let mail = read(&[]).expect("defaults");
        assert_eq!(mail.host, None);
        assert_eq!(mail.port, 1025);
        assert_eq!(mail.tls, SmtpTls::None);
        assert_eq!(mail.from, "Phone Shop <orders@phone-shop.local>");
        assert_eq!(mail.interval, Duration::from_secs(1));
        assert_eq!((mail.retry_first, mail.attempts), (Duration::from_secs(15), 16));
    }

    #[test]
    fn a_real_server_is_read_from_the_environment() {
        let mail = read(&[
            ("SMTP_HOST", "smtp.example.com"),
            ("SMTP_PORT", "587"),
            ("SMTP_TLS", "STARTTLS"),
            ("SMTP_USERNAME", "shop"),
            ("SMTP_PASSWORD", "secret"),
            ("MAIL_FROM", "Shop <shop@example.com>"),
            ("MAIL_INTERVAL_MS", "250"),
            ("MAIL_RETRY_FIRST_MS", "60000"),
            ("MAIL_ATTEMPTS", "5"),
        ])
        .expect("reads");
        assert_eq!(mail.host.as_deref(), Some("smtp.example.com"));
        assert_eq!((mail.port, mail.tls), (587, SmtpTls::StartTls));
        assert_eq!(mail.password.as_deref(), Some("secret"));
        assert!(
            !format!("{mail:?}").contains("secret"),
            "the password stays out of logs"
        );
        assert_eq!(mail.interval, Duration::from_millis(250));
        assert_eq!((mail.retry_first, mail.attempts), (Duration::from_secs(60), 5));
    }

    #[test]
    fn half_credentials_an_unknown_tls_mode_and_a_zero_interval_are_refused() {
        assert!(read(&[("SMTP_USERNAME", "shop")]).is_err());
        assert!(read(&[("SMTP_TLS", "ssl")]).is_err());
        assert!(read(&[("MAIL_INTERVAL_MS", "0")]).is_err());
        assert!(read(&[("MAIL_ATTEMPTS", "0")]).is_err());
    }
}
