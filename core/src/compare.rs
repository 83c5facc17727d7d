//! Comparing phones side by side: which spec rows have an order, which of the
//! compared values is best in each row, and whether a row differs at all.

use alloc::borrow::ToOwned;

use alloc::string::String;
use alloc::vec::Vec;

use crate::text::Text;
use crate::validation::NETWORKS;

/// How many phones a shopper compares at once.
pub const MAX_COMPARED: u32 = 4;

/// The comparison's texts.
pub mod texts {
    crate::texts! {
        UNKNOWN_ROW = "compare.unknown_row" { row: Name } => "Unknown comparison row '{row}'";
    }
}

/// A refused comparison.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CompareError {
    UnknownRow(String),
}

impl CompareError {
    /// The refusal as a text.
    pub fn text(&self) -> Text {
        match self {
            Self::UnknownRow(row) => Text::new(texts::UNKNOWN_ROW).name("row", row.as_str()),
        }
    }

    /// Stable machine-readable code.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(CompareError);

/// Which way a row's values improve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// More is better (RAM, battery, rating).
    Higher,
    /// Less is better (the price).
    Lower,
    /// No value is better than another (a processor's name).
    None,
}

/// One row of the comparison table, in the order the table shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareRow {
    Price,
    Ram,
    Storage,
    Battery,
    Display,
    MainCamera,
    SelfieCamera,
    Network,
    Processor,
    Rating,
}

impl CompareRow {
    /// Every row in table order.
    pub const ALL: [Self; 10] = [
        Self::Price,
        Self::Ram,
        Self::Storage,
        Self::Battery,
        Self::Display,
        Self::MainCamera,
        Self::SelfieCamera,
        Self::Network,
        Self::Processor,
        Self::Rating,
    ];

    /// The row's key as the front end names it (`mainCamera`).
    pub fn key(self) -> &'static str {
        match self {
            Self::Price => "price",
            Self::Ram => "ram",
            Self::Storage => "storage",
            Self::Battery => "battery",
            Self::Display => "display",
            Self::MainCamera => "mainCamera",
            Self::SelfieCamera => "selfieCamera",
            Self::Network => "network",
            Self::Processor => "processor",
            Self::Rating => "rating",
        }
    }

    /// The row named `key`.
    pub fn parse(key: &str) -> Result<Self, CompareError> {
        Self::ALL
            .into_iter()
            .find(|row| row.key() == key)
            .ok_or_else(|| CompareError::UnknownRow(key.to_owned()))
    }

    /// Which way the row's values improve. A bigger screen counts as better:
    /// it is what a buyer comparing screens is looking for.
    pub fn order(self) -> Order {
        match self {
            Self::Price => Order::Lower,
            Self::Processor => Order::None,
            _ => Order::Higher,
        }
    }

    /// Where `value` stands in this row, higher is better; `None` when it
    /// cannot be ranked (unknown, or text in a row of numbers).
    fn rank(self, value: &SpecValue) -> Option<f64> {
        let rank = match (self, value) {
            (Self::Network, SpecValue::Text(text)) => {
                let generation = NETWORKS.iter().position(|n| *n == text.trim())?;
                u32::try_from(generation).map(f64::from).ok()?
            }
            (Self::Network | Self::Processor, _) | (_, SpecValue::Text(_) | SpecValue::Unknown) => return None,
            (_, SpecValue::Number(number)) => *number,
        };
        match self.order() {
            _ if rank.is_nan() => None,
            Order::Lower => Some(-rank),
            Order::Higher => Some(rank),
            Order::None => None,
        }
    }
}

/// One compared phone's value in a row.
#[derive(Debug, Clone, PartialEq)]
pub enum SpecValue {
    /// Not known (a selfie camera stored before the shop asked for it, a phone
    /// without ratings).
    Unknown,
    Number(f64),
    Text(String),
}

impl SpecValue {
    fn same_as(&self, other: &Self) -> bool {
        match (self, other) {
            (Self::Unknown, Self::Unknown) => true,
            (Self::Number(a), Self::Number(b)) => a == b,
            (Self::Text(a), Self::Text(b)) => a.trim() == b.trim(),
            _ => false,
        }
    }
}

/// What one row of the comparison shows.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RowComparison {
    /// Positions of the best values (every one of a tie). Empty when the row
    /// has no order or its known values are all the same; an unknown value
    /// is never best.
    pub best: Vec<usize>,
    /// Whether the values are not all the same (unknown differs from known).
    pub differs: bool,
}

/// Compares one row's values, one per phone in the order shown.
pub fn compare_row(row: CompareRow, values: &[SpecValue]) -> RowComparison {
    let mut differs = false;
    let mut top: Option<f64> = None;
    let mut tied = true;
    for (index, value) in values.iter().enumerate() {
        differs |= index > 0 && !value.same_as(&values[index - 1]);
        if let Some(rank) = row.rank(value) {
            match top {
                None => top = Some(rank),
                Some(best) if rank != best => {
                    tied = false;
                    top = Some(best.max(rank));
                }
                Some(_) => {}
            }
        }
    }
    let mut best = Vec::new();
    if let Some(top) = top.filter(|_| !tied) {
        for (index, value) in values.iter().enumerate() {
            if row.rank(value) == Some(top) {
                best.push(index);
            }
        }
    }
    RowComparison { best, differs }
}

#[cfg(test)]
mod tests {
    use super::*;
    use SpecValue::{Number as N, Unknown as U};

    #[allow(non_snake_case)]
    fn T(text: &str) -> SpecValue {
        SpecValue::Text(text.to_owned())
    }

    fn best(row: CompareRow, values: &[SpecValue]) -> Vec<usize> {
        compare_row(row, values).best
    }

    #[test]
    fn higher_is_better_and_ties_are_all_best() {
        assert_eq!(best(CompareRow::Ram, &[N(8.0), N(12.0), N(12.0)]), [1, 2]);
        assert_eq!(best(CompareRow::Display, &[N(6.7), N(6.1)]), [0]);
        assert_eq!(best(CompareRow::Rating, &[N(4.5), U, N(3.9)]), [0]);
    }

    #[test]
    fn the_lowest_price_is_best() {
        let row = compare_row(CompareRow::Price, &[N(2_899_900.0), N(1_999_900.0), N(4_599_900.0)]);
        assert_eq!(
            row,
            RowComparison {
                best: vec![1],
                differs: true
            }
        );
    }

    #[test]
    fn nothing_is_best_when_all_equal_or_unordered() {
        assert_eq!(
            compare_row(CompareRow::Battery, &[N(5000.0), N(5000.0)]),
            RowComparison::default()
        );
        let processors = compare_row(CompareRow::Processor, &[T("Helio G99"), T("Exynos 1480")]);
        assert_eq!(
            processors,
            RowComparison {
                best: vec![],
                differs: true
            }
        );
        assert_eq!(best(CompareRow::Ram, &[N(8.0)]), Vec::<usize>::new());
        assert_eq!(compare_row(CompareRow::Ram, &[]), RowComparison::default());
    }

    #[test]
    fn unknown_is_never_best_but_differs() {
        let row = compare_row(CompareRow::SelfieCamera, &[U, N(16.0), N(16.0)]);
        assert_eq!(
            row,
            RowComparison {
                best: vec![],
                differs: true
            }
        );
        assert_eq!(best(CompareRow::SelfieCamera, &[U, N(32.0), N(16.0)]), [1]);
        assert_eq!(compare_row(CompareRow::SelfieCamera, &[U, U]), RowComparison::default());
        assert_eq!(best(CompareRow::Ram, &[N(f64::NAN), N(4.0), N(8.0)]), [2]);
        assert_eq!(best(CompareRow::Ram, &[T("8"), N(4.0), N(8.0)]), [2]);
    }

    #[test]
    fn newer_networks_are_better() {
        assert_eq!(best(CompareRow::Network, &[T("4G"), T("5G"), T(" 5G ")]), [1, 2]);
        assert_eq!(best(CompareRow::Network, &[T("6G"), T("3G"), T("4G")]), [2]);
        assert!(!compare_row(CompareRow::Network, &[T("5G"), T(" 5G")]).differs);
    }

    #[test]
    fn rows_round_trip_their_keys() {
        for row in CompareRow::ALL {
            assert_eq!(CompareRow::parse(row.key()), Ok(row));
        }
        assert_eq!(CompareRow::parse("colour").unwrap_err().code(), "compare.unknown_row");
    }
}
