//! An admin's variant grid: the axes a phone declares, with their values, and
//! the variants it sells, checked as a whole before anything is written.
//! Each refusal names its field (`options[0].values[1]`, `variants[2].sku`).

use alloc::borrow::ToOwned;

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::Axis;
use crate::money::Money;
use crate::text::Text;
use crate::validation::{self, FieldError};

/// The grid's texts.
pub mod texts {
    crate::texts! {
        NO_AXES = "variants.no_axes" => "Declare at least one axis: storage, colour or edition";
        AXIS_TWICE = "variants.axis_twice" => "Each axis can be declared once";
        NO_VALUES = "variants.no_values" => "Give this axis at least one value";
        VALUE_TWICE = "variants.value_twice" => "This value is already on the axis";
        NO_VARIANTS = "variants.none" => "Give the phone at least one variant";
        VALUES_COUNT = "variants.values_count" { axes: Count } => "Give one value for each of the {axes} axes";
        VALUE_NOT_ON_AXIS = "variants.value_not_on_axis" { value: Name } => "'{value}' is not a value of this axis";
        COMBINATION_TWICE = "variants.combination_twice" => "Another variant has the same values";
        SKU_TWICE = "variants.sku_twice" => "Another variant has this SKU";
        SKU_FORMAT = "variants.sku_format" => "Use 1 to 64 letters, digits, - or _";
    }
}

/// Most values an axis may offer, and most variants a phone may sell.
pub const MAX_VALUES: usize = 20;
pub const MAX_VARIANTS: usize = 200;
/// Longest value name and SKU.
const MAX_NAME: usize = 40;
const MAX_SKU: usize = 64;
/// Most units one variant may hold.
pub const MAX_STOCK: u32 = 1_000_000;

/// An axis as the grid declares it.
#[derive(Debug, Clone)]
pub struct GridAxis {
    pub axis: Axis,
    pub values: Vec<String>,
}

/// A row of the grid as an admin typed it.
#[derive(Debug, Clone)]
pub struct GridRow {
    pub values: Vec<String>,
    pub sku: String,
    /// TK as typed, e.g. `45999.50`.
    pub price: String,
    pub discount: i64,
    pub stock: i64,
}

/// A row that passed: trimmed, its price parsed and its final price computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedRow {
    pub values: Vec<String>,
    pub sku: String,
    pub price: Money,
    pub discount: u32,
    pub final_price: Money,
    pub stock: u32,
}

/// Checks a whole grid: the axes (each once, each with distinct values), and
/// the rows (one value of each axis, no combination or SKU twice, a price, a
/// discount and a stock in range). Answers the rows checked, in order, or
/// every refusal at once.
pub fn check(axes: &[GridAxis], rows: &[GridRow]) -> Result<Vec<CheckedRow>, Vec<FieldError>> {
    let mut errors = Vec::new();
    let refuse = |errors: &mut Vec<FieldError>, field: String, text: Text| errors.push(FieldError { field, text });
    if axes.is_empty() {
        refuse(&mut errors, "options".into(), texts::NO_AXES.into());
    }
    for (a, axis) in axes.iter().enumerate() {
        if axes[..a].iter().any(|earlier| earlier.axis == axis.axis) {
            refuse(&mut errors, format!("options[{a}].axis"), texts::AXIS_TWICE.into());
        }
        if axis.values.is_empty() {
            refuse(&mut errors, format!("options[{a}].values"), texts::NO_VALUES.into());
        }
        if axis.values.len() > MAX_VALUES {
            let error = validation::ValidationError::OutOfRange {
                min: 1,
                max: MAX_VALUES as u32,
            };
            errors.push(FieldError::new(&format!("options[{a}].values"), &error));
        }
        for (v, value) in axis.values.iter().enumerate() {
            let field = format!("options[{a}].values[{v}]");
            if let Err(error) = name(value) {
                errors.push(FieldError::new(&field, &error));
            } else if axis.values[..v].iter().any(|earlier| earlier.trim() == value.trim()) {
                refuse(&mut errors, field, texts::VALUE_TWICE.into());
            }
        }
    }
    if rows.is_empty() || rows.len() > MAX_VARIANTS {
        refuse(&mut errors, "variants".into(), texts::NO_VARIANTS.into());
    }
    let mut checked = Vec::with_capacity(rows.len());
    for (r, row) in rows.iter().enumerate() {
        if let Some(row) = check_row(axes, rows, r, row, &mut errors) {
            checked.push(row);
        }
    }
    if errors.is_empty() { Ok(checked) } else { Err(errors) }
}

/// One row of the grid; its refusals go to `errors`.
fn check_row(
    axes: &[GridAxis],
    rows: &[GridRow],
    r: usize,
    row: &GridRow,
    errors: &mut Vec<FieldError>,
) -> Option<CheckedRow> {
    let before = errors.len();
    let field = |name: &str| format!("variants[{r}].{name}");
    let values: Vec<String> = row.values.iter().map(|v| v.trim().to_owned()).collect();
    if values.len() != axes.len() {
        let text = Text::new(texts::VALUES_COUNT).count("axes", axes.len() as i64);
        errors.push(FieldError {
            field: field("values"),
            text,
        });
    } else {
        for (a, (value, axis)) in values.iter().zip(axes).enumerate() {
            if !axis.values.iter().any(|offered| offered.trim() == value) {
                let text = Text::new(texts::VALUE_NOT_ON_AXIS).name("value", value.as_str());
                errors.push(FieldError {
                    field: field(&format!("values[{a}]")),
                    text,
                });
            }
        }
        let same = |other: &GridRow| {
            other.values.len() == values.len() && other.values.iter().zip(&values).all(|(o, v)| o.trim() == v)
        };
        if rows[..r].iter().any(same) {
            errors.push(FieldError {
                field: field("values"),
                text: texts::COMBINATION_TWICE.into(),
            });
        }
    }
    let sku = row.sku.trim();
    if !sku_ok(sku) {
        errors.push(FieldError {
            field: field("sku"),
            text: texts::SKU_FORMAT.into(),
        });
    } else if rows[..r].iter().any(|other| other.sku.trim().eq_ignore_ascii_case(sku)) {
        errors.push(FieldError {
            field: field("sku"),
            text: texts::SKU_TWICE.into(),
        });
    }
    let price = validation::price(&row.price).map_err(|e| errors.push(FieldError::new(&field("price"), &e)));
    let discount = validation::whole_number(row.discount, 0, 100)
        .map_err(|e| errors.push(FieldError::new(&field("discount"), &e)));
    let stock = validation::whole_number(row.stock, 0, MAX_STOCK)
        .map_err(|e| errors.push(FieldError::new(&field("stock"), &e)));
    let (Ok(price), Ok(discount), Ok(stock)) = (price, discount, stock) else {
        return None;
    };
    let final_price = price
        .apply_discount(discount)
        .map_err(|e| errors.push(FieldError::new(&field("discount"), &e.into())))
        .ok()?;
    (errors.len() == before).then(|| CheckedRow {
        values,
        sku: sku.to_owned(),
        price,
        discount,
        final_price,
        stock,
    })
}

/// A value's name: visible, one to 40 characters.
fn name(value: &str) -> Result<(), validation::ValidationError> {
    validation::length(value.trim(), 1, MAX_NAME)?;
    validation::visible(value)
}

/// Whether a colour's swatch is CSS hex: `#` and six hex digits.
pub fn swatch_ok(swatch: &str) -> bool {
    swatch.len() == 7 && swatch.starts_with('#') && swatch.bytes().skip(1).all(|b| b.is_ascii_hexdigit())
}

/// Most pictures a variant holds (of its colour).
pub const MAX_PICTURES: usize = 8;

/// The refusals of row `r`'s pictures: each must be the address of a
/// picture uploaded to the shop, and there are at most [`MAX_PICTURES`].
pub fn picture_errors(r: usize, pictures: &[String]) -> Vec<FieldError> {
    let mut errors = Vec::new();
    if pictures.len() > MAX_PICTURES {
        let error = validation::ValidationError::OutOfRange {
            min: 0,
            max: MAX_PICTURES as u32,
        };
        errors.push(FieldError::new(&format!("variants[{r}].pictures"), &error));
    }
    for (p, picture) in pictures.iter().enumerate() {
        if picture.is_empty() || validation::picture_address(picture).is_err() {
            let error = validation::ValidationError::InvalidPicture;
            errors.push(FieldError::new(&format!("variants[{r}].pictures[{p}]"), &error));
        }
    }
    errors
}

/// Longest edition warranty text.
pub const MAX_WARRANTY: usize = 80;

/// Whether a SKU is 1 to 64 letters, digits, `-` or `_`.
fn sku_ok(sku: &str) -> bool {
    (1..=MAX_SKU).contains(&sku.len()) && sku.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
#[path = "grid_tests.rs"]
mod tests;
