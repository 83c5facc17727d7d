//! Coupons as the admin's API answers them and takes them. Money is poisha.

use crate::documents::coupon::CouponDocument;
use serde::{Deserialize, Serialize};
use shop_core::{
    Money,
    coupon::{CouponOff, CouponTerms},
};

/// What a coupon takes off: a whole percentage, or an amount in poisha (whole taka).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum OffKind {
    Percent,
    Amount,
}

/// A coupon's terms, as an admin sends them and the API answers them.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CouponFields {
    /// 3 to 20 letters, digits or dashes; kept in capitals.
    pub code: String,
    pub kind: OffKind,
    /// The percentage (1 to 100), or the amount in poisha.
    pub value: i64,
    /// The most a percentage takes off, in poisha.
    pub cap: Option<i64>,
    /// The least the goods must come to, in poisha.
    pub min_order: Option<i64>,
    pub free_delivery: bool,
    /// When it can first be used (RFC 3339).
    pub starts_at: String,
    /// When it stops (RFC 3339).
    pub ends_at: String,
    pub total_uses: Option<u32>,
    pub uses_per_customer: Option<u32>,
    /// Only for these brands' phones; with `products` empty too, every phone.
    pub brands: Vec<String>,
    /// Only for these phones (ids).
    pub products: Vec<String>,
}

/// A coupon with how often it was used.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CouponAnswer {
    #[serde(rename = "_id")]
    pub id: String,
    #[serde(flatten)]
    pub fields: CouponFields,
    /// Checkouts that used it.
    pub uses: i64,
}

impl From<CouponDocument> for CouponAnswer {
    fn from(coupon: CouponDocument) -> Self {
        let terms = coupon.terms;
        let (kind, value) = match terms.off {
            CouponOff::Percent(percent) => (OffKind::Percent, i64::from(percent)),
            CouponOff::Amount(amount) => (OffKind::Amount, amount.poisha()),
        };
        let at = |ms: i64| super::rfc3339(mongodb::bson::DateTime::from_millis(ms));
        CouponAnswer {
            id: coupon.id.to_hex(),
            fields: CouponFields {
                code: coupon.code,
                kind,
                value,
                cap: terms.cap.map(Money::poisha),
                min_order: terms.min_order.map(Money::poisha),
                free_delivery: terms.free_delivery,
                starts_at: at(terms.starts_at),
                ends_at: at(terms.ends_at),
                total_uses: terms.total_uses,
                uses_per_customer: terms.uses_per_customer,
                brands: terms.brands,
                products: terms.products,
            },
            uses: coupon.uses,
        }
    }
}

impl CouponFields {
    /// The terms as the core checks them; `None` names the time that is not one.
    pub fn terms(&self) -> Result<CouponTerms, &'static str> {
        let at = |text: &str, field: &'static str| {
            mongodb::bson::DateTime::parse_rfc3339_str(text.trim())
                .map(|d| d.timestamp_millis())
                .map_err(|_| field)
        };
        Ok(CouponTerms {
            off: match self.kind {
                OffKind::Percent => CouponOff::Percent(u32::try_from(self.value).unwrap_or(0)),
                OffKind::Amount => CouponOff::Amount(Money::from_poisha(self.value)),
            },
            cap: self.cap.map(Money::from_poisha),
            min_order: self.min_order.map(Money::from_poisha),
            free_delivery: self.free_delivery,
            starts_at: at(&self.starts_at, "startsAt")?,
            ends_at: at(&self.ends_at, "endsAt")?,
            total_uses: self.total_uses,
            uses_per_customer: self.uses_per_customer,
            brands: self
                .brands
                .iter()
                .map(|b| b.trim().to_owned())
                .filter(|b| !b.is_empty())
                .collect(),
            products: self
                .products
                .iter()
                .map(|p| p.trim().to_owned())
                .filter(|p| !p.is_empty())
                .collect(),
        })
    }
}
