//! The wishlist: `POST /api/add-wishlist`, `/api/remove-wishlist` and
//! `/api/wishlist-products`. Lines are built from the stored product, never
//! from the title, price or cover a client sends.

use super::bodies::{Body, OptionalJson};
use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::Identity,
    catalog_view::{CatalogView, lookup},
    documents::cart::WishlistItemDocument,
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
    responses::cart::LineResponse,
    responses::replies::{IdMessageAnswer, LineAddedAnswer},
    services::cart,
};
use actix_web::{HttpResponse, post, web};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::Deserialize;
use shop_core::notices;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(add).service(remove).service(list);
}

/// The contract's client also sends title, price, cover and createdAt; they are ignored.
#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = WishlistAddRequest)]
struct AddRequest {
    product_id: String,
    customer_id: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = WishlistRemoveRequest)]
struct RemoveRequest {
    wishlist_id: String,
    customer_id: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = WishlistListRequest)]
struct ListRequest {
    customer_id: Option<String>,
}

/// Put a phone on the caller's wishlist
///
/// The contract's wishlist call: `{product_id, customer_id}` → 201 the line, built from the stored
/// product (a title, price or cover the client sends is ignored); 409 already on it; 404 unknown
/// phone.
#[utoipa::path(
    request_body = AddRequest,
    operation_id = "wishlist_add",
    tag = "wishlist",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = crate::responses::replies::LineAddedAnswer,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/add-wishlist")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn add(
    identity: Identity,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    body: Body<AddRequest>,
) -> Result<HttpResponse, ApiError> {
    identity.require_self_if(body.customer_id.as_deref())?;
    let product_id = parse_id(&body.product_id, "product_id")?;
    let product = lookup::product(&catalog, &repositories, product_id)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()))?;
    let line = WishlistItemDocument {
        id: ObjectId::new(),
        customer_id: identity.user_id,
        product_id,
        title: product.fields.title.clone(),
        price: product.fields.final_price,
        cover: product.fields.cover.clone(),
        created_at: DateTime::now(),
    };
    repositories
        .wishlist
        .insert(&line)
        .await
        .map_err(ApiError::duplicate_means(texts::lists::ALREADY_ON_WISHLIST))?;
    count_on_wishlists(&repositories, &catalog, product_id, 1).await?;
    let item = LineResponse::of(line, Some(product.as_ref()));
    Ok(HttpResponse::Created().json(LineAddedAnswer {
        said: notices::ADDED_IN_WISHLIST.into(),
        id: item.id.clone(),
        item,
    }))
}

/// Take a line off the caller's wishlist
///
/// The contract's wishlist call: `{wishlist_id, customer_id}` → 201 `{_id, message, code, params}`;
/// 404 not on the wishlist.
#[utoipa::path(
    request_body = RemoveRequest,
    operation_id = "wishlist_remove",
    tag = "wishlist",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = crate::responses::replies::IdMessageAnswer,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/remove-wishlist")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn remove(
    identity: Identity,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    body: Body<RemoveRequest>,
) -> Result<HttpResponse, ApiError> {
    identity.require_self_if(body.customer_id.as_deref())?;
    let id = parse_id(&body.wishlist_id, "wishlist_id")?;
    let line = repositories
        .wishlist
        .find_owned(id, identity.user_id)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::lists::NOT_ON_WISHLIST.into()))?;
    if repositories.wishlist.delete_owned(id, identity.user_id).await? {
        count_on_wishlists(&repositories, &catalog, line.product_id, -1).await?;
    }
    Ok(HttpResponse::Created().json(IdMessageAnswer::new(id.to_hex(), notices::REMOVED_FROM_WISHLIST)))
}

/// Moves the product's wishlist count, and shows the new count on this
/// instance at once without changing the catalog version.
async fn count_on_wishlists(
    repositories: &Repositories,
    catalog: &CatalogView,
    product_id: ObjectId,
    by: i64,
) -> Result<(), ApiError> {
    if let Some(count) = repositories.products.add_to_wishlist_count(product_id, by).await? {
        catalog.set_wishlist_counts(&[(product_id, count)]);
    }
    Ok(())
}

/// The caller's wishlist
///
/// The contract's wishlist call: its lines, built from the stored products. An optional body
/// `{customer_id}` must name the caller (403 otherwise).
#[utoipa::path(
    operation_id = "wishlist_list",
    request_body = Option<ListRequest>,
    tag = "wishlist",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = Vec<crate::responses::cart::LineResponse>),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::BadInput,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/wishlist-products")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn list(
    identity: Identity,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    body: OptionalJson<ListRequest>,
) -> Result<HttpResponse, ApiError> {
    identity.require_self_if(body.0.as_ref().and_then(|b| b.customer_id.as_deref()))?;
    let answer = cart::wishlist(&repositories, &catalog, identity.user_id).await?;
    Ok(HttpResponse::Ok().json(answer))
}
