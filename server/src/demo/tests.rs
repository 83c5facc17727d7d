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

/// The catalog sizes the scripts seed with `--demo`: scripts/run's
/// `DEMO_PRODUCTS` default and each `seed --count N` of scripts/test.
fn scripted_counts() -> Vec<u64> {
    let number = |text: &str| {
        text.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse::<u64>()
    };
    let run = include_str!("../../../scripts/run");
    let test = include_str!("../../../scripts/test");
    let mut counts: Vec<u64> = run
        .split("DEMO_PRODUCTS:-")
        .skip(1)
        .chain(test.split("seed --count ").skip(1))
        .filter_map(|tail| number(tail).ok())
        .collect();
    counts.push(60);
    counts
}

/// The years written in a text (four digits from 1990 to 2099 standing alone).
fn years_in(text: &str) -> Vec<i64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|word| word.len() == 4)
        .filter_map(|word| word.parse().ok())
        .filter(|year| (1990..2100).contains(year))
        .collect()
}

#[test]
fn the_scripts_demo_catalogs_list_each_real_model_once_with_its_real_year() {
    let counts = scripted_counts();
    assert!(counts.contains(&300) && counts.contains(&60), "{counts:?}");
    let largest = counts.into_iter().max().unwrap_or(0);
    assert!(
        largest <= real_range(),
        "the brands have {} real models, fewer than the {largest} phones a script seeds",
        real_range()
    );
    let mut seen = std::collections::HashMap::new();
    for i in 0..real_range() {
        let phone = generate(42, i);
        let fields = &phone.product.fields;
        if let Some(first) = seen.insert(fields.title.clone(), i) {
            panic!("{:?} is phone {first} and phone {i}", fields.title);
        }
        assert_eq!(models::deal(42, i).series.year, phone.launched);
        for year in years_in(&fields.title) {
            assert_eq!(year, phone.launched, "{}", fields.title);
        }
        assert_eq!(
            years_in(&fields.description),
            [phone.launched],
            "{}",
            fields.description
        );
        assert!(!fields.title.contains("listing"), "{}", fields.title);
        // Listed once the model was out.
        assert!(phone.product.created_at.timestamp_millis() / 1000 >= listed_from(phone.launched));
    }
    let pixel = (0..real_range())
        .map(|i| generate(42, i))
        .find(|p| p.product.fields.title == "Google Pixel 8 Pro")
        .expect("the Pixel 8 Pro is in the catalog");
    assert_eq!(pixel.launched, 2023);
    assert!(pixel.product.fields.description.contains("launched in 2023"));
}

#[test]
fn every_brand_comes_up_among_the_first_phones() {
    let brands: std::collections::BTreeSet<String> = (0..BRANDS.len() as u64)
        .map(|i| generate(42, i).product.fields.brand)
        .collect();
    assert_eq!(brands.len(), BRANDS.len(), "{brands:?}");
}

#[test]
fn a_catalog_past_the_real_range_numbers_its_listings_and_invents_no_year() {
    let range = real_range();
    let mut seen = std::collections::HashMap::new();
    for i in 0..3_000 {
        let phone = generate(42, i);
        let title = phone.product.fields.title;
        if let Some(first) = seen.insert(title.clone(), i) {
            panic!("{title:?} is phone {first} and phone {i}");
        }
        for year in years_in(&title) {
            assert_eq!(year, phone.launched, "{title}");
        }
        let listing = i / range + 1;
        if listing > 1 {
            assert!(title.ends_with(&format!(" · demo listing {listing}")), "{title}");
            assert!(phone.reviews.is_empty(), "a listing dealt again has no reviews");
        }
    }
    let first = generate(42, 5).product.fields.title;
    assert_eq!(
        generate(42, 5 + range).product.fields.title,
        format!("{first} · demo listing 2")
    );
}

#[test]
fn a_phones_rating_is_what_its_reviews_give() {
    let (mut unreviewed, mut many) = (0, 0);
    for i in 0..real_range() {
        let phone = generate(42, i);
        let (product, reviews) = (&phone.product, &phone.reviews);
        let sum: i64 = reviews.iter().map(|r| r.rating).sum();
        assert_eq!(
            (product.fields.rating_count, product.rating_sum),
            (reviews.len() as i64, sum)
        );
        let summary = RatingSummary {
            sum: sum as u64,
            count: reviews.len() as u64,
        };
        assert_eq!(product.fields.rate, summary.average_tenths() as f64 / 10.0);
        assert!(reviews.len() <= reviews::MOST_REVIEWS);
        let buyers: std::collections::BTreeSet<usize> = reviews.iter().map(|r| r.buyer).collect();
        assert_eq!(buyers.len(), reviews.len(), "one review per buyer");
        for (at, variant) in phone.variants.iter().enumerate() {
            let reviewed = reviews.iter().filter(|r| r.variant == at).count() as i64;
            assert!(reviewed <= variant.sold, "every review has a unit sold behind it");
        }
        for review in reviews {
            assert!((1..=5).contains(&review.rating) && buyers::BUYERS.get(review.buyer).is_some());
            let form = shop_core::validation::ReviewForm {
                rating: review.rating,
                title: review.title.into(),
                text: review.text.into(),
            };
            assert_eq!(shop_core::validation::validate_review(&form), Ok(()), "{review:?}");
        }
        unreviewed += usize::from(reviews.is_empty());
        many += usize::from(reviews.len() >= 8);
    }
    assert!(
        unreviewed > 0 && many > 0,
        "{unreviewed} phones without reviews, {many} with eight or more"
    );
}

#[test]
fn phones_are_listed_from_october_of_their_launch_year() {
    assert_eq!(listed_from(2025), 1_759_276_800, "2025-10-01");
    assert_eq!(listed_from(2021), CATALOG_START_SECS);
}
