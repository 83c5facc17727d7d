//! Card EMI (equal monthly instalments) as a phone page shows them: per
//! bank, per tenure, what a month costs in whole taka. The shop takes no EMI
//! payment online; the plan a shopper picks can be noted on a cash order.
//!
//! A plan is the bank's: its tenures, the charge it adds for each (a share
//! of the price, in hundredths of a percent), the least price it finances,
//! and whether the shop's cash discount still applies under it.

use alloc::string::String;
use alloc::vec::Vec;

use crate::money::{Money, MoneyError, POISHA_PER_TK};
use crate::text::Text;
use serde::{Deserialize, Serialize};

/// The tenures, in months, banks here offer on cards.
pub const TENURES: [u32; 7] = [3, 6, 9, 12, 18, 24, 36];

/// The highest charge a tenure may carry: 30% of the price, in hundredths of a percent.
pub const MAX_CHARGE_BASIS_POINTS: u32 = 3_000;

/// The usual least price banks finance, in TK.
pub const USUAL_MIN_PRICE_TK: i64 = 5_000;

/// The EMI texts.
pub mod texts {
    crate::texts! {
        UNKNOWN_TENURE = "emi.unknown_tenure" { months: Count } => "Banks here offer no {months}-month EMI";
        CHARGE_TOO_HIGH = "emi.charge_too_high" { max: Count } => "A bank's charge is at most {max}% of the price";
        TENURE_TWICE = "emi.tenure_twice" { months: Count } => "The {months}-month tenure is listed twice";
        NO_TENURE = "emi.no_tenure" => "Add at least one tenure";
    }
}

/// Why a plan was refused, or an amount could not be worked out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EmiError {
    UnknownTenure { months: u32 },
    ChargeTooHigh,
    TenureTwice { months: u32 },
    NoTenure,
    Money(MoneyError),
}

impl From<MoneyError> for EmiError {
    fn from(error: MoneyError) -> Self {
        Self::Money(error)
    }
}

impl EmiError {
    /// The refusal as a text for the admin.
    pub fn text(&self) -> Text {
        match self {
            Self::UnknownTenure { months } => Text::new(texts::UNKNOWN_TENURE).count("months", *months),
            Self::ChargeTooHigh => Text::new(texts::CHARGE_TOO_HIGH).count("max", MAX_CHARGE_BASIS_POINTS / 100),
            Self::TenureTwice { months } => Text::new(texts::TENURE_TWICE).count("months", *months),
            Self::NoTenure => Text::new(texts::NO_TENURE),
            Self::Money(err) => err.text(),
        }
    }
}

crate::shown_as_text!(EmiError);

/// One tenure of a plan and the bank's charge for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TenureCharge {
    pub months: u32,
    /// Hundredths of a percent of the price: 350 is 3.5%.
    pub charge_basis_points: u32,
}

/// A bank's card-EMI plan as the shop offers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EmiPlan {
    pub bank: String,
    pub tenures: Vec<TenureCharge>,
    /// The least price the bank finances.
    pub min_price: Money,
    /// Whether the shop's cash discount still applies under this plan.
    pub keeps_discount: bool,
}

/// What one tenure costs a shopper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Instalment {
    pub months: u32,
    /// Whole taka a month, rounded up so the months cover the total.
    pub monthly: Money,
    /// The price plus the bank's charge.
    pub total: Money,
}

/// Checks a plan's tenures: known, each once, each charge at most the cap.
pub fn check_tenures(tenures: &[TenureCharge]) -> Result<(), EmiError> {
    if tenures.is_empty() {
        return Err(EmiError::NoTenure);
    }
    for (index, tenure) in tenures.iter().enumerate() {
        if !TENURES.contains(&tenure.months) {
            return Err(EmiError::UnknownTenure { months: tenure.months });
        }
        if tenure.charge_basis_points > MAX_CHARGE_BASIS_POINTS {
            return Err(EmiError::ChargeTooHigh);
        }
        if tenures[..index].iter().any(|earlier| earlier.months == tenure.months) {
            return Err(EmiError::TenureTwice { months: tenure.months });
        }
    }
    Ok(())
}

/// What `months` instalments of `price` cost with a charge of
/// `charge_basis_points`: the charge rounded up to the poisha, the monthly
/// amount up to the whole taka.
pub fn instalment(price: Money, months: u32, charge_basis_points: u32) -> Result<Instalment, EmiError> {
    if !TENURES.contains(&months) {
        return Err(EmiError::UnknownTenure { months });
    }
    let charge = share_rounded_up(price.poisha(), i64::from(charge_basis_points), 10_000)?;
    let total = price.checked_add(Money::from_poisha(charge))?;
    let per_month_poisha = share_rounded_up(total.poisha(), 1, i64::from(months))?;
    let monthly_tk = share_rounded_up(per_month_poisha, 1, POISHA_PER_TK)?;
    Ok(Instalment {
        months,
        monthly: Money::from_tk(monthly_tk)?,
        total,
    })
}

/// `value * numerator / denominator`, rounded up, for a value that is not negative.
fn share_rounded_up(value: i64, numerator: i64, denominator: i64) -> Result<i64, MoneyError> {
    if value < 0 {
        return Err(MoneyError::Negative);
    }
    let scaled = value.checked_mul(numerator).ok_or(MoneyError::Overflow)?;
    Ok(scaled / denominator + i64::from(scaled % denominator != 0))
}

/// The price a plan finances: the list price when the cash discount does
/// not apply under it, else the price after the discount.
pub fn financed_price(plan: &EmiPlan, list_price: Money, final_price: Money) -> Money {
    if plan.keeps_discount { final_price } else { list_price }
}

/// Every tenure of `plan` for a phone at these prices, shortest first; none
/// when the financed price is below the plan's least price.
pub fn instalments(plan: &EmiPlan, list_price: Money, final_price: Money) -> Result<Vec<Instalment>, EmiError> {
    let price = financed_price(plan, list_price, final_price);
    if price < plan.min_price {
        return Ok(Vec::new());
    }
    let mut shown = Vec::with_capacity(plan.tenures.len());
    for tenure in &plan.tenures {
        shown.push(instalment(price, tenure.months, tenure.charge_basis_points)?);
    }
    shown.sort_by_key(|instalment| instalment.months);
    Ok(shown)
}

#[cfg(test)]
mod tests;
