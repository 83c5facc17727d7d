//! Amounts as SSLCommerz takes and answers them: a decimal string of taka
//! ("40569", "40569.5", "40569.50") read into whole poisha (1/100 TK), so no
//! float touches money, and always answered with two decimals ("40569.00").

/// The amount in poisha, or `None` when `text` is not a non-negative
/// amount with at most two decimals. Zero is read; callers say whether it
/// is allowed.
pub fn parse(text: &str) -> Option<u64> {
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

/// `poisha` as the gateway writes it: `40569.00`.
pub fn format(poisha: u64) -> String {
    format!("{}.{:02}", poisha / 100, poisha % 100)
}

/// `poisha` as the page shows it: `BDT 40,569.00`.
pub fn format_bdt(poisha: u64) -> String {
    let taka = (poisha / 100).to_string();
    let mut grouped = String::new();
    for (index, digit) in taka.chars().enumerate() {
        if index > 0 && (taka.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("BDT {grouped}.{:02}", poisha % 100)
}

/// What the store is paid out of `poisha`: the amount less the gateway's
/// 2.5 %, the fee rounded half up to the poisha.
pub fn store_amount(poisha: u64) -> u64 {
    let fee = (poisha * 25 + 500) / 1000;
    poisha - fee
}

/// One EMI instalment of `poisha` over `months`, rounded half up to the poisha.
pub fn instalment(poisha: u64, months: u32) -> u64 {
    let months = u64::from(months.max(1));
    (poisha + months / 2) / months
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_whole_and_decimal_amounts() {
        assert_eq!(parse("40569"), Some(4_056_900));
        assert_eq!(parse("40569.5"), Some(4_056_950));
        assert_eq!(parse("40569.50"), Some(4_056_950));
        assert_eq!(parse("0.01"), Some(1));
        assert_eq!(parse("0"), Some(0));
    }

    #[test]
    fn refuses_what_is_not_a_two_decimal_amount() {
        for text in [
            "", "-5", "+5", "1.234", "1.", ".5", "1e3", " 5", "5 ", "1,000", "abc", "1.2.3",
        ] {
            assert_eq!(parse(text), None, "{text:?}");
        }
        assert_eq!(parse("1234567890123"), None);
    }

    #[test]
    fn writes_two_decimals() {
        assert_eq!(format(4_056_900), "40569.00");
        assert_eq!(format(5), "0.05");
        assert_eq!(format_bdt(4_056_950), "BDT 40,569.50");
        assert_eq!(format_bdt(100_000_000), "BDT 1,000,000.00");
    }

    #[test]
    fn the_store_gets_all_but_two_and_a_half_percent() {
        assert_eq!(store_amount(10_000), 9_750);
        // 1014.225 of fee rounds up to 1014.23.
        assert_eq!(store_amount(4_056_900), 3_955_477);
        assert_eq!(store_amount(1_000), 975);
        assert_eq!(store_amount(19), 19, "a fee under half a poisha is nothing");
    }

    #[test]
    fn instalments_round_to_the_poisha() {
        assert_eq!(instalment(4_056_900, 6), 676_150);
        assert_eq!(instalment(1_000, 3), 333);
        assert_eq!(instalment(2_000, 3), 667);
    }
}
