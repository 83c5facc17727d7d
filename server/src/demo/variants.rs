//! The demo catalog's variants: every generated phone is sold in one to
//! three storage sizes and two or three colours, some also as an official
//! and an unofficial edition; some combinations are not made and some are
//! sold out. Drawn from a random stream of their own, so the phone itself
//! (its model, base storage, price and stock) stays as it was for a seed.

use super::VARIANTS;
use crate::documents::{
    price_history::PricePointDocument,
    product::ProductDocument,
    variant::{OptionValue, ProductOption, VariantDocument},
};
use mongodb::bson::oid::ObjectId;
use rand::{Rng, SeedableRng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;
use shop_core::{
    Money, price_history,
    variant::{self, Axis},
};
use std::ops::RangeInclusive;

/// Colours phones are sold in, with their swatches.
const COLOURS: &[(&str, &str)] = &[
    ("Midnight Black", "#1f2933"),
    ("Ocean Blue", "#1e3a8a"),
    ("Mint Green", "#5fb49c"),
    ("Lavender", "#b4a7d6"),
    ("Titanium Silver", "#b8bcc2"),
    ("Sunset Orange", "#e8743b"),
    ("Rose Gold", "#d8a7a0"),
    ("Ice White", "#eef1f4"),
];

/// The editions a phone sold both ways comes in, with their warranties.
const EDITIONS: [(&str, &str); 2] = [
    ("Official", "1 year official brand warranty"),
    ("Unofficial", "6 months seller warranty"),
];

/// Phones from this price (TK) are often also sold unofficially.
const UNOFFICIAL_FROM_TK: i64 = 20_000;

/// Salt of the variants' random stream ("VARIANTS").
const STREAM_SALT: u64 = 0x5641_5249_414E_5453;

/// What a phone is drawn with: its base storage tier and the tiers its series is sold in.
pub(super) struct Base {
    pub tier: usize,
    pub tiers: RangeInclusive<usize>,
}

/// `product`'s axes and variants for catalog `seed`: its base variant (its
/// drawn storage, the first colour, official) has its drawn price, stock and
/// sold count; every larger storage costs 12% more per step, an unofficial
/// edition 8% less.
pub(super) fn dress(
    seed: u64,
    index: u64,
    product: &ProductDocument,
    base: &Base,
) -> (Vec<ProductOption>, Vec<VariantDocument>, Vec<PricePointDocument>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ STREAM_SALT);
    rng.set_stream(index);
    let steps = rng.random_range(1..=3_usize);
    let storages: Vec<usize> = (base.tier..=(base.tier + steps - 1).min(*base.tiers.end())).collect();
    let colour_count = rng.random_range(2..=3_usize);
    let colours: Vec<&(&str, &str)> = COLOURS.choose_multiple(&mut rng, colour_count).collect();
    let both_editions = product.fields.price >= UNOFFICIAL_FROM_TK * 100 && rng.random_bool(0.3);
    let editions = if both_editions { &EDITIONS[..] } else { &EDITIONS[..0] };
    let top_last_not_made = storages.len() > 1 && rng.random_bool(0.5);

    let mut options = vec![
        ProductOption {
            axis: Axis::Storage,
            values: storages.iter().map(|&t| value(storage_name(t), None, None)).collect(),
        },
        ProductOption {
            axis: Axis::Colour,
            values: colours
                .iter()
                .map(|(name, swatch)| value((*name).into(), Some(swatch), None))
                .collect(),
        },
    ];
    if !editions.is_empty() {
        options.push(ProductOption {
            axis: Axis::Edition,
            values: editions
                .iter()
                .map(|(name, warranty)| value((*name).into(), None, Some(warranty)))
                .collect(),
        });
    }

    let edition_count = editions.len().max(1);
    let mut variants = Vec::new();
    let mut prices = Vec::new();
    for (s, &tier) in storages.iter().enumerate() {
        for (c, (colour, _)) in colours.iter().enumerate() {
            if top_last_not_made && s + 1 == storages.len() && c + 1 == colours.len() {
                continue;
            }
            for e in 0..edition_count {
                let is_base = s == 0 && c == 0 && e == 0;
                let mut values = vec![storage_name(tier), (*colour).to_owned()];
                if let Some((edition, _)) = editions.get(e) {
                    values.push((*edition).to_owned());
                }
                let price = step_price(product.fields.price, s, e == 1);
                let ordinal = u8::try_from(variants.len()).unwrap_or(u8::MAX);
                let (stock, sold) = if is_base {
                    (product.fields.stock, product.fields.sold)
                } else if rng.random_bool(0.12) {
                    (0, rng.random_range(0..=product.fields.sold / 3))
                } else {
                    (rng.random_range(1..=60), rng.random_range(0..=product.fields.sold / 3))
                };
                let discount = u32::try_from(product.fields.discount).unwrap_or(0);
                let Ok(mut variant) =
                    VariantDocument::new(product.id, sku(product.id, &values), values, price, discount, stock)
                else {
                    continue;
                };
                variant.id = variant_id(product.id, seed, ordinal);
                variant.sold = sold;
                let (ram, rom) = VARIANTS[tier];
                (variant.ram_gb, variant.rom_gb) = (Some(ram), Some(rom));
                (variant.created_at, variant.updated_at) = (product.created_at, product.created_at);
                let points = super::demo_prices(PricePointDocument::of_variant(&variant, product.created_at), index);
                let core: Vec<_> = points.iter().map(PricePointDocument::core_point).collect();
                let current = Money::from_poisha(variant.price);
                variant.price_reference = Some(price_history::current_reference(&core, current).poisha());
                prices.extend(points);
                variants.push(variant);
            }
        }
    }
    (options, variants, prices)
}

fn value(name: String, swatch: Option<&str>, warranty: Option<&str>) -> OptionValue {
    OptionValue {
        name,
        swatch: swatch.map(Into::into),
        warranty: warranty.map(Into::into),
    }
}

/// A storage tier's name, e.g. `8/256 GB`.
fn storage_name(tier: usize) -> String {
    let (ram, rom) = VARIANTS[tier];
    variant::storage_value(ram, rom)
}

/// The price `steps` storage sizes above the base price, 8% less when
/// unofficial, ending in 499 or 999 TK as the catalog's prices do.
fn step_price(base_poisha: i64, steps: usize, unofficial: bool) -> Money {
    let steps = i64::try_from(steps).unwrap_or(0);
    let mut tk = base_poisha / 100 * (100 + 12 * steps) / 100;
    if unofficial {
        tk = tk * 92 / 100;
    }
    let tk = ((tk + 250) / 500 * 500 - 1).max(999);
    Money::from_tk(tk).unwrap_or(Money::ZERO)
}

/// A SKU unique across the shop: the phone's id, then the variant's values.
fn sku(product: ObjectId, values: &[String]) -> String {
    // "8/256 GB" is 8-256; "Midnight Black" is MB; "Official" is O.
    let tail: Vec<String> = values
        .iter()
        .map(|v| {
            let words: Vec<&str> = v
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect();
            let numbers: Vec<&str> = words
                .iter()
                .copied()
                .filter(|w| w.bytes().all(|b| b.is_ascii_digit()))
                .collect();
            if numbers.is_empty() {
                words
                    .iter()
                    .filter_map(|w| w.chars().next())
                    .collect::<String>()
                    .to_ascii_uppercase()
            } else {
                numbers.join("-")
            }
        })
        .collect();
    format!("{}-{}", product.to_hex().to_ascii_uppercase(), tail.join("-"))
}

/// A stable id for a phone's variant: the phone's time, then a variant mark
/// with its ordinal, the seed and the phone's index (a product's id has the
/// whole seed where the mark is, which is 0 for seeds below 2^31).
fn variant_id(product: ObjectId, seed: u64, ordinal: u8) -> ObjectId {
    let mut bytes = product.bytes();
    bytes[4] = 0x80 | (ordinal & 0x7f);
    bytes[5..8].copy_from_slice(&(seed as u32).to_be_bytes()[1..]);
    ObjectId::from_bytes(bytes)
}

#[cfg(test)]
mod tests;
