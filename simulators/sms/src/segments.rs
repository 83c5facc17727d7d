//! How many SMS segments a text takes, which is what the account's balance
//! pays for: GSM 7-bit text fits 160 characters in one and 153 in each of
//! several; any other (Bangla) is sent as Unicode, 70 in one and 67 in each.

/// A text's encoding as the reply names it (`sms_type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// GSM 7-bit: the reply's `EN`.
    Gsm,
    /// UCS-2: the reply's `UNICODE`.
    Unicode,
}

impl Encoding {
    pub fn of(text: &str) -> Self {
        // The GSM basic set's printable ASCII, near enough for counting.
        if text.chars().all(|c| c == '\n' || c == '\r' || (' '..='~').contains(&c)) {
            Encoding::Gsm
        } else {
            Encoding::Unicode
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Encoding::Gsm => "EN",
            Encoding::Unicode => "UNICODE",
        }
    }
}

/// The segments `text` is sent in.
pub fn count(text: &str) -> u64 {
    let (single, each) = match Encoding::of(text) {
        Encoding::Gsm => (160, 153),
        Encoding::Unicode => (70, 67),
    };
    let length = text.chars().count() as u64;
    if length <= single { 1 } else { length.div_ceil(each) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_fits_160_in_one_and_153_in_each_of_more() {
        assert_eq!(count(&"a".repeat(160)), 1);
        assert_eq!(count(&"a".repeat(161)), 2);
        assert_eq!(count(&"a".repeat(306)), 2);
        assert_eq!(count(&"a".repeat(307)), 3);
        assert_eq!(Encoding::of("Your code is 123456"), Encoding::Gsm);
    }

    #[test]
    fn bangla_fits_70_in_one_and_67_in_each_of_more() {
        let bangla = "অ";
        assert_eq!(Encoding::of(bangla), Encoding::Unicode);
        assert_eq!(count(&bangla.repeat(70)), 1);
        assert_eq!(count(&bangla.repeat(71)), 2);
        assert_eq!(count(&bangla.repeat(135)), 3);
    }
}
