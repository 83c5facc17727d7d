//! The address book: list (`GET /api/shipping-addresses/{userId}`), add,
//! edit, delete and choose the default. Exactly one default per customer.

use super::bodies::Body;
use crate::{
    auth::Identity, documents::address::AddressFields, error::ApiError, ids::parse_id, repository::Repositories,
    responses::address::AddressResponse, services::addresses,
};
use actix_web::{HttpResponse, delete, get, post, put, web};
use mongodb::bson::oid::ObjectId;
use serde::Deserialize;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list)
        .service(create)
        .service(update)
        .service(remove)
        .service(make_default);
}

#[derive(Deserialize, utoipa::ToSchema)]
struct AddressRequest {
    #[serde(flatten)]
    fields: AddressFields,
    #[serde(default)]
    is_default: bool,
}

async fn addresses_of(repositories: &Repositories, customer_id: ObjectId) -> Result<Vec<AddressResponse>, ApiError> {
    let addresses = addresses::of(repositories, customer_id).await?;
    Ok(addresses.into_iter().map(Into::into).collect())
}

/// The caller's address book
///
/// `{user_id}` must be the caller's own id (403 otherwise).
#[utoipa::path(
    operation_id = "addresses_list",
    tag = "addresses",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = Vec<crate::responses::address::AddressResponse>),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/shipping-addresses/{user_id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn list(
    identity: Identity,
    repositories: web::Data<Repositories>,
    user_id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    identity.require_self(&user_id)?;
    Ok(HttpResponse::Ok().json(addresses_of(&repositories, identity.user_id).await?))
}

/// Add an address
///
/// The address fields and `is_default` → 201 the address; 422 per refused field; 409 when the book
/// holds 20 already. Exactly one address is the default.
#[utoipa::path(
    request_body = AddressRequest,
    operation_id = "addresses_create",
    tag = "addresses",
    security(("token" = [])),
    responses(
        (
            status = 201,
            description = "Created (the contract's success status for add, remove and sign-in calls)",
            body = crate::responses::address::AddressResponse,
        ),
        super::documented::SignedOut,
        super::documented::Conflicting,
        super::documented::InvalidFields,
        super::documented::BadInput,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/shipping-addresses")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn create(
    identity: Identity,
    repositories: web::Data<Repositories>,
    body: Body<AddressRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = body.into_inner();
    let saved = addresses::add(&repositories, identity.user_id, request.fields, request.is_default).await?;
    Ok(HttpResponse::Created().json(AddressResponse::from(saved)))
}

/// Edit one of the caller's addresses
///
/// The address fields and `is_default` → the address; 404 for one not the caller's; 422 per refused
/// field.
#[utoipa::path(
    request_body = AddressRequest,
    operation_id = "addresses_update",
    tag = "addresses",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = crate::responses::address::AddressResponse),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::InvalidFields,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[put("/shipping-addresses/{id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn update(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    body: Body<AddressRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "address id")?;
    let request = body.into_inner();
    let saved = addresses::change(&repositories, identity.user_id, id, request.fields, request.is_default).await?;
    Ok(HttpResponse::Ok().json(AddressResponse::from(saved)))
}

/// Delete one of the caller's addresses
///
/// Answers the address book left; 404 for one not the caller's.
#[utoipa::path(
    operation_id = "addresses_remove",
    tag = "addresses",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = Vec<crate::responses::address::AddressResponse>),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[delete("/shipping-addresses/{id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn remove(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "address id")?;
    addresses::remove(&repositories, identity.user_id, id).await?;
    Ok(HttpResponse::Ok().json(addresses_of(&repositories, identity.user_id).await?))
}

/// Make one of the caller's addresses the default
///
/// Exactly one is. Answers the address book; 404 for one not the caller's.
#[utoipa::path(
    operation_id = "addresses_make_default",
    tag = "addresses",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = Vec<crate::responses::address::AddressResponse>),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::Missing,
        super::documented::Trouble,
    ),
)]
#[post("/shipping-addresses/{id}/default")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn make_default(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "address id")?;
    addresses::make_default(&repositories, identity.user_id, id).await?;
    Ok(HttpResponse::Ok().json(addresses_of(&repositories, identity.user_id).await?))
}
