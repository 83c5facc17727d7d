//! Bangla script read for matching: its digits as ASCII digits, and its
//! words spelt in Latin letters the way Banglish writes them (ফোন `fon`,
//! স্যামসাং `syamsang`). Not a transliteration for people to read: the
//! inherent vowel is never written (the sound key drops vowels anyway), and
//! letters that sound alike are spelt alike.

use alloc::string::String;

/// The virama (hasanta): the consonant before it has no vowel.
const HASANTA: char = '\u{09CD}';
/// The nukta: ড, ঢ and য with it are ড়, ঢ় and য়.
const NUKTA: char = '\u{09BC}';

/// Bangla digits (০-৯) as ASCII digits; every other character as it is.
pub fn ascii_digits(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{09E6}'..='\u{09EF}' => char::from(b'0' + (c as u32 - 0x09E6) as u8),
            _ => c,
        })
        .collect()
}

/// Whether `c` is a letter or sign of the Bengali block.
pub fn is_bangla(c: char) -> bool {
    ('\u{0980}'..='\u{09FF}').contains(&c)
}

/// A word of Bangla script in Latin letters: `স্যামসাং` is `syamsang`,
/// `আইফোন` is `aifon`. Characters outside the Bengali block are kept.
pub fn to_latin(word: &str) -> String {
    let mut latin = String::new();
    let mut chars = word.chars().peekable();
    let mut after_hasanta = false;
    while let Some(c) = chars.next() {
        let nukta = chars.peek() == Some(&NUKTA);
        if nukta {
            chars.next();
        }
        let spelt = match (c, nukta) {
            ('\u{09A1}', true) | ('\u{09DC}', _) => "r",
            ('\u{09A2}', true) | ('\u{09DD}', _) => "rh",
            ('\u{09AF}', true) | ('\u{09DF}', _) => "y",
            // য after a hasanta is the ya-phala: a y (স্যা, ক্যা).
            ('\u{09AF}', _) if after_hasanta => "y",
            _ => letter(c).unwrap_or(""),
        };
        after_hasanta = c == HASANTA;
        if spelt.is_empty() && !is_bangla(c) {
            latin.push(c);
        } else {
            latin.push_str(spelt);
        }
    }
    latin
}

/// One letter or sign in Latin letters; `None` for what is not spelt (the
/// hasanta, the chandrabindu) or not Bangla.
fn letter(c: char) -> Option<&'static str> {
    Some(match c {
        // Vowels, and their signs after a consonant.
        'অ' | 'আ' | '\u{09BE}' => "a",
        'ই' | 'ঈ' | '\u{09BF}' | '\u{09C0}' => "i",
        'উ' | 'ঊ' | '\u{09C1}' | '\u{09C2}' => "u",
        'ঋ' | '\u{09C3}' => "ri",
        'এ' | '\u{09C7}' => "e",
        'ঐ' | '\u{09C8}' => "oi",
        'ও' | '\u{09CB}' => "o",
        'ঔ' | '\u{09CC}' => "ou",
        // Consonants.
        'ক' => "k",
        'খ' => "kh",
        'গ' => "g",
        'ঘ' => "gh",
        'ঙ' | 'ং' => "ng",
        'চ' => "ch",
        'ছ' => "chh",
        'জ' | 'য' => "j",
        'ঝ' => "jh",
        'ঞ' | 'ণ' | 'ন' => "n",
        'ট' | 'ত' | 'ৎ' => "t",
        'ঠ' | 'থ' => "th",
        'ড' | 'দ' => "d",
        'ঢ' | 'ধ' => "dh",
        'প' => "p",
        'ফ' => "f",
        'ব' => "b",
        'ভ' => "bh",
        'ম' => "m",
        'র' => "r",
        'ল' => "l",
        'শ' | 'ষ' => "sh",
        'স' => "s",
        'হ' | 'ঃ' => "h",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bangla_digits_are_ascii_digits() {
        assert_eq!(ascii_digits("৮/২৫৬ জিবি"), "8/256 জিবি");
        assert_eq!(ascii_digits("০১২৩৪৫৬৭৮৯"), "0123456789");
        assert_eq!(ascii_digits("s24"), "s24");
    }

    #[test]
    fn words_are_spelt_as_banglish_spells_them() {
        for (bangla, latin) in [
            ("স্যামসাং", "syamsang"),
            ("আইফোন", "aifon"),
            ("শাওমি", "shaomi"),
            ("গ্যালাক্সি", "gyalaksi"),
            ("প্রো", "pro"),
            ("নোট", "not"),
            ("রেডমি", "redmi"),
            ("ভিভো", "bhibho"),
            ("নোকিয়া", "nokiya"),
            ("মটোরোলা", "mtorola"),
        ] {
            assert_eq!(to_latin(bangla), latin, "{bangla}");
        }
    }

    #[test]
    fn a_nukta_written_apart_reads_as_the_letter_it_makes() {
        // য + ় (two code points) and য় (one) are the same letter.
        assert_eq!(to_latin("নোকিয\u{09BC}া"), to_latin("নোকি\u{09DF}া"));
        assert_eq!(to_latin("বড\u{09BC}"), "br");
    }

    #[test]
    fn what_is_not_bangla_is_kept() {
        assert_eq!(to_latin("s24"), "s24");
        assert_eq!(to_latin("প্রো5"), "pro5");
    }
}
