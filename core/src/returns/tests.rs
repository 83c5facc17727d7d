use super::*;
use proptest::prelude::*;

const HOUR: i64 = 3_600_000;
/// 2026-11-20 00:00 in Dhaka (18:00 UTC the day before).
const DHAKA_MIDNIGHT: i64 = 1_795_111_200_000;

#[test]
fn a_return_moves_only_forward_through_its_steps() {
    use ReturnStatus::*;
    let path = [Requested, Accepted, PickedUp, Received, Refunded];
    for pair in path.windows(2) {
        assert_eq!(pair[0].transition(pair[1]), Ok(pair[1]));
    }
    assert_eq!(Requested.transition(Refused), Ok(Refused));
    for (from, to) in [
        (Requested, Received),
        (Accepted, Refused),
        (Refused, Accepted),
        (Refunded, Requested),
        (PickedUp, Refunded),
    ] {
        assert_eq!(
            from.transition(to),
            Err(ReturnError::InvalidTransition { from, to }),
            "{from:?} -> {to:?}"
        );
    }
    assert!(Received.is_open() && !Refused.is_open() && !Refunded.is_open());
}

#[test]
fn statuses_and_reasons_read_back_from_their_names() {
    for status in ReturnStatus::ALL {
        assert_eq!(ReturnStatus::parse(status.as_str()), Ok(status));
        assert_eq!(serde_json::to_value(status).unwrap(), status.as_str());
    }
    for reason in ReturnReason::ALL {
        assert_eq!(ReturnReason::parse(reason.as_str()), Ok(reason));
        assert_eq!(serde_json::to_value(reason).unwrap(), reason.as_str());
    }
    assert_eq!(
        ReturnStatus::parse("lost"),
        Err(ReturnError::UnknownStatus("lost".into()))
    );
    assert_eq!(
        ReturnReason::parse("bored"),
        Err(ReturnError::UnknownReason("bored".into()))
    );
}

#[test]
fn the_window_ends_with_the_last_shop_day() {
    // Delivered at 23:30 Dhaka time on the 20th: a 7-day window runs to the end of the 27th.
    let delivered = DHAKA_MIDNIGHT + 23 * HOUR + HOUR / 2;
    let end_of_27th = DHAKA_MIDNIGHT + 8 * 24 * HOUR - 1;
    assert_eq!(may_ask_return(Some(delivered), delivered, 7), Ok(()));
    assert_eq!(may_ask_return(Some(delivered), end_of_27th, 7), Ok(()));
    assert_eq!(
        may_ask_return(Some(delivered), end_of_27th + 1, 7),
        Err(ReturnError::WindowClosed { days: 7 })
    );
    assert_eq!(may_ask_return(None, delivered, 7), Err(ReturnError::NotDelivered));
}

#[test]
fn the_window_setting_is_one_to_sixty_days() {
    assert_eq!(check_window(7), Ok(7));
    assert_eq!(check_window(0), Err(ReturnError::InvalidWindow));
    assert_eq!(check_window(MAX_WINDOW_DAYS + 1), Err(ReturnError::InvalidWindow));
}

#[test]
fn the_delivery_fee_comes_back_when_the_shop_was_at_fault() {
    let paid = Money::from_tk(27_550).unwrap();
    let fee = Money::from_tk(60).unwrap();
    assert_eq!(
        refund_amount(paid, fee, ReturnReason::Defective),
        Ok(Money::from_tk(27_610).unwrap())
    );
    assert_eq!(
        refund_amount(paid, fee, ReturnReason::NotAsDescribed),
        Ok(Money::from_tk(27_610).unwrap())
    );
    assert_eq!(refund_amount(paid, fee, ReturnReason::ChangedMind), Ok(paid));
}

proptest! {
    /// Inside the window from the moment of delivery to the end of its last
    /// shop day, outside from the next moment on, whatever the hour.
    #[test]
    fn a_return_may_be_asked_for_exactly_within_the_window(
        day in 0i64..20_000,
        at in 0i64..86_400_000,
        days in 1u32..=MAX_WINDOW_DAYS,
        later in 0i64..(70 * 86_400_000),
    ) {
        let delivered = day * 86_400_000 - SHOP_UTC_OFFSET_MS + at;
        let last_moment = (day + 1 + i64::from(days)) * 86_400_000 - SHOP_UTC_OFFSET_MS - 1;
        let now = delivered + later;
        prop_assert_eq!(may_ask_return(Some(delivered), now, days).is_ok(), now <= last_moment);
    }
}

proptest::proptest! {
    /// The window's end is the last moment `may_ask_return` says yes.
    #[test]
    fn the_window_ends_where_asking_stops(delivered in 0i64..4_000_000_000_000, days in 1u32..=60) {
        let end = window_end(delivered, days);
        proptest::prop_assert!(may_ask_return(Some(delivered), end, days).is_ok());
        proptest::prop_assert!(may_ask_return(Some(delivered), end + 1, days).is_err());
        proptest::prop_assert!(end >= delivered);
    }
}
