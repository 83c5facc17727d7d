//! A sound key for Latin words, so that the spellings Banglish gives one
//! sound meet: `shaomi` and `xiaomi`, `samsang` and `samsung`, `aifon` and
//! `iphone`, `tekno` and `tecno`.
//!
//! The rule: a letter written twice in a row is read once; letters that
//! Banglish writes for one sound become one (`ph` `f`;
//! `bh`, `w` `v`; `sh`, `x`, `ks`, a `c` before e, i or y `s`; any other `c`,
//! `ck`, `q`, `kh` `k`; `gh` `g`; `th` `t`; `dh` `d`; `z` `j`); then every
//! vowel (a, e, i, o, u, y) is dropped, but for one `a` standing for the
//! vowels a word starts with; then a sound that comes twice in a row is kept
//! once. A word has a key only if it has at least [`MIN_WORD`] letters, all
//! of them a to z, and the key at least [`MIN_KEY`] letters: shorter words
//! (`a`, `pro`, `max`, `s24`) would meet too many others, and are matched
//! by their spelling alone.

use alloc::string::String;

/// Letters a word needs for a key.
pub const MIN_WORD: usize = 4;
/// Letters a key needs.
pub const MIN_KEY: usize = 2;

/// The sound key of `word` (lower case), or `None` when it has none.
pub fn key(word: &str) -> Option<String> {
    if word.len() < MIN_WORD || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    let mut bytes: alloc::vec::Vec<u8> = alloc::vec::Vec::with_capacity(word.len());
    for &byte in word.as_bytes() {
        if bytes.last() != Some(&byte) {
            bytes.push(byte);
        }
    }
    let mut sounds = String::new();
    let mut at = 0;
    while at < bytes.len() {
        let next = bytes.get(at + 1).copied();
        let (sound, used) = match (bytes[at], next) {
            (b'p', Some(b'h')) => (Some(b'f'), 2),
            (b'b', Some(b'h')) => (Some(b'v'), 2),
            (b's', Some(b'h')) | (b'k', Some(b's')) => (Some(b's'), 2),
            (b'c', Some(b'k' | b'h')) | (b'k', Some(b'h')) => (Some(b'k'), 2),
            (b'g', Some(b'h')) => (Some(b'g'), 2),
            (b't', Some(b'h')) => (Some(b't'), 2),
            (b'd', Some(b'h')) => (Some(b'd'), 2),
            (b'c', Some(b'e' | b'i' | b'y')) | (b'x', _) => (Some(b's'), 1),
            (b'c' | b'q', _) => (Some(b'k'), 1),
            (b'w', _) => (Some(b'v'), 1),
            (b'z', _) => (Some(b'j'), 1),
            (b'a' | b'e' | b'i' | b'o' | b'u' | b'y', _) => (if at == 0 { Some(b'a') } else { None }, 1),
            (letter, _) => (Some(letter), 1),
        };
        if let Some(sound) = sound
            && sounds.as_bytes().last() != Some(&sound)
        {
            sounds.push(char::from(sound));
        }
        at += used;
    }
    (sounds.len() >= MIN_KEY).then_some(sounds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn same(a: &str, b: &str) {
        assert!(key(a).is_some(), "{a} has a key");
        assert_eq!(key(a), key(b), "{a} and {b}");
    }

    #[test]
    fn banglish_spellings_meet_the_brand_they_spell() {
        same("shaomi", "xiaomi");
        same("siaomi", "xiaomi");
        same("samsang", "samsung");
        same("shamsung", "samsung");
        same("aifon", "iphone");
        same("tekno", "tecno");
        same("rialmi", "realme");
        same("simfoni", "symphony");
        same("nokiya", "nokia");
        same("motorla", "motorola");
        same("gugol", "google");
        same("hawei", "huawei");
        same("infiniks", "infinix");
        same("galaksi", "galaxy");
        same("piksel", "pixel");
        same("kamon", "camon");
    }

    #[test]
    fn bangla_script_spelt_in_latin_meets_the_latin_name() {
        use crate::search::bangla::to_latin;
        for (bangla, latin) in [
            ("স্যামসাং", "samsung"),
            ("আইফোন", "iphone"),
            ("শাওমি", "xiaomi"),
            ("গ্যালাক্সি", "galaxy"),
            ("মটোরোলা", "motorola"),
            ("রিয়েলমি", "realme"),
            ("ইনফিনিক্স", "infinix"),
            ("আল্ট্রা", "ultra"),
        ] {
            same(&to_latin(bangla), latin);
        }
    }

    #[test]
    fn other_names_keep_keys_of_their_own() {
        for (a, b) in [
            ("samsung", "symphony"),
            ("xiaomi", "samsung"),
            ("iphone", "phone"),
            ("oppo", "apple"),
            ("realme", "redmi"),
            ("note", "nord"),
            ("spark", "sparks"),
        ] {
            assert_ne!(key(a), key(b), "{a} and {b}");
        }
    }

    #[test]
    fn short_words_and_model_numbers_have_no_key() {
        for word in ["a", "s24", "pro", "max", "13c", "note13", "", "ভিভো", "Vivo"] {
            assert_eq!(key(word), None, "{word}");
        }
        // Four letters, but one sound: no key either.
        assert_eq!(key("vivo"), None);
        assert_eq!(key("note"), Some("nt".into()));
    }

    proptest! {
        #[test]
        fn a_key_is_short_lower_case_and_never_repeats_a_letter(word in "[a-z]{0,12}") {
            if let Some(found) = key(&word) {
                prop_assert!(found.len() >= MIN_KEY && found.len() <= word.len());
                prop_assert!(found.bytes().all(|b| b.is_ascii_lowercase()));
                prop_assert!(found.as_bytes().windows(2).all(|w| w[0] != w[1]));
            }
        }

        #[test]
        fn doubling_a_letter_keeps_the_key(word in "[a-z]{4,10}", at in 0usize..10) {
            let at = at % word.len();
            let doubled = alloc::format!("{}{}", &word[..=at], &word[at..]);
            prop_assert_eq!(key(&word), key(&doubled));
        }
    }
}
