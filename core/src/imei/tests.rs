use super::*;
use proptest::prelude::*;

/// The check digit of 14 digits as 3GPP TS 23.003 Annex B computes it,
/// written apart from the rule under test: double the digits in even
/// places (counted from 1 at the left), add up the digits of every product
/// and of the other digits, and take what brings the sum to a multiple of 10.
fn check_digit(first: &str) -> char {
    let sum: u32 = first
        .bytes()
        .enumerate()
        .map(|(index, byte)| {
            let digit = u32::from(byte - b'0');
            if index % 2 == 1 {
                (digit * 2) / 10 + (digit * 2) % 10
            } else {
                digit
            }
        })
        .sum();
    char::from_digit((10 - sum % 10) % 10, 10).unwrap()
}

#[test]
fn the_standard_example_passes_and_a_changed_digit_does_not() {
    // 3GPP TS 23.003's worked example: 49015420323751, check digit 8.
    assert_eq!(
        Imei::parse("490154203237518").map(|i| i.0),
        Ok("490154203237518".into())
    );
    assert_eq!(Imei::parse("490154203237517"), Err(ImeiError::CheckDigit));
    assert_eq!(Imei::parse("490154203237528"), Err(ImeiError::CheckDigit));
}

#[test]
fn separators_from_the_box_are_dropped() {
    let imei = Imei::parse(" 49-015420-323751-8 ").expect("a printed IMEI");
    assert_eq!(imei.as_str(), "490154203237518");
    assert_eq!(
        Imei::parse("49 015420 323751 8").map(|i| i.0),
        Ok("490154203237518".into())
    );
    assert_eq!(
        Imei::parse("49/015420/323751/8").map(|i| i.0),
        Ok("490154203237518".into())
    );
}

#[test]
fn only_fifteen_digits_are_an_imei() {
    for bad in [
        "",
        "49015420323751",
        "4901542032375180",
        "49015420323751a",
        "৪৯০১৫৪২০৩২৩৭৫১৮",
        "49015420323751.8",
    ] {
        assert_eq!(Imei::parse(bad), Err(ImeiError::NotFifteenDigits), "{bad:?}");
    }
}

#[test]
fn a_phone_has_one_or_two_distinct_imeis() {
    let first = "490154203237518";
    let second = format!("35209900176148{}", check_digit("35209900176148"));
    assert_eq!(phone_imeis([first, ""]).map(|v| v.len()), Ok(1));
    assert_eq!(phone_imeis([first, second.as_str()]).map(|v| v.len()), Ok(2));
    assert_eq!(phone_imeis([first, "49-015420-323751-8"]), Err(ImeiError::Twice));
    assert_eq!(phone_imeis(["", " "]), Err(ImeiError::None));
    let third = format!("86012345678901{}", check_digit("86012345678901"));
    assert_eq!(
        phone_imeis([first, second.as_str(), third.as_str()]),
        Err(ImeiError::TooMany)
    );
    assert_eq!(phone_imeis([first, "490154203237517"]), Err(ImeiError::CheckDigit));
}

#[test]
fn an_imei_travels_as_its_digits_and_is_checked_when_read() {
    let imei = Imei::parse("490154203237518").unwrap();
    assert_eq!(serde_json::to_string(&imei).unwrap(), "\"490154203237518\"");
    assert_eq!(serde_json::from_str::<Imei>("\"490154203237518\"").unwrap(), imei);
    assert!(serde_json::from_str::<Imei>("\"490154203237517\"").is_err());
}

proptest! {
    #[test]
    fn every_fourteen_digits_have_exactly_one_check_digit(first in "[0-9]{14}") {
        let valid: Vec<char> = ('0'..='9').filter(|d| Imei::parse(&format!("{first}{d}")).is_ok()).collect();
        prop_assert_eq!(valid.len(), 1);
        prop_assert_eq!(valid[0], check_digit(&first));
    }

    #[test]
    fn changing_one_digit_is_always_caught(first in "[0-9]{14}", at in 0usize..15, by in 1u8..10) {
        let imei = format!("{first}{}", check_digit(&first));
        let mut bytes = imei.into_bytes();
        bytes[at] = b'0' + (bytes[at] - b'0' + by) % 10;
        let changed = String::from_utf8(bytes).unwrap();
        prop_assert_eq!(Imei::parse(&changed), Err(ImeiError::CheckDigit));
    }
}

#[test]
fn a_shipment_names_each_phone_once_and_no_imei_twice() {
    let (a, b, c) = ("490154203237518", "356938035643809", "353879234252633");
    let two = shipment([vec![a, b], vec![c]], 2).unwrap();
    assert_eq!(two.len(), 2);
    assert_eq!(two[0].len(), 2, "a dual-SIM phone keeps both");
    assert_eq!(
        shipment([vec![a], vec![a]], 2),
        Err(ImeiError::Twice),
        "one handset cannot ship twice"
    );
    assert_eq!(shipment([vec![a]], 2), Err(ImeiError::PhonesCount { count: 2 }));
    assert_eq!(
        shipment([vec![a], vec![c]], 1),
        Err(ImeiError::PhonesCount { count: 1 })
    );
    assert_eq!(shipment([vec![""]], 1), Err(ImeiError::None));
}

proptest! {
    #[test]
    fn completing_fourteen_digits_gives_the_one_valid_imei(first in "[0-9]{14}") {
        let imei = Imei::completing(&first).unwrap();
        prop_assert_eq!(imei.as_str(), format!("{first}{}", check_digit(&first)));
        prop_assert!(Imei::parse(imei.as_str()).is_ok());
    }
}
