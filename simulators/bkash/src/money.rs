//! Amounts as bKash takes them: a decimal string of taka with at most two
//! decimals. Kept as whole poisha (1/100 TK) so no float touches money.

/// The amount in poisha, or `None` when `text` is not a positive amount
/// with at most two decimals.
pub fn parse_amount(text: &str) -> Option<u64> {
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) if !fraction.is_empty() && fraction.len() <= 2 => (whole, fraction),
        Some(_) => return None,
        None => (text, ""),
    };
    let digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    // Twelve digits of taka is far beyond any wallet and keeps u64 safe.
    if whole.is_empty() || whole.len() > 12 || !digits(whole) || !digits(fraction) {
        return None;
    }
    let taka: u64 = whole.parse().ok()?;
    let poisha: u64 = format!("{fraction:0<2}").parse().ok()?;
    let total = taka * 100 + poisha;
    (total > 0).then_some(total)
}

/// `poisha` as the page shows it: `TK 1,234.50`.
pub fn format_tk(poisha: u64) -> String {
    let taka = (poisha / 100).to_string();
    let mut grouped = String::new();
    for (index, digit) in taka.chars().enumerate() {
        if index > 0 && (taka.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("TK {grouped}.{:02}", poisha % 100)
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
