//! Cart rules: toggling a product in or out, quantity bounds, subtotal.

use alloc::borrow::ToOwned;

use alloc::string::String;
use alloc::vec::Vec;

use crate::money::{Money, MoneyError};
use crate::text::Text;
use serde::{Deserialize, Serialize};

/// Quantity a product gets when it is first added to the cart.
pub const FIRST_ADD_QUANTITY: u32 = 1;

/// The cart's texts.
pub mod texts {
    crate::texts! {
        QUANTITY_TOO_LOW = "cart.quantity_too_low" => "Quantity must be at least 1";
        ABOVE_STOCK = "cart.above_stock" { stock: Count } => "Only {stock} left in stock";
        OUT_OF_STOCK = "cart.out_of_stock" => "This product is out of stock";
    }
}

/// Why a cart change was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CartError {
    QuantityTooLow,
    AboveStock { stock: u32 },
    OutOfStock,
    Money(MoneyError),
}

impl From<MoneyError> for CartError {
    fn from(error: MoneyError) -> Self {
        Self::Money(error)
    }
}

impl CartError {
    /// The refusal as a text for the shopper.
    pub fn text(&self) -> Text {
        match self {
            Self::QuantityTooLow => Text::new(texts::QUANTITY_TOO_LOW),
            Self::AboveStock { stock } => Text::new(texts::ABOVE_STOCK).count("stock", *stock),
            Self::OutOfStock => Text::new(texts::OUT_OF_STOCK),
            Self::Money(err) => err.text(),
        }
    }

    /// Stable machine-readable code, shared with the TypeScript side.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(CartError);

/// A cart line's quantity: at least 1 and never above the product's stock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Quantity(u32);

impl Quantity {
    /// Checks a requested quantity against the product's stock.
    pub fn parse(requested: u32, stock: u32) -> Result<Self, CartError> {
        if stock == 0 {
            return Err(CartError::OutOfStock);
        }
        if requested < 1 {
            return Err(CartError::QuantityTooLow);
        }
        if requested > stock {
            return Err(CartError::AboveStock { stock });
        }
        Ok(Quantity(requested))
    }

    /// The quantity of a first add (1), if anything is in stock.
    pub fn first_add(stock: u32) -> Result<Self, CartError> {
        Quantity::parse(FIRST_ADD_QUANTITY, stock)
    }

    /// The plain number.
    pub const fn get(self) -> u32 {
        self.0
    }

    /// One more, never above the stock.
    pub fn increase(self, stock: u32) -> Result<Self, CartError> {
        Quantity::parse(self.0.saturating_add(1), stock)
    }

    /// One less while above 1; at 1 it stays 1.
    pub fn decrease(self) -> Self {
        if self.0 > 1 { Quantity(self.0 - 1) } else { self }
    }
}

/// One product in a cart, as far as the rules need it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CartLine {
    pub product_id: String,
    /// Unit price in poisha.
    pub price: Money,
    pub quantity: u32,
}

/// What a toggle does to a collection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ToggleOutcome {
    Added,
    Removed,
}

impl ToggleOutcome {
    /// The wire name: `added` or `removed`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Added => "added",
            Self::Removed => "removed",
        }
    }
}

/// Whether toggling `product_id` adds it (absent) or removes it (present).
pub fn toggle_outcome<'a>(mut present_ids: impl Iterator<Item = &'a str>, product_id: &str) -> ToggleOutcome {
    if present_ids.any(|id| id == product_id) {
        ToggleOutcome::Removed
    } else {
        ToggleOutcome::Added
    }
}

/// Toggles a product in a cart: absent means added with quantity 1, present
/// means removed. Returns what happened.
pub fn toggle(lines: &mut Vec<CartLine>, product_id: &str, price: Money) -> ToggleOutcome {
    let outcome = toggle_outcome(lines.iter().map(|l| l.product_id.as_str()), product_id);
    match outcome {
        ToggleOutcome::Removed => lines.retain(|l| l.product_id != product_id),
        ToggleOutcome::Added => lines.push(CartLine {
            product_id: product_id.to_owned(),
            price,
            quantity: FIRST_ADD_QUANTITY,
        }),
    }
    outcome
}

/// Units left at or below which a product shows "Only N left".
pub const LOW_STOCK: u32 = 5;

/// How much of a product is left, as a shopper is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum StockLevel {
    Out,
    Low,
    In,
}

impl StockLevel {
    /// The wire name: `out`, `low` or `in`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Out => "out",
            Self::Low => "low",
            Self::In => "in",
        }
    }
}

/// The stock level shown for `stock` units.
pub fn stock_level(stock: i64) -> StockLevel {
    match stock {
        ..=0 => StockLevel::Out,
        n if n <= i64::from(LOW_STOCK) => StockLevel::Low,
        _ => StockLevel::In,
    }
}

/// Whether a line of `quantity` units can be filled from `stock`.
pub fn can_fill(quantity: i64, stock: i64) -> bool {
    u32::try_from(quantity)
        .ok()
        .zip(u32::try_from(stock).ok())
        .is_some_and(|(q, s)| Quantity::parse(q, s).is_ok())
}

/// Sum of price times quantity over all lines.
pub fn subtotal(lines: &[CartLine]) -> Result<Money, MoneyError> {
    lines.iter().try_fold(Money::ZERO, |sum, line| {
        sum.checked_add(line.price.checked_mul(line.quantity)?)
    })
}

/// The number shown in 'Total Items (n)': the count of lines.
pub fn item_count(lines: &[CartLine]) -> usize {
    lines.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_names_are_the_serde_names() {
        for outcome in [ToggleOutcome::Added, ToggleOutcome::Removed] {
            assert_eq!(serde_json::to_value(outcome).unwrap(), outcome.as_str());
        }
        for level in [StockLevel::Out, StockLevel::Low, StockLevel::In] {
            assert_eq!(serde_json::to_value(level).unwrap(), level.as_str());
        }
    }

    fn line(id: &str, poisha: i64, quantity: u32) -> CartLine {
        CartLine {
            product_id: id.into(),
            price: Money::from_poisha(poisha),
            quantity,
        }
    }

    #[test]
    fn toggle_adds_absent_with_quantity_one_and_removes_present() {
        let mut lines = vec![line("a", 100, 3)];
        assert_eq!(toggle(&mut lines, "b", Money::from_poisha(500)), ToggleOutcome::Added);
        assert_eq!(lines[1], line("b", 500, 1));
        assert_eq!(toggle(&mut lines, "a", Money::from_poisha(100)), ToggleOutcome::Removed);
        assert_eq!(lines, vec![line("b", 500, 1)]);
    }

    #[test]
    fn quantity_is_bounded_by_stock_and_one() {
        let q = Quantity::parse(2, 3).unwrap();
        assert_eq!(q.increase(3).unwrap().get(), 3);
        assert_eq!(
            q.increase(3).unwrap().increase(3),
            Err(CartError::AboveStock { stock: 3 })
        );
        assert_eq!(q.decrease().get(), 1);
        assert_eq!(q.decrease().decrease().get(), 1);
        assert_eq!(Quantity::parse(0, 3), Err(CartError::QuantityTooLow));
        assert_eq!(Quantity::parse(4, 3), Err(CartError::AboveStock { stock: 3 }));
        assert_eq!(Quantity::first_add(0), Err(CartError::OutOfStock));
        assert_eq!(Quantity::first_add(7).unwrap().get(), FIRST_ADD_QUANTITY);
    }

    #[test]
    fn subtotal_sums_price_times_quantity() {
        let lines = vec![line("a", 2_499_950, 2), line("b", 1_050, 3)];
        assert_eq!(subtotal(&lines), Ok(Money::from_poisha(4_999_900 + 3_150)));
        assert_eq!(subtotal(&[]), Ok(Money::ZERO));
        assert_eq!(subtotal(&[line("x", i64::MAX, 2)]), Err(MoneyError::Overflow));
    }

    #[test]
    fn stock_levels_and_filling() {
        assert_eq!(stock_level(0), StockLevel::Out);
        assert_eq!(stock_level(-3), StockLevel::Out);
        assert_eq!(stock_level(1), StockLevel::Low);
        assert_eq!(stock_level(5), StockLevel::Low);
        assert_eq!(stock_level(6), StockLevel::In);
        assert!(can_fill(2, 2));
        assert!(!can_fill(3, 2));
        assert!(!can_fill(0, 2));
        assert!(!can_fill(1, -1));
    }

    #[test]
    fn item_count_counts_lines_not_units() {
        assert_eq!(item_count(&[line("a", 1, 5), line("b", 1, 1)]), 2);
        assert_eq!(item_count(&[]), 0);
    }
}
