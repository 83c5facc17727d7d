//! Invariants of listing queries, filters and form validation over generated
//! inputs: nothing panics, what is accepted is within bounds, and accepted
//! values check again to themselves. `scripts/test` runs proptest's default
//! case count; set `PROPTEST_CASES` for a longer run (see BENCHMARKS.md).

use proptest::prelude::*;
use shop_core::{
    FilterGroup, ListingParams, ListingQuery, Money, ProductSpecs, Range, Rule,
    listing::MAX_PAGE_SIZE,
    validation::{self, parse_count, parse_decimal},
};

/// Text a query string or form field might carry: anything, or shapes close
/// to the valid ones so the accepting paths are reached too.
fn field() -> impl Strategy<Value = Option<String>> {
    prop::option::of(prop_oneof![
        ".{0,30}",
        "[0-9]{1,6}",
        "[0-9]{1,5}-[0-9]{1,5}(,[0-9]{1,5}-[0-9]{1,5}){0,2}",
        "[0-9]{1,3}(,[0-9]{1,3}){0,3}",
        "(createdAt|price|sold|rate|discount|title|relevance|asc|desc)",
        "[a-fA-F0-9]{24}",
        "[ 0-9.,-]{0,12}",
    ])
}

fn params() -> impl Strategy<Value = ListingParams> {
    (
        (field(), field(), field(), field(), field(), field(), field()),
        (field(), field(), field(), field(), field(), field(), field()),
    )
        .prop_map(
            |((page, per_page, order_by, order_direction, search, brands, ram), rest)| {
                let (rom, battery, display, camera, min_price, max_price, author) = rest;
                ListingParams {
                    page,
                    per_page,
                    order_by,
                    order_direction,
                    search,
                    brands,
                    ram,
                    rom,
                    battery,
                    display,
                    camera,
                    min_price,
                    max_price,
                    author,
                }
            },
        )
}

fn specs() -> impl Strategy<Value = ProductSpecs> {
    (
        "(Samsung|Xiaomi|Apple|realme)",
        0i64..20_000_000,
        0u32..64,
        0u32..1024,
        0u32..10_000,
        0u32..200,
        0u32..300,
    )
        .prop_map(
            |(brand, price, ram_gb, rom_gb, battery_mah, display_tenths, camera_mp)| ProductSpecs {
                brand,
                price: Money::from_poisha(price),
                ram_gb,
                rom_gb,
                battery_mah,
                display_tenths,
                camera_mp,
            },
        )
}

proptest! {
    #[test]
    fn an_accepted_listing_query_is_within_bounds(params in params()) {
        if let Ok(query) = ListingQuery::parse(&params) {
            prop_assert!(query.page >= 1);
            prop_assert!((1..=MAX_PAGE_SIZE).contains(&query.per_page));
            for range in query.filters.battery.iter().chain(&query.filters.display).chain(&query.filters.camera) {
                prop_assert!(range.min <= range.max, "{range:?}");
            }
            if let Some(author) = &query.author {
                prop_assert_eq!(author.len(), 24);
            }
        }
    }

    #[test]
    fn no_filter_matches_everything_and_each_added_group_only_narrows(specs in specs(), params in params()) {
        prop_assert!(FilterGroup::default().matches(&specs));
        if let Ok(query) = ListingQuery::parse(&params) {
            let all = query.filters.clone();
            let only_ram = FilterGroup { ram: all.ram.clone(), ..FilterGroup::default() };
            // Matching every group implies matching any one of them alone.
            if all.matches(&specs) {
                prop_assert!(only_ram.matches(&specs));
            }
        }
    }

    #[test]
    fn a_range_holds_exactly_its_bounds(min in 0u32..100_000, width in 0u32..100_000, value in 0u32..300_000) {
        let text = format!("{min}-{}", min + width);
        let range = Range::parse(&text).expect("a well-formed range");
        prop_assert_eq!(range.contains(value), (min..=min + width).contains(&value));
    }

    #[test]
    fn every_rule_accepts_its_own_output(rule in 0usize..Rule::ALL.len(), text in ".{0,60}|[a-z0-9._@+ -]{0,40}") {
        let (rule, _) = Rule::ALL[rule];
        if let Ok(normalised) = rule.check(&text) {
            prop_assert_eq!(rule.check(&normalised), Ok(normalised.clone()));
        }
    }

    #[test]
    fn typed_numbers_are_plain_digits(text in ".{0,20}|[+-]?[0-9]{0,20}(\\.[0-9]{0,4})?") {
        if let Some(count) = parse_count(&text) {
            prop_assert!(text.trim().trim_start_matches('-').bytes().all(|b| b.is_ascii_digit()));
            prop_assert_eq!(parse_count(&count.to_string()), Some(count));
        }
        if let Some(value) = parse_decimal(&text) {
            prop_assert!(value.is_finite() && value >= 0.0);
            prop_assert!(text.trim().bytes().all(|b| b.is_ascii_digit() || b == b'.'));
        }
    }

    #[test]
    fn a_typed_decimal_reads_as_the_standard_parser_reads_it(whole in 0u64..1_000_000_000, fraction in "[0-9]{0,6}") {
        let text = if fraction.is_empty() { whole.to_string() } else { format!("{whole}.{fraction}") };
        prop_assert_eq!(parse_decimal(&text), text.parse::<f64>().ok());
    }

    #[test]
    fn an_accepted_price_is_positive_and_capped(text in ".{0,16}|[0-9]{1,9}(\\.[0-9]{1,2})?") {
        if let Ok(price) = validation::price(&text) {
            prop_assert!(price >= Money::from_poisha(0));
            prop_assert!(price <= Money::from_tk(validation::PRICE_MAX_TK).expect("cap"));
        }
    }
}
