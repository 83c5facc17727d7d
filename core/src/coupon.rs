//! Coupons: a code an admin hands out for a percentage or an amount off,
//! and what it takes off one checkout. One code per checkout; the discount
//! is whole taka, never more than the goods it applies to, and never on the
//! delivery fee unless the coupon says free delivery.
//!
//! The server counts uses (each checkout once, under concurrent checkouts);
//! the core decides from those counts and the clock it is given.

use alloc::string::String;
use alloc::vec::Vec;

use crate::money::{Money, MoneyError, POISHA_PER_TK};
use crate::text::Text;
use serde::{Deserialize, Serialize};

/// A code's length in characters.
pub const CODE_LENGTH: (usize, usize) = (3, 20);

/// The coupon texts.
pub mod texts {
    crate::texts! {
        NOT_VALID = "coupon.not_valid" => "This code is not a coupon you can use now";
        USED_UP = "coupon.used_up" => "This coupon has been used up";
        USED_BY_YOU = "coupon.used_by_you" { uses: Count } => "You have used this coupon as often as it allows ({uses})";
        BELOW_MINIMUM = "coupon.below_minimum" { min: Money } => "This coupon needs an order of at least {min}";
        NOT_FOR_THESE = "coupon.not_for_these" => "This coupon is not for the phones in your cart";
        INVALID_CODE = "coupon.invalid_code" { min: Count, max: Count } => "A code is {min} to {max} letters, digits or dashes";
        INVALID_AMOUNT = "coupon.invalid_amount" => "An amount off is a whole number of taka above zero";
        INVALID_PERIOD = "coupon.invalid_period" => "A coupon must end after it starts";
        INVALID_USES = "coupon.invalid_uses" => "A number of uses is at least 1";
    }
}

/// Why a code was refused, or a coupon's terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CouponError {
    Unknown,
    NotStarted,
    Expired,
    UsedUp,
    UsedByYou { uses: u32 },
    BelowMinimum { min: Money },
    NotForThese,
    InvalidCode,
    InvalidAmount,
    InvalidPeriod,
    InvalidUses,
    Money(MoneyError),
}

impl From<MoneyError> for CouponError {
    fn from(error: MoneyError) -> Self {
        Self::Money(error)
    }
}

impl CouponError {
    /// The refusal as a text for the shopper or the admin.
    pub fn text(&self) -> Text {
        match self {
            // Alike, so the answer does not tell a guesser which codes exist (or will).
            Self::Unknown | Self::NotStarted | Self::Expired => Text::new(texts::NOT_VALID),
            Self::UsedUp => Text::new(texts::USED_UP),
            Self::UsedByYou { uses } => Text::new(texts::USED_BY_YOU).count("uses", *uses),
            Self::BelowMinimum { min } => Text::new(texts::BELOW_MINIMUM).money("min", *min),
            Self::NotForThese => Text::new(texts::NOT_FOR_THESE),
            Self::InvalidCode => Text::new(texts::INVALID_CODE)
                .count("min", CODE_LENGTH.0)
                .count("max", CODE_LENGTH.1),
            Self::InvalidAmount => Text::new(texts::INVALID_AMOUNT),
            Self::InvalidPeriod => Text::new(texts::INVALID_PERIOD),
            Self::InvalidUses => Text::new(texts::INVALID_USES),
            Self::Money(err) => err.text(),
        }
    }
}

crate::shown_as_text!(CouponError);

/// What a coupon takes off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "value", rename_all = "camelCase")]
pub enum CouponOff {
    /// A whole percentage of the goods it applies to, 1 to 100.
    Percent(u32),
    /// An amount in whole taka.
    Amount(Money),
}

/// A coupon's terms as the admin set them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CouponTerms {
    pub off: CouponOff,
    /// The most a percentage takes off.
    pub cap: Option<Money>,
    /// The least the goods in the cart must come to.
    pub min_order: Option<Money>,
    pub free_delivery: bool,
    /// Milliseconds since the epoch: usable from `starts_at`, until before `ends_at`.
    pub starts_at: i64,
    pub ends_at: i64,
    pub total_uses: Option<u32>,
    pub uses_per_customer: Option<u32>,
    /// Only for these brands' phones (by name) or these phones (by id);
    /// both empty: every phone.
    pub brands: Vec<String>,
    pub products: Vec<String>,
}

/// How often a coupon has been used, by everyone and by this customer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CouponUses {
    pub total: u32,
    pub by_customer: u32,
}

/// A cart line as a coupon sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CouponLine<'a> {
    pub product_id: &'a str,
    pub brand: &'a str,
    /// The line's amount: unit price times quantity.
    pub amount: Money,
}

/// What a coupon takes off one checkout.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CouponDiscount {
    /// Off the goods, whole taka.
    pub goods: Money,
    /// Off the delivery fee: all of it with free delivery, else nothing.
    pub delivery: Money,
}

impl CouponDiscount {
    /// Both parts together.
    pub fn total(self) -> Result<Money, MoneyError> {
        self.goods.checked_add(self.delivery)
    }
}

/// A code as typed: trimmed, in capitals; letters, digits and dashes.
pub fn normalize_code(text: &str) -> Result<String, CouponError> {
    let code = text.trim().to_ascii_uppercase();
    let length_ok = (CODE_LENGTH.0..=CODE_LENGTH.1).contains(&code.len());
    if length_ok && code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
        Ok(code)
    } else {
        Err(CouponError::InvalidCode)
    }
}

/// Checks terms an admin typed: an amount or a percentage that takes
/// something off, a period that ends after it starts, uses of at least 1.
pub fn check_terms(terms: &CouponTerms) -> Result<(), CouponError> {
    match terms.off {
        CouponOff::Percent(percent) if !(1..=100).contains(&percent) => return Err(MoneyError::InvalidPercent.into()),
        CouponOff::Amount(amount) if amount.poisha() <= 0 || amount.poisha() % POISHA_PER_TK != 0 => {
            return Err(CouponError::InvalidAmount);
        }
        _ => {}
    }
    let whole_positive =
        |amount: Option<Money>| amount.is_none_or(|a| a.poisha() > 0 && a.poisha() % POISHA_PER_TK == 0);
    if !whole_positive(terms.cap) || !whole_positive(terms.min_order) {
        return Err(CouponError::InvalidAmount);
    }
    if terms.ends_at <= terms.starts_at {
        return Err(CouponError::InvalidPeriod);
    }
    if terms.total_uses == Some(0) || terms.uses_per_customer == Some(0) {
        return Err(CouponError::InvalidUses);
    }
    Ok(())
}

/// Whether a line is one the coupon applies to.
fn applies_to(terms: &CouponTerms, line: &CouponLine<'_>) -> bool {
    (terms.brands.is_empty() && terms.products.is_empty())
        || terms.products.iter().any(|id| id == line.product_id)
        || terms.brands.iter().any(|brand| brand.eq_ignore_ascii_case(line.brand))
}

/// What `terms` take off a checkout of `lines` (the whole cart) with this
/// delivery fee, at `now` (milliseconds since the epoch), given the uses so far.
pub fn discount(
    terms: &CouponTerms,
    now: i64,
    uses: CouponUses,
    lines: &[CouponLine<'_>],
    delivery_fee: Money,
) -> Result<CouponDiscount, CouponError> {
    if now < terms.starts_at {
        return Err(CouponError::NotStarted);
    }
    if now >= terms.ends_at {
        return Err(CouponError::Expired);
    }
    if terms.total_uses.is_some_and(|most| uses.total >= most) {
        return Err(CouponError::UsedUp);
    }
    if let Some(most) = terms.uses_per_customer.filter(|most| uses.by_customer >= *most) {
        return Err(CouponError::UsedByYou { uses: most });
    }
    let mut goods = Money::ZERO;
    let mut eligible = Money::ZERO;
    for line in lines {
        goods = goods.checked_add(line.amount)?;
        if applies_to(terms, line) {
            eligible = eligible.checked_add(line.amount)?;
        }
    }
    if let Some(min) = terms.min_order.filter(|min| goods < *min) {
        return Err(CouponError::BelowMinimum { min });
    }
    if eligible <= Money::ZERO {
        return Err(CouponError::NotForThese);
    }
    let off = match terms.off {
        // The percentage of the eligible goods, down to the whole taka.
        CouponOff::Percent(percent) => {
            let scaled = eligible
                .poisha()
                .checked_mul(i64::from(percent))
                .ok_or(MoneyError::Overflow)?;
            Money::from_tk(scaled / (100 * POISHA_PER_TK))?
        }
        CouponOff::Amount(amount) => amount,
    };
    let capped = terms.cap.map_or(off, |cap| off.min(cap));
    Ok(CouponDiscount {
        goods: capped.min(eligible),
        delivery: if terms.free_delivery { delivery_fee } else { Money::ZERO },
    })
}

/// How a discount off the goods splits over `lines` (in their order): each
/// line the coupon applies to takes its share by amount, rounded down to the
/// poisha, and the poisha left over go to the last such lines with room;
/// other lines take nothing. The shares add up to `goods_off` and none is
/// more than its line, so an order refunded alone gives back what was paid for it.
pub fn shares(terms: &CouponTerms, lines: &[CouponLine<'_>], goods_off: Money) -> Result<Vec<Money>, CouponError> {
    let amount = |line: &CouponLine<'_>| {
        if applies_to(terms, line) {
            i128::from(line.amount.poisha().max(0))
        } else {
            0
        }
    };
    let eligible: i128 = lines.iter().map(amount).sum();
    let off = i128::from(goods_off.poisha());
    if off < 0 || off > eligible {
        return Err(MoneyError::Overflow.into());
    }
    let mut split: Vec<i128> = lines
        .iter()
        .map(|line| if eligible > 0 { off * amount(line) / eligible } else { 0 })
        .collect();
    let mut left = off - split.iter().sum::<i128>();
    for (share, line) in split.iter_mut().zip(lines).rev() {
        let more = left.min(amount(line) - *share);
        *share += more;
        left -= more;
    }
    split
        .into_iter()
        .map(|share| {
            Ok(Money::from_poisha(
                i64::try_from(share).map_err(|_| MoneyError::Overflow)?,
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests;
