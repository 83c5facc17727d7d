//! Amounts as SSLCommerz takes and answers them: a decimal string of taka
//! ("40569", "40569.5", "40569.50") read into whole poisha (1/100 TK), so no
//! float touches money, and always answered with two decimals ("40569.00").

/// The amount in poisha, or `None` when `text` is not a non-negative
/// amount with at most two decimals. Zero is read; callers say whether it
/// is allowed.
pub fn parse(text: &str) -> Option<u64> {
    sim_kit::money::parse_poisha(text)
}

/// `poisha` as the gateway writes it: `40569.00`.
pub fn format(poisha: u64) -> String {
    format!("{}.{:02}", poisha / 100, poisha % 100)
}

/// `poisha` as the page shows it: `BDT 40,569.00`.
pub fn format_bdt(poisha: u64) -> String {
    format!("BDT {}", sim_kit::money::grouped(poisha))
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
