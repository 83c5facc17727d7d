//! Phones and their variants: a product is the phone a shopper sees; a
//! variant (one storage, colour and edition of it) is what is sold, with its
//! own price and stock. A product declares its option axes in order; each
//! variant names one value per axis, and a combination that is not made is
//! simply not a variant. The picker (`picker`) answers what a phone page
//! shows for a partial choice.

use crate::{digits::parse_u32, strings::join};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

pub mod grid;
mod picker;

pub use picker::{Availability, AxisChoices, Choice, ValueChoice, choices, nearest, resolve};

use crate::money::Money;
use serde::{Deserialize, Serialize};

/// An option axis, in the order a phone page offers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Axis {
    /// RAM and storage together, e.g. `8/256 GB`.
    Storage,
    Colour,
    /// Official or unofficial, which differ in price and warranty.
    Edition,
}

impl Axis {
    /// Every axis, in the order pages offer them.
    pub const ALL: [Axis; 3] = [Self::Storage, Self::Colour, Self::Edition];

    /// The wire name, e.g. `storage`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Storage => "storage",
            Self::Colour => "colour",
            Self::Edition => "edition",
        }
    }

    /// Parses a wire name.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|axis| axis.as_str() == text)
    }
}

/// What the picker knows of one variant: its id, one value per declared
/// axis (in the product's axis order), its price after discount and stock.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VariantFacts {
    pub id: String,
    pub values: Vec<String>,
    pub final_price: Money,
    pub stock: u32,
}

impl VariantFacts {
    /// Whether a shopper can buy it now.
    pub const fn in_stock(&self) -> bool {
        self.stock > 0
    }
}

/// The storage value of a RAM and a storage size in GB, as pages show it:
/// `8/256 GB`. [`storage_sizes`] reads it back.
pub fn storage_value(ram_gb: i64, rom_gb: i64) -> String {
    format!("{ram_gb}/{rom_gb} GB")
}

/// The RAM and storage a storage value names, in GB: `8/256 GB` is
/// (8, 256) and `12/1 TB` is (12, 1024); `None` for any other shape.
pub fn storage_sizes(value: &str) -> Option<(u32, u32)> {
    let (ram, rest) = value.trim().split_once('/')?;
    let ram = parse_u32(ram.trim())?;
    let rest = rest.trim();
    let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let size = parse_u32(&rest[..digits])?;
    let per_unit = match rest[digits..].trim().to_ascii_uppercase().as_str() {
        "GB" | "" => 1,
        "TB" => 1024,
        _ => return None,
    };
    Some((ram, size.checked_mul(per_unit)?))
}

/// Separates the values of a variant's label.
pub const LABEL_SEPARATOR: &str = " · ";

/// A variant's label for carts, orders and e-mails: its values in axis order,
/// e.g. `8/256 GB · Blue · Official`. Blank values are left out.
pub fn label(values: &[String]) -> String {
    let shown = values
        .iter()
        .map(|value| value.trim())
        .filter(|value| !value.is_empty());
    join(shown, LABEL_SEPARATOR)
}

/// The "from" price of a phone: the lowest final price among its variants in
/// stock, else among all of them; `None` for a phone with no variant.
pub fn from_price(variants: &[VariantFacts]) -> Option<Money> {
    lowest_price(variants.iter().map(|v| (v.final_price, v.in_stock())))
}

/// [`from_price`] over each variant's final price and whether it is in stock.
pub fn lowest_price(variants: impl IntoIterator<Item = (Money, bool)>) -> Option<Money> {
    let (mut in_stock, mut any): (Option<Money>, Option<Money>) = (None, None);
    for (price, stocked) in variants {
        any = Some(any.map_or(price, |low| low.min(price)));
        if stocked {
            in_stock = Some(in_stock.map_or(price, |low| low.min(price)));
        }
    }
    in_stock.or(any)
}

/// The order a listing looks at a phone's variants in: those in stock
/// before those sold out, cheaper first, then as given. The first is the one
/// the phone's page opens on and whose price is its "from" price; a filtered
/// listing shows the first its filters match.
pub fn card_order(variants: &[VariantFacts]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..variants.len()).collect();
    order.sort_by_key(|&at| (!variants[at].in_stock(), variants[at].final_price));
    order
}

/// The variant a phone page opens on: the one asked for when the phone has
/// it, else the cheapest in stock, else the cheapest (the first of equals).
/// `None` only for a phone with no variant. The flag says whether the
/// asked-for variant was not found (the page then says so).
pub fn opening<'a>(variants: &'a [VariantFacts], asked: Option<&str>) -> Option<(&'a VariantFacts, bool)> {
    if let Some(asked) = asked
        && let Some(found) = variants.iter().find(|v| v.id == asked)
    {
        return Some((found, false));
    }
    let cheapest = |in_stock_only: bool| {
        variants
            .iter()
            .filter(|v| !in_stock_only || v.in_stock())
            .min_by_key(|v| v.final_price)
    };
    cheapest(true)
        .or_else(|| cheapest(false))
        .map(|variant| (variant, asked.is_some()))
}

#[cfg(test)]
mod tests;
