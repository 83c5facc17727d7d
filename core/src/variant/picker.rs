//! The phone page's picker: for a shopper's partial choice (one value or
//! none per axis, in the product's axis order), whether each value of each
//! axis can be bought with the other choices, which variant the choice
//! names, and where a value that does not go with the other choices leads.

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

/// Whether `variant` agrees with `choice` on every chosen axis but `except`.
fn agrees(variant: &VariantFacts, choice: &Choice, except: usize) -> bool {
    choice.iter().enumerate().all(|(axis, chosen)| {
        axis == except
            || chosen
                .as_ref()
                .is_none_or(|value| variant.values.get(axis) == Some(value))
    })
}

/// For each of `axes` axes, every value the variants name and what choosing
/// it would give with the other axes' choices kept.
pub fn choices(variants: &[VariantFacts], axes: usize, choice: &Choice) -> Vec<AxisChoices> {
    (0..axes)
        .map(|axis| {
            let mut values: Vec<&String> = Vec::new();
            for value in variants.iter().filter_map(|v| v.values.get(axis)) {
                if !values.contains(&value) {
                    values.push(value);
                }
            }
            let values = values
                .into_iter()
                .map(|value| {
                    let mut with = variants
                        .iter()
                        .filter(|v| v.values.get(axis) == Some(value) && agrees(v, choice, axis));
                    let availability = match with.next() {
                        None => Availability::NotMade,
                        Some(first) if first.in_stock() || with.any(VariantFacts::in_stock) => Availability::Available,
                        Some(_) => Availability::SoldOut,
                    };
                    ValueChoice {
                        value: value.clone(),
                        availability,
                    }
                })
                .collect();
            AxisChoices { values }
        })
        .collect()
}

/// The variant `choice` names: a value on every axis, and a variant with
/// exactly those values. `None` while an axis is unchosen or the
/// combination is not made.
pub fn resolve<'a>(variants: &'a [VariantFacts], choice: &Choice) -> Option<&'a VariantFacts> {
    if choice.iter().any(Option::is_none) {
        return None;
    }
    variants.iter().find(|v| {
        v.values.len() == choice.len()
            && choice
                .iter()
                .zip(&v.values)
                .all(|(chosen, value)| chosen.as_ref() == Some(value))
    })
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
    let changed = |variant: &VariantFacts| {
        choice
            .iter()
            .enumerate()
            .filter(|(other, chosen)| {
                *other != axis && chosen.as_ref().is_some_and(|c| variant.values.get(*other) != Some(c))
            })
            .count()
    };
    variants
        .iter()
        .filter(|v| v.values.get(axis).is_some_and(|own| own == value))
        .min_by_key(|v| (!v.in_stock(), changed(v), v.final_price))
}
