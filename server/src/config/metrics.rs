//! Prometheus metrics: off unless `METRICS_ADDR` names where to serve them,
//! on a listener of their own (never on the shop's public port). Away from
//! loopback they need `METRICS_TOKEN`, sent by the scraper as a bearer token.

use super::{ConfigError, MIN_SECRET_BYTES, Vars};
use std::net::SocketAddr;

#[derive(Clone, PartialEq, Eq)]
pub struct MetricsSettings {
    /// Where `GET /metrics` is served, e.g. `127.0.0.1:9464`.
    pub address: SocketAddr,
    /// The bearer token a scrape must send, when set.
    pub token: Option<String>,
}

impl std::fmt::Debug for MetricsSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MetricsSettings")
            .field("address", &self.address)
            .field("token", &self.token.as_ref().map(|_| "[hidden]"))
            .finish()
    }
}

impl MetricsSettings {
    /// `METRICS_ADDR` (unset: no metrics) and `METRICS_TOKEN` (required, of
    /// at least 32 bytes, unless the address is a loopback one).
    pub(super) fn from_vars<F: Fn(&str) -> Option<String>>(vars: &Vars<F>) -> Result<Option<Self>, ConfigError> {
        let Some(address) = vars.get("METRICS_ADDR") else {
            return Ok(None);
        };
        let address: SocketAddr = address.parse().map_err(|_| ConfigError {
            name: "METRICS_ADDR",
            reason: "an address and port, such as 127.0.0.1:9464".into(),
        })?;
        let token = vars.get("METRICS_TOKEN");
        if token.as_ref().is_some_and(|token| token.len() < MIN_SECRET_BYTES) {
            return Err(ConfigError {
                name: "METRICS_TOKEN",
                reason: format!("at least {MIN_SECRET_BYTES} bytes"),
            });
        }
        if token.is_none() && !address.ip().is_loopback() {
            return Err(ConfigError {
                name: "METRICS_TOKEN",
                reason: "metrics served away from loopback need a token, or they are public".into(),
            });
        }
        Ok(Some(MetricsSettings { address, token }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(pairs: &[(&str, &str)]) -> Result<Option<MetricsSettings>, ConfigError> {
        let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect();
        MetricsSettings::from_vars(&Vars(move |name: &str| {
            pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
        }))
    }

    #[test]
    fn metrics_are_off_unless_an_address_is_set_and_public_ones_need_a_token() {
        assert_eq!(settings(&[]).expect("ok"), None);
        let local = settings(&[("METRICS_ADDR", "127.0.0.1:9464")])
            .expect("ok")
            .expect("on");
        assert_eq!(local.address.port(), 9464);
        assert_eq!(local.token, None);
        let refused = settings(&[("METRICS_ADDR", "0.0.0.0:9464")]).expect_err("needs a token");
        assert_eq!(refused.name, "METRICS_TOKEN");
        assert_eq!(
            settings(&[("METRICS_ADDR", "0.0.0.0:9464"), ("METRICS_TOKEN", "short")])
                .expect_err("too short")
                .name,
            "METRICS_TOKEN"
        );
        let token = "a".repeat(32);
        let open = settings(&[("METRICS_ADDR", "10.0.0.5:9464"), ("METRICS_TOKEN", &token)]).expect("ok");
        assert_eq!(open.and_then(|m| m.token), Some(token));
        assert_eq!(
            settings(&[("METRICS_ADDR", "nine")]).expect_err("bad").name,
            "METRICS_ADDR"
        );
    }
}
