//! What Steadfast charges a parcel: a delivery charge of TK 80 inside Dhaka
//! (an address naming "dhaka", in any case) and TK 130 elsewhere, plus a COD
//! charge of 1% of the cash collected, rounded up to the poisha. A parcel
//! that came back (cancelled) pays its delivery charge only.

use crate::status::Status;

/// TK 80, in poisha.
pub const INSIDE_DHAKA: i64 = 8_000;
/// TK 130, in poisha.
pub const OUTSIDE_DHAKA: i64 = 13_000;

/// The delivery charge of a parcel to `address`.
pub fn delivery_charge(address: &str) -> i64 {
    if address.to_lowercase().contains("dhaka") {
        INSIDE_DHAKA
    } else {
        OUTSIDE_DHAKA
    }
}

/// 1% of `collected`, rounded up to the poisha.
pub fn cod_charge(collected: i64) -> i64 {
    (collected.max(0) + 99) / 100
}

/// The cash collected for a parcel ending in `status`: its COD amount when
/// delivered, what the rider took (`partial`) when partly delivered, none
/// otherwise.
pub fn collected(status: Status, cod: i64, partial: i64) -> i64 {
    match status {
        Status::Delivered => cod,
        Status::PartialDelivered => partial,
        _ => 0,
    }
}

/// The whole charge of a parcel to `address` ending in `status` with
/// `collected` taken; none until it is final.
pub fn charge(status: Status, collected: i64, address: &str) -> i64 {
    match status {
        Status::Delivered | Status::PartialDelivered => delivery_charge(address) + cod_charge(collected),
        Status::Cancelled => delivery_charge(address),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dhaka_is_cheaper_in_any_case() {
        assert_eq!(delivery_charge("House 5, Road 2, Dhanmondi, DHAKA"), 8_000);
        assert_eq!(delivery_charge("Mirpur 10, dhaka-1216"), 8_000);
        assert_eq!(delivery_charge("Agrabad, Chattogram"), 13_000);
    }

    #[test]
    fn cash_on_delivery_costs_one_percent_rounded_up() {
        assert_eq!(cod_charge(106_000), 1_060);
        assert_eq!(cod_charge(106_001), 1_061);
        assert_eq!(cod_charge(0), 0);
        assert_eq!(cod_charge(1), 1);
    }

    #[test]
    fn each_ending_has_its_cash_and_charge() {
        let address = "Gulshan, Dhaka";
        assert_eq!(collected(Status::Delivered, 106_000, 0), 106_000);
        assert_eq!(charge(Status::Delivered, 106_000, address), 8_000 + 1_060);
        assert_eq!(collected(Status::PartialDelivered, 106_000, 50_000), 50_000);
        assert_eq!(charge(Status::PartialDelivered, 50_000, "Sylhet"), 13_000 + 500);
        assert_eq!(collected(Status::Cancelled, 106_000, 0), 0);
        assert_eq!(charge(Status::Cancelled, 0, address), 8_000);
        assert_eq!(charge(Status::Pending, 0, address), 0);
    }
}
