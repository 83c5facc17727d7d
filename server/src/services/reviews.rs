//! Reviews' use cases: a customer who received a phone rates it once (and may
//! edit the review); the rating and texts are checked by the core.

use crate::{
    documents::review::ReviewDocument,
    failure::Failure,
    ids::parse_id,
    repository::{Repositories, RepositoryError, ReviewRefusal},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::validation::{self, ReviewForm};

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
    match repositories.reviews.add(&review).await {
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
    let written = checked(written)?;
    repositories
        .reviews
        .edit(id, customer, written.rating, &written.title, &written.text)
        .await?
        .map_err(refused)
}
