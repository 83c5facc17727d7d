//! A Bangladeshi mobile number as the gateway takes it: `01[3-9]` and eight
//! more digits, written with or without the country code (`8801…`, `+8801…`),
//! stored as `8801XXXXXXXXX`.

/// The number in the gateway's own form, or `None` when it is not a
/// Bangladeshi mobile number.
pub fn normalise(written: &str) -> Option<String> {
    let digits = written.trim().trim_start_matches('+');
    let local = digits.strip_prefix("88").unwrap_or(digits);
    let operator = local.as_bytes().get(2).copied();
    let shaped = local.len() == 11
        && local.starts_with("01")
        && matches!(operator, Some(b'3'..=b'9'))
        && local.bytes().all(|b| b.is_ascii_digit());
    shaped.then(|| format!("88{local}"))
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn every_way_of_writing_a_number_is_one_number() {
        for written in ["01712345678", "8801712345678", "+8801712345678", " 01712345678 "] {
            assert_eq!(normalise(written).as_deref(), Some("8801712345678"), "{written}");
        }
    }

    #[test]
    fn a_number_that_is_not_a_bangladeshi_mobile_is_refused() {
        for written in [
            "0171234567",
            "017123456789",
            "01212345678",
            "+4917012345678",
            "0171234567x",
            "",
        ] {
            assert_eq!(normalise(written), None, "{written}");
        }
    }
}
