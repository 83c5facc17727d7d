//! The parameters of a call: a form body (init) or a query string (the
//! validator calls), read as a list so that any field, known or not, is
//! taken, and an empty value is the same as a missing one.

/// A call's parameters, in the order sent.
#[derive(Debug, Default)]
pub struct Params(Vec<(String, String)>);

impl Params {
    /// `text` as `application/x-www-form-urlencoded`. Bytes that are not
    /// UTF-8 once decoded become U+FFFD, as a PHP gateway would keep them
    /// (as bytes): the value is then simply wrong, never a crash.
    pub fn parse(text: &[u8]) -> Params {
        Params(serde_urlencoded::from_bytes(text).unwrap_or_default())
    }

    /// The first non-empty value of `key`, trimmed.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .filter(|(name, _)| name == key)
            .map(|(_, value)| value.trim())
            .find(|value| !value.is_empty())
    }

    /// `key`'s value, or empty.
    pub fn text(&self, key: &str) -> &str {
        self.get(key).unwrap_or_default()
    }

    pub fn has(&self, key: &str) -> bool {
        self.get(key).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_values_are_missing_and_the_first_one_counts() {
        let params = Params::parse(b"a=&b=+two+&b=three&c=x%26y");
        assert_eq!(params.get("a"), None);
        assert_eq!(params.get("b"), Some("two"));
        assert_eq!(params.text("c"), "x&y");
        assert!(!params.has("d"));
        assert_eq!(Params::parse(b"a=%FF").text("a"), "\u{FFFD}");
    }
}
