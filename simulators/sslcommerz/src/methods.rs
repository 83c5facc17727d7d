//! The ways to pay the page offers, what the gateway reports about each
//! (`card_type`, `card_issuer`, `card_brand`), and which of them a session's
//! `multi_card_name` lets through.

/// One way to pay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Visa,
    Master,
    Amex,
    CityTouch,
    Nagad,
    Rocket,
    Bkash,
}

/// Every method, in the order the page lists them.
pub const ALL: [Method; 7] = [
    Method::Visa,
    Method::Master,
    Method::Amex,
    Method::CityTouch,
    Method::Nagad,
    Method::Rocket,
    Method::Bkash,
];

/// What a method is, for the fields it needs on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Card,
    Wallet,
    InternetBanking,
}

impl Method {
    /// The page's `choice` value, as `multi_card_name` names it.
    pub fn choice(self) -> &'static str {
        match self {
            Method::Visa => "visacard",
            Method::Master => "mastercard",
            Method::Amex => "amexcard",
            Method::CityTouch => "city",
            Method::Nagad => "nagad",
            Method::Rocket => "dbblmobilebanking",
            Method::Bkash => "bkash",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Method::Visa => "Visa card",
            Method::Master => "Mastercard",
            Method::Amex => "American Express card",
            Method::CityTouch => "City Touch (internet banking)",
            Method::Nagad => "Nagad",
            Method::Rocket => "Rocket (DBBL Mobile Banking)",
            Method::Bkash => "bKash",
        }
    }

    pub fn kind(self) -> Kind {
        match self {
            Method::Visa | Method::Master | Method::Amex => Kind::Card,
            Method::CityTouch => Kind::InternetBanking,
            Method::Nagad | Method::Rocket | Method::Bkash => Kind::Wallet,
        }
    }

    pub fn card_type(self) -> &'static str {
        match self {
            Method::Visa => "VISA-Dutch Bangla",
            Method::Master => "MASTER-City Bank",
            Method::Amex => "AMEX-City Bank",
            Method::CityTouch => "CITYTOUCH-City Bank",
            Method::Nagad => "NAGAD-Nagad",
            Method::Rocket => "DBBLMOBILEB-Dbbl Mobile Banking",
            Method::Bkash => "BKASH-BKash",
        }
    }

    pub fn issuer(self) -> &'static str {
        match self {
            Method::Visa | Method::Rocket => "Dutch Bangla Bank",
            Method::Master | Method::Amex | Method::CityTouch => "City Bank",
            Method::Nagad => "Nagad",
            Method::Bkash => "BKash",
        }
    }

    pub fn brand(self) -> &'static str {
        match self {
            Method::Visa => "VISA",
            Method::Master => "MASTERCARD",
            Method::Amex => "AMEX",
            Method::CityTouch => "IB",
            Method::Nagad | Method::Rocket | Method::Bkash => "MOBILEBANKING",
        }
    }

    pub fn from_choice(choice: &str) -> Option<Method> {
        ALL.into_iter().find(|method| method.choice() == choice)
    }
}

/// The methods a `multi_card_name` (a comma list) lets through: every one
/// when it is empty or names none the gateway knows, so a shopper is never
/// left with nothing to choose.
pub fn allowed(multi_card_name: &str) -> Vec<Method> {
    let mut allowed: Vec<Method> = Vec::new();
    for name in multi_card_name.split(',').map(|name| name.trim().to_ascii_lowercase()) {
        let named: &[Method] = match name.as_str() {
            "visacard" => &[Method::Visa],
            "mastercard" => &[Method::Master],
            "amexcard" => &[Method::Amex],
            "othercard" => &[Method::Visa, Method::Master, Method::Amex],
            "internetbank" | "city" => &[Method::CityTouch],
            "mobilebank" => &[Method::Nagad, Method::Rocket, Method::Bkash],
            "nagad" => &[Method::Nagad],
            "dbblmobilebanking" => &[Method::Rocket],
            "bkash" => &[Method::Bkash],
            _ => &[],
        };
        allowed.extend_from_slice(named);
    }
    if allowed.is_empty() {
        return ALL.to_vec();
    }
    // The page's order, whatever the list's, each once.
    ALL.into_iter().filter(|method| allowed.contains(method)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_or_unknown_list_allows_everything() {
        assert_eq!(allowed(""), ALL.to_vec());
        assert_eq!(allowed("paypal"), ALL.to_vec());
    }

    #[test]
    fn names_and_groups_let_their_methods_through() {
        assert_eq!(allowed("bkash, VISACARD"), vec![Method::Visa, Method::Bkash]);
        assert_eq!(
            allowed("mobilebank"),
            vec![Method::Nagad, Method::Rocket, Method::Bkash]
        );
        assert_eq!(
            allowed("othercard,internetbank"),
            vec![Method::Visa, Method::Master, Method::Amex, Method::CityTouch]
        );
        assert_eq!(
            allowed("city,nagad,dbblmobilebanking"),
            vec![Method::CityTouch, Method::Nagad, Method::Rocket]
        );
    }

    #[test]
    fn choices_read_back() {
        for method in ALL {
            assert_eq!(Method::from_choice(method.choice()), Some(method));
        }
        assert_eq!(Method::from_choice("emi"), None);
    }
}
