//! Which model each demo phone is. Every model of every brand is dealt once
//! before any is dealt again, in an order shuffled for the seed with each
//! brand spread evenly through it (every brand comes up among the first
//! phones, a brand with twice the models twice as often), so a catalog of up
//! to [`real_range`] phones lists each real model once, under its own name.
//!
//! Only catalogs larger than that (the bench's thousands of phones) deal the
//! models again. Such a phone is told apart by [`listing`], a shop-side
//! listing number, never by a release year or an edition nobody made.

use super::brands::{BRANDS, Brand, Series};
use rand::{SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;
use std::sync::{Arc, Mutex, PoisonError};

/// One model of the catalog: its brand, the series line (and so the year)
/// it belongs to, and how many times every model was dealt before it.
pub struct Dealt {
    pub brand: &'static Brand,
    pub series: &'static Series,
    pub model: &'static str,
    /// 0 the first time the model is dealt, 1 the second, ...
    pub round: u64,
}

/// Where a model is in `BRANDS`: brand, series line, model.
#[derive(Clone, Copy)]
struct Slot {
    brand: usize,
    series: usize,
    model: usize,
}

/// The order of the last seed dealt, kept: every phone of a catalog asks for it.
static ORDER: Mutex<Option<(u64, Arc<[Slot]>)>> = Mutex::new(None);

/// How many real models the brands have: the largest catalog that lists each once.
pub fn real_range() -> u64 {
    let models: usize = BRANDS
        .iter()
        .flat_map(|brand| brand.series)
        .map(|series| series.models.len())
        .sum();
    u64::try_from(models).unwrap_or(u64::MAX)
}

/// The model of phone `index` of the catalog for `seed`.
pub fn deal(seed: u64, index: u64) -> Dealt {
    let order = order(seed);
    let count = u64::try_from(order.len()).unwrap_or(1).max(1);
    let slot = order[usize::try_from(index % count).unwrap_or(0)];
    let brand = &BRANDS[slot.brand];
    let series = &brand.series[slot.series];
    Dealt {
        brand,
        series,
        model: series.models[slot.model],
        round: index / count,
    }
}

/// What a title adds for a model dealt `round` times before: nothing the
/// first time; in a catalog larger than the real range, the number of the
/// shop's listing of it (" · demo listing 2"), which says nothing about the phone.
pub fn listing(round: u64) -> String {
    match round {
        0 => String::new(),
        _ => format!(" · demo listing {}", round + 1),
    }
}

fn order(seed: u64) -> Arc<[Slot]> {
    let mut kept = ORDER.lock().unwrap_or_else(PoisonError::into_inner);
    match kept.as_ref() {
        Some((kept_seed, order)) if *kept_seed == seed => Arc::clone(order),
        _ => {
            let order: Arc<[Slot]> = shuffled(seed).into();
            *kept = Some((seed, Arc::clone(&order)));
            order
        }
    }
}

/// Each brand's models in an order of their own for the seed, the brands
/// merged by how far through its own list each model is (`k / n`), ties in
/// the brands' order.
fn shuffled(seed: u64) -> Vec<Slot> {
    let mut placed: Vec<(usize, usize, Slot)> = Vec::new();
    for (b, brand) in BRANDS.iter().enumerate() {
        let mut slots: Vec<Slot> = brand
            .series
            .iter()
            .enumerate()
            .flat_map(|(s, series)| {
                (0..series.models.len()).map(move |model| Slot {
                    brand: b,
                    series: s,
                    model,
                })
            })
            .collect();
        // Its own stream, so the phones' other draws stay as they were.
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(u64::MAX - u64::try_from(b).unwrap_or(0));
        slots.shuffle(&mut rng);
        let n = slots.len();
        placed.extend(slots.into_iter().enumerate().map(|(k, slot)| (k, n, slot)));
    }
    placed.sort_by(|(k1, n1, a), (k2, n2, b)| (k1 * n2).cmp(&(k2 * n1)).then(a.brand.cmp(&b.brand)));
    placed.into_iter().map(|(.., slot)| slot).collect()
}
