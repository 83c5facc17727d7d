//! Facet counts: how many products of the current search would match each
//! filter value. A group is counted with every other group's filters applied
//! but not its own, so ticking one more brand shows what it would add.

use super::Entry;
use serde::Serialize;
use shop_core::{
    FilterGroup, Range,
    listing::{BATTERY_BUCKETS, CAMERA_BUCKETS, DISPLAY_BUCKETS, PRICE_BUCKETS_TK},
    money::POISHA_PER_TK,
};
use std::collections::BTreeMap;

#[derive(Debug, Clone, Serialize)]
pub struct ValueCount<T> {
    pub value: T,
    pub count: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct RangeCount {
    pub min: u32,
    pub max: u32,
    pub count: usize,
}

/// Counts per filter value; ranges are in the units of their filter
/// (mAh, tenths of an inch, MP, whole TK).
#[derive(Debug, Clone, Serialize)]
pub struct Facets {
    pub brands: Vec<ValueCount<String>>,
    pub ram: Vec<ValueCount<u32>>,
    pub rom: Vec<ValueCount<u32>>,
    pub battery: Vec<RangeCount>,
    pub display: Vec<RangeCount>,
    pub camera: Vec<RangeCount>,
    pub price: Vec<RangeCount>,
}

fn without(filters: &FilterGroup, clear: impl FnOnce(&mut FilterGroup)) -> FilterGroup {
    let mut others = filters.clone();
    clear(&mut others);
    others
}

fn values<T: Ord + Copy>(entries: &[&Entry], filters: &FilterGroup, value: impl Fn(&Entry) -> T) -> Vec<ValueCount<T>> {
    let mut counts = BTreeMap::new();
    for entry in entries.iter().filter(|e| filters.matches(&e.specs)) {
        *counts.entry(value(entry)).or_insert(0) += 1;
    }
    counts
        .into_iter()
        .map(|(value, count)| ValueCount { value, count })
        .collect()
}

fn ranges(
    entries: &[&Entry],
    filters: &FilterGroup,
    buckets: &[Range],
    value: impl Fn(&Entry) -> u32,
) -> Vec<RangeCount> {
    let mut counts = vec![0usize; buckets.len()];
    for entry in entries.iter().filter(|e| filters.matches(&e.specs)) {
        let v = value(entry);
        for (i, bucket) in buckets.iter().enumerate() {
            if bucket.contains(v) {
                counts[i] += 1;
            }
        }
    }
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

/// The facets of these candidates under these filters.
pub fn count(entries: &[&Entry], filters: &FilterGroup) -> Facets {
    let mut brands: BTreeMap<&str, usize> = BTreeMap::new();
    let brand_filters = without(filters, |f| f.selected_brands.clear());
    for entry in entries.iter().filter(|e| brand_filters.matches(&e.specs)) {
        *brands.entry(entry.specs.brand.as_str()).or_insert(0) += 1;
    }
    let tk = |e: &Entry| u32::try_from(e.specs.price.poisha() / POISHA_PER_TK).unwrap_or(u32::MAX);
    Facets {
        brands: brands
            .into_iter()
            .map(|(value, count)| ValueCount {
                value: value.to_owned(),
                count,
            })
            .collect(),
        ram: values(entries, &without(filters, |f| f.ram.clear()), |e| e.specs.ram_gb),
        rom: values(entries, &without(filters, |f| f.rom.clear()), |e| e.specs.rom_gb),
        battery: ranges(
            entries,
            &without(filters, |f| f.battery.clear()),
            &BATTERY_BUCKETS,
            |e| e.specs.battery_mah,
        ),
        display: ranges(
            entries,
            &without(filters, |f| f.display.clear()),
            &DISPLAY_BUCKETS,
            |e| e.specs.display_tenths,
        ),
        camera: ranges(entries, &without(filters, |f| f.camera.clear()), &CAMERA_BUCKETS, |e| {
            e.specs.camera_mp
        }),
        price: ranges(
            entries,
            &without(filters, |f| f.price = Default::default()),
            &PRICE_BUCKETS_TK,
            tk,
        ),
    }
}
