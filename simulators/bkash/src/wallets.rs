//! The test wallets bKash's sandbox documents, and their one OTP and PIN.

use crate::codes::Code;

/// The verification code every test wallet receives.
pub const OTP: &str = "123456";
/// The PIN of every test wallet.
pub const PIN: &str = "12121";

/// What happens when a wallet pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Behaviour {
    /// An active customer with money: the payment completes.
    Pays,
    /// The shopper can authorise, but execute is refused with 2023.
    InsufficientBalance,
    /// Debit-blocked: bKash's page fails the payment at once.
    DebitBlocked,
}

impl Behaviour {
    /// What the page says about the wallet.
    pub fn describe(self) -> &'static str {
        match self {
            Behaviour::Pays => "pays",
            Behaviour::InsufficientBalance => "insufficient balance: authorises, then execute fails (2023)",
            Behaviour::DebitBlocked => "debit blocked: the payment fails on this page (2037)",
        }
    }

    /// The refusal this wallet meets on execute, if any.
    pub fn refusal(self) -> Option<Code> {
        match self {
            Behaviour::Pays => None,
            Behaviour::InsufficientBalance => Some(Code::InsufficientBalance),
            Behaviour::DebitBlocked => Some(Code::DebitBlocked),
        }
    }
}

/// Every test wallet with its behaviour, in the order the page lists them.
pub const WALLETS: [(&str, Behaviour); 8] = [
    ("01770618575", Behaviour::Pays),
    ("01929918378", Behaviour::Pays),
    ("01770618576", Behaviour::Pays),
    ("01877722345", Behaviour::Pays),
    ("01619777282", Behaviour::Pays),
    ("01619777283", Behaviour::Pays),
    ("01823074817", Behaviour::InsufficientBalance),
    ("01823074818", Behaviour::DebitBlocked),
];

/// A wallet number as typed (spaces, dashes or a +88 prefix allowed) in its
/// eleven-digit form.
pub fn normalise(typed: &str) -> String {
    let digits: String = typed.chars().filter(|c| !c.is_whitespace() && *c != '-').collect();
    let digits = digits.strip_prefix("+88").unwrap_or(&digits);
    digits.to_owned()
}

/// The behaviour of a test wallet, or `None` for a number that is not one.
pub fn lookup(number: &str) -> Option<Behaviour> {
    WALLETS
        .iter()
        .find(|(wallet, _)| *wallet == number)
        .map(|(_, behaviour)| *behaviour)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_numbers_as_people_type_them() {
        assert_eq!(normalise(" 01770-618575 "), "01770618575");
        assert_eq!(normalise("+8801770618575"), "01770618575");
    }

    #[test]
    fn knows_the_sandbox_wallets() {
        assert_eq!(lookup("01877722345"), Some(Behaviour::Pays));
        assert_eq!(lookup("01823074817"), Some(Behaviour::InsufficientBalance));
        assert_eq!(lookup("01823074818"), Some(Behaviour::DebitBlocked));
        assert_eq!(lookup("01700000000"), None);
    }
}
