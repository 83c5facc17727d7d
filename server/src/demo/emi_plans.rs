//! The demo shop's card-EMI plans: three banks as Bangladeshi shops list
//! them, each from 5,000 TK or more, written through the admin's use case.

use super::SeedError;
use crate::{repository::Repositories, services::emi};
use shop_core::emi::TenureCharge;

/// A demo bank: its name, its tenures with the bank's charge (months,
/// hundredths of a percent), and the least price it finances in taka.
type DemoPlan = (&'static str, &'static [(u32, u32)], i64);

const PLANS: [DemoPlan; 3] = [
    (
        "City Bank",
        &[(3, 0), (6, 0), (9, 300), (12, 500), (18, 800), (24, 1000), (36, 1500)],
        5_000,
    ),
    ("BRAC Bank", &[(3, 0), (6, 0), (12, 450)], 5_000),
    ("Eastern Bank", &[(3, 0), (6, 0), (9, 300), (12, 450)], 10_000),
];

/// Writes the demo plans the shop does not have yet.
pub async fn seed_emi_plans(repositories: &Repositories) -> Result<(), SeedError> {
    let known = emi::all(repositories).await?;
    for (bank, tenures, min_tk) in PLANS {
        if known.iter().any(|plan| plan.bank == bank) {
            continue;
        }
        let input = emi::PlanInput {
            bank: bank.into(),
            tenures: tenures
                .iter()
                .map(|&(months, charge_basis_points)| TenureCharge {
                    months,
                    charge_basis_points,
                })
                .collect(),
            min_price: min_tk * shop_core::money::POISHA_PER_TK,
            keeps_discount: false,
        };
        emi::add(repositories, input).await?;
    }
    Ok(())
}
