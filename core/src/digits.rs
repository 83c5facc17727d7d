//! Whole numbers read from ASCII digits. One small reader instead of
//! `str::parse` per integer type, each of which the WebAssembly module
//! carried as its own copy (docs/benchmarks-history.md, issue 22).

/// The number `text` writes in ASCII digits only (no sign, no spaces, at
/// least one digit); `None` for anything else or past `u64::MAX`.
pub fn parse_u64(text: &str) -> Option<u64> {
    if text.is_empty() {
        return None;
    }
    let mut value: u64 = 0;
    for byte in text.bytes() {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value = value.checked_mul(10)?.checked_add(u64::from(digit))?;
    }
    Some(value)
}

/// As [`parse_u64`], `None` past `u32::MAX`.
pub fn parse_u32(text: &str) -> Option<u32> {
    u32::try_from(parse_u64(text)?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn only_plain_digits_are_a_number() {
        assert_eq!(parse_u64("0"), Some(0));
        assert_eq!(parse_u64("0042"), Some(42));
        assert_eq!(parse_u64("18446744073709551615"), Some(u64::MAX));
        for refused in ["", "+5", "-5", " 5", "5 ", "1e3", "0x10", "৫", "18446744073709551616"] {
            assert_eq!(parse_u64(refused), None, "{refused:?}");
        }
        assert_eq!(parse_u32("4294967295"), Some(u32::MAX));
        assert_eq!(parse_u32("4294967296"), None);
    }

    proptest! {
        #[test]
        fn digits_read_as_std_reads_them(text in "[0-9]{1,22}") {
            prop_assert_eq!(parse_u64(&text), text.parse::<u64>().ok());
            prop_assert_eq!(parse_u32(&text), text.parse::<u32>().ok());
        }
    }
}
