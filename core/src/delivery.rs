//! Delivery zones: what a parcel costs and how long it takes, by where it goes.
//! Couriers in Bangladesh price two zones: inside Dhaka city and the rest of
//! the country.

use crate::strings::join;

use crate::money::{Money, MoneyError};
use crate::text::TextDef;
use serde::{Deserialize, Serialize};

/// The zones' names.
pub mod texts {
    crate::texts! {
        INSIDE_DHAKA = "delivery_zone.inside_dhaka" => "Inside Dhaka city";
        OUTSIDE_DHAKA = "delivery_zone.outside_dhaka" => "Outside Dhaka";
    }
}

/// Where a parcel goes, as couriers price it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeliveryZone {
    InsideDhaka,
    OutsideDhaka,
}

impl DeliveryZone {
    /// Every zone, cheapest first.
    pub const ALL: [DeliveryZone; 2] = [Self::InsideDhaka, Self::OutsideDhaka];

    /// The zone of an address, from its city: Dhaka (any case, with or
    /// without "city") is inside, every other city outside.
    pub fn of_city(city: &str) -> Self {
        let words = join(city.split_whitespace(), " ").to_ascii_lowercase();
        if matches!(words.as_str(), "dhaka" | "dhaka city") {
            Self::InsideDhaka
        } else {
            Self::OutsideDhaka
        }
    }

    /// The wire name, e.g. `inside_dhaka`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::InsideDhaka => "inside_dhaka",
            Self::OutsideDhaka => "outside_dhaka",
        }
    }

    /// Parses a wire name.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|zone| zone.as_str() == text)
    }

    /// The name shown to shoppers, as a text (`delivery_zone.` and the wire name).
    pub const fn text_def(self) -> &'static TextDef {
        match self {
            Self::InsideDhaka => &texts::INSIDE_DHAKA,
            Self::OutsideDhaka => &texts::OUTSIDE_DHAKA,
        }
    }

    /// The name shown to shoppers, in English.
    pub const fn label(self) -> &'static str {
        self.text_def().sentence()
    }

    /// The delivery charge of one parcel (one checkout) to this zone.
    pub const fn fee(self) -> Money {
        match self {
            Self::InsideDhaka => Money::from_poisha(7_000),
            Self::OutsideDhaka => Money::from_poisha(13_000),
        }
    }

    /// Days the shop commits to from order to door.
    pub const fn delivery_days(self) -> u32 {
        match self {
            Self::InsideDhaka => 5,
            Self::OutsideDhaka => 10,
        }
    }
}

/// What a checkout charges: the goods, the delivery and their sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Charges {
    pub subtotal: Money,
    pub delivery_fee: Money,
    pub total: Money,
}

impl Charges {
    /// The charges of goods worth `subtotal` sent to `zone`.
    pub fn new(subtotal: Money, zone: DeliveryZone) -> Result<Self, MoneyError> {
        Self::with_fee(subtotal, zone.fee())
    }

    /// The charges of goods worth `subtotal` with a delivery fee already
    /// charged (as stored on an order, whatever today's fee for its zone).
    pub fn with_fee(subtotal: Money, delivery_fee: Money) -> Result<Self, MoneyError> {
        Ok(Charges {
            subtotal,
            delivery_fee,
            total: subtotal.checked_add(delivery_fee)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dhaka_city_is_inside_and_the_rest_outside() {
        for city in ["Dhaka", " dhaka ", "DHAKA", "Dhaka City", "dhaka  city"] {
            assert_eq!(DeliveryZone::of_city(city), DeliveryZone::InsideDhaka, "{city}");
        }
        for city in [
            "Chattogram",
            "Sylhet",
            "",
            "Dhaka Cantonment Road, Gazipur",
            "Old Dhaka Town",
        ] {
            assert_eq!(DeliveryZone::of_city(city), DeliveryZone::OutsideDhaka, "{city}");
        }
    }

    #[test]
    fn fees_and_days_follow_the_zone() {
        assert_eq!(DeliveryZone::InsideDhaka.fee().poisha(), 7_000);
        assert_eq!(DeliveryZone::OutsideDhaka.fee().poisha(), 13_000);
        assert!(DeliveryZone::InsideDhaka.delivery_days() < DeliveryZone::OutsideDhaka.delivery_days());
        for zone in DeliveryZone::ALL {
            assert_eq!(DeliveryZone::parse(zone.as_str()), Some(zone));
        }
        assert_eq!(DeliveryZone::parse("mars"), None);
    }

    #[test]
    fn charges_add_the_fee_once() {
        let charges = Charges::new(Money::from_poisha(4_599_900), DeliveryZone::OutsideDhaka).unwrap();
        assert_eq!(charges.total.poisha(), 4_612_900);
        assert_eq!(charges.delivery_fee, DeliveryZone::OutsideDhaka.fee());
        assert!(Charges::new(Money::from_poisha(i64::MAX), DeliveryZone::InsideDhaka).is_err());
        let kept = Charges::with_fee(Money::from_poisha(100_000), Money::from_poisha(6_000)).unwrap();
        assert_eq!(
            (kept.delivery_fee.poisha(), kept.total.poisha()),
            (6_000, 106_000),
            "the fee charged, not today's"
        );
    }
}
