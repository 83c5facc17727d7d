//! Random identifiers shaped like bKash's.

use rand::Rng;

const UPPER_ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

fn pick(alphabet: &[u8], length: usize) -> String {
    let mut rng = rand::rng();
    (0..length)
        .map(|_| char::from(alphabet[rng.random_range(0..alphabet.len())]))
        .collect()
}

/// A payment id like the sandbox's `TR0011uXvkIHi1721914517574`: the mode,
/// seven random characters and the creation time in epoch milliseconds.
pub fn payment_id(created_millis: i64) -> String {
    format!("TR0011{}{created_millis}", pick(ALNUM, 7))
}

/// A transaction id like `BGP60JZRYQ`.
pub fn trx_id() -> String {
    pick(UPPER_ALNUM, 10)
}

/// The `signature` parameter of the callback URLs.
pub fn signature() -> String {
    pick(ALNUM, 10)
}

/// An opaque id_token or refresh_token.
pub fn token() -> String {
    pick(ALNUM, 64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_have_bkash_shapes() {
        let id = payment_id(1_721_914_517_574);
        assert!(id.starts_with("TR0011") && id.ends_with("1721914517574") && id.len() == 26);
        let trx = trx_id();
        assert_eq!(trx.len(), 10);
        assert!(trx.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit()));
        assert_eq!(signature().len(), 10);
    }
}
