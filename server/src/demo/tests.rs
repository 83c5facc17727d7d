use super::*;

#[test]
fn same_seed_same_phone_and_different_seeds_differ() {
    assert_eq!(generate(7, 3).product, generate(7, 3).product);
    assert_ne!(generate(7, 3).product.id, generate(8, 3).product.id);
    assert_ne!(generate(7, 3).product.id, generate(7, 4).product.id);
}

#[test]
fn prices_and_discounted_prices_are_whole_tk() {
    let mut discounted = 0;
    for i in 0..200 {
        let p = generate(42, i).product;
        assert!(
            p.fields.price >= 99_900 && p.fields.price % 100 == 0,
            "{}",
            p.fields.price
        );
        // price × (100 − d) / 100, down to the whole taka: less than a taka below the exact value.
        let exact_times_100 = p.fields.price * (100 - p.fields.discount);
        let below = exact_times_100 - p.fields.final_price * 100;
        assert!(
            p.fields.final_price % 100 == 0 && (0..10_000).contains(&below),
            "{} {}% -> {}",
            p.fields.price,
            p.fields.discount,
            p.fields.final_price
        );
        discounted += usize::from(p.fields.discount > 0);
        assert!((0.0..=5.0).contains(&p.fields.rate));
        assert!(p.created_at.timestamp_millis() / 1000 >= CATALOG_START_SECS);
    }
    assert!(discounted > 0, "the demo catalog has discounts");
}

#[test]
fn model_names_read_like_real_ones() {
    assert_eq!(model_name("Galaxy S", "24 Ultra"), "Galaxy S24 Ultra");
    assert_eq!(model_name("Pixel", "8a"), "Pixel 8a");
    assert_eq!(model_name("Galaxy Z Flip", "6"), "Galaxy Z Flip 6");
    assert_eq!(model_name("Nord", "CE 4"), "Nord CE 4");
}

#[test]
fn flagships_are_not_sold_with_budget_memory() {
    let mut flagships = 0;
    for i in 0..300 {
        let p = generate(42, i).product;
        if p.fields.title.contains("Pro Max") || p.fields.title.contains("Ultra") {
            flagships += 1;
            assert!(p.fields.specs.ram_gb >= 8, "{}", p.fields.title);
        }
    }
    assert!(flagships > 0, "the demo catalog has flagships");
}

#[test]
fn slugs_are_url_safe() {
    let slug = generate(1, 0).product.fields.slug;
    assert!(
        slug.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
        "{slug}"
    );
}

#[test]
fn no_two_phones_share_a_title() {
    let mut seen = std::collections::HashMap::new();
    for i in 0..3_000 {
        let title = generate(42, i).product.fields.title;
        if let Some(first) = seen.insert(title.clone(), i) {
            panic!("{title:?} is phone {first} and phone {i}");
        }
    }
    assert!(
        seen.keys().any(|t| t.ends_with("(2025)")),
        "a model dealt again is an earlier year's release"
    );
}
