//! The filter predicate: the filters a shopper selected, the specs of a
//! product they look at, and which groups turn a product away.

use crate::digits::parse_u32;
use alloc::borrow::ToOwned;

use alloc::string::String;
use alloc::vec::Vec;

use super::ListingError;
use crate::money::Money;
use serde::{Deserialize, Serialize};

/// An inclusive range of whole numbers, such as a battery range in mAh.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Range {
    pub min: u32,
    pub max: u32,
}

impl Range {
    /// Parses `min-max` with `min <= max`.
    pub fn parse(text: &str) -> Result<Self, ListingError> {
        let invalid = || ListingError::InvalidRange(text.to_owned());
        let (min, max) = text.trim().split_once('-').ok_or_else(invalid)?;
        let min = parse_u32(min.trim()).ok_or_else(invalid)?;
        let max = parse_u32(max.trim()).ok_or_else(invalid)?;
        if min > max {
            return Err(invalid());
        }
        Ok(Range { min, max })
    }

    /// Whether `value` lies within the range, both ends included.
    pub const fn contains(self, value: u32) -> bool {
        self.min <= value && value <= self.max
    }
}

/// An inclusive range of prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PriceRange {
    pub min: Option<Money>,
    pub max: Option<Money>,
}

/// The specs of a product that filters look at.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductSpecs {
    pub brand: String,
    /// Price after discount, in poisha.
    pub price: Money,
    pub ram_gb: u32,
    pub rom_gb: u32,
    pub battery_mah: u32,
    /// Screen diagonal in tenths of an inch (6.7" is 67), so ranges stay whole.
    pub display_tenths: u32,
    pub camera_mp: u32,
}

/// The filters a shopper has selected. Within one group any value may
/// match; across groups all must. An empty group does not filter.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct FilterGroup {
    pub battery: Vec<Range>,
    /// Screen ranges in tenths of an inch.
    pub display: Vec<Range>,
    pub camera: Vec<Range>,
    pub ram: Vec<u32>,
    pub rom: Vec<u32>,
    pub selected_brands: Vec<String>,
    pub price: PriceRange,
}

/// The groups of a [`FilterGroup`], as bits of [`FilterGroup::failed`].
pub mod group {
    pub const BATTERY: u8 = 1;
    pub const DISPLAY: u8 = 1 << 1;
    pub const CAMERA: u8 = 1 << 2;
    pub const RAM: u8 = 1 << 3;
    pub const ROM: u8 = 1 << 4;
    pub const BRANDS: u8 = 1 << 5;
    pub const PRICE: u8 = 1 << 6;

    /// The groups a phone's variants may differ in; the others look at
    /// what its variants share.
    pub const VARIANT: u8 = RAM | ROM | PRICE;

    /// Whether a product whose `failed` groups are these counts toward the
    /// facet of group `facet`: a facet is counted with every other group's
    /// filters applied but not its own, so ticking one more value shows
    /// what it would add.
    pub const fn counts_toward(failed: u8, facet: u8) -> bool {
        failed & !facet == 0
    }
}

impl FilterGroup {
    /// Whether a product with these specs passes every selected filter.
    pub fn matches(&self, specs: &ProductSpecs) -> bool {
        self.failed(specs) == 0
    }

    /// Which of a phone's variants a listing shows: the first, in the order
    /// given (`variant::card_order`), that passes every filter. A phone is
    /// listed when one does.
    pub fn first_match(&self, variants: &[ProductSpecs]) -> Option<usize> {
        variants.iter().position(|specs| self.matches(specs))
    }

    /// The groups whose filters turn a product with these specs away, as
    /// bits of [`group`] (0 when it matches).
    pub fn failed(&self, specs: &ProductSpecs) -> u8 {
        let any_range = |ranges: &[Range], value: u32| ranges.is_empty() || ranges.iter().any(|r| r.contains(value));
        let any_value = |values: &[u32], value: u32| values.is_empty() || values.contains(&value);
        let brand = self.selected_brands.is_empty()
            || self
                .selected_brands
                .iter()
                .any(|b| b.eq_ignore_ascii_case(&specs.brand));
        let price =
            self.price.min.is_none_or(|min| specs.price >= min) && self.price.max.is_none_or(|max| specs.price <= max);
        [
            (any_range(&self.battery, specs.battery_mah), group::BATTERY),
            (any_range(&self.display, specs.display_tenths), group::DISPLAY),
            (any_range(&self.camera, specs.camera_mp), group::CAMERA),
            (any_value(&self.ram, specs.ram_gb), group::RAM),
            (any_value(&self.rom, specs.rom_gb), group::ROM),
            (brand, group::BRANDS),
            (price, group::PRICE),
        ]
        .into_iter()
        .filter(|(passed, _)| !passed)
        .fold(0, |bits, (_, bit)| bits | bit)
    }

    /// Whether no filter is selected.
    pub fn is_empty(&self) -> bool {
        *self == FilterGroup::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::listing::DEFAULT_BATTERY_RANGES;

    fn specs() -> ProductSpecs {
        ProductSpecs {
            brand: "Samsung".into(),
            price: Money::from_poisha(3_000_000),
            ram_gb: 8,
            rom_gb: 128,
            battery_mah: 5000,
            display_tenths: 66,
            camera_mp: 50,
        }
    }

    #[test]
    fn predicate_ors_within_and_ands_across_groups() {
        let s = specs();
        assert!(FilterGroup::default().matches(&s));
        let battery = FilterGroup {
            battery: DEFAULT_BATTERY_RANGES.to_vec(),
            ..Default::default()
        };
        assert!(battery.matches(&s));
        let brands = FilterGroup {
            selected_brands: vec!["apple".into(), "samsung".into()],
            ..Default::default()
        };
        assert!(brands.matches(&s));
        let mismatch = FilterGroup {
            ram: vec![4, 6],
            ..brands.clone()
        };
        assert!(!mismatch.matches(&s));
        let display = FilterGroup {
            display: vec![Range { min: 60, max: 65 }],
            ..Default::default()
        };
        assert!(!display.matches(&s));
        let price = FilterGroup {
            price: PriceRange {
                min: Some(Money::from_poisha(3_000_001)),
                max: None,
            },
            ..Default::default()
        };
        assert!(!price.matches(&s));
    }

    #[test]
    fn a_phone_is_listed_at_its_first_variant_the_filters_match() {
        let eight = specs();
        let twelve = ProductSpecs {
            ram_gb: 12,
            price: Money::from_poisha(4_500_000),
            ..specs()
        };
        let phone = [eight, twelve];
        assert_eq!(FilterGroup::default().first_match(&phone), Some(0));
        let twelve_gb = FilterGroup {
            ram: vec![12],
            ..Default::default()
        };
        assert_eq!(twelve_gb.first_match(&phone), Some(1));
        let sixteen_gb = FilterGroup {
            ram: vec![16],
            ..Default::default()
        };
        assert_eq!(sixteen_gb.first_match(&phone), None);
        // RAM from one variant and price from another do not make a match.
        let twelve_under_40k = FilterGroup {
            price: PriceRange {
                min: None,
                max: Some(Money::from_poisha(4_000_000)),
            },
            ..twelve_gb
        };
        assert_eq!(twelve_under_40k.first_match(&phone), None);
    }

    #[test]
    fn failed_names_each_group_that_turns_a_product_away() {
        let s = specs();
        let filters = FilterGroup {
            ram: vec![4, 6],
            display: vec![Range { min: 60, max: 65 }],
            selected_brands: vec!["Samsung".into()],
            ..Default::default()
        };
        let failed = filters.failed(&s);
        assert_eq!(failed, group::RAM | group::DISPLAY);
        // Counted toward no facet: each facet still applies the other failing group.
        assert!(!group::counts_toward(failed, group::RAM));
        assert!(!group::counts_toward(failed, group::DISPLAY));
        let only_ram = FilterGroup {
            display: Vec::new(),
            ..filters
        };
        let failed = only_ram.failed(&s);
        assert_eq!(failed, group::RAM);
        assert!(group::counts_toward(failed, group::RAM));
        assert!(!group::counts_toward(failed, group::BRANDS));
        assert!(group::counts_toward(0, group::PRICE));
    }
}
