use super::*;
use proptest::prelude::*;

const DAY: i64 = 86_400_000;

fn tk(amount: i64) -> Money {
    Money::from_tk(amount).unwrap()
}

fn terms(off: CouponOff) -> CouponTerms {
    CouponTerms {
        off,
        cap: None,
        min_order: None,
        free_delivery: false,
        starts_at: 10 * DAY,
        ends_at: 20 * DAY,
        total_uses: None,
        uses_per_customer: None,
        brands: vec![],
        products: vec![],
    }
}

fn line<'a>(product_id: &'a str, brand: &'a str, amount: Money) -> CouponLine<'a> {
    CouponLine {
        product_id,
        brand,
        amount,
    }
}

const NOW: i64 = 15 * DAY;
const FEE: Money = Money::from_poisha(6_000);

#[test]
fn a_percentage_takes_whole_taka_down_from_the_exact_share() {
    // 10% of 999 TK is 99.90 TK: 99 TK off, never 100.
    let off = discount(
        &terms(CouponOff::Percent(10)),
        NOW,
        CouponUses::default(),
        &[line("a", "Samsung", tk(999))],
        FEE,
    );
    assert_eq!(
        off,
        Ok(CouponDiscount {
            goods: tk(99),
            delivery: Money::ZERO
        })
    );
}

#[test]
fn a_cap_bounds_a_percentage_and_an_amount_never_passes_the_goods() {
    let mut capped = terms(CouponOff::Percent(50));
    capped.cap = Some(tk(2_000));
    let lines = [line("a", "Samsung", tk(30_000))];
    assert_eq!(
        discount(&capped, NOW, CouponUses::default(), &lines, FEE)
            .unwrap()
            .goods,
        tk(2_000)
    );
    let big = terms(CouponOff::Amount(tk(50_000)));
    assert_eq!(
        discount(&big, NOW, CouponUses::default(), &lines, FEE).unwrap().goods,
        tk(30_000)
    );
}

#[test]
fn the_delivery_fee_is_off_only_with_free_delivery() {
    let lines = [line("a", "Samsung", tk(10_000))];
    let plain = discount(
        &terms(CouponOff::Amount(tk(500))),
        NOW,
        CouponUses::default(),
        &lines,
        FEE,
    )
    .unwrap();
    assert_eq!(
        plain,
        CouponDiscount {
            goods: tk(500),
            delivery: Money::ZERO
        }
    );
    let mut free = terms(CouponOff::Amount(tk(500)));
    free.free_delivery = true;
    let free = discount(&free, NOW, CouponUses::default(), &lines, FEE).unwrap();
    assert_eq!(
        free,
        CouponDiscount {
            goods: tk(500),
            delivery: FEE
        }
    );
    assert_eq!(free.total(), Ok(tk(560)));
}

#[test]
fn only_the_brands_and_phones_named_count() {
    let mut only = terms(CouponOff::Percent(10));
    only.brands = vec!["samsung".into()];
    only.products = vec!["p-9".into()];
    let lines = [
        line("p-1", "Samsung", tk(20_000)),
        line("p-2", "Xiaomi", tk(15_000)),
        line("p-9", "Realme", tk(10_000)),
    ];
    assert_eq!(
        discount(&only, NOW, CouponUses::default(), &lines, FEE).unwrap().goods,
        tk(3_000)
    );
    assert_eq!(
        discount(&only, NOW, CouponUses::default(), &lines[1..2], FEE),
        Err(CouponError::NotForThese)
    );
}

#[test]
fn a_coupon_is_used_within_its_period_and_its_uses() {
    let lines = [line("a", "Samsung", tk(10_000))];
    let mut limited = terms(CouponOff::Amount(tk(100)));
    limited.total_uses = Some(1);
    limited.uses_per_customer = Some(2);
    let at = |now, total, by_customer| discount(&limited, now, CouponUses { total, by_customer }, &lines, FEE);
    assert!(at(10 * DAY, 0, 0).is_ok());
    assert_eq!(at(10 * DAY - 1, 0, 0), Err(CouponError::NotStarted));
    assert_eq!(at(20 * DAY, 0, 0), Err(CouponError::Expired));
    assert_eq!(at(NOW, 1, 0), Err(CouponError::UsedUp));
    limited.total_uses = None;
    let at = |total, by_customer| discount(&limited, NOW, CouponUses { total, by_customer }, &lines, FEE);
    assert!(at(500, 1).is_ok());
    assert_eq!(at(500, 2), Err(CouponError::UsedByYou { uses: 2 }));
}

#[test]
fn the_minimum_is_the_whole_carts_goods() {
    let mut minimum = terms(CouponOff::Amount(tk(300)));
    minimum.min_order = Some(tk(15_000));
    minimum.brands = vec!["Samsung".into()];
    let lines = [line("a", "Samsung", tk(9_000)), line("b", "Xiaomi", tk(6_000))];
    assert_eq!(
        discount(&minimum, NOW, CouponUses::default(), &lines, FEE)
            .unwrap()
            .goods,
        tk(300)
    );
    assert_eq!(
        discount(&minimum, NOW, CouponUses::default(), &lines[..1], FEE),
        Err(CouponError::BelowMinimum { min: tk(15_000) })
    );
}

#[test]
fn codes_are_capitals_digits_and_dashes() {
    assert_eq!(normalize_code("  eid-2026 "), Ok("EID-2026".into()));
    for bad in ["", "ab", "EID 2026", "ঈদ২০২৬", "EID_2026", "ABCDEFGHIJKLMNOPQRSTU"] {
        assert_eq!(normalize_code(bad), Err(CouponError::InvalidCode), "{bad:?}");
    }
}

#[test]
fn terms_take_something_off_over_a_period_for_at_least_one_use() {
    assert_eq!(check_terms(&terms(CouponOff::Percent(10))), Ok(()));
    assert_eq!(
        check_terms(&terms(CouponOff::Percent(0))),
        Err(CouponError::Money(MoneyError::InvalidPercent))
    );
    assert_eq!(
        check_terms(&terms(CouponOff::Percent(101))),
        Err(CouponError::Money(MoneyError::InvalidPercent))
    );
    assert_eq!(
        check_terms(&terms(CouponOff::Amount(Money::ZERO))),
        Err(CouponError::InvalidAmount)
    );
    assert_eq!(
        check_terms(&terms(CouponOff::Amount(Money::from_poisha(150)))),
        Err(CouponError::InvalidAmount)
    );
    let mut backwards = terms(CouponOff::Percent(10));
    backwards.ends_at = backwards.starts_at;
    assert_eq!(check_terms(&backwards), Err(CouponError::InvalidPeriod));
    let mut no_uses = terms(CouponOff::Percent(10));
    no_uses.uses_per_customer = Some(0);
    assert_eq!(check_terms(&no_uses), Err(CouponError::InvalidUses));
    let mut odd_cap = terms(CouponOff::Percent(10));
    odd_cap.cap = Some(Money::from_poisha(-100));
    assert_eq!(check_terms(&odd_cap), Err(CouponError::InvalidAmount));
}

proptest! {
    /// Whatever the terms and the cart: whole taka (unless it is all the
    /// goods), never more than the goods it applies to nor the cap, the
    /// exact percentage at most one taka above it, and the fee untouched
    /// without free delivery.
    #[test]
    fn a_discount_stays_within_its_bounds(
        percent in 1u32..=100,
        amount_tk in 1i64..100_000,
        use_percent in any::<bool>(),
        cap_tk in proptest::option::of(1i64..50_000),
        free_delivery in any::<bool>(),
        amounts in proptest::collection::vec(1i64..20_000_000, 1..6),
        fee in 0i64..20_000,
    ) {
        let mut t = terms(if use_percent { CouponOff::Percent(percent) } else { CouponOff::Amount(tk(amount_tk)) });
        t.cap = cap_tk.map(tk);
        t.free_delivery = free_delivery;
        let ids: Vec<String> = (0..amounts.len()).map(|i| format!("p{i}")).collect();
        let lines: Vec<CouponLine<'_>> = ids.iter().zip(&amounts).map(|(id, poisha)| line(id, "Any", Money::from_poisha(*poisha))).collect();
        let goods: i64 = amounts.iter().sum();
        let off = discount(&t, NOW, CouponUses::default(), &lines, Money::from_poisha(fee)).unwrap();
        prop_assert!(off.goods.poisha() >= 0 && off.goods.poisha() <= goods);
        prop_assert!(off.goods.poisha() % 100 == 0 || off.goods.poisha() == goods);
        if let Some(cap) = cap_tk { prop_assert!(off.goods <= tk(cap)); }
        if use_percent && cap_tk.is_none() {
            let exact = i128::from(goods) * i128::from(percent);
            prop_assert!(i128::from(off.goods.poisha()) * 100 <= exact);
            prop_assert!(i128::from(off.goods.poisha() + 100) * 100 > exact);
        }
        prop_assert_eq!(off.delivery.poisha(), if free_delivery { fee } else { 0 });
    }
}

#[test]
fn shares_go_to_the_lines_the_coupon_applies_to_by_amount() {
    let mut t = terms(CouponOff::Amount(tk(300)));
    t.brands = vec!["Samsung".into()];
    let lines = [
        line("a", "Samsung", tk(1_000)),
        line("b", "Walton", tk(5_000)),
        line("c", "samsung", tk(2_000)),
    ];
    let split = shares(&t, &lines, tk(300)).unwrap();
    assert_eq!(split, vec![tk(100), Money::ZERO, tk(200)]);
    // More than the lines it applies to cannot be split.
    assert!(shares(&t, &lines, tk(3_001)).is_err());
}

proptest! {
    /// The shares add up to the discount, none is negative or more than
    /// its line, and lines the coupon does not apply to take nothing.
    #[test]
    fn shares_add_up_and_stay_within_their_lines(
        amounts in proptest::collection::vec((1i64..20_000_000, any::<bool>()), 1..6),
        fraction in 0i64..=10_000,
    ) {
        let mut t = terms(CouponOff::Percent(10));
        let ids: Vec<String> = (0..amounts.len()).map(|i| format!("p{i}")).collect();
        t.products = ids.iter().zip(&amounts).filter(|(_, (_, on))| *on).map(|(id, _)| id.clone()).collect();
        if t.products.is_empty() { t.products.push("p0".into()); }
        let lines: Vec<CouponLine<'_>> = ids.iter().zip(&amounts).map(|(id, (poisha, _))| line(id, "Any", Money::from_poisha(*poisha))).collect();
        let eligible: i64 = lines.iter().filter(|l| t.products.iter().any(|p| p == l.product_id)).map(|l| l.amount.poisha()).sum();
        let off = Money::from_poisha(i64::try_from(i128::from(eligible) * i128::from(fraction) / 10_000).unwrap());
        let split = shares(&t, &lines, off).unwrap();
        prop_assert_eq!(split.iter().map(|m| m.poisha()).sum::<i64>(), off.poisha());
        for (share, l) in split.iter().zip(&lines) {
            prop_assert!(share.poisha() >= 0 && *share <= l.amount);
            if !t.products.iter().any(|p| p == l.product_id) { prop_assert_eq!(share.poisha(), 0); }
        }
    }
}

#[test]
fn a_discount_near_all_the_goods_leaves_no_line_below_zero() {
    let t = terms(CouponOff::Percent(100));
    let lines = [
        line("a", "X", Money::from_poisha(3)),
        line("b", "X", Money::from_poisha(3)),
        line("c", "X", Money::from_poisha(3)),
    ];
    let split = shares(&t, &lines, Money::from_poisha(8)).unwrap();
    assert_eq!(split.iter().map(|m| m.poisha()).sum::<i64>(), 8);
    assert!(split.iter().all(|m| m.poisha() <= 3));
}
