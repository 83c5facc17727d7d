//! Coupons: admins keep codes; a checkout (and its summary) takes one code
//! off the cart by the core's rule (`shop_core::coupon`), and the checkout's
//! transaction counts its use once.

use crate::{
    documents::{coupon::CouponDocument, order::OrderCoupon, order::OrderDocument},
    failure::Failure,
    repository::{Decided, Repositories, Tx},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    Money,
    coupon::{self, CouponDiscount, CouponError, CouponLine, CouponTerms, CouponUses},
};

fn not_found() -> Failure {
    Failure::NotFound(texts::coupons::NOT_FOUND.into())
}

fn refused(error: CouponError) -> Failure {
    Failure::Refused(error.text())
}

/// The coupon `code` and `terms` describe, checked by the core.
fn checked(id: ObjectId, code: &str, terms: CouponTerms, created_at: DateTime) -> Result<CouponDocument, Failure> {
    let code = coupon::normalize_code(code).map_err(refused)?;
    coupon::check_terms(&terms).map_err(refused)?;
    Ok(CouponDocument {
        id,
        code,
        terms,
        uses: 0,
        created_at,
    })
}

/// Every coupon, newest first, each with its uses by everyone.
pub async fn all(repositories: &Repositories) -> Result<Vec<CouponDocument>, Failure> {
    let coupons = repositories.coupons.all().await?;
    let uses =
        futures_util::future::try_join_all(coupons.iter().map(|c| repositories.coupons.total_uses(c.id))).await?;
    Ok(coupons
        .into_iter()
        .zip(uses)
        .map(|(coupon, uses)| CouponDocument { uses, ..coupon })
        .collect())
}

/// Adds a coupon; codes are unique.
pub async fn add(repositories: &Repositories, code: &str, terms: CouponTerms) -> Result<CouponDocument, Failure> {
    let coupon = checked(ObjectId::new(), code, terms, DateTime::now())?;
    repositories
        .coupons
        .insert(&coupon)
        .await
        .map_err(Failure::duplicate_means(texts::coupons::CODE_TAKEN))?;
    Ok(coupon)
}

/// Changes coupon `id`'s code and terms; its uses so far stay.
pub async fn change(
    repositories: &Repositories,
    id: ObjectId,
    code: &str,
    terms: CouponTerms,
) -> Result<CouponDocument, Failure> {
    let old = repositories.coupons.find_by_id(id).await?.ok_or_else(not_found)?;
    let coupon = checked(id, code, terms, old.created_at)?;
    // A code that gains a cap counts its uses so far against it.
    let gains_cap = old.terms.total_uses.is_none() && coupon.terms.total_uses.is_some();
    let uses = repositories.coupons.total_uses(id).await?;
    let coupon = CouponDocument { uses, ..coupon };
    let changed = repositories
        .coupons
        .change(&coupon, gains_cap)
        .await
        .map_err(Failure::duplicate_means(texts::coupons::CODE_TAKEN))?;
    if changed { Ok(coupon) } else { Err(not_found()) }
}

/// Deletes coupon `id`; orders that used it keep its code and discount.
pub async fn remove(repositories: &Repositories, id: ObjectId) -> Result<(), Failure> {
    if repositories.coupons.delete(id).await? {
        Ok(())
    } else {
        Err(not_found())
    }
}

/// The coupon a shopper typed, by its code; a conflict when there is none.
pub async fn by_code(repositories: &Repositories, typed: &str) -> Result<CouponDocument, Failure> {
    let unknown = || Failure::Conflict(CouponError::Unknown.text());
    let code = coupon::normalize_code(typed).map_err(|_| unknown())?;
    repositories.coupons.find_by_code(&code).await?.ok_or_else(unknown)
}

/// How often this customer and everyone have used `coupon`.
pub async fn uses(
    repositories: &Repositories,
    coupon: &CouponDocument,
    customer_id: ObjectId,
) -> Result<CouponUses, Failure> {
    Ok(repositories.coupons.uses(coupon, customer_id).await?)
}

/// One cart line as a coupon sees it: its phone, brand and amount.
pub struct Goods<'a> {
    pub product_id: String,
    pub brand: &'a str,
    pub amount: Money,
}

/// What `coupon` takes off these goods with this delivery fee now, by the
/// core's rule, and each line's share of it.
pub fn discount(
    coupon: &CouponDocument,
    uses: CouponUses,
    goods: &[Goods<'_>],
    delivery_fee: Money,
    now: DateTime,
) -> Result<(CouponDiscount, Vec<Money>), CouponError> {
    let lines: Vec<CouponLine<'_>> = goods
        .iter()
        .map(|g| CouponLine {
            product_id: &g.product_id,
            brand: g.brand,
            amount: g.amount,
        })
        .collect();
    let off = coupon::discount(&coupon.terms, now.timestamp_millis(), uses, &lines, delivery_fee)?;
    let shares = coupon::shares(&coupon.terms, &lines, off.goods)?;
    Ok((off, shares))
}

/// The coupon taken off a checkout's priced orders, each order keeping its
/// share (so a refund gives back what was paid): what it took off in all.
pub fn apply(
    coupon: &CouponDocument,
    uses: CouponUses,
    delivery_fee: Money,
    now: DateTime,
    orders: &mut [OrderDocument],
) -> Result<CouponDiscount, CouponError> {
    let goods: Vec<Goods<'_>> = orders
        .iter()
        .map(|o| Goods {
            product_id: o.product.id.to_hex(),
            brand: &o.product.brand,
            amount: Money::from_poisha(o.total),
        })
        .collect();
    let (off, shares) = discount(coupon, uses, &goods, delivery_fee, now)?;
    drop(goods);
    for (order, share) in orders.iter_mut().zip(shares) {
        order.total -= share.poisha();
        order.coupon = Some(OrderCoupon {
            code: coupon.code.clone(),
            off: share.poisha(),
        });
    }
    Ok(off)
}

/// Counts a checkout's use of the coupon in its transaction, only while it
/// has uses left for everyone and for the customer.
pub async fn count_use(
    repositories: &Repositories,
    tx: &mut Tx,
    coupon: &CouponDocument,
    customer_id: ObjectId,
) -> Decided<(), CouponError> {
    // Only a cap needs one count everyone's checkout writes; without one,
    // the customers' own counts are all there is, and busy promotions'
    // checkouts never meet on one document.
    if let Some(most) = coupon.terms.total_uses
        && !repositories.coupons.count_capped_use(tx, coupon.id, most).await?
    {
        return Ok(Err(CouponError::UsedUp));
    }
    let count = repositories
        .coupons
        .count_customer_use(tx, coupon.id, customer_id)
        .await?;
    Ok(match coupon.terms.uses_per_customer {
        Some(most) if count > i64::from(most) => Err(CouponError::UsedByYou { uses: most }),
        _ => Ok(()),
    })
}
