//! A bank's card-EMI plan, as stored in `emi_plans`.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::emi::TenureCharge;

/// A plan in the `emi_plans` collection; `bank` is unique. Money is poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EmiPlanDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub bank: String,
    /// The bank's name in lower case with single spaces: unique, so `City Bank`
    /// and `city  bank` are one bank.
    pub bank_key: String,
    pub tenures: Vec<TenureCharge>,
    pub min_price: i64,
    pub keeps_discount: bool,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}

impl EmiPlanDocument {
    /// The key that tells banks apart: lower case, single spaces.
    pub fn bank_key(bank: &str) -> String {
        shop_core::strings::join(bank.split_whitespace(), " ").to_lowercase()
    }

    /// The plan as the core works with it.
    pub fn plan(&self) -> shop_core::emi::EmiPlan {
        shop_core::emi::EmiPlan {
            bank: self.bank.clone(),
            tenures: self.tenures.clone(),
            min_price: shop_core::Money::from_poisha(self.min_price),
            keeps_discount: self.keeps_discount,
        }
    }
}
