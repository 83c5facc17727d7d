//! Unit and property tests of the VAT rules.

use super::*;
use proptest::prelude::*;

const STANDARD: Rates = Rates {
    vat_bp: 1_500,
    sd_bp: 0,
};

fn sold(unit: i64, quantity: u32, discount: i64) -> Sold {
    Sold {
        unit_price: Money::from_poisha(unit),
        quantity,
        discount: Money::from_poisha(discount),
    }
}

#[test]
fn a_phone_at_fifteen_percent_included() {
    // 40,569.00 TK paid: 35,277.39 TK value, 5,291.61 TK VAT.
    let line = tax_included(sold(4_056_900, 1, 0), STANDARD).unwrap();
    assert_eq!(line.value, Money::from_poisha(3_527_739));
    assert_eq!(line.vat, Money::from_poisha(529_161));
    assert_eq!(line.total, Money::from_poisha(4_056_900));
    assert_eq!(line.sd, Money::ZERO);
    assert_eq!(line.unit_price_ex_tax, line.price_ex_tax);
}

#[test]
fn sd_is_on_the_value_and_vat_on_value_and_sd() {
    // 1,265.00 TK at 10% SD and 15% VAT: 1,000.00 + 100.00 SD + 165.00 VAT.
    let line = tax_included(
        sold(126_500, 1, 0),
        Rates {
            vat_bp: 1_500,
            sd_bp: 1_000,
        },
    )
    .unwrap();
    assert_eq!(
        (line.value, line.sd, line.vat),
        (
            Money::from_poisha(100_000),
            Money::from_poisha(10_000),
            Money::from_poisha(16_500)
        )
    );
}

#[test]
fn a_discount_comes_off_before_tax_and_quantity_multiplies() {
    let line = tax_included(sold(115_000, 3, 11_500), STANDARD).unwrap();
    assert_eq!(line.price_ex_tax, Money::from_poisha(300_000));
    assert_eq!(line.discount_ex_tax, Money::from_poisha(10_000));
    assert_eq!(line.value, Money::from_poisha(290_000));
    assert_eq!(line.vat, Money::from_poisha(43_500));
    assert_eq!(line.total, Money::from_poisha(333_500));
}

#[test]
fn bad_lines_and_rates_are_refused() {
    assert_eq!(tax_included(sold(100, 1, 101), STANDARD), Err(VatError::BadLine));
    assert_eq!(tax_included(sold(-1, 1, 0), STANDARD), Err(VatError::BadLine));
    assert_eq!(tax_included(sold(i64::MAX, 3, 0), STANDARD), Err(VatError::BadLine));
    let too_high = Rates {
        vat_bp: 10_001,
        sd_bp: 0,
    };
    assert_eq!(tax_included(sold(100, 1, 0), too_high), Err(VatError::RateTooHigh));
}

#[test]
fn a_zero_rate_taxes_nothing() {
    let line = tax_included(sold(99_999, 2, 0), Rates { vat_bp: 0, sd_bp: 0 }).unwrap();
    assert_eq!((line.value, line.vat), (Money::from_poisha(199_998), Money::ZERO));
}

#[test]
fn financial_years_turn_on_the_first_of_july_in_dhaka() {
    // 2026-06-30T18:00:00Z is 1 July 2026, 00:00 in Dhaka.
    assert_eq!(financial_year(1_782_842_400_000), "2026-27");
    assert_eq!(financial_year(1_782_842_399_999), "2025-26");
    // 2026-11-29: the 2026-27 year; 2000-01-01: 1999-00.
    assert_eq!(financial_year(1_795_910_400_000), "2026-27");
    assert_eq!(financial_year(946_684_800_000), "1999-00");
    assert_eq!(serial_number("2026-27", 123), "2026-27/000123");
    assert_eq!(serial_number("2026-27", 1_234_567), "2026-27/1234567");
}

#[test]
fn bins_and_rates_as_settings_write_them() {
    assert!(valid_bin("0012345678901"));
    for bad in ["001234567890", "00123456789012", "00123456789O1", ""] {
        assert!(!valid_bin(bad), "{bad}");
    }
    assert_eq!(parse_rate("15"), Ok(1_500));
    assert_eq!(parse_rate("7.5"), Ok(750));
    assert_eq!(parse_rate("0"), Ok(0));
    assert!(parse_rate("100.01").is_err());
    assert!(parse_rate("-5").is_err());
    assert!(parse_rate("fifteen").is_err());
}

#[test]
fn a_credit_note_undoes_the_vat_of_what_is_refunded() {
    let whole = tax_included(sold(4_056_900, 1, 0), STANDARD).unwrap();
    let back = credited(Money::from_poisha(4_056_900), STANDARD).unwrap();
    assert_eq!((back.value, back.vat), (whole.value, whole.vat));
}

#[test]
fn with_sd_and_no_vat_the_roundings_leave_no_negative_vat() {
    // The case the property test met: the value and its SD both rounded up, a poisha past the gross.
    let price = 24_769_392 * 3;
    let line = tax_included(
        sold(24_769_392, 3, price / 2),
        Rates {
            vat_bp: 0,
            sd_bp: 1_470,
        },
    )
    .unwrap();
    assert_eq!(line.vat.poisha(), 0);
    assert_eq!(line.value.poisha() + line.sd.poisha(), price - price / 2);
}

proptest! {
    #[test]
    fn each_line_sums_to_what_was_paid(
        unit in 0i64..50_000_000,
        quantity in 1u32..10,
        discount_share in 0u32..=100,
        vat_bp in 0u32..=3_000,
        sd_bp in 0u32..=5_000,
    ) {
        let price = unit * i64::from(quantity);
        let discount = price * i64::from(discount_share) / 100;
        let line = tax_included(sold(unit, quantity, discount), Rates { vat_bp, sd_bp }).unwrap();
        prop_assert_eq!(line.value.poisha() + line.sd.poisha() + line.vat.poisha(), price - discount);
        prop_assert_eq!(line.price_ex_tax.poisha() - line.discount_ex_tax.poisha(), line.value.poisha());
        prop_assert!(line.vat.poisha() >= 0 && line.sd.poisha() >= 0);
        // The VAT is the rate's share of value and SD within two poisha: the value's and the
        // SD's roundings (half a poisha each) grow by (1 + SD)(1 + VAT) and (1 + VAT), at most
        // 1.625 poisha at these rates.
        let exact = i128::from(line.value.poisha() + line.sd.poisha()) * i128::from(vat_bp);
        let off = (i128::from(line.vat.poisha()) * 10_000 - exact).abs();
        prop_assert!(off <= 20_000, "vat {} off by {}", line.vat.poisha(), off);
    }

    #[test]
    fn an_invoice_s_totals_agree_with_the_order_to_the_poisha(
        lines in proptest::collection::vec((0i64..20_000_000, 1u32..4, 0u32..=50), 1..6),
    ) {
        let taxed: Vec<TaxedLine> = lines
            .iter()
            .map(|(unit, qty, share)| {
                let discount = unit * i64::from(*qty) * i64::from(*share) / 100;
                tax_included(sold(*unit, *qty, discount), STANDARD).unwrap()
            })
            .collect();
        let paid: i64 = lines
            .iter()
            .map(|(unit, qty, share)| unit * i64::from(*qty) - unit * i64::from(*qty) * i64::from(*share) / 100)
            .sum();
        let sum = totals(&taxed);
        prop_assert_eq!(sum.total.poisha(), paid);
        prop_assert_eq!(sum.value.poisha() + sum.sd.poisha() + sum.vat.poisha(), paid);
    }
}
