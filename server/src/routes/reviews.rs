//! Reviews: customers who received a product rate it once (and may edit);
//! `GET /api/product/{id}/reviews` and `GET /api/my-reviews` list them.

use crate::texts;
use crate::{
    answers::review::ReviewResponse,
    auth::Identity,
    documents::review::ReviewDocument,
    error::ApiError,
    ids::parse_id,
    repository::{Repositories, RepositoryError, ReviewRefusal},
};
use actix_web::{HttpResponse, get, post, put, web};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::Deserialize;
use shop_core::validation::{self, ReviewForm};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(for_product).service(mine).service(add).service(edit);
}

#[derive(Deserialize, utoipa::ToSchema)]
struct ReviewRequest {
    product_id: Option<String>,
    rating: i64,
    title: String,
    #[serde(default)]
    text: String,
}

/// Reviews shown under a product.
const PRODUCT_REVIEWS_SHOWN: i64 = 50;

fn checked(request: &ReviewRequest) -> Result<(String, String), ApiError> {
    let form = ReviewForm {
        rating: request.rating,
        title: request.title.clone(),
        text: request.text.clone(),
    };
    validation::validate_review(&form).map_err(ApiError::Invalid)?;
    Ok((request.title.trim().to_owned(), request.text.trim().to_owned()))
}

fn refused(refusal: ReviewRefusal) -> ApiError {
    match refusal {
        ReviewRefusal::AlreadyReviewed => ApiError::Conflict(texts::orders::ALREADY_REVIEWED.into()),
        ReviewRefusal::NotFound => ApiError::NotFound(texts::orders::REVIEW_NOT_FOUND.into()),
        ReviewRefusal::ProductGone => ApiError::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()),
    }
}

#[utoipa::path(operation_id = "reviews_for_product", tag = "reviews", responses((status = 200, description = "OK", body = Vec<crate::answers::review::ReviewResponse>), (status = 400, description = "Bad input: `{message}`")))]
#[get("/product/{id}/reviews")]
#[tracing::instrument(skip_all)]
pub(super) async fn for_product(
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "product id")?;
    let reviews: Vec<ReviewResponse> = repositories
        .reviews
        .for_product(id, PRODUCT_REVIEWS_SHOWN)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    Ok(HttpResponse::Ok().json(reviews))
}

#[utoipa::path(operation_id = "reviews_mine", tag = "reviews", security(("token" = [])), responses((status = 200, description = "OK", body = Vec<crate::answers::review::ReviewResponse>), (status = 401, description = "Not signed in, or the token expired: `{message}`")))]
#[get("/my-reviews")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn mine(identity: Identity, repositories: web::Data<Repositories>) -> Result<HttpResponse, ApiError> {
    let reviews: Vec<ReviewResponse> = repositories
        .reviews
        .for_customer(identity.user_id)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    Ok(HttpResponse::Ok().json(reviews))
}

#[utoipa::path(operation_id = "reviews_add", tag = "reviews", security(("token" = [])), responses((status = 201, description = "Created (the contract's success status for add, remove and sign-in calls)", body = crate::answers::review::ReviewResponse), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 403, description = "Not allowed for this user: `{message}`"), (status = 404, description = "Not found: `{message}`"), (status = 409, description = "Conflict with the current state: `{message}`"), (status = 422, description = "Invalid fields: `{message, errors[]}`")))]
#[post("/reviews")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn add(
    identity: Identity,
    repositories: web::Data<Repositories>,
    body: web::Json<ReviewRequest>,
) -> Result<HttpResponse, ApiError> {
    let (title, text) = checked(&body)?;
    let product_id = parse_id(body.product_id.as_deref().unwrap_or_default(), "product_id")?;
    let product = repositories
        .products
        .find_by_id(product_id)
        .await?
        .ok_or_else(|| ApiError::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()))?;
    if !repositories.orders.has_delivered(identity.user_id, product_id).await? {
        return Err(ApiError::Forbidden(texts::orders::NOT_DELIVERED.into()));
    }
    let user = repositories
        .users
        .find_by_id(identity.user_id)
        .await?
        .ok_or_else(|| ApiError::Unauthorized(texts::auth::SIGN_IN_FIRST.into()))?;
    let now = DateTime::now();
    let review = ReviewDocument {
        id: ObjectId::new(),
        customer_id: identity.user_id,
        customer_name: format!("{} {}", user.first_name, user.last_name).trim().to_owned(),
        product_id,
        product_title: product.fields.title,
        product_cover: product.fields.cover,
        rating: body.rating,
        title,
        text,
        created_at: now,
        updated_at: now,
    };
    match repositories.reviews.add(&review).await {
        Ok(result) => result.map_err(refused)?,
        Err(RepositoryError::Duplicate) => return Err(refused(ReviewRefusal::AlreadyReviewed)),
        Err(other) => return Err(other.into()),
    }
    Ok(HttpResponse::Created().json(ReviewResponse::from(review)))
}

#[utoipa::path(operation_id = "reviews_edit", tag = "reviews", security(("token" = [])), responses((status = 200, description = "OK", body = crate::answers::review::ReviewResponse), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 404, description = "Not found: `{message}`"), (status = 422, description = "Invalid fields: `{message, errors[]}`")))]
#[put("/reviews/{id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn edit(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    body: web::Json<ReviewRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "review id")?;
    let (title, text) = checked(&body)?;
    let edited = repositories
        .reviews
        .edit(id, identity.user_id, body.rating, &title, &text)
        .await?
        .map_err(refused)?;
    Ok(HttpResponse::Ok().json(ReviewResponse::from(edited)))
}
