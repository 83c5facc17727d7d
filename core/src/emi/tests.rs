use super::*;
use proptest::prelude::*;

fn tk(amount: i64) -> Money {
    Money::from_tk(amount).unwrap()
}

fn plan(keeps_discount: bool) -> EmiPlan {
    EmiPlan {
        bank: "City Bank".into(),
        tenures: vec![
            TenureCharge {
                months: 12,
                charge_basis_points: 700,
            },
            TenureCharge {
                months: 3,
                charge_basis_points: 0,
            },
            TenureCharge {
                months: 6,
                charge_basis_points: 350,
            },
        ],
        min_price: tk(USUAL_MIN_PRICE_TK),
        keeps_discount,
    }
}

#[test]
fn a_month_is_the_price_and_charge_over_the_months_in_whole_taka() {
    // 30,000 TK over 3 months without charge: 10,000 a month exactly.
    assert_eq!(
        instalment(tk(30_000), 3, 0),
        Ok(Instalment {
            months: 3,
            monthly: tk(10_000),
            total: tk(30_000)
        })
    );
    // 24,999 TK + 3.5% = 25,873.965 -> 25,873.97 TK; over 6 months 4,312.33 -> 4,313 TK.
    let six = instalment(tk(24_999), 6, 350).unwrap();
    assert_eq!(six.total, Money::from_poisha(2_587_397));
    assert_eq!(six.monthly, tk(4_313));
    // 10,000 TK over 9 months: 1,111.11 -> 1,112 TK.
    assert_eq!(instalment(tk(10_000), 9, 0).unwrap().monthly, tk(1_112));
}

#[test]
fn only_the_banks_tenures_are_worked_out() {
    assert_eq!(instalment(tk(10_000), 5, 0), Err(EmiError::UnknownTenure { months: 5 }));
    assert_eq!(instalment(tk(10_000), 0, 0), Err(EmiError::UnknownTenure { months: 0 }));
}

#[test]
fn a_plan_shows_its_tenures_shortest_first_from_its_least_price() {
    let shown = instalments(&plan(true), tk(60_000), tk(57_000)).unwrap();
    assert_eq!(shown.iter().map(|i| i.months).collect::<Vec<_>>(), vec![3, 6, 12]);
    assert_eq!(shown[0].total, tk(57_000));
    // Below the least price the bank finances: no tenure.
    assert_eq!(instalments(&plan(true), tk(4_999), tk(4_999)), Ok(vec![]));
}

#[test]
fn without_the_cash_discount_the_list_price_is_financed() {
    let shown = instalments(&plan(false), tk(60_000), tk(57_000)).unwrap();
    assert_eq!(shown[0].total, tk(60_000));
    // The discount brought the price below the least price, but the plan finances the list price.
    assert_eq!(instalments(&plan(false), tk(5_200), tk(4_800)).unwrap().len(), 3);
    assert_eq!(instalments(&plan(true), tk(5_200), tk(4_800)).unwrap().len(), 0);
}

#[test]
fn a_plans_tenures_are_known_each_once_and_charged_within_the_cap() {
    assert_eq!(check_tenures(&plan(true).tenures), Ok(()));
    assert_eq!(check_tenures(&[]), Err(EmiError::NoTenure));
    let tenure = |months, charge_basis_points| TenureCharge {
        months,
        charge_basis_points,
    };
    assert_eq!(
        check_tenures(&[tenure(7, 0)]),
        Err(EmiError::UnknownTenure { months: 7 })
    );
    assert_eq!(check_tenures(&[tenure(36, MAX_CHARGE_BASIS_POINTS)]), Ok(()));
    assert_eq!(
        check_tenures(&[tenure(36, MAX_CHARGE_BASIS_POINTS + 1)]),
        Err(EmiError::ChargeTooHigh)
    );
    assert_eq!(
        check_tenures(&[tenure(6, 0), tenure(12, 100), tenure(6, 200)]),
        Err(EmiError::TenureTwice { months: 6 })
    );
}

#[test]
fn a_negative_or_overflowing_price_is_refused() {
    assert_eq!(
        instalment(Money::from_poisha(-1), 3, 0),
        Err(EmiError::Money(MoneyError::Negative))
    );
    assert_eq!(
        instalment(Money::from_poisha(i64::MAX), 3, 100),
        Err(EmiError::Money(MoneyError::Overflow))
    );
}

proptest! {
    /// The months cover the total, and one taka less a month would not.
    #[test]
    fn the_monthly_amount_is_the_least_whole_taka_that_covers_the_total(
        price_tk in 0i64..10_000_000,
        poisha in 0i64..100,
        tenure in 0usize..TENURES.len(),
        charge in 0u32..=MAX_CHARGE_BASIS_POINTS,
    ) {
        let price = Money::from_poisha(price_tk * 100 + poisha);
        let months = TENURES[tenure];
        let shown = instalment(price, months, charge).unwrap();
        prop_assert_eq!(shown.monthly.poisha() % 100, 0);
        let covered = i128::from(shown.monthly.poisha()) * i128::from(months);
        prop_assert!(covered >= i128::from(shown.total.poisha()));
        prop_assert!(covered - i128::from(months) * 100 < i128::from(shown.total.poisha()));
        // The charge is the share of the price, up to the poisha.
        let exact = i128::from(price.poisha()) * i128::from(charge);
        let charge_poisha = i128::from(shown.total.poisha() - price.poisha());
        prop_assert!(charge_poisha * 10_000 >= exact && (charge_poisha - 1) * 10_000 < exact.max(1));
    }
}
