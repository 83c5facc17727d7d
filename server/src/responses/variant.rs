//! A phone's option axes and variants as the product page's answer carries them.

use crate::documents::variant::{OptionValue, ProductOption, VariantDocument};
use serde::Serialize;
use shop_core::Money;

/// An option axis's wire name.
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AxisName {
    Storage,
    Colour,
    Edition,
}

impl From<shop_core::variant::Axis> for AxisName {
    fn from(axis: shop_core::variant::Axis) -> Self {
        use shop_core::variant::Axis;
        match axis {
            Axis::Storage => Self::Storage,
            Axis::Colour => Self::Colour,
            Axis::Edition => Self::Edition,
        }
    }
}

/// One value an axis offers.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct OptionValueAnswer {
    pub name: String,
    /// A colour's swatch as CSS hex.
    pub swatch: Option<String>,
    /// An edition's warranty.
    pub warranty: Option<String>,
}

/// An option axis with its values, in page order.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct OptionAnswer {
    pub axis: AxisName,
    pub values: Vec<OptionValueAnswer>,
}

impl From<&ProductOption> for OptionAnswer {
    fn from(option: &ProductOption) -> Self {
        let value = |v: &OptionValue| OptionValueAnswer {
            name: v.name.clone(),
            swatch: v.swatch.clone(),
            warranty: v.warranty.clone(),
        };
        OptionAnswer {
            axis: option.axis.into(),
            values: option.values.iter().map(value).collect(),
        }
    }
}

/// A variant as a page offers it. Money is poisha, with the shop's texts.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct VariantAnswer {
    #[serde(rename = "_id")]
    pub id: String,
    pub sku: String,
    /// One value per axis, in the product's axis order.
    pub values: Vec<String>,
    /// E.g. `8/256 GB · Blue · Official`; empty for a product that is its own one variant.
    pub label: String,
    pub price: i64,
    pub discount: i64,
    pub final_price: i64,
    pub final_price_text: String,
    /// Whether the discount may be shown (the core's honest-discount rule).
    pub discount_shown: bool,
    pub reference_price: i64,
    pub shown_discount_percent: u32,
    pub stock: i64,
    /// Pictures of its colour; empty means the product's.
    pub pictures: Vec<String>,
    pub ram_gb: Option<i64>,
    pub rom_gb: Option<i64>,
}

impl From<&VariantDocument> for VariantAnswer {
    fn from(variant: &VariantDocument) -> Self {
        let shown = variant.shown_discount();
        VariantAnswer {
            id: variant.id.to_hex(),
            sku: variant.sku.clone(),
            values: variant.values.clone(),
            label: variant.label(),
            price: variant.price,
            discount: variant.discount,
            final_price: variant.final_price,
            final_price_text: Money::from_poisha(variant.final_price).format_tk(),
            discount_shown: shown.shown,
            reference_price: shown.reference_price.poisha(),
            shown_discount_percent: shown.percent,
            stock: variant.stock.max(0),
            pictures: variant.pictures.clone(),
            ram_gb: variant.ram_gb,
            rom_gb: variant.rom_gb,
        }
    }
}
