//! The name an e-mail greets a customer by. A name is free text anyone can
//! sign up with, under someone else's address too, so an e-mail uses it only
//! when it reads as a name: letters (any script), spaces, `.`, `-` and `'`,
//! at most [`GREETING_NAME_MAX`] characters. Anything else (digits, a link,
//! `@`, a line break) could read as an instruction from the shop, and the
//! e-mail greets without a name instead.

use crate::strings::{char_count, join};
use alloc::string::String;

/// The longest name an e-mail greets with.
pub const GREETING_NAME_MAX: usize = 30;

/// `first` and `last` as an e-mail's greeting shows them, or `None` to greet without a name.
pub fn greeting_name(first: &str, last: &str) -> Option<String> {
    let name = join(
        [first.trim(), last.trim()].into_iter().filter(|part| !part.is_empty()),
        " ",
    );
    let plain = |c: char| c.is_alphabetic() || c == ' ' || c == '.' || c == '-' || c == '\'' || is_mark(c);
    let single_spaced = !name.as_bytes().windows(2).any(|pair| pair == b"  ");
    (!name.is_empty()
        && char_count(&name) <= GREETING_NAME_MAX
        && single_spaced
        && name.chars().all(plain)
        && !holds_domain(&name))
    .then_some(name)
}

/// A dot with two letters or more right after it reads as a domain
/// (`phonebazar-help.com`, `bkash.com.bd`); initials (`A.K.M.`) and an
/// abbreviation before a space (`Md. Rahim`) do not.
fn holds_domain(name: &str) -> bool {
    let mut after_dot = None;
    for c in name.chars() {
        after_dot = match (after_dot, c) {
            (_, '.') => Some(0_u8),
            (Some(letters), c) if c.is_alphabetic() || is_mark(c) => Some(letters.saturating_add(1)),
            _ => None,
        };
        if after_dot.is_some_and(|letters| letters >= 2) {
            return true;
        }
    }
    false
}

/// Combining marks (Bangla vowel signs and the hasant among them), which
/// names in Bengali script are written with.
fn is_mark(c: char) -> bool {
    matches!(c, '\u{0981}'..='\u{0983}' | '\u{09BC}' | '\u{09BE}'..='\u{09CD}' | '\u{09D7}' | '\u{200C}' | '\u{200D}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_names_in_either_script_are_greeted_with() {
        assert_eq!(greeting_name("Rahim", "Khan"), Some("Rahim Khan".into()));
        assert_eq!(greeting_name(" Nusrat ", ""), Some("Nusrat".into()));
        assert_eq!(greeting_name("D'Costa", "Jr."), Some("D'Costa Jr.".into()));
        assert_eq!(greeting_name("রহিম", "খান"), Some("রহিম খান".into()));
        assert_eq!(greeting_name("আব্দুল্লাহ", ""), Some("আব্দুল্লাহ".into()));
        assert_eq!(greeting_name("A.K.M.", "Rahman"), Some("A.K.M. Rahman".into()));
        assert_eq!(greeting_name("Md. Abdul", "Karim"), Some("Md. Abdul Karim".into()));
    }

    #[test]
    fn a_name_that_could_read_as_an_instruction_is_not_used() {
        for (first, last) in [
            ("Send your bKash PIN to 01712345678", ""),
            ("Visit", "evil.example/login"),
            ("Visit phonebazar-help.com", ""),
            ("Visit", "phonebazar-help.com"),
            ("Rahim", "bkash.com.bd"),
            ("Rahim", "https://x.example"),
            ("admin@phonebazar", ""),
            ("Rahim\nYour order is cancelled", ""),
            ("A very long name that goes on", "and on and on"),
            ("<b>Rahim</b>", ""),
            ("", ""),
        ] {
            assert_eq!(greeting_name(first, last), None, "{first:?} {last:?}");
        }
    }
}
