//! Facet counts: how many products of the current search would match each
//! filter value. A group is counted with every other group's filters applied
//! but not its own, so ticking one more brand shows what it would add.

use super::Entry;
use serde::Serialize;
use shop_core::{
    FilterGroup, Range,
    listing::{BATTERY_BUCKETS, CAMERA_BUCKETS, DISPLAY_BUCKETS, PRICE_BUCKETS_TK, group},
    money::POISHA_PER_TK,
};
use std::collections::HashMap;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ValueCount<T> {
    pub value: T,
    pub count: usize,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct RangeCount {
    pub min: u32,
    pub max: u32,
    pub count: usize,
}

/// Counts per filter value; ranges are in the units of their filter
/// (mAh, tenths of an inch, MP, whole TK).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Facets {
    pub brands: Vec<ValueCount<String>>,
    pub ram: Vec<ValueCount<u32>>,
    pub rom: Vec<ValueCount<u32>>,
    pub battery: Vec<RangeCount>,
    pub display: Vec<RangeCount>,
    pub camera: Vec<RangeCount>,
    pub price: Vec<RangeCount>,
}

/// Counts per value of one filter group, and per bucket of a range group.
struct Tally<T> {
    values: HashMap<T, usize>,
}

impl<T: Eq + std::hash::Hash + Ord> Tally<T> {
    fn new() -> Self {
        Tally { values: HashMap::new() }
    }

    fn add(&mut self, value: T) {
        *self.values.entry(value).or_insert(0) += 1;
    }

    fn into_counts(self) -> Vec<ValueCount<T>> {
        let mut counts: Vec<ValueCount<T>> = self
            .values
            .into_iter()
            .map(|(value, count)| ValueCount { value, count })
            .collect();
        counts.sort_unstable_by(|a, b| a.value.cmp(&b.value));
        counts
    }
}

fn add_to_buckets(counts: &mut [usize], buckets: &[Range], value: u32) {
    for (count, bucket) in counts.iter_mut().zip(buckets) {
        if bucket.contains(value) {
            *count += 1;
        }
    }
}

fn range_counts(buckets: &[Range], counts: Vec<usize>) -> Vec<RangeCount> {
    buckets
        .iter()
        .zip(counts)
        .map(|(b, count)| RangeCount {
            min: b.min,
            max: b.max,
            count,
        })
        .collect()
}

/// The facets of these candidates under these filters, in one pass: the
/// core says which groups turn each product away, and a product counts
/// toward a group's facet when no other group does.
pub fn count(entries: &[&Entry], filters: &FilterGroup) -> Facets {
    let mut brands: Tally<&str> = Tally::new();
    let (mut ram, mut rom) = (Tally::new(), Tally::new());
    let mut battery = vec![0; BATTERY_BUCKETS.len()];
    let mut display = vec![0; DISPLAY_BUCKETS.len()];
    let mut camera = vec![0; CAMERA_BUCKETS.len()];
    let mut price = vec![0; PRICE_BUCKETS_TK.len()];
    for entry in entries {
        let specs = &entry.specs;
        let failed = filters.failed(specs);
        if failed & failed.wrapping_sub(1) != 0 {
            continue; // two or more groups turn it away: it counts nowhere
        }
        let toward = |facet| group::counts_toward(failed, facet);
        if toward(group::BRANDS) {
            brands.add(specs.brand.as_str());
        }
        if toward(group::RAM) {
            ram.add(specs.ram_gb);
        }
        if toward(group::ROM) {
            rom.add(specs.rom_gb);
        }
        if toward(group::BATTERY) {
            add_to_buckets(&mut battery, &BATTERY_BUCKETS, specs.battery_mah);
        }
        if toward(group::DISPLAY) {
            add_to_buckets(&mut display, &DISPLAY_BUCKETS, specs.display_tenths);
        }
        if toward(group::CAMERA) {
            add_to_buckets(&mut camera, &CAMERA_BUCKETS, specs.camera_mp);
        }
        if toward(group::PRICE) {
            let tk = u32::try_from(specs.price.poisha() / POISHA_PER_TK).unwrap_or(u32::MAX);
            add_to_buckets(&mut price, &PRICE_BUCKETS_TK, tk);
        }
    }
    Facets {
        brands: brands
            .into_counts()
            .into_iter()
            .map(|c| ValueCount {
                value: c.value.to_owned(),
                count: c.count,
            })
            .collect(),
        ram: ram.into_counts(),
        rom: rom.into_counts(),
        battery: range_counts(&BATTERY_BUCKETS, battery),
        display: range_counts(&DISPLAY_BUCKETS, display),
        camera: range_counts(&CAMERA_BUCKETS, camera),
        price: range_counts(&PRICE_BUCKETS_TK, price),
    }
}
