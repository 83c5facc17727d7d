//! The signature on an IPN and on the browser's post back to the shop, so
//! the shop can tell them from forgeries: `verify_key` names the signed
//! fields in the order sent; `verify_sign` is the md5 hex of every named
//! field as `key=value`, with `store_passwd` = md5hex(store password) added,
//! sorted by key (byte order) and joined with `&`; `verify_sign_sha2` is the
//! sha256 hex of the same string.

use md5::{Digest, Md5};
use sha2::Sha256;

/// The three signature fields of a post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signature {
    pub verify_sign: String,
    pub verify_sign_sha2: String,
    pub verify_key: String,
}

/// md5 hex (lower case) of `text`.
pub fn md5_hex(text: &str) -> String {
    format!("{:x}", Md5::digest(text.as_bytes()))
}

fn sha256_hex(text: &str) -> String {
    format!("{:x}", Sha256::digest(text.as_bytes()))
}

/// The string both hashes are taken of. Values go in as they are, not
/// URL-encoded.
pub fn signed_text(fields: &[(&str, String)], store_password: &str) -> String {
    let password_md5 = md5_hex(store_password);
    let mut pairs: Vec<(&str, &str)> = fields.iter().map(|(key, value)| (*key, value.as_str())).collect();
    pairs.push(("store_passwd", &password_md5));
    pairs.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    pairs
        .iter()
        .map(|(key, value)| format!("{key}={value}"))
        .collect::<Vec<_>>()
        .join("&")
}

/// Signs `fields` (every one of them, in their order) for a store.
pub fn sign(fields: &[(&str, String)], store_password: &str) -> Signature {
    let text = signed_text(fields, store_password);
    Signature {
        verify_sign: md5_hex(&text),
        verify_sign_sha2: sha256_hex(&text),
        verify_key: fields.iter().map(|(key, _)| *key).collect::<Vec<_>>().join(","),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields() -> Vec<(&'static str, String)> {
        vec![
            ("status", "VALID".into()),
            ("tran_id", "ORD-42".into()),
            ("val_id", "2408011200001aBcDeFg".into()),
            ("amount", "40569.00".into()),
            ("value_a", "a&b=c".into()),
        ]
    }

    #[test]
    fn md5_is_lower_hex() {
        assert_eq!(md5_hex(""), "d41d8cd98f00b204e9800998ecf8427e");
        assert_eq!(md5_hex("localshop@ssl"), "941d5e83dc826035578b479631f4ba59");
    }

    #[test]
    fn the_signed_text_is_sorted_with_the_hashed_password() {
        assert_eq!(
            signed_text(&fields(), "localshop@ssl"),
            "amount=40569.00&status=VALID&store_passwd=941d5e83dc826035578b479631f4ba59\
             &tran_id=ORD-42&val_id=2408011200001aBcDeFg&value_a=a&b=c"
        );
    }

    #[test]
    fn a_known_vector_computed_with_python_hashlib() {
        // python3: s = "amount=40569.00&status=VALID&store_passwd=" + md5("localshop@ssl")
        //   + "&tran_id=ORD-42&val_id=2408011200001aBcDeFg&value_a=a&b=c"; md5(s), sha256(s)
        let signature = sign(&fields(), "localshop@ssl");
        assert_eq!(signature.verify_sign, "41de8c0af73f2b0ef07d032d27ca2d73");
        assert_eq!(
            signature.verify_sign_sha2,
            "4b0f5b7e1958f3dea92cb2be3bd0c065a55dd1376e1926546d188b646b2ddf1d"
        );
        assert_eq!(signature.verify_key, "status,tran_id,val_id,amount,value_a");
    }

    #[test]
    fn another_password_or_value_changes_the_sign() {
        let base = sign(&fields(), "localshop@ssl");
        assert_ne!(sign(&fields(), "other").verify_sign, base.verify_sign);
        let mut tampered = fields();
        tampered[3].1 = "40568.00".into();
        assert_ne!(sign(&tampered, "localshop@ssl").verify_sign, base.verify_sign);
    }
}
