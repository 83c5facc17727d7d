//! Invariants of listing queries, filters and form validation over generated
//! inputs. Generators mostly make well-formed input, so the accepting paths
//! are what gets exercised, and each property says what must be refused.
//! `scripts/test` runs proptest's default case count; set `PROPTEST_CASES`
//! for a longer run (see docs/operations.md).

use proptest::prelude::*;
use shop_core::{
    FilterGroup, ListingParams, ListingQuery, Money, ProductSpecs, Range, Rule,
    listing::{MAX_FILTER_VALUES, MAX_PAGE_SIZE, group, last_page},
    validation::{self, PRICE_MAX_TK, parse_count, parse_decimal},
};

const BRANDS: [&str; 4] = ["Samsung", "Xiaomi", "Apple", "realme"];
const RAM: [u32; 4] = [4, 6, 8, 12];
const ROM: [u32; 3] = [64, 128, 256];

fn some<S: Strategy<Value = String>>(strategy: S) -> impl Strategy<Value = Option<String>> {
    prop::option::weighted(0.6, strategy)
}

fn listed<T: std::fmt::Display + Clone + std::fmt::Debug + 'static>(
    values: &'static [T],
) -> impl Strategy<Value = String> {
    prop::sample::subsequence(values.to_vec(), 1..=values.len())
        .prop_map(|picked| picked.iter().map(ToString::to_string).collect::<Vec<_>>().join(","))
}

/// `min-max` ranges, each with its ends in order.
fn ranges(limit: u32) -> impl Strategy<Value = String> {
    prop::collection::vec((0..limit, 0..limit), 1..3).prop_map(|pairs| {
        pairs
            .iter()
            .map(|(a, b)| format!("{}-{}", a.min(b), a.max(b)))
            .collect::<Vec<_>>()
            .join(",")
    })
}

/// Listing parameters as a well-behaved client sends them.
fn valid_params() -> impl Strategy<Value = ListingParams> {
    (
        (
            // Every page up to 100 is within the listing depth at any page size.
            some((1u32..=100).prop_map(|p| p.to_string())),
            some((1..=MAX_PAGE_SIZE).prop_map(|p| p.to_string())),
            some("(createdAt|price|sold|rate|discount|title|relevance)"),
            some("(asc|desc)"),
            some("[a-z]{1,10}( [a-z]{1,10}){0,2}"),
            some(listed(&BRANDS)),
            some(listed(&RAM)),
        ),
        (
            some(listed(&ROM)),
            some(ranges(8_000)),
            some(ranges(90)),
            some(ranges(300)),
            some((0u32..50_000).prop_map(|tk| tk.to_string())),
            some((50_000u32..300_000).prop_map(|tk| format!("{tk}.50"))),
            some("[0-9a-f]{24}"),
        ),
    )
        .prop_map(|(first, rest)| {
            let (page, per_page, order_by, order_direction, search, brands, ram) = first;
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
        })
}

/// Specs drawn from the same values the filters pick from, so that both
/// matches and misses happen.
fn specs() -> impl Strategy<Value = ProductSpecs> {
    (
        prop::sample::select(BRANDS.to_vec()),
        0i64..30_000_000,
        prop::sample::select(RAM.to_vec()),
        prop::sample::select(ROM.to_vec()),
        0u32..8_000,
        0u32..90,
        0u32..300,
    )
        .prop_map(
            |(brand, price, ram_gb, rom_gb, battery_mah, display_tenths, camera_mp)| ProductSpecs {
                brand: brand.to_owned(),
                price: Money::from_poisha(price),
                ram_gb,
                rom_gb,
                battery_mah,
                display_tenths,
                camera_mp,
            },
        )
}

/// Whether a value is in any of the ranges; no range means no filter.
fn in_any(ranges: &[Range], value: u32) -> bool {
    ranges.is_empty() || ranges.iter().any(|r| r.min <= value && value <= r.max)
}

proptest! {
    #[test]
    fn well_formed_listing_parameters_are_accepted_as_given(params in valid_params()) {
        let query = ListingQuery::parse(&params).expect("well-formed parameters are accepted");
        prop_assert!(query.page >= 1);
        prop_assert!((1..=MAX_PAGE_SIZE).contains(&query.per_page));
        if let Some(page) = &params.page {
            prop_assert_eq!(query.page.to_string(), page.clone());
        }
        if let Some(ram) = &params.ram {
            let given: Vec<u32> = ram.split(',').map(|v| v.parse().expect("digits")).collect();
            prop_assert_eq!(&query.filters.ram, &given);
        }
        for range in query.filters.battery.iter().chain(&query.filters.display).chain(&query.filters.camera) {
            prop_assert!(range.min <= range.max, "{:?}", range);
        }
        prop_assert_eq!(query.author, params.author.clone());
    }

    #[test]
    fn one_malformed_parameter_is_enough_to_refuse(
        params in valid_params(),
        broken in 0usize..10,
    ) {
        let mut params = params;
        let per_page: u32 = params.per_page.as_deref().map_or(20, |p| p.parse().expect("digits"));
        match broken {
            8 => params.page = Some((last_page(per_page) + 1).to_string()),
            9 => params.rom = Some(vec!["128"; MAX_FILTER_VALUES + 1].join(",")),
            0 => params.page = Some("0".into()),
            1 => params.per_page = Some((MAX_PAGE_SIZE + 1).to_string()),
            2 => params.order_by = Some("popularity".into()),
            3 => params.battery = Some("5000-4000".into()),
            4 => params.ram = Some("8,x".into()),
            5 => params.min_price = Some("-5".into()),
            6 => params.author = Some("not-an-account".into()),
            _ => params.search = Some("x".repeat(101)),
        }
        prop_assert!(ListingQuery::parse(&params).is_err(), "{:?}", params);
    }

    #[test]
    fn a_product_fails_exactly_the_groups_whose_values_it_lacks(
        params in valid_params(),
        specs in specs(),
    ) {
        let filters = ListingQuery::parse(&params).expect("accepted").filters;
        let brand = specs.brand.to_lowercase();
        let expected = [
            (group::BATTERY, in_any(&filters.battery, specs.battery_mah)),
            (group::DISPLAY, in_any(&filters.display, specs.display_tenths)),
            (group::CAMERA, in_any(&filters.camera, specs.camera_mp)),
            (group::RAM, filters.ram.is_empty() || filters.ram.contains(&specs.ram_gb)),
            (group::ROM, filters.rom.is_empty() || filters.rom.contains(&specs.rom_gb)),
            (
                group::BRANDS,
                filters.selected_brands.is_empty() || filters.selected_brands.iter().any(|b| b.to_lowercase() == brand),
            ),
            (
                group::PRICE,
                filters.price.min.is_none_or(|min| specs.price >= min) && filters.price.max.is_none_or(|max| specs.price <= max),
            ),
        ]
        .iter()
        .filter(|(_, passes)| !passes)
        .fold(0, |bits, (bit, _)| bits | bit);
        prop_assert_eq!(filters.failed(&specs), expected);
        prop_assert_eq!(filters.matches(&specs), expected == 0);
        prop_assert!(FilterGroup::default().matches(&specs));
    }

    #[test]
    fn a_range_holds_exactly_its_bounds(min in 0u32..100_000, width in 0u32..100_000, value in 0u32..300_000) {
        let text = format!("{min}-{}", min + width);
        let range = Range::parse(&text).expect("a well-formed range");
        prop_assert_eq!(range.contains(value), (min..=min + width).contains(&value));
    }

    #[test]
    fn a_phone_number_is_kept_in_its_local_form(
        prefix in "(\\+880|880|0)",
        operator in "1[3-9]",
        rest in "[0-9]{8}",
        gap in "( |-|)",
    ) {
        let typed = format!("{prefix}{operator}{gap}{}{gap}{}", &rest[..4], &rest[4..]);
        let local = format!("0{operator}{rest}");
        prop_assert_eq!(Rule::Phone.check(&typed), Ok(local.clone()));
        prop_assert_eq!(Rule::Phone.check(&local), Ok(local));
    }

    #[test]
    fn an_email_is_kept_in_lower_case(local in "[A-Za-z0-9][A-Za-z0-9_+-]{0,9}", domain in "[A-Za-z0-9]{1,10}", tld in "[A-Za-z]{2,6}") {
        let typed = format!(" {local}@{domain}.{tld} ");
        let kept = Rule::Email.check(&typed).expect("a well-formed address");
        prop_assert_eq!(&kept, &typed.trim().to_lowercase());
        prop_assert_eq!(Rule::Email.check(&kept), Ok(kept.clone()));
    }

    #[test]
    fn every_rule_accepts_its_own_output(
        rule in 0usize..Rule::ALL.len(),
        text in "[A-Za-z0-9 ]{1,30}|[0-9]{4}|01[3-9][0-9]{8}|[a-z]{3,10}@[a-z]{2,8}\\.com|[A-Za-z0-9#!]{8,20}|.{0,40}",
    ) {
        let (rule, _) = Rule::ALL[rule];
        if let Ok(normalised) = rule.check(&text) {
            prop_assert_eq!(rule.check(&normalised), Ok(normalised.clone()));
        }
    }

    #[test]
    fn typed_counts_are_plain_digits(text in ".{0,20}|[+-]?[0-9]{0,20}") {
        if let Some(count) = parse_count(&text) {
            prop_assert!(text.trim().trim_start_matches('-').bytes().all(|b| b.is_ascii_digit()));
            prop_assert_eq!(parse_count(&count.to_string()), Some(count));
        }
    }

    #[test]
    fn a_typed_decimal_reads_as_the_standard_parser_reads_it(whole in 0u64..1_000_000_000, fraction in "[0-9]{0,6}") {
        let text = if fraction.is_empty() { whole.to_string() } else { format!("{whole}.{fraction}") };
        prop_assert_eq!(parse_decimal(&text), text.parse::<f64>().ok());
    }

    #[test]
    fn a_price_is_refused_exactly_past_the_cap_and_reads_back(tk in 0i64..=2 * PRICE_MAX_TK, poisha in 0i64..100) {
        let typed = format!("{tk}.{poisha:02}");
        let amount = Money::from_poisha(tk * 100 + poisha);
        let cap = Money::from_tk(PRICE_MAX_TK).expect("cap");
        match validation::price(&typed) {
            Ok(price) => {
                prop_assert_eq!(price, amount);
                prop_assert!(price <= cap);
                prop_assert_eq!(validation::price(&price.to_tk_text()), Ok(price));
            }
            Err(_) => prop_assert!(amount > cap, "{} refused under the cap", typed),
        }
    }
}
