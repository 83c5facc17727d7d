//! The variant picker's invariants over generated phones: any subset of a
//! small option matrix made, any stock and prices.

use proptest::prelude::*;
use shop_core::{
    Money,
    variant::{Availability, VariantFacts, choices, from_price, nearest, opening, resolve},
};

const STORAGE: [&str; 3] = ["6/128 GB", "8/256 GB", "12/512 GB"];
const COLOUR: [&str; 3] = ["Black", "Blue", "Green"];

/// A phone: which of the 9 combinations are made, each with a stock and a price.
fn phone() -> impl Strategy<Value = Vec<VariantFacts>> {
    prop::collection::vec((any::<bool>(), 0u32..3, 1i64..100), 9).prop_map(|cells| {
        cells
            .into_iter()
            .enumerate()
            .filter(|(_, (made, _, _))| *made)
            .map(|(i, (_, stock, tk))| VariantFacts {
                id: format!("v{i}"),
                values: vec![STORAGE[i / 3].to_owned(), COLOUR[i % 3].to_owned()],
                final_price: Money::from_poisha(tk * 100),
                stock,
            })
            .collect()
    })
}

/// A partial choice over the two axes.
fn choice() -> impl Strategy<Value = Vec<Option<String>>> {
    (prop::option::of(0usize..3), prop::option::of(0usize..3))
        .prop_map(|(s, c)| vec![s.map(|i| STORAGE[i].to_owned()), c.map(|i| COLOUR[i].to_owned())])
}

proptest! {
    #[test]
    fn every_made_variant_is_named_by_its_own_values(variants in phone()) {
        for variant in &variants {
            let own: Vec<Option<String>> = variant.values.iter().cloned().map(Some).collect();
            prop_assert_eq!(resolve(&variants, &own).map(|v| &v.id), Some(&variant.id));
        }
    }

    #[test]
    fn availability_says_what_choosing_the_value_would_give(variants in phone(), choice in choice()) {
        for (axis, values) in choices(&variants, 2, &choice).iter().enumerate() {
            for listed in &values.values {
                let mut with = choice.clone();
                with[axis] = Some(listed.value.clone());
                let fitting: Vec<&VariantFacts> = variants
                    .iter()
                    .filter(|v| with.iter().zip(&v.values).all(|(c, value)| c.as_ref().is_none_or(|c| c == value)))
                    .collect();
                let expected = if fitting.iter().any(|v| v.stock > 0) {
                    Availability::Available
                } else if fitting.is_empty() {
                    Availability::NotMade
                } else {
                    Availability::SoldOut
                };
                prop_assert_eq!(listed.availability, expected);
            }
        }
    }

    #[test]
    fn the_nearest_variant_has_the_value_and_is_in_stock_when_one_is(
        variants in phone(), choice in choice(), axis in 0usize..2, index in 0usize..3,
    ) {
        let value = if axis == 0 { STORAGE[index] } else { COLOUR[index] };
        let having: Vec<&VariantFacts> = variants.iter().filter(|v| v.values[axis] == value).collect();
        match nearest(&variants, &choice, axis, value) {
            None => prop_assert!(having.is_empty()),
            Some(picked) => {
                prop_assert_eq!(&picked.values[axis], value);
                if having.iter().any(|v| v.stock > 0) {
                    prop_assert!(picked.stock > 0);
                }
            }
        }
    }

    #[test]
    fn the_from_price_and_the_opening_variant_agree(variants in phone()) {
        let from = from_price(&variants);
        let opened = opening(&variants, None).map(|(v, _)| v.final_price);
        prop_assert_eq!(from, opened);
        if let Some(from) = from {
            let in_stock: Vec<Money> = variants.iter().filter(|v| v.stock > 0).map(|v| v.final_price).collect();
            let pool = if in_stock.is_empty() { variants.iter().map(|v| v.final_price).collect() } else { in_stock };
            prop_assert!(pool.iter().all(|price| from <= *price));
            prop_assert!(pool.contains(&from));
        }
    }
}
