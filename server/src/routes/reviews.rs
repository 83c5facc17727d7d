//! Reviews: customers who received a product rate it once (and may edit);
//! `GET /api/product/{id}/reviews` and `GET /api/my-reviews` list them.

use super::bodies::Body;
use crate::{
    auth::Identity,
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
    responses::review::ReviewResponse,
    services::reviews::{self, Written},
};
use actix_web::{HttpResponse, get, post, put, web};
use serde::Deserialize;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
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

impl ReviewRequest {
    fn written(self) -> Written {
        Written {
            rating: self.rating,
            title: self.title,
            text: self.text,
        }
    }
}

/// A product's reviews
///
/// The latest 50, newest first.
#[utoipa::path(
    operation_id = "reviews_for_product",
    tag = "reviews",
    responses(
        (status = 200, description = "OK", body = Vec<crate::responses::review::ReviewResponse>),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
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

/// The caller's reviews
///
/// Newest first.
#[utoipa::path(
    operation_id = "reviews_mine",
    tag = "reviews",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = Vec<crate::responses::review::ReviewResponse>),
        super::documented::SignedOut,
        super::documented::Trouble,
    ),
)]
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

/// Review a product delivered to the caller
///
/// `{product_id, rating, title, text}` → 201 the review. Once per product: 403 not delivered to the
/// caller, 409 reviewed already, 404 unknown product, 422 per refused field.
#[utoipa::path(
    request_body = ReviewRequest,
    operation_id = "reviews_add",
    tag = "reviews",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = crate::responses::review::ReviewResponse,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::InvalidFields,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/reviews")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn add(
    identity: Identity,
    repositories: web::Data<Repositories>,
    body: Body<ReviewRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let product_id = body.product_id.clone().unwrap_or_default();
    let review = reviews::add(&repositories, identity.user_id, &product_id, body.written()).await?;
    Ok(HttpResponse::Created().json(ReviewResponse::from(review)))
}

/// Edit one of the caller's reviews
///
/// `{rating, title, text}` → the review; 404 not the caller's; 422 per refused field.
#[utoipa::path(
    request_body = ReviewRequest,
    operation_id = "reviews_edit",
    tag = "reviews",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::review::ReviewResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::InvalidFields,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/reviews/{id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn edit(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    body: Body<ReviewRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "review id")?;
    let edited = reviews::edit(&repositories, identity.user_id, id, body.into_inner().written()).await?;
    Ok(HttpResponse::Ok().json(ReviewResponse::from(edited)))
}
