//! Random identifiers shaped like SSLCommerz's.

use crate::times;
use rand::Rng;
use std::time::SystemTime;

const UPPER_HEX: &[u8] = b"0123456789ABCDEF";
const LOWER_HEX: &[u8] = b"0123456789abcdef";
const UPPER_ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

fn pick(alphabet: &[u8], length: usize) -> String {
    let mut rng = rand::rng();
    (0..length)
        .map(|_| char::from(alphabet[rng.random_range(0..alphabet.len())]))
        .collect()
}

/// A session key: 32 upper-case hex digits.
pub fn session_key() -> String {
    pick(UPPER_HEX, 32)
}

/// A val_id of 20 characters: the time `YYMMDDHHMMSS` and 8 random letters
/// and digits, like `2408011200001aBcDeFg`'s shape.
pub fn val_id(now: SystemTime) -> String {
    format!("{}{}", times::compact(now), pick(ALNUM, 8))
}

/// A bank_tran_id of 18 characters: the time and 6 random upper-case letters
/// and digits.
pub fn bank_tran_id(now: SystemTime) -> String {
    format!("{}{}", times::compact(now), pick(UPPER_ALNUM, 6))
}

/// A refund_ref_id: 13 lower-case hex digits.
pub fn refund_ref_id() -> String {
    pick(LOWER_HEX, 13)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_have_the_gateway_shapes() {
        let key = session_key();
        assert!(key.len() == 32 && key.bytes().all(|b| b.is_ascii_hexdigit()));
        let now = SystemTime::now();
        assert_eq!(val_id(now).len(), 20);
        let bank = bank_tran_id(now);
        assert!(bank.len() == 18 && bank.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit()));
        assert_eq!(refund_ref_id().len(), 13);
    }
}
