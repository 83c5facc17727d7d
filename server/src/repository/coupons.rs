//! The `coupons` collection and each customer's uses of a coupon
//! (`coupon_uses`). A checkout counts its use inside its own transaction,
//! so a code is used once per checkout however many checkouts run at once.

use super::{RepositoryError, Tx};
use crate::documents::coupon::{CouponDocument, CouponUseDocument};
use futures_util::TryStreamExt;
use mongodb::{
    ClientSession, Collection, Database, IndexModel,
    bson::{Bson, doc, oid::ObjectId},
    options::IndexOptions,
};
use shop_core::coupon::CouponUses;

#[derive(Clone)]
pub struct CouponRepository {
    coupons: Collection<CouponDocument>,
    uses: Collection<CouponUseDocument>,
}

impl CouponRepository {
    pub(super) fn new(database: &Database) -> Self {
        CouponRepository {
            coupons: database.collection("coupons"),
            uses: database.collection("coupon_uses"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let unique = IndexOptions::builder().unique(true).build();
        self.coupons
            .create_index(IndexModel::builder().keys(doc! { "code": 1 }).options(unique).build())
            .await?;
        Ok(())
    }

    /// Every coupon, newest first.
    pub async fn all(&self) -> Result<Vec<CouponDocument>, RepositoryError> {
        Ok(self
            .coupons
            .find(doc! {})
            .sort(doc! { "createdAt": -1, "_id": -1 })
            .await?
            .try_collect()
            .await?)
    }

    pub async fn find_by_id(&self, id: ObjectId) -> Result<Option<CouponDocument>, RepositoryError> {
        Ok(self.coupons.find_one(doc! { "_id": id }).await?)
    }

    /// The coupon with this code (in capitals).
    pub async fn find_by_code(&self, code: &str) -> Result<Option<CouponDocument>, RepositoryError> {
        Ok(self.coupons.find_one(doc! { "code": code }).await?)
    }

    /// Adds a coupon; a code in use is `Duplicate`.
    pub async fn insert(&self, coupon: &CouponDocument) -> Result<(), RepositoryError> {
        self.coupons.insert_one(coupon).await?;
        Ok(())
    }

    /// Changes a coupon's code and terms, and its capped count to
    /// `coupon.uses` when `recount` (it gains a cap); answers whether it
    /// existed. Another coupon's code is `Duplicate`.
    pub async fn change(&self, coupon: &CouponDocument, recount: bool) -> Result<bool, RepositoryError> {
        let terms = mongodb::bson::to_bson(&coupon.terms).map_err(mongodb::error::Error::from)?;
        let mut set = doc! { "code": &coupon.code, "terms": terms };
        if recount {
            set.insert("uses", coupon.uses);
        }
        Ok(self
            .coupons
            .update_one(doc! { "_id": coupon.id }, doc! { "$set": set })
            .await?
            .matched_count
            == 1)
    }

    /// Deletes a coupon (orders keep its code); answers whether it existed.
    pub async fn delete(&self, id: ObjectId) -> Result<bool, RepositoryError> {
        Ok(self.coupons.delete_one(doc! { "_id": id }).await?.deleted_count == 1)
    }

    /// How often the coupon was used, by everyone and by this customer.
    pub async fn uses(&self, coupon: &CouponDocument, customer_id: ObjectId) -> Result<CouponUses, RepositoryError> {
        let mine = self
            .uses
            .find_one(doc! { "_id": CouponUseDocument::key(coupon.id, customer_id) })
            .await?;
        Ok(uses_of(coupon, mine.as_ref()))
    }

    /// The coupon and this customer's uses of it, read in `tx`.
    pub async fn read_in(
        &self,
        tx: &mut Tx,
        coupon_id: ObjectId,
        customer_id: ObjectId,
    ) -> Result<Option<(CouponDocument, CouponUses)>, RepositoryError> {
        let session = tx.session();
        let Some(coupon) = self
            .coupons
            .find_one(doc! { "_id": coupon_id })
            .session(&mut *session)
            .await?
        else {
            return Ok(None);
        };
        let mine = self
            .uses
            .find_one(doc! { "_id": CouponUseDocument::key(coupon_id, customer_id) })
            .session(&mut *session)
            .await?;
        let uses = uses_of(&coupon, mine.as_ref());
        Ok(Some((coupon, uses)))
    }

    /// Every use of the coupon: its customers' counts summed (their ids
    /// begin with the coupon's, so the `_id` index finds them).
    pub async fn total_uses(&self, coupon_id: ObjectId) -> Result<i64, RepositoryError> {
        let prefix = format!("^{coupon_id}:");
        let mut summed = self
            .uses
            .aggregate([
                doc! { "$match": { "_id": { "$regex": prefix } } },
                doc! { "$group": { "_id": Bson::Null, "uses": { "$sum": "$count" } } },
            ])
            .await?;
        let total = summed.try_next().await?;
        Ok(total
            .and_then(|t| {
                t.get("uses")
                    .and_then(Bson::as_i64)
                    .or_else(|| t.get("uses").and_then(Bson::as_i32).map(i64::from))
            })
            .unwrap_or(0))
    }

    /// Counts one use of the coupon by everyone in `tx`, only while fewer
    /// than `most` are counted: of concurrent checkouts, only as many as it
    /// has left get one. Whether it was counted.
    pub async fn count_capped_use(&self, tx: &mut Tx, coupon_id: ObjectId, most: u32) -> Result<bool, RepositoryError> {
        let counted = self
            .coupons
            .update_one(
                doc! { "_id": coupon_id, "uses": { "$lt": i64::from(most) } },
                doc! { "$inc": { "uses": 1_i64 } },
            )
            .session(tx.session())
            .await?;
        Ok(counted.matched_count == 1)
    }

    /// Counts one use by this customer in `tx`, making the count on a first
    /// use (a use given back leaves it at 0): the customer's uses now.
    pub async fn count_customer_use(
        &self,
        tx: &mut Tx,
        coupon_id: ObjectId,
        customer_id: ObjectId,
    ) -> Result<i64, RepositoryError> {
        let mine = self
            .uses
            .find_one_and_update(
                doc! { "_id": CouponUseDocument::key(coupon_id, customer_id) },
                doc! { "$inc": { "count": 1_i64 } },
            )
            .upsert(true)
            .return_document(mongodb::options::ReturnDocument::After)
            .session(tx.session())
            .await?;
        Ok(mine.map_or(1, |m| m.count))
    }

    /// Gives back a use of a checkout that never got paid (it lapsed), in
    /// its transaction: the coupon may be used again.
    pub(super) async fn give_back_in(
        &self,
        session: &mut ClientSession,
        coupon_id: ObjectId,
        customer_id: ObjectId,
    ) -> Result<(), mongodb::error::Error> {
        self.coupons
            .update_one(
                doc! { "_id": coupon_id, "uses": { "$gt": 0_i64 } },
                doc! { "$inc": { "uses": -1_i64 } },
            )
            .session(&mut *session)
            .await?;
        self.uses
            .update_one(
                doc! { "_id": CouponUseDocument::key(coupon_id, customer_id), "count": { "$gt": 0_i64 } },
                doc! { "$inc": { "count": -1_i64 } },
            )
            .session(&mut *session)
            .await?;
        Ok(())
    }
}

fn uses_of(coupon: &CouponDocument, mine: Option<&CouponUseDocument>) -> CouponUses {
    let count = |n: i64| u32::try_from(n.max(0)).unwrap_or(u32::MAX);
    CouponUses {
        total: count(coupon.uses),
        by_customer: mine.map_or(0, |m| count(m.count)),
    }
}
