//! Facet counts: how many products of the current search would match each
//! filter value. A group is counted with every other group's filters applied
//! but not its own, so ticking one more brand shows what it would add.

use super::columns::{Buckets, Columns, Table, VariantKey, shares_last_bit};
use serde::Serialize;
use shop_core::{
    Range,
    listing::{BATTERY_BUCKETS, CAMERA_BUCKETS, DISPLAY_BUCKETS, PRICE_BUCKETS_TK, group},
};

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

/// Counts toward each facet, per value index or bucket, as a scan goes.
pub(super) struct Tallies {
    brands: Vec<usize>,
    ram: Vec<usize>,
    rom: Vec<usize>,
    battery: [usize; BATTERY_BUCKETS.len()],
    display: [usize; DISPLAY_BUCKETS.len()],
    camera: [usize; CAMERA_BUCKETS.len()],
    price: [usize; PRICE_BUCKETS_TK.len()],
}

fn add_to_buckets(counts: &mut [usize], bits: u8) {
    let mut bits = bits;
    while bits != 0 {
        counts[bits.trailing_zeros() as usize] += 1;
        bits &= bits - 1;
    }
}

/// What counting facets needs of a query's compiled filters (`matching::Plan`).
pub(super) trait VariantFilters {
    /// Whether the filters read what a phone's variants differ in.
    fn by_variant(&self) -> bool;
    /// Whether the filters turn every variant of the product in `slot` away
    /// for the same groups (always so when they read nothing variants differ in).
    fn all_alike(&self, t: &Table, slot: usize) -> bool;
    /// The groups that turn each variant of the product in `slot` away.
    fn variants_failed<'t>(&'t self, t: &'t Table, slot: usize) -> impl Iterator<Item = (&'t VariantKey, u8)> + 't;
}

/// The variants of the product in `slot` that count toward `facet`.
fn counting<'t>(
    t: &'t Table,
    plan: &'t impl VariantFilters,
    facet: u8,
    slot: usize,
) -> impl Iterator<Item = &'t VariantKey> + 't {
    let every = !plan.by_variant();
    plan.variants_failed(t, slot)
        .filter(move |&(_, failed)| every || group::counts_toward(failed, facet))
        .map(|(v, _)| v)
}

/// Counts each product once per distinct value (`value` of its variants
/// that count toward `facet`). When its variants fail alike (the filters read
/// nothing variants differ in, or every variant passes those), every variant
/// counts, and the product's mask of values says which.
fn per_variant(
    t: &Table,
    plan: &impl VariantFilters,
    facet: u8,
    slots: impl Iterator<Item = usize>,
    (value, masks): (fn(&VariantKey) -> u32, &[u64]),
    counts: &mut [usize],
) {
    let mut seen: Vec<u32> = Vec::new();
    for slot in slots {
        if let [only] = t.variants(slot) {
            counts[value(only) as usize] += 1;
            continue;
        }
        let mask = masks[slot];
        if !shares_last_bit(mask) && plan.all_alike(t, slot) {
            let mut bits = mask;
            while bits != 0 {
                counts[bits.trailing_zeros() as usize] += 1;
                bits &= bits - 1;
            }
            continue;
        }
        seen.clear();
        for v in counting(t, plan, facet, slot) {
            let index = value(v);
            if !seen.contains(&index) {
                seen.push(index);
                counts[index as usize] += 1;
            }
        }
    }
}

fn range_counts(buckets: &[Range], counts: &[usize]) -> Vec<RangeCount> {
    buckets
        .iter()
        .zip(counts)
        .map(|(b, &count)| RangeCount {
            min: b.min,
            max: b.max,
            count,
        })
        .collect()
}

/// The values some product counts toward, in value order.
fn value_counts<T: Ord + Clone>(values: &[T], counts: &[usize]) -> Vec<ValueCount<T>> {
    let mut counted: Vec<ValueCount<T>> = values
        .iter()
        .zip(counts)
        .filter(|(_, count)| **count > 0)
        .map(|(value, &count)| ValueCount {
            value: value.clone(),
            count,
        })
        .collect();
    counted.sort_unstable_by(|a, b| a.value.cmp(&b.value));
    counted
}

impl Tallies {
    pub fn new(columns: &Columns) -> Self {
        Tallies {
            brands: vec![0; columns.brands.all.len()],
            ram: vec![0; columns.rams.all.len()],
            rom: vec![0; columns.roms.all.len()],
            battery: [0; BATTERY_BUCKETS.len()],
            display: [0; DISPLAY_BUCKETS.len()],
            camera: [0; CAMERA_BUCKETS.len()],
            price: [0; PRICE_BUCKETS_TK.len()],
        }
    }

    /// Counts these products toward the facet of group `facet`. A phone
    /// counts once toward each RAM size, storage size and price bucket of
    /// its variants that `plan` lets count toward the facet.
    pub fn add(&mut self, t: &Table, plan: &impl VariantFilters, facet: u8, slots: &[u32]) {
        let slots = slots.iter().map(|&s| s as usize);
        let buckets = |counts: &mut [usize], bits: fn(&Buckets) -> u8| {
            for slot in slots.clone() {
                add_to_buckets(counts, bits(&t.buckets[slot]));
            }
        };
        match facet {
            group::BRANDS => slots.for_each(|s| self.brands[t.brand[s] as usize] += 1),
            group::RAM => per_variant(t, plan, facet, slots, (|v| v.ram, &t.ram_mask), &mut self.ram),
            group::ROM => per_variant(t, plan, facet, slots, (|v| v.rom, &t.rom_mask), &mut self.rom),
            group::BATTERY => buckets(&mut self.battery, |b| b.battery),
            group::DISPLAY => buckets(&mut self.display, |b| b.display),
            group::CAMERA => buckets(&mut self.camera, |b| b.camera),
            group::PRICE if !plan.by_variant() => buckets(&mut self.price, |b| b.price),
            group::PRICE => {
                for slot in slots {
                    let bits = if plan.all_alike(t, slot) {
                        t.buckets[slot].price
                    } else {
                        counting(t, plan, facet, slot).fold(0, |bits, v| bits | v.price_bucket)
                    };
                    add_to_buckets(&mut self.price, bits);
                }
            }
            _ => {}
        }
    }

    pub fn into_facets(self, columns: &Columns) -> Facets {
        Facets {
            brands: value_counts(&columns.brands.all, &self.brands),
            ram: value_counts(&columns.rams.all, &self.ram),
            rom: value_counts(&columns.roms.all, &self.rom),
            battery: range_counts(&BATTERY_BUCKETS, &self.battery),
            display: range_counts(&DISPLAY_BUCKETS, &self.display),
            camera: range_counts(&CAMERA_BUCKETS, &self.camera),
            price: range_counts(&PRICE_BUCKETS_TK, &self.price),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::{generate, queries::random_filters};
    use rand::SeedableRng;
    use shop_core::{FilterGroup, money::POISHA_PER_TK};
    use std::{
        collections::{BTreeMap, BTreeSet},
        sync::Arc,
    };

    /// The facets counted straight from the core's rule, product by product.
    fn by_the_core(columns: &Columns, filters: &FilterGroup) -> serde_json::Value {
        let mut brands: BTreeMap<String, usize> = BTreeMap::new();
        let (mut ram, mut rom) = (BTreeMap::new(), BTreeMap::new());
        let mut ranges = [
            vec![0; BATTERY_BUCKETS.len()],
            vec![0; DISPLAY_BUCKETS.len()],
            vec![0; CAMERA_BUCKETS.len()],
            vec![0; PRICE_BUCKETS_TK.len()],
        ];
        for product in &columns.table.product {
            // A phone counts once per value, whichever of its variants have it.
            let (mut brand, mut rams, mut roms) = (false, BTreeSet::new(), BTreeSet::new());
            let mut bits = [0_u8; 4];
            for variant in product.listed_variants() {
                let specs = variant.specs;
                let failed = filters.failed(&specs);
                let toward = |facet| group::counts_toward(failed, facet);
                brand |= toward(group::BRANDS);
                if toward(group::RAM) {
                    rams.insert(specs.ram_gb);
                }
                if toward(group::ROM) {
                    roms.insert(specs.rom_gb);
                }
                let tk = u32::try_from(specs.price.poisha() / POISHA_PER_TK).unwrap_or(u32::MAX);
                for (i, (facet, buckets, value)) in [
                    (group::BATTERY, &BATTERY_BUCKETS[..], specs.battery_mah),
                    (group::DISPLAY, &DISPLAY_BUCKETS[..], specs.display_tenths),
                    (group::CAMERA, &CAMERA_BUCKETS[..], specs.camera_mp),
                    (group::PRICE, &PRICE_BUCKETS_TK[..], tk),
                ]
                .into_iter()
                .enumerate()
                {
                    for (b, bucket) in buckets.iter().enumerate() {
                        if toward(facet) && bucket.contains(value) {
                            bits[i] |= 1 << b;
                        }
                    }
                }
            }
            if brand {
                *brands.entry(product.fields.brand.clone()).or_default() += 1;
            }
            rams.into_iter().for_each(|gb| *ram.entry(gb).or_insert(0) += 1);
            roms.into_iter().for_each(|gb| *rom.entry(gb).or_insert(0) += 1);
            for (counts, bits) in ranges.iter_mut().zip(bits) {
                for (b, count) in counts.iter_mut().enumerate() {
                    *count += usize::from(bits & (1 << b) != 0);
                }
            }
        }
        let values = |m: BTreeMap<u32, usize>| {
            m.into_iter()
                .map(|(value, count)| ValueCount { value, count })
                .collect::<Vec<_>>()
        };
        serde_json::to_value(Facets {
            brands: brands
                .into_iter()
                .map(|(value, count)| ValueCount { value, count })
                .collect(),
            ram: values(ram),
            rom: values(rom),
            battery: range_counts(&BATTERY_BUCKETS, &ranges[0]),
            display: range_counts(&DISPLAY_BUCKETS, &ranges[1]),
            camera: range_counts(&CAMERA_BUCKETS, &ranges[2]),
            price: range_counts(&PRICE_BUCKETS_TK, &ranges[3]),
        })
        .expect("facets")
    }

    #[test]
    fn facets_count_what_the_core_says_each_product_counts_toward() {
        let mut columns = Columns::default();
        for i in 0..2_000 {
            columns.upsert(Arc::new(generate(12, i).product));
        }
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for _ in 0..300 {
            let filters = random_filters(&mut rng);
            let (_, facets) = super::super::matching::scan_all(&columns, &filters);
            assert_eq!(
                serde_json::to_value(facets).expect("facets"),
                by_the_core(&columns, &filters),
                "{filters:?}"
            );
        }
    }
}
