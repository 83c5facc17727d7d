//! Random listing queries over the demo catalog's values: what `shop-bench
//! listing` times and what the catalog view's fast path is checked with
//! against the core's filter predicate. Values are drawn near the catalog's
//! own (its brands in any letter case, its RAM and ROM sizes, ranges around
//! its batteries, screens, cameras and prices), with a few that match nothing.

use super::BRANDS;
use rand::{Rng, seq::IndexedRandom};
use shop_core::{FilterGroup, ListingQuery, Money, Range, SortDirection, SortKey, listing::PriceRange};

const GB: &[u32] = &[3, 4, 6, 8, 12, 16, 32, 64, 128, 256, 512, 1024];

fn some<T>(rng: &mut impl Rng, most: usize, draw: impl Fn(&mut dyn rand::RngCore) -> T) -> Vec<T> {
    if rng.random_bool(0.5) {
        return Vec::new();
    }
    let n = rng.random_range(1..=most);
    (0..n).map(|_| draw(rng)).collect()
}

fn range(rng: &mut dyn rand::RngCore, low: u32, high: u32) -> Range {
    let a = rng.random_range(low..=high);
    let b = rng.random_range(low..=high);
    Range {
        min: a.min(b),
        max: a.max(b),
    }
}

fn brand(rng: &mut dyn rand::RngCore) -> String {
    let name = BRANDS.choose(rng).map_or("Samsung", |b| b.name);
    match rng.random_range(0..4) {
        0 => name.to_ascii_lowercase(),
        1 => name.to_ascii_uppercase(),
        2 => "Nokla".to_owned(),
        _ => name.to_owned(),
    }
}

/// Filters of one to seven groups, each with one to four values, or none.
pub fn random_filters(rng: &mut impl Rng) -> FilterGroup {
    let price = |rng: &mut dyn rand::RngCore| {
        rng.random_bool(0.5)
            .then(|| Money::from_poisha(rng.random_range(500_000..=20_000_000)))
    };
    FilterGroup {
        battery: some(rng, 4, |r| range(r, 2_500, 7_500)),
        display: some(rng, 3, |r| range(r, 58, 72)),
        camera: some(rng, 3, |r| range(r, 8, 210)),
        ram: some(rng, 4, |r| *GB[..6].choose(r).unwrap_or(&8)),
        rom: some(rng, 4, |r| *GB[4..].choose(r).unwrap_or(&128)),
        selected_brands: some(rng, 4, brand),
        price: PriceRange {
            min: price(rng),
            max: price(rng),
        },
    }
}

/// A whole random query: filters, any sort and direction, an early page.
pub fn random_query(rng: &mut impl Rng) -> ListingQuery {
    let sorts = [
        SortKey::CreatedAt,
        SortKey::Price,
        SortKey::Sold,
        SortKey::Rate,
        SortKey::Discount,
        SortKey::Title,
    ];
    ListingQuery {
        page: rng.random_range(1..=3),
        per_page: *[20, 40, 100].choose(rng).unwrap_or(&20),
        order_by: *sorts.choose(rng).unwrap_or(&SortKey::CreatedAt),
        order_direction: if rng.random_bool(0.5) {
            SortDirection::Asc
        } else {
            SortDirection::Desc
        },
        search: None,
        filters: random_filters(rng),
        author: None,
    }
}
