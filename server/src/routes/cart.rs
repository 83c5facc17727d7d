//! The cart: `POST /api/add-cart`, `/api/remove-cart`, `/api/cart-products`
//! and `/api/cart-quantity`. The caller is always the token's user.

use super::bodies::{Body, OptionalJson};
use crate::failure::Failure;
use crate::texts;
use crate::{
    auth::Identity,
    catalog_view::{CatalogView, lookup},
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
    responses::cart::LineResponse,
    responses::replies::{IdMessageAnswer, LineAddedAnswer},
    services::cart,
};
use actix_web::{HttpResponse, post, web};
use serde::Deserialize;
use shop_core::{Quantity, notices};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(add).service(remove).service(list).service(set_quantity);
}

#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = CartAddRequest)]
struct AddRequest {
    product_id: String,
    /// A variant of the product (its `_id`); without it, the variant its page opens on.
    variant_id: Option<String>,
    quantity: Option<u32>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = CartRemoveRequest)]
struct RemoveRequest {
    cart_id: String,
    customer_id: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = CartListRequest)]
struct ListRequest {
    customer_id: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = CartQuantityRequest)]
struct QuantityRequest {
    cart_id: String,
    quantity: u32,
}

/// Put a phone in the caller's cart
///
/// The contract's cart call (contract §7): `{product_id, variant_id, quantity}` → 201 the line,
/// `{_id, item, message, code, params}`; the quantity stays within the variant's stock. Without
/// `variant_id`, the variant the page opens on; another phone's variant is a 400, an unknown one
/// a 404. Lines carry `variant_id` and `label`.
#[utoipa::path(
    request_body = AddRequest,
    operation_id = "cart_add",
    tag = "cart",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = crate::responses::replies::LineAddedAnswer,
        ),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/add-cart")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn add(
    identity: Identity,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    body: Body<AddRequest>,
) -> Result<HttpResponse, ApiError> {
    let product_id = parse_id(&body.product_id, "product_id")?;
    let add = cart::AddLine {
        customer_id: identity.user_id,
        product_id,
        variant_id: body.variant_id.as_deref(),
        quantity: body.quantity,
    };
    let (line, product) = cart::add(&repositories, &catalog, add).await?;
    let body = LineResponse::of(line, Some(product.as_ref()));
    Ok(HttpResponse::Created().json(LineAddedAnswer {
        said: notices::PRODUCT_ADDED_IN_CART.into(),
        id: body.id.clone(),
        item: body,
    }))
}

/// Take a line out of the caller's cart
///
/// The contract's cart call (contract §7): `{cart_id, customer_id}` → 201 `{_id, message, code,
/// params}`; a `customer_id` that is not the caller's is a 403; 404 not in the cart.
#[utoipa::path(
    request_body = RemoveRequest,
    operation_id = "cart_remove",
    tag = "cart",
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
#[post("/remove-cart")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn remove(
    identity: Identity,
    repositories: web::Data<Repositories>,
    body: Body<RemoveRequest>,
) -> Result<HttpResponse, ApiError> {
    identity.require_self_if(body.customer_id.as_deref())?;
    let cart_id = parse_id(&body.cart_id, "cart_id")?;
    if !repositories.cart.delete_owned(cart_id, identity.user_id).await? {
        return Err(Failure::NotFound(texts::lists::NOT_IN_CART.into()).into());
    }
    Ok(HttpResponse::Created().json(IdMessageAnswer::new(
        cart_id.to_hex(),
        notices::PRODUCT_REMOVED_FROM_CART,
    )))
}

/// The caller's cart
///
/// The contract's cart call (contract §7): its lines, each with `variant_id` and `label`. An
/// optional body `{customer_id}` must name the caller (403 otherwise).
#[utoipa::path(
    operation_id = "cart_list",
    request_body = Option<ListRequest>,
    tag = "cart",
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
#[post("/cart-products")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn list(
    identity: Identity,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    body: OptionalJson<ListRequest>,
) -> Result<HttpResponse, ApiError> {
    identity.require_self_if(body.0.as_ref().and_then(|b| b.customer_id.as_deref()))?;
    Ok(HttpResponse::Ok().json(cart::lines(&repositories, &catalog, identity.user_id).await?))
}

/// Set a cart line's quantity
///
/// `{cart_id, quantity}` → the line; 409 when the quantity is not within the variant's stock (the
/// core's rule); 404 not in the cart.
#[utoipa::path(
    request_body = QuantityRequest,
    operation_id = "cart_set_quantity",
    tag = "cart",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::cart::LineResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/cart-quantity")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn set_quantity(
    identity: Identity,
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    body: Body<QuantityRequest>,
) -> Result<HttpResponse, ApiError> {
    let cart_id = parse_id(&body.cart_id, "cart_id")?;
    let not_in_cart = || Failure::NotFound(texts::lists::NOT_IN_CART.into());
    let line = repositories
        .cart
        .find_owned(cart_id, identity.user_id)
        .await?
        .ok_or_else(not_in_cart)?;
    let product = lookup::product(&catalog, &repositories, line.product_id).await?;
    let stock = cart::line_stock(&line, product.as_deref());
    let quantity = Quantity::parse(body.quantity, stock).map_err(|e| Failure::Conflict(e.text()))?;
    let updated = repositories
        .cart
        .set_quantity(cart_id, identity.user_id, quantity.get())
        .await?
        .ok_or_else(not_in_cart)?;
    Ok(HttpResponse::Ok().json(LineResponse::of(updated, product.as_deref())))
}
