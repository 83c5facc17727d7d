//! Amounts as bKash takes them: a decimal string of taka with at most two
//! decimals. Kept as whole poisha (1/100 TK) so no float touches money.

/// The amount in poisha, or `None` when `text` is not a positive amount
/// with at most two decimals.
pub fn parse_amount(text: &str) -> Option<u64> {
    sim_kit::money::parse_poisha(text).filter(|poisha| *poisha > 0)
}

/// `poisha` as the page shows it: `TK 1,234.50`.
pub fn format_tk(poisha: u64) -> String {
    format!("TK {}", sim_kit::money::grouped(poisha))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_whole_and_decimal_amounts() {
        assert_eq!(parse_amount("500"), Some(50_000));
        assert_eq!(parse_amount("100.00"), Some(10_000));
        assert_eq!(parse_amount("12.5"), Some(1_250));
        assert_eq!(parse_amount("0.01"), Some(1));
    }

    #[test]
    fn refuses_what_is_not_a_positive_two_decimal_amount() {
        for text in [
            "", "0", "0.00", "-5", "+5", "1.234", "1.", ".5", "1e3", " 5", "5 ", "1,000", "abc",
        ] {
            assert_eq!(parse_amount(text), None, "{text:?}");
        }
        assert_eq!(parse_amount("1234567890123"), None);
    }

    #[test]
    fn formats_taka_with_thousands() {
        assert_eq!(format_tk(123_450), "TK 1,234.50");
        assert_eq!(format_tk(5), "TK 0.05");
        assert_eq!(format_tk(100_000_000), "TK 1,000,000.00");
    }
}
