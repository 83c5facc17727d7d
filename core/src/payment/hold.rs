//! How much stock unpaid checkouts may hold: a checkout paid online holds its
//! units until it is paid or lapses, so one account (or one client address)
//! may keep only a few open at once, each with a few units of one phone.

use super::PaymentMethod;
use super::texts;
use crate::text::Text;

/// Why a checkout paid online may not hold more stock. Its own type, apart
/// from [`super::PaymentError`], because only the server applies these rules:
/// the WebAssembly module, which carries the payment errors' words, does not
/// carry these.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HoldError {
    TooManyUnpaid { max: u32 },
    TooManyUnpaidUnits { max: u32 },
    TooManyUnpaidHere,
}

impl HoldError {
    /// The refusal as a text.
    pub fn text(&self) -> Text {
        match self {
            Self::TooManyUnpaid { max } => Text::new(texts::TOO_MANY_UNPAID).count("max", *max),
            Self::TooManyUnpaidUnits { max } => Text::new(texts::TOO_MANY_UNPAID_UNITS).count("max", *max),
            Self::TooManyUnpaidHere => Text::new(texts::TOO_MANY_UNPAID_HERE),
        }
    }

    /// Stable machine-readable code.
    pub fn code(&self) -> &'static str {
        self.text().code()
    }
}

crate::shown_as_text!(HoldError);

/// Checkouts awaiting an online payment one account may have at once.
pub const MAX_UNPAID_CHECKOUTS: u32 = 3;
/// ...and all accounts behind one client address: more, because a mobile
/// carrier's NAT puts many shoppers behind one address.
pub const MAX_UNPAID_PER_ADDRESS: u32 = 30;
/// Units of one phone one checkout awaiting an online payment may hold.
pub const MAX_UNPAID_UNITS: u32 = 5;

/// Checkouts still awaiting their online payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct OpenUnpaid {
    /// The account's own.
    pub by_account: u32,
    /// Those placed from the same client address, by any account.
    pub by_address: u32,
}

/// Refuses another checkout paid by `method` when the account already has
/// [`MAX_UNPAID_CHECKOUTS`] awaiting payment, or its address
/// [`MAX_UNPAID_PER_ADDRESS`]; cash on delivery is never refused here.
pub fn check_unpaid_checkouts(method: PaymentMethod, open: OpenUnpaid) -> Result<(), HoldError> {
    if method.paid_on_delivery() {
        Ok(())
    } else if open.by_account >= MAX_UNPAID_CHECKOUTS {
        Err(HoldError::TooManyUnpaid {
            max: MAX_UNPAID_CHECKOUTS,
        })
    } else if open.by_address >= MAX_UNPAID_PER_ADDRESS {
        Err(HoldError::TooManyUnpaidHere)
    } else {
        Ok(())
    }
}

/// Refuses a line of `quantity` units of one phone in a checkout paid by
/// `method` above [`MAX_UNPAID_UNITS`]; cash on delivery is never refused here.
pub fn check_unpaid_units(method: PaymentMethod, quantity: u32) -> Result<(), HoldError> {
    if method.paid_on_delivery() || quantity <= MAX_UNPAID_UNITS {
        Ok(())
    } else {
        Err(HoldError::TooManyUnpaidUnits { max: MAX_UNPAID_UNITS })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_or_an_address_holds_at_most_three_unpaid_checkouts() {
        let open = |by_account, by_address| OpenUnpaid { by_account, by_address };
        assert_eq!(check_unpaid_checkouts(PaymentMethod::Bkash, open(2, 2)), Ok(()));
        assert_eq!(check_unpaid_checkouts(PaymentMethod::Bkash, open(2, 29)), Ok(()));
        for (account, address) in [(3, 0), (3, 3), (7, 1)] {
            let refused = check_unpaid_checkouts(PaymentMethod::Bkash, open(account, address)).unwrap_err();
            assert_eq!(refused.code(), "payment.too_many_unpaid");
            assert_eq!(
                refused.to_string(),
                "You already have 3 orders waiting for an online payment; pay one of them, let it lapse, or choose cash on delivery"
            );
        }
        let crowded = check_unpaid_checkouts(PaymentMethod::Bkash, open(0, 30)).unwrap_err();
        assert_eq!(crowded.code(), "payment.too_many_unpaid_here");
        assert_eq!(
            check_unpaid_checkouts(PaymentMethod::CashOnDelivery, open(9, 99)),
            Ok(())
        );
    }

    #[test]
    fn an_unpaid_checkout_holds_at_most_five_of_one_phone() {
        assert_eq!(check_unpaid_units(PaymentMethod::Bkash, 5), Ok(()));
        let refused = check_unpaid_units(PaymentMethod::Bkash, 6).unwrap_err();
        assert_eq!(refused.code(), "payment.too_many_unpaid_units");
        assert_eq!(
            refused.to_string(),
            "At most 5 of one phone can wait for an online payment; lower the quantity or choose cash on delivery"
        );
        assert_eq!(check_unpaid_units(PaymentMethod::CashOnDelivery, 60), Ok(()));
    }
}
