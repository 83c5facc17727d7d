//! Card-EMI plans: admins keep one plan per bank; a phone page reads what
//! each tenure of each plan costs a month for every variant, worked out by
//! the core (`shop_core::emi`). No EMI payment is taken online.

use crate::responses::emi::{BankInstalments, VariantInstalments};
use crate::{
    catalog_view::{CatalogView, lookup},
    documents::emi_plan::EmiPlanDocument,
    failure::Failure,
    repository::Repositories,
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Money, Text,
    emi::{self, TenureCharge},
    validation,
};

/// A bank name's length in characters.
pub const BANK_LENGTH: (usize, usize) = (2, 60);

/// A plan as an admin types it.
pub struct PlanInput {
    pub bank: String,
    pub tenures: Vec<TenureCharge>,
    pub min_price: i64,
    pub keeps_discount: bool,
}

fn not_found() -> Failure {
    Failure::NotFound(texts::emi::PLAN_NOT_FOUND.into())
}

/// The plan `input` describes, checked: a bank name, known tenures each
/// once with charges within the cap, a least price in whole taka.
fn checked(id: ObjectId, input: PlanInput, created_at: DateTime) -> Result<EmiPlanDocument, Failure> {
    let bank = validation::length(&input.bank, BANK_LENGTH.0, BANK_LENGTH.1)
        .map_err(|e| Failure::Refused(Text::new(texts::emi::BANK_REFUSED).text("reason", e.text())))?;
    emi::check_tenures(&input.tenures).map_err(|e| Failure::Refused(e.text()))?;
    if input.min_price < 0 || input.min_price % shop_core::money::POISHA_PER_TK != 0 {
        return Err(Failure::Refused(texts::emi::MIN_PRICE_REFUSED.into()));
    }
    let mut tenures = input.tenures;
    tenures.sort_by_key(|tenure| tenure.months);
    Ok(EmiPlanDocument {
        id,
        bank_key: EmiPlanDocument::bank_key(bank),
        bank: bank.to_owned(),
        tenures,
        min_price: input.min_price,
        keeps_discount: input.keeps_discount,
        created_at,
    })
}

/// Every plan, by bank.
pub async fn all(repositories: &Repositories) -> Result<Vec<EmiPlanDocument>, Failure> {
    Ok(repositories.emi_plans.all().await?)
}

/// Adds a plan; one per bank.
pub async fn add(repositories: &Repositories, input: PlanInput) -> Result<EmiPlanDocument, Failure> {
    let plan = checked(ObjectId::new(), input, DateTime::now())?;
    repositories
        .emi_plans
        .insert(&plan)
        .await
        .map_err(Failure::duplicate_means(texts::emi::BANK_TAKEN))?;
    Ok(plan)
}

/// Replaces plan `id` with `input`.
pub async fn update(repositories: &Repositories, id: ObjectId, input: PlanInput) -> Result<EmiPlanDocument, Failure> {
    let old = repositories.emi_plans.find_by_id(id).await?.ok_or_else(not_found)?;
    let plan = checked(id, input, old.created_at)?;
    let replaced = repositories
        .emi_plans
        .replace(&plan)
        .await
        .map_err(Failure::duplicate_means(texts::emi::BANK_TAKEN))?;
    if replaced { Ok(plan) } else { Err(not_found()) }
}

/// Deletes plan `id`.
pub async fn remove(repositories: &Repositories, id: ObjectId) -> Result<(), Failure> {
    if repositories.emi_plans.delete(id).await? {
        Ok(())
    } else {
        Err(not_found())
    }
}

/// What each plan costs a month for every variant of phone `id`; `None`
/// when there is no such phone. A plan below a variant's least price is
/// left out of that variant's banks.
pub async fn for_phone(
    repositories: &Repositories,
    catalog: &CatalogView,
    id: ObjectId,
) -> Result<Option<Vec<VariantInstalments>>, Failure> {
    let Some(phone) = lookup::product(catalog, repositories, id).await? else {
        return Ok(None);
    };
    let plans = repositories.emi_plans.all().await?;
    let mut variants = Vec::new();
    for variant in phone.sold_variants().iter() {
        let (list, final_price) = (
            Money::from_poisha(variant.price),
            Money::from_poisha(variant.final_price),
        );
        let mut banks = Vec::new();
        for plan in &plans {
            // A stored plan the core no longer accepts (a tenure taken off the list) is left out,
            // not a refusal of the phone page.
            let instalments = match emi::instalments(&plan.plan(), list, final_price) {
                Ok(instalments) => instalments,
                Err(error) => {
                    tracing::warn!(bank = %plan.bank, %error, "EMI plan left out of a phone page");
                    continue;
                }
            };
            if !instalments.is_empty() {
                banks.push(BankInstalments {
                    bank: plan.bank.clone(),
                    keeps_discount: plan.keeps_discount,
                    instalments,
                });
            }
        }
        variants.push(VariantInstalments {
            variant_id: variant.id,
            banks,
        });
    }
    Ok(Some(variants))
}
