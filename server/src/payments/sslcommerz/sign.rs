//! SSLCommerz's signature on an IPN: the fields named in `verify_key`, plus
//! `store_passwd` as the md5 of the store password, sorted by name, joined
//! as `name=value` with `&`, and the md5 of that in hex (`verify_sign`).

use md5::{Digest, Md5};

fn md5_hex(text: &str) -> String {
    Md5::digest(text.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// Whether `fields` carry a `verify_sign` SSLCommerz made with `store_password`.
/// A field named in `verify_key` but missing, or no key at all, fails.
pub fn signed(fields: &[(String, String)], store_password: &str) -> bool {
    let value = |name: &str| {
        fields
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    let (Some(keys), Some(sign)) = (value("verify_key"), value("verify_sign")) else {
        return false;
    };
    let mut pairs: Vec<(&str, String)> = Vec::new();
    for key in keys.split(',').filter(|key| !key.is_empty()) {
        let Some(found) = value(key) else { return false };
        pairs.push((key, found.to_owned()));
    }
    if pairs.is_empty() {
        return false;
    }
    pairs.push(("store_passwd", md5_hex(store_password)));
    pairs.sort_by(|a, b| a.0.cmp(b.0));
    let joined: Vec<String> = pairs.iter().map(|(key, value)| format!("{key}={value}")).collect();
    md5_hex(&joined.join("&")).eq_ignore_ascii_case(sign)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
    }

    // md5("qwerty") = d8578edf8458ce06fbc5bb76a58c5ca4; the string signed is
    // "amount=100.00&status=VALID&store_passwd=d8578edf8458ce06fbc5bb76a58c5ca4&tran_id=T1"
    // (python3: hashlib.md5(that.encode()).hexdigest()).
    const SIGN: &str = "e7cfaba1ada3440033c1ea1424471cd0";

    #[test]
    fn the_rule_matches_a_vector_worked_by_hand() {
        let text = "amount=100.00&status=VALID&store_passwd=d8578edf8458ce06fbc5bb76a58c5ca4&tran_id=T1";
        assert_eq!(md5_hex("qwerty"), "d8578edf8458ce06fbc5bb76a58c5ca4");
        let sign = md5_hex(text);
        let form = fields(&[
            ("tran_id", "T1"),
            ("status", "VALID"),
            ("amount", "100.00"),
            ("verify_key", "tran_id,status,amount"),
            ("verify_sign", &sign),
        ]);
        assert!(signed(&form, "qwerty"));
        assert_eq!(sign, SIGN);
    }

    #[test]
    fn a_changed_field_a_missing_one_or_another_password_fails() {
        let good = [
            ("tran_id", "T1"),
            ("status", "VALID"),
            ("amount", "100.00"),
            ("verify_key", "tran_id,status,amount"),
            ("verify_sign", SIGN),
        ];
        assert!(!signed(&fields(&good), "qwerty2"));
        let mut changed = good;
        changed[2] = ("amount", "1.00");
        assert!(!signed(&fields(&changed), "qwerty"));
        let missing: Vec<_> = good.iter().filter(|(k, _)| *k != "status").copied().collect();
        assert!(!signed(&fields(&missing), "qwerty"));
        let unsigned: Vec<_> = good.iter().filter(|(k, _)| *k != "verify_sign").copied().collect();
        assert!(!signed(&fields(&unsigned), "qwerty"));
        let no_keys = [("verify_key", ""), ("verify_sign", SIGN)];
        assert!(!signed(&fields(&no_keys), "qwerty"));
    }
}
