//! Amounts as the payment services take them: a decimal string of taka
//! ("40569", "40569.5", "40569.50") read into whole poisha (1/100 TK), so no
//! float touches money, and written back with grouped thousands for a page.

/// The amount in poisha, or `None` when `text` is not a non-negative amount
/// with at most two decimals. Zero is read; callers say whether it is allowed.
pub fn parse_poisha(text: &str) -> Option<u64> {
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) if !fraction.is_empty() && fraction.len() <= 2 => (whole, fraction),
        Some(_) => return None,
        None => (text, ""),
    };
    let digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    // Twelve digits of taka is far beyond any payment and keeps u64 safe.
    if whole.is_empty() || whole.len() > 12 || !digits(whole) || !digits(fraction) {
        return None;
    }
    let taka: u64 = whole.parse().ok()?;
    let poisha: u64 = format!("{fraction:0<2}").parse().ok()?;
    Some(taka * 100 + poisha)
}

/// `poisha` with its taka grouped in thousands and two decimals: `1,000,000.00`.
pub fn grouped(poisha: u64) -> String {
    let taka = (poisha / 100).to_string();
    let mut grouped = String::new();
    for (index, digit) in taka.chars().enumerate() {
        if index > 0 && (taka.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("{grouped}.{:02}", poisha % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_whole_and_decimal_amounts() {
        assert_eq!(parse_poisha("40569"), Some(4_056_900));
        assert_eq!(parse_poisha("40569.5"), Some(4_056_950));
        assert_eq!(parse_poisha("40569.50"), Some(4_056_950));
        assert_eq!(parse_poisha("0.01"), Some(1));
        assert_eq!(parse_poisha("0"), Some(0));
    }

    #[test]
    fn refuses_what_is_not_a_two_decimal_amount() {
        for text in [
            "", "-5", "+5", "1.234", "1.", ".5", "1e3", " 5", "5 ", "1,000", "abc", "1.2.3",
        ] {
            assert_eq!(parse_poisha(text), None, "{text:?}");
        }
        assert_eq!(parse_poisha("1234567890123"), None);
    }

    #[test]
    fn groups_thousands() {
        assert_eq!(grouped(123_450), "1,234.50");
        assert_eq!(grouped(5), "0.05");
        assert_eq!(grouped(100_000_000), "1,000,000.00");
    }
}
