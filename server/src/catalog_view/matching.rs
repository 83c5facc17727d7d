//! One pass over the columns: which products match a query's filters, and
//! what each facet counts. The rule is the core's (`FilterGroup::failed` and
//! `group::counts_toward`), compiled per query: the brand, RAM and ROM groups
//! become one table over the brand-RAM-ROM combinations the catalog holds, so
//! a product costs one lookup for the three, and each range group one tight
//! loop over its own column. Then products are sorted by what they count
//! toward (the matches: every facet; those turned away by one group only:
//! that group's facet), and each facet is counted over its own short lists.
//! Tests compare both with the core on random queries.

use super::{
    Facets,
    columns::{Columns, Table},
    facets::Tallies,
};
use shop_core::{FilterGroup, Range, listing::group};

/// The groups in the order of their bits (bit `i` is group `1 << i`).
const GROUPS: usize = 7;

/// A query's filters, ready to test slots with.
pub(super) struct Plan<'q> {
    /// The groups that filter at all; the others pass every product.
    active: u8,
    /// The brand, RAM and ROM groups that turn away each combination.
    combo_failed: Vec<u8>,
    battery: &'q [Range],
    display: &'q [Range],
    camera: &'q [Range],
    min_price: i64,
    max_price: i64,
}

fn any(ranges: &[Range], value: u32) -> bool {
    ranges.iter().fold(false, |hit, r| hit | r.contains(value))
}

/// Marks `bit` on every product whose value no range holds. One or two
/// ranges (most queries) are compared without an inner loop.
fn mark_ranges(failed: &mut [u8], column: &[u32], ranges: &[Range], bit: u8) {
    fn mark(failed: &mut [u8], column: &[u32], bit: u8, pass: impl Fn(u32) -> bool) {
        for (f, &value) in failed.iter_mut().zip(column) {
            *f |= bit & u8::from(!pass(value)).wrapping_neg();
        }
    }
    match *ranges {
        [] => {}
        [a] => mark(failed, column, bit, |v| a.contains(v)),
        [a, b] => mark(failed, column, bit, |v| a.contains(v) | b.contains(v)),
        _ => mark(failed, column, bit, |v| any(ranges, v)),
    }
}

impl<'q> Plan<'q> {
    pub fn new(filters: &'q FilterGroup, columns: &Columns) -> Self {
        let mut active = 0;
        for (filters, bit) in [
            (!filters.battery.is_empty(), group::BATTERY),
            (!filters.display.is_empty(), group::DISPLAY),
            (!filters.camera.is_empty(), group::CAMERA),
            (!filters.ram.is_empty(), group::RAM),
            (!filters.rom.is_empty(), group::ROM),
            (!filters.selected_brands.is_empty(), group::BRANDS),
            (filters.price.min.is_some() || filters.price.max.is_some(), group::PRICE),
        ] {
            if filters {
                active |= bit;
            }
        }
        let passes = |selected: &[u32], known: &[u32]| -> Vec<bool> {
            known
                .iter()
                .map(|v| selected.is_empty() || selected.contains(v))
                .collect()
        };
        let ram_ok = passes(&filters.ram, &columns.rams.all);
        let rom_ok = passes(&filters.rom, &columns.roms.all);
        let brand_ok: Vec<bool> = columns
            .brands
            .all
            .iter()
            .map(|brand| {
                filters.selected_brands.is_empty()
                    || filters.selected_brands.iter().any(|b| b.eq_ignore_ascii_case(brand))
            })
            .collect();
        let combo_failed = columns
            .combos
            .all
            .iter()
            .map(|&[brand, ram, rom]| {
                let fails = |ok: &[bool], i: u32, bit: u8| if ok[i as usize] { 0 } else { bit };
                fails(&brand_ok, brand, group::BRANDS)
                    | fails(&ram_ok, ram, group::RAM)
                    | fails(&rom_ok, rom, group::ROM)
            })
            .collect();
        Plan {
            active,
            combo_failed,
            battery: &filters.battery,
            display: &filters.display,
            camera: &filters.camera,
            min_price: filters.price.min.map_or(i64::MIN, |m| m.poisha()),
            max_price: filters.price.max.map_or(i64::MAX, |m| m.poisha()),
        }
    }

    /// The groups that turn the product in `slot` away, as the core's bits.
    pub fn failed(&self, t: &Table, slot: usize) -> u8 {
        let mut failed = self.combo_failed[t.combo[slot] as usize];
        for (ranges, value, bit) in [
            (self.battery, t.battery[slot], group::BATTERY),
            (self.display, t.display[slot], group::DISPLAY),
            (self.camera, t.camera[slot], group::CAMERA),
        ] {
            if !ranges.is_empty() && !any(ranges, value) {
                failed |= bit;
            }
        }
        if !(self.min_price..=self.max_price).contains(&t.price[slot]) {
            failed |= group::PRICE;
        }
        failed
    }

    /// Writes the failed groups of every slot into `failed`, a column at a time.
    fn failed_all(&self, t: &Table, failed: &mut Vec<u8>) {
        let discrete = group::BRANDS | group::RAM | group::ROM;
        failed.clear();
        if self.active & discrete == 0 {
            failed.resize(t.id.len(), 0);
        } else {
            failed.extend(t.combo.iter().map(|&c| self.combo_failed[c as usize]));
        }
        mark_ranges(failed, &t.battery, self.battery, group::BATTERY);
        mark_ranges(failed, &t.display, self.display, group::DISPLAY);
        mark_ranges(failed, &t.camera, self.camera, group::CAMERA);
        if self.active & group::PRICE != 0 {
            let (min, max) = (self.min_price, self.max_price);
            for (f, &price) in failed.iter_mut().zip(&t.price) {
                *f |= group::PRICE & u8::from(price < min || price > max).wrapping_neg();
            }
        }
    }
}

/// Buffers a scan thread reuses from one scan to the next.
#[derive(Default)]
struct Scratch {
    failed: Vec<u8>,
    kept: Vec<u32>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// Which list a product with these failed groups goes to: 0 for a match,
/// `1 + i` when group bit `i` alone turns it away, none when two or more do.
const fn list_of(failed: u8) -> Option<usize> {
    if failed == 0 {
        Some(0)
    } else if failed & (failed - 1) == 0 {
        Some(1 + failed.trailing_zeros() as usize)
    } else {
        None
    }
}

/// The matches and, per group, the products that group alone turns away.
struct Lists([Vec<u32>; GROUPS + 1]);

impl Lists {
    fn new() -> Self {
        Lists(std::array::from_fn(|_| Vec::new()))
    }

    #[inline]
    fn add(&mut self, slot: usize, failed: u8) {
        if let Some(list) = list_of(failed) {
            self.0[list].push(u32::try_from(slot).unwrap_or(u32::MAX));
        }
    }

    /// The matches, in the order added, and the facets: each group's facet
    /// counts the matches and the products that group alone turns away.
    fn finish(self, columns: &Columns) -> (Vec<u32>, Facets) {
        let [matched, alone @ ..] = self.0;
        let mut tallies = Tallies::new(columns);
        for (i, alone) in alone.iter().enumerate() {
            let facet = 1 << i;
            tallies.add(&columns.table, facet, &matched);
            tallies.add(&columns.table, facet, alone);
        }
        (matched, tallies.into_facets(columns))
    }
}

/// Every slot that matches `filters`, in slot order, and the facets: a
/// product counts toward a group's facet when no other group turns it away.
pub(super) fn scan_all(columns: &Columns, filters: &FilterGroup) -> (Vec<u32>, Facets) {
    let plan = Plan::new(filters, columns);
    let mut lists = Lists::new();
    SCRATCH.with_borrow_mut(|Scratch { failed, kept }| {
        plan.failed_all(&columns.table, failed);
        // Most products are turned away by two groups or more and count
        // nowhere: they are passed over without a branch, and only the few
        // left are sorted into their lists.
        kept.clear();
        kept.resize(failed.len() + 1, 0);
        let mut k = 0;
        for (slot, &f) in failed.iter().enumerate() {
            kept[k] = u32::try_from(slot).unwrap_or(u32::MAX);
            k += usize::from(f & f.wrapping_sub(1) == 0);
        }
        for &slot in &kept[..k] {
            lists.add(slot as usize, failed[slot as usize]);
        }
    });
    lists.finish(columns)
}

/// Like [`scan_all`] over these slots only (search hits, a seller's
/// products), in the order given.
pub(super) fn scan_some(
    columns: &Columns,
    filters: &FilterGroup,
    slots: impl Iterator<Item = usize>,
) -> (Vec<u32>, Facets) {
    let plan = Plan::new(filters, columns);
    let mut lists = Lists::new();
    for slot in slots {
        lists.add(slot, plan.failed(&columns.table, slot));
    }
    lists.finish(columns)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::{generate, queries::random_filters};
    use rand::SeedableRng;
    use std::sync::Arc;

    #[test]
    fn the_lists_hold_what_the_core_counts_toward_each_facet() {
        for failed in 0..=u8::MAX {
            for i in 0..GROUPS {
                let facet = 1 << i;
                let listed = matches!(list_of(failed), Some(l) if l == 0 || l == 1 + i);
                assert_eq!(listed, group::counts_toward(failed, facet), "{failed:#b} {facet:#b}");
            }
        }
    }

    #[test]
    fn the_compiled_filters_turn_away_exactly_what_the_core_does() {
        let mut columns = Columns::default();
        let products: Vec<_> = (0..3_000).map(|i| Arc::new(generate(11, i).product)).collect();
        for p in &products {
            columns.upsert(Arc::clone(p));
        }
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut matched_some = 0;
        for _ in 0..400 {
            let filters = random_filters(&mut rng);
            let plan = Plan::new(&filters, &columns);
            let (matched, facets) = scan_all(&columns, &filters);
            let expected: Vec<u32> = (0..columns.len())
                .filter(|&s| filters.matches(&columns.table.product[s].filter_specs()))
                .map(|s| u32::try_from(s).expect("slot"))
                .collect();
            assert_eq!(matched, expected, "{filters:?}");
            let mut failed = Vec::new();
            plan.failed_all(&columns.table, &mut failed);
            // Slot by slot, in the order given, the other path finds the same.
            let (again, facets_again) = scan_some(&columns, &filters, 0..columns.len());
            assert_eq!(again, matched);
            assert_eq!(
                serde_json::to_value(facets_again).expect("facets"),
                serde_json::to_value(facets).expect("facets")
            );
            let odd: Vec<u32> = scan_some(&columns, &filters, (0..columns.len()).rev().step_by(2)).0;
            let expected_odd: Vec<u32> = expected
                .iter()
                .rev()
                .copied()
                .filter(|s| (columns.len() - 1 - *s as usize) % 2 == 0)
                .collect();
            assert_eq!(odd, expected_odd);
            for (slot, product) in columns.table.product.iter().enumerate() {
                let core = filters.failed(&product.filter_specs());
                assert_eq!(failed[slot], core, "{filters:?}");
                assert_eq!(
                    plan.failed(&columns.table, slot),
                    core,
                    "{filters:?} on {:?}",
                    product.filter_specs()
                );
            }
            matched_some += usize::from(!matched.is_empty() && matched.len() < columns.len());
        }
        assert!(matched_some > 50, "the queries cut the catalog: {matched_some}");
    }
}
