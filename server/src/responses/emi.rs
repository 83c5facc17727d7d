//! Card-EMI plans and a phone's instalments as the API answers them. Money is poisha.

use crate::documents::emi_plan::EmiPlanDocument;
use mongodb::bson::oid::ObjectId;
use serde::{Deserialize, Serialize};
use shop_core::emi::Instalment;

/// One bank's instalments for one variant.
pub struct BankInstalments {
    pub bank: String,
    pub keeps_discount: bool,
    pub instalments: Vec<Instalment>,
}

/// What every plan costs a month for one variant of a phone.
pub struct VariantInstalments {
    pub variant_id: ObjectId,
    pub banks: Vec<BankInstalments>,
}

/// One tenure of a plan and the bank's charge for it.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TenureAnswer {
    pub months: u32,
    /// Hundredths of a percent of the price: 350 is 3.5%.
    pub charge_basis_points: u32,
}

/// A bank's plan.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmiPlanAnswer {
    #[serde(rename = "_id")]
    pub id: String,
    pub bank: String,
    pub tenures: Vec<TenureAnswer>,
    /// The least price the bank finances.
    pub min_price: i64,
    /// Whether the shop's cash discount still applies under the plan.
    pub keeps_discount: bool,
}

impl From<EmiPlanDocument> for EmiPlanAnswer {
    fn from(plan: EmiPlanDocument) -> Self {
        EmiPlanAnswer {
            id: plan.id.to_hex(),
            bank: plan.bank,
            tenures: plan
                .tenures
                .iter()
                .map(|t| TenureAnswer {
                    months: t.months,
                    charge_basis_points: t.charge_basis_points,
                })
                .collect(),
            min_price: plan.min_price,
            keeps_discount: plan.keeps_discount,
        }
    }
}

/// The plans, with what a plan may offer (the core's tenures and charge cap).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmiPlansAnswer {
    pub plans: Vec<EmiPlanAnswer>,
    /// The tenures, in months, a plan may offer.
    pub tenures: Vec<u32>,
    /// The highest charge a tenure may carry, in hundredths of a percent.
    pub max_charge_basis_points: u32,
}

impl EmiPlansAnswer {
    pub fn of(plans: Vec<EmiPlanDocument>) -> Self {
        EmiPlansAnswer {
            plans: plans.into_iter().map(Into::into).collect(),
            tenures: shop_core::emi::TENURES.to_vec(),
            max_charge_basis_points: shop_core::emi::MAX_CHARGE_BASIS_POINTS,
        }
    }
}

/// What one tenure costs.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InstalmentAnswer {
    pub months: u32,
    /// Whole taka a month, rounded up so the months cover the total.
    pub monthly: i64,
    /// The financed price plus the bank's charge.
    pub total: i64,
}

/// One bank's instalments for a variant.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BankInstalmentsAnswer {
    pub bank: String,
    pub keeps_discount: bool,
    pub instalments: Vec<InstalmentAnswer>,
}

/// Every bank's instalments for one variant of a phone.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariantEmiAnswer {
    pub variant_id: String,
    /// Empty when no bank finances the variant at its price.
    pub banks: Vec<BankInstalmentsAnswer>,
}

impl From<VariantInstalments> for VariantEmiAnswer {
    fn from(variant: VariantInstalments) -> Self {
        let bank = |b: BankInstalments| BankInstalmentsAnswer {
            bank: b.bank,
            keeps_discount: b.keeps_discount,
            instalments: b
                .instalments
                .iter()
                .map(|i| InstalmentAnswer {
                    months: i.months,
                    monthly: i.monthly.poisha(),
                    total: i.total.poisha(),
                })
                .collect(),
        };
        VariantEmiAnswer {
            variant_id: variant.variant_id.to_hex(),
            banks: variant.banks.into_iter().map(bank).collect(),
        }
    }
}
