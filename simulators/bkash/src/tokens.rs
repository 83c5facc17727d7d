//! id_tokens and refresh_tokens: issued by grant, renewed by refresh,
//! checked on every other call.

use crate::ids;
use std::{
    collections::{HashMap, HashSet},
    time::{Duration, Instant},
};

/// An expired token is remembered this long, so it is answered as expired
/// rather than unknown; after that it is forgotten.
const REMEMBER_EXPIRED: Duration = Duration::from_secs(24 * 3600);

/// How a presented id_token stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    Live,
    Expired,
    Unknown,
}

/// All tokens issued since the simulator started.
#[derive(Debug)]
pub struct Tokens {
    lifetime: Duration,
    /// id_token -> when it expires.
    id_tokens: HashMap<String, Instant>,
    // Like Cognito's, a refresh token outlives many id_tokens and is
    // returned unchanged by refresh; bKash does not publish its lifetime.
    refresh_tokens: HashSet<String>,
}

impl Tokens {
    pub fn new(lifetime: Duration) -> Self {
        Tokens {
            lifetime,
            id_tokens: HashMap::new(),
            refresh_tokens: HashSet::new(),
        }
    }

    pub fn lifetime(&self) -> Duration {
        self.lifetime
    }

    /// A new id_token and a new refresh_token (grant).
    pub fn grant(&mut self, now: Instant) -> (String, String) {
        let refresh_token = ids::token();
        self.refresh_tokens.insert(refresh_token.clone());
        (self.issue(now), refresh_token)
    }

    /// A new id_token for a known refresh_token (refresh).
    pub fn refresh(&mut self, refresh_token: &str, now: Instant) -> Option<String> {
        self.refresh_tokens.contains(refresh_token).then(|| self.issue(now))
    }

    pub fn standing(&self, id_token: &str, now: Instant) -> Standing {
        match self.id_tokens.get(id_token) {
            Some(expires) if now < *expires => Standing::Live,
            Some(_) => Standing::Expired,
            None => Standing::Unknown,
        }
    }

    fn issue(&mut self, now: Instant) -> String {
        self.id_tokens.retain(|_, expires| now < *expires + REMEMBER_EXPIRED);
        let id_token = ids::token();
        self.id_tokens.insert(id_token.clone(), now + self.lifetime);
        id_token
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_lives_for_its_lifetime() {
        let start = Instant::now();
        let mut tokens = Tokens::new(Duration::from_secs(60));
        let (id_token, refresh_token) = tokens.grant(start);
        assert_eq!(
            tokens.standing(&id_token, start + Duration::from_secs(59)),
            Standing::Live
        );
        assert_eq!(
            tokens.standing(&id_token, start + Duration::from_secs(60)),
            Standing::Expired
        );
        assert_eq!(tokens.standing("forged", start), Standing::Unknown);
        let renewed = tokens.refresh(&refresh_token, start + Duration::from_secs(61));
        let renewed = renewed.expect("a granted refresh token renews");
        assert_eq!(
            tokens.standing(&renewed, start + Duration::from_secs(100)),
            Standing::Live
        );
        assert_eq!(tokens.refresh("forged", start), None);
    }
}
