//! Coupons as stored in `coupons`, and each customer's uses of one in `coupon_uses`.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::coupon::CouponTerms;

/// A coupon; `code` (in capitals) is unique. Every checkout that used it
/// is counted once, in its transaction, on its customer's `coupon_uses`
/// count; `uses` is counted there too only while the coupon has a cap on its
/// total uses, which it gates (read back, for the admin, it is every use).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CouponDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub code: String,
    pub terms: CouponTerms,
    #[serde(default)]
    pub uses: i64,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
}

/// How often one customer has used one coupon; `_id` is `<coupon>:<customer>`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CouponUseDocument {
    #[serde(rename = "_id")]
    pub id: String,
    pub count: i64,
}

impl CouponUseDocument {
    pub fn key(coupon_id: ObjectId, customer_id: ObjectId) -> String {
        format!("{coupon_id}:{customer_id}")
    }
}

/// The coupon a checkout used, kept on it: what it took off the goods and
/// off the delivery fee, in poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AppliedCoupon {
    pub coupon_id: ObjectId,
    pub code: String,
    pub goods_off: i64,
    pub delivery_off: i64,
}
