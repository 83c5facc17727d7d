//! Admins' second factor, over `totp-rs`: RFC 6238 codes (6 digits, 30 s,
//! SHA-1: what every authenticator app reads), one step of clock drift either
//! way, and recovery codes that stand in for the app once each.

use crate::digest::{hex, sha256_hex};
use totp_rs::{Algorithm, Builder, Secret, Totp};

/// How many recovery codes an admin gets.
pub const RECOVERY_CODES: usize = 10;
const ISSUER: &str = "PhoneBazar";

/// A fresh secret in base32.
pub fn new_secret() -> String {
    Secret::generate().to_base32()
}

fn totp(secret: &str, account: &str) -> Option<Totp> {
    let bytes = Secret::try_from_base32(secret).ok()?;
    Builder::new()
        .with_algorithm(Algorithm::SHA1)
        .with_digits(6)
        .with_skew(1)
        .with_step_duration(30)
        .with_secret(bytes)
        .with_issuer(Some(ISSUER))
        .with_account_name(account)
        .build()
        .ok()
}

/// The `otpauth://` link an authenticator app takes the secret from.
pub fn link(secret: &str, account: &str) -> Option<String> {
    totp(secret, account)?.to_url().ok()
}

/// The time step `code` is good for at `now_secs`, if it is one of the app's.
pub fn step_of(secret: &str, code: &str, now_secs: u64) -> Option<u64> {
    totp(secret, "")?.check(code.trim(), now_secs)
}

/// The stored form of a recovery code (case and dashes do not matter).
pub fn recovery_hash(code: &str) -> String {
    let plain: String = code.chars().filter(char::is_ascii_alphanumeric).collect();
    sha256_hex(&plain.to_ascii_lowercase())
}

/// New recovery codes (`xxxxx-xxxxx`, shown once) and their stored hashes.
pub fn recovery_codes() -> (Vec<String>, Vec<String>) {
    (0..RECOVERY_CODES)
        .map(|_| {
            let raw = hex(&rand::random::<[u8; 5]>());
            let code = format!("{}-{}", &raw[..5], &raw[5..]);
            let hash = recovery_hash(&code);
            (code, hash)
        })
        .unzip()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_good_for_its_step_and_the_ones_beside_it() {
        let secret = new_secret();
        let now = 1_780_000_000;
        let code = totp(&secret, "a").expect("totp").generate(now);
        let step = step_of(&secret, &code.to_string(), now).expect("accepted");
        assert_eq!(step, now / 30);
        assert!(
            step_of(&secret, &code.to_string(), now + 30).is_some(),
            "a step of drift"
        );
        assert!(
            step_of(&secret, &code.to_string(), now + 90).is_none(),
            "not three steps later"
        );
        assert!(step_of(&secret, "12345", now).is_none());
        assert!(link(&secret, "admin@example.com").is_some_and(|url| url.starts_with("otpauth://totp/PhoneBazar:")));
    }

    #[test]
    fn recovery_codes_are_unique_and_read_in_any_case() {
        let (codes, hashes) = recovery_codes();
        assert_eq!(codes.len(), RECOVERY_CODES);
        let unique: std::collections::HashSet<_> = hashes.iter().collect();
        assert_eq!(unique.len(), RECOVERY_CODES);
        assert_eq!(recovery_hash(&codes[0].to_uppercase().replace('-', "")), hashes[0]);
    }
}
