//! The phone page's picker: for a shopper's partial choice (one value or
//! none per axis, in the product's axis order), whether each value of each
//! axis can be bought with the other choices, which variant the choice
//! names, and where a value that does not go with the other choices leads.
//! Written as plain loops over indexes: the browser's module carries these
//! rules, and iterator chains cost it kilobytes (docs/benchmarks-history.md).

use alloc::string::String;
use alloc::vec::Vec;

use super::VariantFacts;
use serde::Serialize;

/// A shopper's choice: per axis, in the product's order, a value or none yet.
pub type Choice = [Option<String>];

/// What choosing a value would give, with the other axes' choices kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Availability {
    /// A variant with it is in stock.
    Available,
    /// Variants with it are made, but none is in stock.
    SoldOut,
    /// No variant has it together with the other choices.
    NotMade,
}

impl Availability {
    /// The wire name, e.g. `sold_out`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Available => "available",
            Self::SoldOut => "sold_out",
            Self::NotMade => "not_made",
        }
    }
}

/// One value of an axis and what choosing it would give.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ValueChoice {
    pub value: String,
    pub availability: Availability,
}

/// The values of one axis, in the order the variants first name them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AxisChoices {
    pub values: Vec<ValueChoice>,
}

/// Whether `variant` has `value` on `axis`.
fn has(variant: &VariantFacts, axis: usize, value: &str) -> bool {
    variant.values.get(axis).is_some_and(|own| own == value)
}

/// How many chosen axes but `except` `variant` differs on.
fn differences(variant: &VariantFacts, choice: &Choice, except: usize) -> usize {
    let mut count = 0;
    for (axis, chosen) in choice.iter().enumerate() {
        if axis != except
            && let Some(value) = chosen
            && !has(variant, axis, value)
        {
            count += 1;
        }
    }
    count
}

/// What choosing `value` on `axis` would give with the other choices kept.
fn availability(variants: &[VariantFacts], choice: &Choice, axis: usize, value: &str) -> Availability {
    let mut made = false;
    for variant in variants {
        if has(variant, axis, value) && differences(variant, choice, axis) == 0 {
            if variant.in_stock() {
                return Availability::Available;
            }
            made = true;
        }
    }
    if made {
        Availability::SoldOut
    } else {
        Availability::NotMade
    }
}

/// For each of `axes` axes, every value the variants name and what choosing
/// it would give with the other axes' choices kept.
pub fn choices(variants: &[VariantFacts], axes: usize, choice: &Choice) -> Vec<AxisChoices> {
    let mut all = Vec::with_capacity(axes);
    for axis in 0..axes {
        let mut values: Vec<ValueChoice> = Vec::new();
        for variant in variants {
            let Some(value) = variant.values.get(axis) else {
                continue;
            };
            if values.iter().any(|listed| &listed.value == value) {
                continue;
            }
            values.push(ValueChoice {
                value: value.clone(),
                availability: availability(variants, choice, axis, value),
            });
        }
        all.push(AxisChoices { values });
    }
    all
}

/// The variant `choice` names: a value on every axis, and a variant with
/// exactly those values. `None` while an axis is unchosen or the
/// combination is not made.
pub fn resolve<'a>(variants: &'a [VariantFacts], choice: &Choice) -> Option<&'a VariantFacts> {
    if choice.iter().any(Option::is_none) {
        return None;
    }
    variants
        .iter()
        .find(|variant| variant.values.len() == choice.len() && differences(variant, choice, usize::MAX) == 0)
}

/// Where choosing `value` on `axis` leads when it does not go with the other
/// choices: among the variants with that value, one in stock if any, then
/// the fewest other chosen axes changed, then the lowest price (then the
/// first). `None` when no variant has the value.
pub fn nearest<'a>(
    variants: &'a [VariantFacts],
    choice: &Choice,
    axis: usize,
    value: &str,
) -> Option<&'a VariantFacts> {
    let mut best: Option<(&VariantFacts, (bool, usize, i64))> = None;
    for variant in variants {
        if !has(variant, axis, value) {
            continue;
        }
        let rank = (
            !variant.in_stock(),
            differences(variant, choice, axis),
            variant.final_price.poisha(),
        );
        if best.is_none_or(|(_, best_rank)| rank < best_rank) {
            best = Some((variant, rank));
        }
    }
    best.map(|(variant, _)| variant)
}
