//! The test cards and wallets: what each does when paid with, and how the
//! gateway masks its number in `card_no`.

use crate::methods::Method;

/// What paying with an instrument comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Behaviour {
    Pays,
    /// The payment fails with this `error`.
    Declined(&'static str),
}

/// The test cards, with the method each belongs to.
pub const CARDS: [(&str, Method, Behaviour); 4] = [
    ("4111111111111111", Method::Visa, Behaviour::Pays),
    ("5111111111111111", Method::Master, Behaviour::Pays),
    ("371111111111111", Method::Amex, Behaviour::Pays),
    ("4000000000000002", Method::Visa, Behaviour::Declined("Card declined")),
];

/// The `error` of a wallet with no money.
pub const NO_BALANCE: &str = "Insufficient balance";

/// A number as typed, spaces and dashes dropped.
pub fn digits(typed: &str) -> String {
    typed.chars().filter(|c| !c.is_whitespace() && *c != '-').collect()
}

/// The test card numbered `number`, if it is one.
pub fn card(number: &str) -> Option<(Method, Behaviour)> {
    CARDS
        .iter()
        .find(|(card, _, _)| *card == number)
        .map(|(_, method, behaviour)| (*method, *behaviour))
}

/// A wallet number in its eleven-digit form (a `+88` or `88` prefix
/// dropped), if it is one: eleven digits starting `01`.
pub fn wallet(typed: &str) -> Option<String> {
    let number = digits(typed);
    let number = number
        .strip_prefix("+88")
        .or_else(|| number.strip_prefix("88").filter(|rest| rest.len() == 11))
        .unwrap_or(&number)
        .to_owned();
    let valid = number.len() == 11 && number.starts_with("01") && number.bytes().all(|b| b.is_ascii_digit());
    valid.then_some(number)
}

/// What paying from `wallet` comes to: a number ending in 0000 has no money.
pub fn wallet_behaviour(wallet: &str) -> Behaviour {
    if wallet.ends_with("0000") {
        Behaviour::Declined(NO_BALANCE)
    } else {
        Behaviour::Pays
    }
}

/// `411111XXXXXX1111`: the first six and last four digits of a card.
pub fn mask_card(number: &str) -> String {
    mask(number, 6, 4)
}

/// `017XXXXX575`: the first three and last three digits of a wallet.
pub fn mask_wallet(number: &str) -> String {
    mask(number, 3, 3)
}

fn mask(number: &str, head: usize, tail: usize) -> String {
    let digits: Vec<char> = number.chars().collect();
    if digits.len() <= head + tail {
        return number.to_owned();
    }
    let hidden = digits.len() - head - tail;
    let start: String = digits[..head].iter().collect();
    let end: String = digits[digits.len() - tail..].iter().collect();
    format!("{start}{}{end}", "X".repeat(hidden))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knows_the_test_cards() {
        assert_eq!(card("4111111111111111"), Some((Method::Visa, Behaviour::Pays)));
        assert_eq!(card("371111111111111"), Some((Method::Amex, Behaviour::Pays)));
        assert_eq!(
            card("4000000000000002"),
            Some((Method::Visa, Behaviour::Declined("Card declined")))
        );
        assert_eq!(card("4242424242424242"), None);
    }

    #[test]
    fn reads_wallet_numbers_as_people_type_them() {
        assert_eq!(wallet(" 01770-618575 ").as_deref(), Some("01770618575"));
        assert_eq!(wallet("+8801770618575").as_deref(), Some("01770618575"));
        assert_eq!(wallet("8801770618575").as_deref(), Some("01770618575"));
        for bad in ["", "0177061857", "017706185750", "11770618575", "0177061857x"] {
            assert_eq!(wallet(bad), None, "{bad:?}");
        }
        assert_eq!(wallet_behaviour("01770610000"), Behaviour::Declined(NO_BALANCE));
        assert_eq!(wallet_behaviour("01770618575"), Behaviour::Pays);
    }

    #[test]
    fn masks_as_the_gateway_does() {
        assert_eq!(mask_card("4111111111111111"), "411111XXXXXX1111");
        assert_eq!(mask_card("371111111111111"), "371111XXXXX1111");
        assert_eq!(mask_wallet("01770618575"), "017XXXXX575");
    }
}
