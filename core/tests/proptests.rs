//! Invariants of money and quantities over generated inputs.

use proptest::prelude::*;
use shop_core::{CartLine, Money, Quantity, cart};

proptest! {
    #[test]
    fn formatted_money_parses_back(poisha in 0i64..=i64::MAX / 2) {
        let money = Money::from_poisha(poisha);
        let text = money.format_tk();
        let plain: String = text.trim_end_matches(" TK").chars().filter(|c| *c != ',').collect();
        prop_assert_eq!(Money::parse_tk(&plain), Ok(money));
    }

    #[test]
    fn formatting_always_has_two_decimals_and_unit(poisha in any::<i64>()) {
        let text = Money::from_poisha(poisha).format_tk();
        prop_assert!(text.ends_with(" TK"));
        let number = text.trim_end_matches(" TK");
        let (_, decimals) = number.rsplit_once('.').expect("has a decimal point");
        prop_assert_eq!(decimals.len(), 2);
    }

    #[test]
    // Any text, plus text made of what amounts are made of, so the property is checked on many parsed amounts.
    fn parsing_any_text_is_an_error_or_a_non_negative_amount_that_formats_back(text in ".{0,40}|[ 0-9.-]{0,24}") {
        if let Ok(money) = Money::parse_tk(&text) {
            prop_assert!(money >= Money::ZERO);
            let plain: String = money.format_tk().trim_end_matches(" TK").chars().filter(|c| *c != ',').collect();
            prop_assert_eq!(Money::parse_tk(&plain), Ok(money));
        }
    }

    #[test]
    fn discount_stays_within_price(poisha in 0i64..=i64::MAX / 100, percent in 0u32..=100) {
        let price = Money::from_poisha(poisha);
        let discounted = price.apply_discount(percent).expect("valid percent");
        prop_assert!(discounted >= Money::ZERO && discounted <= price);
        // more discount never costs more
        if percent < 100 {
            prop_assert!(price.apply_discount(percent + 1).expect("valid") <= discounted);
        }
        if percent > 0 {
            // whole taka, and less than a taka below the exact discounted price
            prop_assert_eq!(discounted.poisha() % 100, 0);
            let exact = i128::from(poisha) * i128::from(100 - percent);
            prop_assert!(i128::from(discounted.poisha()) * 100 <= exact);
            prop_assert!(exact < (i128::from(discounted.poisha()) + 100) * 100);
        } else {
            prop_assert_eq!(discounted, price);
        }
    }

    #[test]
    fn subtotal_is_sum_of_lines(lines in prop::collection::vec((0i64..10_000_000, 1u32..100), 0..20)) {
        let cart_lines: Vec<CartLine> = lines
            .iter()
            .enumerate()
            .map(|(i, (price, quantity))| CartLine { product_id: i.to_string(), price: Money::from_poisha(*price), quantity: *quantity })
            .collect();
        let expected: i64 = lines.iter().map(|(p, q)| p * i64::from(*q)).sum();
        prop_assert_eq!(cart::subtotal(&cart_lines), Ok(Money::from_poisha(expected)));
    }

    #[test]
    fn quantity_stays_between_one_and_stock(stock in 1u32..50, steps in prop::collection::vec(any::<bool>(), 0..100)) {
        let mut quantity = Quantity::first_add(stock).expect("in stock");
        for up in steps {
            quantity = if up { quantity.increase(stock).unwrap_or(quantity) } else { quantity.decrease() };
            prop_assert!(quantity.get() >= 1 && quantity.get() <= stock);
        }
    }
}

proptest! {
    #[test]
    fn a_shown_discount_is_below_its_reference_and_no_older_low_beats_it(
        changes in prop::collection::vec((0i64..120, 1i64..100_000), 1..12),
        discount in 0u32..=100,
    ) {
        use shop_core::{PricePoint, price_history};
        let day = price_history::DAY_MS;
        let history: Vec<PricePoint> = changes
            .iter()
            .map(|(d, tk)| PricePoint { at_ms: d * day, final_price: Money::from_poisha(tk * 100) })
            .collect();
        let list_price = Money::from_poisha(100_000 * 100);
        let reference = price_history::current_reference(&history, list_price);
        let since = history.iter().map(|p| p.at_ms).max().expect("a point");
        let current = history.iter().filter(|p| p.at_ms == since).map(|p| p.final_price).min().expect("a point");
        // every price in force in the 30 days before the change is at least the reference
        for p in history.iter().filter(|p| p.at_ms < since && p.at_ms > since - 30 * day) {
            prop_assert!(p.final_price >= reference);
        }
        let shown = price_history::shown_discount(reference, current, discount);
        if shown.shown {
            prop_assert!(discount > 0 && current < reference && (1..=100).contains(&shown.percent));
        } else {
            prop_assert_eq!(shown.percent, 0);
        }
    }
}
