//! One pass over the columns: which products match a query's filters, and
//! what each facet counts. The rule is the core's (`FilterGroup::failed` and
//! `group::counts_toward`), compiled per query: the brand, RAM and ROM groups
//! become one table over the brand-RAM-ROM combinations the catalog holds, so
//! a product costs one lookup for the three, and each range group one tight
//! loop over its own column. Then products are sorted by what they count
//! toward (the matches: every facet; those turned away by one group only:
//! that group's facet), and each facet is counted over its own short lists.
//! A phone's variants differ in RAM, storage and price: when the filters
//! read those, each variant is looked at, and the phone matches when one of
//! its variants does (the core's `FilterGroup::first_match`). Tests compare
//! all of it with the core on random queries.

use super::{
    Facets,
    columns::{Columns, Table, VariantKey, index_bit, shares_last_bit},
    facets::{Tallies, VariantFilters},
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
    /// The RAM and storage sizes selected, as the columns' mask bits.
    ram_wanted: u64,
    rom_wanted: u64,
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
        let wanted = |ok: &[bool]| {
            ok.iter()
                .enumerate()
                .filter(|(_, ok)| **ok)
                .fold(0, |mask, (i, _)| mask | index_bit(u32::try_from(i).unwrap_or(u32::MAX)))
        };
        let (ram_wanted, rom_wanted) = (wanted(&ram_ok), wanted(&rom_ok));
        Plan {
            ram_wanted,
            rom_wanted,
            active,
            combo_failed,
            battery: &filters.battery,
            display: &filters.display,
            camera: &filters.camera,
            min_price: filters.price.min.map_or(i64::MIN, |m| m.poisha()),
            max_price: filters.price.max.map_or(i64::MAX, |m| m.poisha()),
        }
    }

    /// Whether the plan filters on what a phone's variants may differ in
    /// (RAM, storage, price): then each variant is looked at.
    pub fn by_variant(&self) -> bool {
        self.active & group::VARIANT != 0
    }

    /// The groups that turn the product in `slot` away whatever the variant
    /// (brand, battery, screen, camera), as the core's bits.
    fn shared_failed(&self, t: &Table, slot: usize) -> u8 {
        let mut failed = self.combo_failed[t.combo[slot] as usize] & group::BRANDS;
        for (ranges, value, bit) in [
            (self.battery, t.battery[slot], group::BATTERY),
            (self.display, t.display[slot], group::DISPLAY),
            (self.camera, t.camera[slot], group::CAMERA),
        ] {
            if !ranges.is_empty() && !any(ranges, value) {
                failed |= bit;
            }
        }
        failed
    }

    /// The groups that turn `variant` away, given its product's `shared` ones.
    fn variant_failed(&self, shared: u8, variant: &VariantKey) -> u8 {
        let price = !(self.min_price..=self.max_price).contains(&variant.price);
        shared | self.combo_failed[variant.combo as usize] | (group::PRICE & u8::from(price).wrapping_neg())
    }

    /// The groups that turn each variant of the product in `slot` away, in
    /// the core's card order.
    pub fn variants_failed<'t>(&'t self, t: &'t Table, slot: usize) -> impl Iterator<Item = (&'t VariantKey, u8)> + 't {
        let shared = self.shared_failed(t, slot);
        t.variants(slot)
            .iter()
            .map(move |v| (v, self.variant_failed(shared, v)))
    }

    /// The lists the product in `slot` goes to (see [`fate_of`]).
    pub fn fate(&self, t: &Table, slot: usize) -> u8 {
        let shared = self.shared_failed(t, slot);
        if (shared | self.any_variant_failed(t, slot)).count_ones() > 1 {
            return 0;
        }
        if self.all_variants_pass(t, slot) {
            return fate_of(shared);
        }
        self.fate_given(t, slot, shared)
    }

    /// Whether every variant of the product in `slot` passes the groups
    /// variants differ in (from the masks and the price range), so they all
    /// fail alike: a price range holding all of a phone's prices, most often.
    fn all_variants_pass(&self, t: &Table, slot: usize) -> bool {
        let passes = |bit: u8, pass: bool| self.active & bit == 0 || pass;
        // A mask's shared last bit may hold a size not selected: not known to pass.
        let all_wanted = |mask: u64, wanted: u64| !shares_last_bit(mask) && mask & !wanted == 0;
        passes(group::RAM, all_wanted(t.ram_mask[slot], self.ram_wanted))
            && passes(group::ROM, all_wanted(t.rom_mask[slot], self.rom_wanted))
            && passes(
                group::PRICE,
                t.price_min[slot] >= self.min_price && t.price_max[slot] <= self.max_price,
            )
    }

    /// [`Self::fate`] for a product whose shared failed groups are known.
    fn fate_given(&self, t: &Table, slot: usize, shared: u8) -> u8 {
        t.variants(slot)
            .iter()
            .fold(0, |fate, v| fate | fate_of(self.variant_failed(shared, v)))
    }

    /// The variant groups no variant of the product in `slot` passes (from
    /// the masks and the price range: every variant fails each of these).
    fn any_variant_failed(&self, t: &Table, slot: usize) -> u8 {
        let mut failed = 0;
        if self.active & group::RAM != 0 && t.ram_mask[slot] & self.ram_wanted == 0 {
            failed |= group::RAM;
        }
        if self.active & group::ROM != 0 && t.rom_mask[slot] & self.rom_wanted == 0 {
            failed |= group::ROM;
        }
        if self.active & group::PRICE != 0 && (t.price_max[slot] < self.min_price || t.price_min[slot] > self.max_price)
        {
            failed |= group::PRICE;
        }
        failed
    }

    /// Which variant (its place in card order) a listing shows the product
    /// in `slot` at: the first the filters let through.
    pub fn first_match(&self, t: &Table, slot: usize) -> Option<usize> {
        self.variants_failed(t, slot).position(|(_, failed)| failed == 0)
    }

    /// Writes the failed groups of every slot into `failed`, a column at a
    /// time: the groups of its first variant, or `by_variant` its shared
    /// groups and the variant groups none of its variants passes.
    fn failed_all(&self, t: &Table, failed: &mut Vec<u8>, by_variant: bool) {
        let discrete = if by_variant {
            group::BRANDS
        } else {
            group::BRANDS | group::RAM | group::ROM
        };
        failed.clear();
        if self.active & discrete == 0 {
            failed.resize(t.id.len(), 0);
        } else {
            failed.extend(t.combo.iter().map(|&c| self.combo_failed[c as usize] & discrete));
        }
        mark_ranges(failed, &t.battery, self.battery, group::BATTERY);
        mark_ranges(failed, &t.display, self.display, group::DISPLAY);
        mark_ranges(failed, &t.camera, self.camera, group::CAMERA);
        let (min, max) = (self.min_price, self.max_price);
        if by_variant {
            for (mask, wanted, bit) in [
                (&t.ram_mask, self.ram_wanted, group::RAM),
                (&t.rom_mask, self.rom_wanted, group::ROM),
            ] {
                if self.active & bit != 0 {
                    for (f, &held) in failed.iter_mut().zip(mask) {
                        *f |= bit & u8::from(held & wanted == 0).wrapping_neg();
                    }
                }
            }
            if self.active & group::PRICE != 0 {
                for ((f, &low), &high) in failed.iter_mut().zip(&t.price_min).zip(&t.price_max) {
                    *f |= group::PRICE & u8::from(high < min || low > max).wrapping_neg();
                }
            }
        } else if self.active & group::PRICE != 0 {
            for (f, &price) in failed.iter_mut().zip(&t.price) {
                *f |= group::PRICE & u8::from(price < min || price > max).wrapping_neg();
            }
        }
    }
}

impl VariantFilters for Plan<'_> {
    fn by_variant(&self) -> bool {
        Plan::by_variant(self)
    }

    fn all_alike(&self, t: &Table, slot: usize) -> bool {
        !Plan::by_variant(self) || self.all_variants_pass(t, slot)
    }

    fn variants_failed<'t>(&'t self, t: &'t Table, slot: usize) -> impl Iterator<Item = (&'t VariantKey, u8)> + 't {
        Plan::variants_failed(self, t, slot)
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

/// Which lists a variant with these failed groups puts its product in, as
/// bits: bit 0 for the matches, bit `1 + i` when group bit `i` alone turns
/// it away, none when two or more do. A product's lists are its variants'
/// together.
const fn fate_of(failed: u8) -> u8 {
    if failed == 0 {
        1
    } else if failed & (failed - 1) == 0 {
        failed << 1
    } else {
        0
    }
}

/// The matches and, per group, the products that group alone turns away.
struct Lists([Vec<u32>; GROUPS + 1]);

impl Lists {
    fn new() -> Self {
        Lists(std::array::from_fn(|_| Vec::new()))
    }

    /// Puts the product in `slot` in the lists of its `fate`: a match in
    /// the matches only (they count toward every facet).
    #[inline]
    fn add(&mut self, slot: usize, fate: u8) {
        let slot = u32::try_from(slot).unwrap_or(u32::MAX);
        if fate & 1 != 0 {
            self.0[0].push(slot);
            return;
        }
        let mut rest = fate;
        while rest != 0 {
            self.0[rest.trailing_zeros() as usize].push(slot);
            rest &= rest - 1;
        }
    }

    /// The matches, in the order added, and the facets: each group's facet
    /// counts the matches and the products that group alone turns away.
    fn finish(self, columns: &Columns, plan: &Plan<'_>) -> (Vec<u32>, Facets) {
        let [matched, alone @ ..] = self.0;
        let mut tallies = Tallies::new(columns);
        for (i, alone) in alone.iter().enumerate() {
            let facet = 1 << i;
            tallies.add(&columns.table, plan, facet, &matched);
            tallies.add(&columns.table, plan, facet, alone);
        }
        (matched, tallies.into_facets(columns))
    }
}

/// Every slot that matches `filters`, in slot order, and the facets: a
/// product counts toward a group's facet when, for one of its variants, no
/// other group turns it away.
pub(super) fn scan_all(columns: &Columns, filters: &FilterGroup) -> (Vec<u32>, Facets) {
    let plan = Plan::new(filters, columns);
    let by_variant = plan.by_variant();
    let t = &columns.table;
    let mut lists = Lists::new();
    SCRATCH.with_borrow_mut(|Scratch { failed, kept }| {
        plan.failed_all(t, failed, by_variant);
        // Most products are turned away by two groups or more and count
        // nowhere: they are passed over without a branch, and only the few
        // left are sorted into their lists (looking at each variant when
        // the filters read what variants differ in).
        kept.clear();
        kept.resize(failed.len() + 1, 0);
        let mut k = 0;
        for (slot, &f) in failed.iter().enumerate() {
            kept[k] = u32::try_from(slot).unwrap_or(u32::MAX);
            k += usize::from(f & f.wrapping_sub(1) == 0);
        }
        for &slot in &kept[..k] {
            let slot = slot as usize;
            let fate = if by_variant {
                plan.fate_given(t, slot, failed[slot] & !group::VARIANT)
            } else {
                fate_of(failed[slot])
            };
            lists.add(slot, fate);
        }
    });
    lists.finish(columns, &plan)
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
        lists.add(slot, plan.fate(&columns.table, slot));
    }
    lists.finish(columns, &plan)
}

#[cfg(test)]
mod tests;
