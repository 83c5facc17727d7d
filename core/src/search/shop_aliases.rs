//! The names an admin gives one phone for the search (`s24 ultra` as
//! `galaxy 24 ultra`, a Bangla name the table lacks): checked here, stored
//! with the phone, and read like its title.

use crate::text::Text;
use alloc::{string::String, vec::Vec};

/// Characters an alias has at least and at most.
pub const MIN_CHARS: usize = 2;
pub const MAX_CHARS: usize = 40;
/// Aliases one phone has at most.
pub const MAX_ALIASES: usize = 20;

/// The aliases' texts.
pub mod texts {
    crate::texts! {
        TOO_SHORT = "search.alias_too_short" { min: Count } => "An alias has at least {min} characters";
        TOO_LONG = "search.alias_too_long" { max: Count } => "An alias has at most {max} characters";
        NO_WORDS = "search.alias_no_words" => "An alias needs a letter or a digit to be searched by";
        KEPT_ALREADY = "search.alias_kept" => "The phone is found by this alias already";
        TOO_MANY = "search.too_many_aliases" { max: Count } => "A phone has at most {max} aliases";
    }
}

/// Why an alias was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AliasError {
    TooShort,
    TooLong,
    NoWords,
    KeptAlready,
    TooMany,
}

impl AliasError {
    pub fn text(&self) -> Text {
        let count = |max: usize| i64::try_from(max).unwrap_or(i64::MAX);
        match self {
            Self::TooShort => Text::new(texts::TOO_SHORT).count("min", count(MIN_CHARS)),
            Self::TooLong => Text::new(texts::TOO_LONG).count("max", count(MAX_CHARS)),
            Self::NoWords => Text::new(texts::NO_WORDS),
            Self::KeptAlready => Text::new(texts::KEPT_ALREADY),
            Self::TooMany => Text::new(texts::TOO_MANY).count("max", count(MAX_ALIASES)),
        }
    }
}

crate::shown_as_text!(AliasError);

/// `alias` as it is kept (trimmed, its spaces single) beside the phone's
/// `kept` aliases, or why not: too short or long, nothing to search by, read
/// the same as one kept (`S24 Ultra` and `s24u`), or one too many.
pub fn check_alias(alias: &str, kept: &[String]) -> Result<String, AliasError> {
    let alias = crate::strings::join(alias.split_whitespace(), " ");
    let chars = crate::strings::char_count(&alias);
    if chars < MIN_CHARS {
        return Err(AliasError::TooShort);
    }
    if chars > MAX_CHARS {
        return Err(AliasError::TooLong);
    }
    let words = super::words_of(&alias);
    if words.is_empty() {
        return Err(AliasError::NoWords);
    }
    if kept.iter().any(|other| super::words_of(other) == words) {
        return Err(AliasError::KeptAlready);
    }
    if kept.len() >= MAX_ALIASES {
        return Err(AliasError::TooMany);
    }
    Ok(alias)
}

/// The words all of `aliases` are found by.
pub fn words_of_all(aliases: &[String]) -> Vec<String> {
    aliases.iter().flat_map(|alias| super::words_of(alias)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::{borrow::ToOwned, vec};

    #[test]
    fn an_alias_is_kept_trimmed_with_single_spaces() {
        assert_eq!(
            check_alias("  galaxy   24  ultra ", &[]),
            Ok("galaxy 24 ultra".to_owned())
        );
        assert_eq!(check_alias("গ্যালাক্সি এস২৪", &[]), Ok("গ্যালাক্সি এস২৪".to_owned()));
    }

    #[test]
    fn refusals_say_why() {
        assert_eq!(check_alias(" a ", &[]), Err(AliasError::TooShort));
        assert_eq!(check_alias(&"x".repeat(41), &[]), Err(AliasError::TooLong));
        assert_eq!(check_alias("?!", &[]), Err(AliasError::NoWords));
        let kept = vec!["S24 Ultra".to_owned()];
        assert_eq!(
            check_alias("s24u", &kept),
            Err(AliasError::KeptAlready),
            "read the same"
        );
        let full: Vec<String> = (0..MAX_ALIASES).map(|i| alloc::format!("name {i}")).collect();
        assert_eq!(check_alias("one more", &full), Err(AliasError::TooMany));
        assert_eq!(
            AliasError::TooLong.text().code(),
            "search.alias_too_long",
            "each refusal has its text"
        );
    }
}
