//! Secrets the shop mails or texts (links' tokens, codes' salts) and the
//! SHA-256 digests it keeps of them instead, in lowercase hex.

use sha2::{Digest, Sha256};
use std::fmt::Write;

/// `bytes` in lowercase hex.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::with_capacity(bytes.len() * 2), |mut out, b| {
        let _ = write!(out, "{b:02x}");
        out
    })
}

/// The SHA-256 of `text`, in hex: what is stored of a secret.
pub fn sha256_hex(text: &str) -> String {
    hex(&Sha256::digest(text.as_bytes()))
}

/// A new secret for a link: 32 bytes from the operating system's generator, in hex.
pub fn random_token() -> String {
    hex(&rand::random::<[u8; 32]>())
}

/// Whether `token` has a link token's shape (64 hex digits), before any lookup.
pub fn looks_like_token(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digests_and_tokens_are_lowercase_hex_of_their_size() {
        assert_eq!(
            sha256_hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let token = random_token();
        assert!(looks_like_token(&token), "{token}");
        assert_ne!(token, random_token());
        assert!(!looks_like_token("ABC"));
    }
}
