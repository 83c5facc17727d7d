//! VAT on what the shop sells, as a Mushak-6.3 tax invoice and a Mushak-6.7
//! credit note state it: per line, in poisha, from the price the shopper
//! paid. With prices that include VAT (the shop's default) each line's value
//! before tax is worked back from what was charged and the VAT is what is
//! left, so a line's "value including every tax" is exactly what the shopper
//! paid and an invoice's total is the order's, to the poisha.
//!
//! Rates are in basis points (hundredths of a percent): 1500 is 15%.
//! Supplementary duty (SD) is charged on the value; VAT on value plus SD.

use crate::money::Money;

mod year;

pub use year::{financial_year, serial_number};

/// The standard VAT rate in Bangladesh: 15%.
pub const STANDARD_VAT_BP: u32 = 1_500;
/// The highest rate a setting may hold (VAT or SD): 100%.
pub const MAX_RATE_BP: u32 = 10_000;
/// A credit note names the buyer's name, address and BIN when its VAT
/// effect is above this, in poisha (5,000 TK).
pub const CREDIT_NOTE_BUYER_ABOVE: Money = Money::from_poisha(500_000);

/// The rates a line is taxed at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rates {
    pub vat_bp: u32,
    pub sd_bp: u32,
}

/// A line as sold: what one unit was priced at, how many, and what was
/// taken off the line (a coupon's share), all as the shopper saw them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sold {
    pub unit_price: Money,
    pub quantity: u32,
    pub discount: Money,
}

/// A line of a tax invoice, every amount in poisha.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaxedLine {
    /// One unit's price before SD and VAT.
    pub unit_price_ex_tax: Money,
    /// `unit_price_ex_tax`'s worth for the quantity (worked from the line's
    /// gross, so rounding happens once).
    pub price_ex_tax: Money,
    /// The discount before tax.
    pub discount_ex_tax: Money,
    /// What is taxed: price less discount, before tax.
    pub value: Money,
    pub sd: Money,
    pub vat: Money,
    /// Value plus SD plus VAT: what the shopper paid for the line.
    pub total: Money,
}

/// Why a line could not be taxed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VatError {
    /// A discount larger than the line's price, or an amount out of range.
    BadLine,
    RateTooHigh,
}

/// `amount * numerator / denominator`, rounded half up, for non-negative values.
fn scaled(amount: i64, numerator: i128, denominator: i128) -> Option<i64> {
    let product = i128::from(amount).checked_mul(numerator)?;
    let rounded = product.checked_add(denominator / 2)? / denominator;
    i64::try_from(rounded).ok()
}

/// 10,000 times the factor a value grows by with SD and VAT: (1 + sd)(1 + vat).
fn gross_factor(rates: Rates) -> i128 {
    let sd = i128::from(10_000 + rates.sd_bp);
    let vat = i128::from(10_000 + rates.vat_bp);
    sd * vat
}

/// Taxes one line sold at prices that include SD and VAT: the value is the
/// line's gross worked back and rounded, SD is on the value, and VAT is the
/// rest, so `total` is the gross exactly.
pub fn tax_included(sold: Sold, rates: Rates) -> Result<TaxedLine, VatError> {
    if rates.vat_bp > MAX_RATE_BP || rates.sd_bp > MAX_RATE_BP {
        return Err(VatError::RateTooHigh);
    }
    let price = sold
        .unit_price
        .poisha()
        .checked_mul(i64::from(sold.quantity))
        .ok_or(VatError::BadLine)?;
    let discount = sold.discount.poisha();
    if sold.unit_price.poisha() < 0 || discount < 0 || discount > price {
        return Err(VatError::BadLine);
    }
    let gross = price - discount;
    let factor = gross_factor(rates);
    let back = |amount: i64| scaled(amount, 100_000_000, factor).ok_or(VatError::BadLine);
    let value = back(gross)?;
    let price_ex_tax = back(price)?;
    // Both roundings go up at half a poisha: with little or no VAT the value and its SD could
    // come to a poisha more than the gross, so SD takes at most what the value leaves.
    let sd = scaled(value, i128::from(rates.sd_bp), 10_000)
        .ok_or(VatError::BadLine)?
        .min(gross - value);
    Ok(TaxedLine {
        unit_price_ex_tax: Money::from_poisha(back(sold.unit_price.poisha())?),
        price_ex_tax: Money::from_poisha(price_ex_tax),
        discount_ex_tax: Money::from_poisha(price_ex_tax - value),
        value: Money::from_poisha(value),
        sd: Money::from_poisha(sd),
        vat: Money::from_poisha(gross - value - sd),
        total: Money::from_poisha(gross),
    })
}

/// An invoice's totals: the sum of each column over its lines.
pub fn totals(lines: &[TaxedLine]) -> TaxedLine {
    let sum = |pick: fn(&TaxedLine) -> Money| Money::from_poisha(lines.iter().map(|l| pick(l).poisha()).sum());
    TaxedLine {
        unit_price_ex_tax: Money::ZERO,
        price_ex_tax: sum(|l| l.price_ex_tax),
        discount_ex_tax: sum(|l| l.discount_ex_tax),
        value: sum(|l| l.value),
        sd: sum(|l| l.sd),
        vat: sum(|l| l.vat),
        total: sum(|l| l.total),
    }
}

/// The part of an invoiced line a refund of `refunded` (what the shopper
/// gets back, tax included) undoes: the same rates, worked back the same way.
pub fn credited(refunded: Money, rates: Rates) -> Result<TaxedLine, VatError> {
    tax_included(
        Sold {
            unit_price: refunded,
            quantity: 1,
            discount: Money::ZERO,
        },
        rates,
    )
}

/// Whether a 13-digit Business Identification Number is well formed.
pub fn valid_bin(bin: &str) -> bool {
    bin.len() == 13 && bin.bytes().all(|b| b.is_ascii_digit())
}

/// Parses a rate in percent as a setting writes it (`15`, `7.5`, `0`) into basis points.
pub fn parse_rate(text: &str) -> Result<u32, VatError> {
    let bp = Money::parse_tk(text).map_err(|_| VatError::RateTooHigh)?.poisha();
    u32::try_from(bp)
        .ok()
        .filter(|bp| *bp <= MAX_RATE_BP)
        .ok_or(VatError::RateTooHigh)
}

#[cfg(test)]
mod tests;
