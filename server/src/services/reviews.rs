//! Reviews' use cases: a customer who received a phone rates it once (and may
//! edit the review); the rating and texts are checked by the core.

use crate::{
    documents::review::ReviewDocument,
    failure::Failure,
    ids::parse_id,
    repository::{Decided, Repositories, RepositoryError, Tx},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{
    RatingSummary,
    validation::{self, ReviewForm},
};

/// A review as the customer wrote it.
pub struct Written {
    pub rating: i64,
    pub title: String,
    pub text: String,
}

/// The review checked by the core, its texts trimmed.
fn checked(written: Written) -> Result<Written, Failure> {
    let form = ReviewForm {
        rating: written.rating,
        title: written.title.clone(),
        text: written.text.clone(),
    };
    validation::validate_review(&form).map_err(Failure::Invalid)?;
    Ok(Written {
        rating: written.rating,
        title: written.title.trim().to_owned(),
        text: written.text.trim().to_owned(),
    })
}

/// Why a review was not written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewRefusal {
    AlreadyReviewed,
    NotFound,
    ProductGone,
}

fn refused(refusal: ReviewRefusal) -> Failure {
    match refusal {
        ReviewRefusal::AlreadyReviewed => Failure::Conflict(texts::orders::ALREADY_REVIEWED.into()),
        ReviewRefusal::NotFound => Failure::NotFound(texts::orders::REVIEW_NOT_FOUND.into()),
        ReviewRefusal::ProductGone => Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()),
    }
}

/// Keeps `customer`'s review of the phone `product_id` names: only once the phone was
/// delivered to them, and only one per phone.
pub async fn add(
    repositories: &Repositories,
    customer: ObjectId,
    product_id: &str,
    written: Written,
) -> Result<ReviewDocument, Failure> {
    let written = checked(written)?;
    let product_id = parse_id(product_id, "product_id")?;
    let product = repositories
        .products
        .find_by_id(product_id)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()))?;
    let Some(variant_label) = repositories.orders.delivered_label(customer, product_id).await? else {
        return Err(Failure::NotAllowed(texts::orders::NOT_DELIVERED.into()));
    };
    let user = repositories
        .users
        .find_by_id(customer)
        .await?
        .ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_FIRST.into()))?;
    let now = DateTime::now();
    let review = ReviewDocument {
        id: ObjectId::new(),
        customer_id: customer,
        customer_name: format!("{} {}", user.first_name, user.last_name).trim().to_owned(),
        product_id,
        product_title: product.fields.title,
        product_cover: product.fields.cover,
        rating: written.rating,
        title: written.title,
        text: written.text,
        variant_label,
        created_at: now,
        updated_at: now,
    };
    match record(repositories, &review).await {
        Ok(result) => result.map_err(refused)?,
        Err(RepositoryError::Duplicate) => return Err(refused(ReviewRefusal::AlreadyReviewed)),
        Err(other) => return Err(other.into()),
    }
    Ok(review)
}

/// Changes one of `customer`'s reviews.
pub async fn edit(
    repositories: &Repositories,
    customer: ObjectId,
    id: ObjectId,
    written: Written,
) -> Result<ReviewDocument, Failure> {
    let written = &checked(written)?;
    repositories
        .transaction(|mut tx| async move {
            let edited = edit_in(repositories, &mut tx, id, customer, written).await;
            (tx, edited)
        })
        .await?
        .map_err(refused)
}

/// Stores a review and folds its rating into its product's, in one transaction.
pub async fn record(repositories: &Repositories, review: &ReviewDocument) -> Decided<(), ReviewRefusal> {
    repositories
        .transaction(|mut tx| async move {
            let recorded = record_in(repositories, &mut tx, review).await;
            (tx, recorded)
        })
        .await
}

async fn record_in(repositories: &Repositories, tx: &mut Tx, review: &ReviewDocument) -> Decided<(), ReviewRefusal> {
    let reviews = &repositories.reviews;
    if reviews.exists_in(tx, review.customer_id, review.product_id).await? {
        return Ok(Err(ReviewRefusal::AlreadyReviewed));
    }
    reviews.insert_in(tx, review).await?;
    rerate(repositories, tx, review.product_id, |s| s.with_rating(review.rating)).await
}

async fn edit_in(
    repositories: &Repositories,
    tx: &mut Tx,
    id: ObjectId,
    customer: ObjectId,
    written: &Written,
) -> Decided<ReviewDocument, ReviewRefusal> {
    let Some(old) = repositories.reviews.owned_in(tx, id, customer).await? else {
        return Ok(Err(ReviewRefusal::NotFound));
    };
    let edited = ReviewDocument {
        rating: written.rating,
        title: written.title.clone(),
        text: written.text.clone(),
        updated_at: DateTime::now(),
        ..old.clone()
    };
    repositories.reviews.rewrite_in(tx, &edited).await?;
    let moved = rerate(repositories, tx, old.product_id, |s| {
        s.with_changed_rating(old.rating, written.rating)
    })
    .await?;
    Ok(moved.map(|()| edited))
}

/// Moves a product's rating by the core's `change`, in `tx`.
async fn rerate(
    repositories: &Repositories,
    tx: &mut Tx,
    product_id: ObjectId,
    change: impl Fn(RatingSummary) -> Result<RatingSummary, shop_core::ValidationError>,
) -> Decided<(), ReviewRefusal> {
    let Some(current) = repositories.reviews.rating_in(tx, product_id).await? else {
        return Ok(Err(ReviewRefusal::ProductGone));
    };
    let Ok(next) = change(current) else {
        return Ok(Err(ReviewRefusal::NotFound));
    };
    repositories.reviews.set_rating_in(tx, product_id, next).await?;
    Ok(Ok(()))
}
