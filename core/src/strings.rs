//! Measuring and joining strings, written small: std's versions bring the
//! WebAssembly module machinery it does not need here (a wide character
//! counter, a generic joiner with its overflow panics), about 2 KB of it
//! (docs/benchmarks-history.md, issue 22). Same answers as `chars().count()`, `concat()`
//! and `join()`.

use alloc::string::String;

/// How many characters `text` holds: its bytes that are not a UTF-8
/// continuation byte (`0b10xx_xxxx`).
pub fn char_count(text: &str) -> usize {
    text.bytes().filter(|byte| byte & 0xC0 != 0x80).count()
}

/// `parts` one after another.
pub fn concat(parts: &[&str]) -> String {
    let mut joined = String::new();
    for part in parts {
        joined.push_str(part);
    }
    joined
}

/// `parts` with `separator` between each two.
pub fn join<'a>(parts: impl IntoIterator<Item = &'a str>, separator: &str) -> String {
    let mut joined = String::new();
    for (index, part) in parts.into_iter().enumerate() {
        if index > 0 {
            joined.push_str(separator);
        }
        joined.push_str(part);
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn char_count_is_the_number_of_chars(text in ".*") {
            prop_assert_eq!(char_count(&text), text.chars().count());
        }

        #[test]
        fn concat_and_join_are_std_s(parts in proptest::collection::vec(".{0,4}", 0..5), separator in ".{0,2}") {
            let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
            prop_assert_eq!(concat(&parts), parts.concat());
            prop_assert_eq!(join(parts.iter().copied(), &separator), parts.join(separator.as_str()));
        }
    }
}
