use super::*;

/// A phone made in 8/128 and 8/256 GB, Black and Blue, but not 8/128 Blue;
/// 8/256 Blue is sold out.
fn galaxy() -> Vec<VariantFacts> {
    let variant = |id: &str, storage: &str, colour: &str, tk: i64, stock: u32| VariantFacts {
        id: id.to_owned(),
        values: vec![storage.to_owned(), colour.to_owned()],
        final_price: Money::from_tk(tk).expect("a price"),
        stock,
    };
    vec![
        variant("a", "8/128 GB", "Black", 42_999, 5),
        variant("b", "8/256 GB", "Black", 47_999, 2),
        variant("c", "8/256 GB", "Blue", 47_999, 0),
    ]
}

fn chosen(values: &[Option<&str>]) -> Vec<Option<String>> {
    values.iter().map(|v| v.map(str::to_owned)).collect()
}

fn availability(axes: &[AxisChoices], axis: usize, value: &str) -> Availability {
    axes[axis]
        .values
        .iter()
        .find(|v| v.value == value)
        .map(|v| v.availability)
        .expect("the value is listed")
}

#[test]
fn each_value_says_whether_it_goes_with_the_other_choices() {
    let variants = galaxy();
    let axes = choices(&variants, 2, &chosen(&[Some("8/128 GB"), None]));
    assert_eq!(availability(&axes, 1, "Black"), Availability::Available);
    assert_eq!(availability(&axes, 1, "Blue"), Availability::NotMade);
    // Storage values ignore the storage chosen, and see no colour chosen yet.
    assert_eq!(availability(&axes, 0, "8/256 GB"), Availability::Available);

    let axes = choices(&variants, 2, &chosen(&[Some("8/256 GB"), Some("Blue")]));
    assert_eq!(availability(&axes, 1, "Blue"), Availability::SoldOut);
    assert_eq!(availability(&axes, 0, "8/128 GB"), Availability::NotMade);
    assert_eq!(
        axes[0].values.iter().map(|v| v.value.as_str()).collect::<Vec<_>>(),
        ["8/128 GB", "8/256 GB"]
    );
}

#[test]
fn a_full_choice_names_its_variant() {
    let variants = galaxy();
    assert_eq!(
        resolve(&variants, &chosen(&[Some("8/256 GB"), Some("Blue")])).map(|v| v.id.as_str()),
        Some("c")
    );
    assert_eq!(resolve(&variants, &chosen(&[Some("8/128 GB"), Some("Blue")])), None);
    assert_eq!(resolve(&variants, &chosen(&[Some("8/256 GB"), None])), None);
}

#[test]
fn a_value_that_does_not_go_leads_to_the_nearest_variant_in_stock() {
    let variants = galaxy();
    // Blue with 8/128 is not made: 8/256 Blue is the only Blue, sold out, still the answer.
    let picked = nearest(&variants, &chosen(&[Some("8/128 GB"), Some("Black")]), 1, "Blue");
    assert_eq!(picked.map(|v| v.id.as_str()), Some("c"));
    // 8/128 with Blue chosen: only Black has it, one axis changed.
    let picked = nearest(&variants, &chosen(&[Some("8/256 GB"), Some("Blue")]), 0, "8/128 GB");
    assert_eq!(picked.map(|v| v.id.as_str()), Some("a"));
    assert_eq!(nearest(&variants, &chosen(&[None, None]), 1, "Red"), None);
}

#[test]
fn in_stock_wins_over_fewer_changes_and_then_the_lower_price() {
    let mut variants = galaxy();
    variants.push(VariantFacts {
        id: "d".into(),
        values: vec!["12/512 GB".into(), "Blue".into()],
        final_price: Money::from_tk(59_999).expect("a price"),
        stock: 3,
    });
    // From 8/256 Black, Blue in stock is only 12/512 (storage changes): stock wins over fewer changes.
    let picked = nearest(&variants, &chosen(&[Some("8/256 GB"), Some("Black")]), 1, "Blue");
    assert_eq!(picked.map(|v| v.id.as_str()), Some("d"));
    // Black from nothing chosen: both in stock, no changes, the cheaper one.
    let picked = nearest(&variants, &chosen(&[None, None]), 1, "Black");
    assert_eq!(picked.map(|v| v.id.as_str()), Some("a"));
}

#[test]
fn labels_join_the_values_in_axis_order() {
    let values = ["8/256 GB", "Blue", "Official"].map(String::from);
    assert_eq!(label(&values), "8/256 GB · Blue · Official");
    assert_eq!(label(&["8/256 GB".into(), " ".into()]), "8/256 GB");
    assert_eq!(label(&[]), "");
}

#[test]
fn the_from_price_is_the_cheapest_in_stock_else_the_cheapest() {
    let mut variants = galaxy();
    assert_eq!(from_price(&variants), Money::from_tk(42_999).ok());
    variants[0].stock = 0;
    assert_eq!(from_price(&variants), Money::from_tk(47_999).ok());
    variants.iter_mut().for_each(|v| v.stock = 0);
    assert_eq!(from_price(&variants), Money::from_tk(42_999).ok());
    assert_eq!(from_price(&[]), None);
}

#[test]
fn a_page_opens_on_the_asked_variant_else_the_cheapest_in_stock() {
    let mut variants = galaxy();
    let opened =
        |variants: &[VariantFacts], asked| opening(variants, asked).map(|(v, missing)| (v.id.clone(), missing));
    assert_eq!(opened(&variants, Some("c")), Some(("c".into(), false)));
    assert_eq!(opened(&variants, None), Some(("a".into(), false)));
    assert_eq!(opened(&variants, Some("zzz")), Some(("a".into(), true)));
    variants[0].stock = 0;
    assert_eq!(opened(&variants, None), Some(("b".into(), false)));
    assert_eq!(opening(&[], None), None);
}

#[test]
fn a_listing_looks_at_variants_in_stock_first_then_cheaper_first() {
    let mut variants = galaxy();
    assert_eq!(card_order(&variants), vec![0, 1, 2]);
    variants[0].stock = 0;
    // b and c cost the same: b is in stock.
    assert_eq!(card_order(&variants), vec![1, 0, 2]);
    variants[1].stock = 0;
    variants[2].stock = 1;
    assert_eq!(card_order(&variants), vec![2, 0, 1]);
    variants.iter_mut().for_each(|v| v.stock = 0);
    assert_eq!(card_order(&variants), vec![0, 1, 2]);
    assert!(card_order(&[]).is_empty());
}

#[test]
fn the_first_in_card_order_is_where_the_page_opens_and_what_from_counts() {
    let stocks = [[0, 0, 0], [3, 0, 0], [0, 3, 0], [0, 0, 3], [0, 3, 3], [3, 3, 3]];
    for stock in stocks {
        let mut variants = galaxy();
        variants.reverse();
        for (variant, stock) in variants.iter_mut().zip(stock) {
            variant.stock = stock;
        }
        let first = &variants[card_order(&variants)[0]];
        assert_eq!(
            opening(&variants, None).map(|(v, _)| &v.id),
            Some(&first.id),
            "{stock:?}"
        );
        assert_eq!(from_price(&variants), Some(first.final_price), "{stock:?}");
    }
}

#[test]
fn a_storage_value_names_its_ram_and_storage() {
    assert_eq!(storage_sizes("8/256 GB"), Some((8, 256)));
    assert_eq!(storage_sizes(" 12 / 512GB "), Some((12, 512)));
    assert_eq!(storage_sizes("12/1 TB"), Some((12, 1024)));
    assert_eq!(storage_sizes("4/64"), Some((4, 64)));
    assert_eq!(storage_value(12, 512), "12/512 GB");
    assert_eq!(storage_sizes(&storage_value(12, 512)), Some((12, 512)));
    for other in [
        "256 GB",
        "8/256 MB",
        "x/256 GB",
        "8/",
        "8/-1 GB",
        "8/99999999999 GB",
        "8/4194304 TB",
    ] {
        assert_eq!(storage_sizes(other), None, "{other}");
    }
}

#[test]
fn axes_read_their_wire_names() {
    for axis in Axis::ALL {
        assert_eq!(Axis::parse(axis.as_str()), Some(axis));
    }
    assert_eq!(Axis::parse("size"), None);
}
