//! How much stock orders not yet paid or confirmed may hold. Such an order
//! (awaiting an online payment, or cash on delivery the shop has not
//! confirmed) keeps its units from every other shopper until it is paid,
//! confirmed, cancelled or lapses, so each checkout, each account and each
//! client address may hold only so much at once. An address gets more than
//! an account: a mobile carrier's NAT puts many shoppers behind one.

use super::texts;
use crate::text::Text;

/// Why a checkout may not hold more stock. Its own type, apart from
/// [`super::PaymentError`], because only the server applies these rules:
/// the WebAssembly module, which carries the payment errors' words, does not
/// carry these.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HoldError {
    TooManyCheckouts { max: u32 },
    TooManyUnits { max: u32 },
    TooManyHere,
    TooManyOfOnePhone { max: u32 },
}

impl HoldError {
    /// The refusal as a text.
    pub fn text(&self) -> Text {
        match self {
            Self::TooManyCheckouts { max } => Text::new(texts::TOO_MANY_HELD).count("max", *max),
            Self::TooManyUnits { max } => Text::new(texts::TOO_MANY_HELD_UNITS).count("max", *max),
            Self::TooManyHere => Text::new(texts::TOO_MANY_HELD_HERE),
            Self::TooManyOfOnePhone { max } => Text::new(texts::TOO_MANY_OF_ONE_PHONE).count("max", *max),
        }
    }

    /// Stable machine-readable code.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(HoldError);

/// The most that orders not yet paid or confirmed may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HoldLimits {
    /// Checkouts one account may have waiting at once.
    pub checkouts_per_account: u32,
    /// Units those may hold in all.
    pub units_per_account: u32,
    /// Checkouts waiting from one client address, whatever the accounts.
    pub checkouts_per_address: u32,
    pub units_per_address: u32,
    /// Units of one phone (one variant) one checkout may take, over all its lines.
    pub units_of_one_phone: u32,
}

impl HoldLimits {
    /// The shop's limits unless configured otherwise.
    pub const DEFAULT: HoldLimits = HoldLimits {
        checkouts_per_account: 3,
        units_per_account: 10,
        checkouts_per_address: 60,
        units_per_address: 150,
        units_of_one_phone: 5,
    };
}

impl HoldLimits {
    /// No limit: for the shop's own demo orders, which keep nobody waiting.
    pub const UNLIMITED: HoldLimits = HoldLimits {
        checkouts_per_account: u32::MAX,
        units_per_account: u32::MAX,
        checkouts_per_address: u32::MAX,
        units_per_address: u32::MAX,
        units_of_one_phone: u32::MAX,
    };
}

impl Default for HoldLimits {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// What orders not yet paid or confirmed hold: how many checkouts, how many units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Held {
    pub checkouts: u32,
    pub units: u32,
}

/// What an account holds, and what its client address holds (any account).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HeldBy {
    pub account: Held,
    pub address: Held,
}

/// Refuses a new checkout that would take `units_per_phone` (the units of
/// each phone it sells, over all its lines) when one phone is over its
/// limit, or when the account or its address, with it, would hold more
/// checkouts or units than allowed. A checkout that holds nothing (paid
/// already) passes with an empty slice.
pub fn check_hold(limits: &HoldLimits, held: HeldBy, units_per_phone: &[u32]) -> Result<(), HoldError> {
    if units_per_phone.is_empty() {
        return Ok(());
    }
    if units_per_phone.iter().any(|units| *units > limits.units_of_one_phone) {
        return Err(HoldError::TooManyOfOnePhone {
            max: limits.units_of_one_phone,
        });
    }
    let units = units_per_phone
        .iter()
        .fold(0_u32, |sum, units| sum.saturating_add(*units));
    if held.account.checkouts >= limits.checkouts_per_account {
        return Err(HoldError::TooManyCheckouts {
            max: limits.checkouts_per_account,
        });
    }
    if held.account.units.saturating_add(units) > limits.units_per_account {
        return Err(HoldError::TooManyUnits {
            max: limits.units_per_account,
        });
    }
    let address = held.address;
    if address.checkouts >= limits.checkouts_per_address
        || address.units.saturating_add(units) > limits.units_per_address
    {
        return Err(HoldError::TooManyHere);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: HoldLimits = HoldLimits::DEFAULT;

    fn held(checkouts: u32, units: u32) -> Held {
        Held { checkouts, units }
    }

    fn by(account: Held, address: Held) -> HeldBy {
        HeldBy { account, address }
    }

    #[test]
    fn an_account_holds_three_checkouts_and_ten_phones_at_most() {
        assert_eq!(check_hold(&LIMITS, by(held(2, 5), held(2, 5)), &[5]), Ok(()));
        let refused = check_hold(&LIMITS, by(held(3, 3), held(3, 3)), &[1]).unwrap_err();
        assert_eq!(refused.code(), "hold.too_many_checkouts");
        assert_eq!(
            refused.to_string(),
            "You already have 3 orders waiting to be paid or confirmed; pay for one, cancel one, or wait until the shop confirms one"
        );
        let refused = check_hold(&LIMITS, by(held(2, 6), held(2, 6)), &[3, 2]).unwrap_err();
        assert_eq!(refused, HoldError::TooManyUnits { max: 10 });
    }

    #[test]
    fn a_checkout_takes_five_of_one_phone_at_most() {
        assert_eq!(check_hold(&LIMITS, HeldBy::default(), &[5, 5]), Ok(()));
        let refused = check_hold(&LIMITS, HeldBy::default(), &[6]).unwrap_err();
        assert_eq!(refused.code(), "hold.too_many_of_one_phone");
        assert_eq!(
            refused.to_string(),
            "At most 5 of one phone can be ordered at once; lower the quantity"
        );
    }

    #[test]
    fn an_address_holds_more_than_an_account_but_not_without_end() {
        assert_eq!(check_hold(&LIMITS, by(held(0, 0), held(59, 140)), &[1]), Ok(()));
        for address in [held(60, 60), held(10, 150)] {
            let refused = check_hold(&LIMITS, by(held(0, 0), address), &[1]).unwrap_err();
            assert_eq!(refused.code(), "hold.too_many_here");
        }
    }

    #[test]
    fn a_checkout_that_holds_nothing_is_never_refused() {
        assert_eq!(check_hold(&LIMITS, by(held(9, 99), held(99, 999)), &[]), Ok(()));
    }
}
