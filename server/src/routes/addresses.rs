//! The address book: list (`GET /api/shipping-addresses/{userId}`), add,
//! edit, delete and choose the default. Exactly one default per customer.

use crate::texts;
use crate::{
    answers::address::AddressResponse,
    auth::Identity,
    documents::address::{AddressDocument, AddressFields},
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
};
use actix_web::{HttpResponse, delete, get, post, put, web};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::Deserialize;
use shop_core::Text;
use shop_core::validation::{self, AddressForm};

pub fn configure(cfg: &mut web::ServiceConfig) {
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

/// Most addresses one customer keeps.
const MAX_ADDRESSES: u64 = 20;

/// Checks the fields with the core and answers them trimmed, the phone normalised.
fn checked(fields: AddressFields) -> Result<AddressFields, ApiError> {
    let form = AddressForm {
        first_name: fields.first_name.clone(),
        last_name: fields.last_name.clone(),
        phone: fields.phone.clone(),
        address: fields.address.clone(),
        city: fields.city.clone(),
        area: fields.area.clone(),
        zip_code: fields.zip_code.clone(),
        region: fields.region.clone(),
        apartment_suit: fields.apartment_suit.clone(),
    };
    validation::validate_address(&form).map_err(ApiError::Invalid)?;
    let extra = |name: &str, value: &str| {
        validation::optional(value, 60)
            .map(str::to_owned)
            .map_err(|e| ApiError::Invalid(vec![shop_core::FieldError::new(name, &e)]))
    };
    let phone = validation::phone(&fields.phone)?;
    let trim = |s: &str| s.trim().to_owned();
    Ok(AddressFields {
        first_name: trim(&fields.first_name),
        last_name: trim(&fields.last_name),
        phone,
        address: trim(&fields.address),
        region: trim(&fields.region),
        city: trim(&fields.city),
        area: trim(&fields.area),
        zip_code: trim(&fields.zip_code),
        country: extra("country", &fields.country)?,
        state: extra("state", &fields.state)?,
        apartment_suit: trim(&fields.apartment_suit),
    })
}

async fn addresses_of(repositories: &Repositories, customer_id: ObjectId) -> Result<Vec<AddressResponse>, ApiError> {
    Ok(repositories
        .addresses
        .for_customer(customer_id)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

#[utoipa::path(operation_id = "addresses_list", tag = "addresses", security(("token" = [])), responses((status = 200, description = "OK", body = Vec<crate::answers::address::AddressResponse>), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 403, description = "Not allowed for this user: `{message}`")))]
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

#[utoipa::path(operation_id = "addresses_create", tag = "addresses", security(("token" = [])), responses((status = 201, description = "Created (the contract's success status for add, remove and sign-in calls)", body = crate::answers::address::AddressResponse), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 409, description = "Conflict with the current state: `{message}`"), (status = 422, description = "Invalid fields: `{message, errors[]}`")))]
#[post("/shipping-addresses")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn create(
    identity: Identity,
    repositories: web::Data<Repositories>,
    body: web::Json<AddressRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = body.into_inner();
    let fields = checked(request.fields)?;
    let address = AddressDocument {
        id: ObjectId::new(),
        customer_id: identity.user_id,
        fields,
        is_default: false,
        created_at: DateTime::now(),
    };
    let saved = repositories
        .addresses
        .add(&address, request.is_default, MAX_ADDRESSES)
        .await?
        .ok_or_else(|| ApiError::Conflict(Text::new(texts::addresses::TOO_MANY).count("max", MAX_ADDRESSES)))?;
    Ok(HttpResponse::Created().json(AddressResponse::from(saved)))
}

#[utoipa::path(operation_id = "addresses_update", tag = "addresses", security(("token" = [])), responses((status = 200, description = "OK", body = crate::answers::address::AddressResponse), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 404, description = "Not found: `{message}`"), (status = 422, description = "Invalid fields: `{message, errors[]}`")))]
#[put("/shipping-addresses/{id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn update(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
    body: web::Json<AddressRequest>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "address id")?;
    let request = body.into_inner();
    let fields = checked(request.fields)?;
    let not_found = || ApiError::NotFound(texts::addresses::NOT_FOUND.into());
    repositories
        .addresses
        .update_fields(id, identity.user_id, &fields)
        .await?
        .ok_or_else(not_found)?;
    if request.is_default {
        repositories.addresses.set_default(id, identity.user_id).await?;
    }
    let saved = repositories
        .addresses
        .find_owned(id, identity.user_id)
        .await?
        .ok_or_else(not_found)?;
    Ok(HttpResponse::Ok().json(AddressResponse::from(saved)))
}

#[utoipa::path(operation_id = "addresses_remove", tag = "addresses", security(("token" = [])), responses((status = 200, description = "OK", body = Vec<crate::answers::address::AddressResponse>), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 404, description = "Not found: `{message}`")))]
#[delete("/shipping-addresses/{id}")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn remove(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "address id")?;
    let address = repositories
        .addresses
        .find_owned(id, identity.user_id)
        .await?
        .ok_or_else(|| ApiError::NotFound(texts::addresses::NOT_FOUND.into()))?;
    repositories.addresses.delete_owned(id, identity.user_id).await?;
    let remaining = repositories.addresses.for_customer(identity.user_id).await?;
    if address.is_default
        && let Some(newest) = remaining.iter().max_by_key(|a| a.created_at)
    {
        repositories.addresses.set_default(newest.id, identity.user_id).await?;
    }
    Ok(HttpResponse::Ok().json(addresses_of(&repositories, identity.user_id).await?))
}

#[utoipa::path(operation_id = "addresses_make_default", tag = "addresses", security(("token" = [])), responses((status = 200, description = "OK", body = Vec<crate::answers::address::AddressResponse>), (status = 400, description = "Bad input: `{message}`"), (status = 401, description = "Not signed in, or the token expired: `{message}`"), (status = 404, description = "Not found: `{message}`")))]
#[post("/shipping-addresses/{id}/default")]
#[tracing::instrument(skip_all, fields(user = %identity.user_id))]
pub(super) async fn make_default(
    identity: Identity,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "address id")?;
    if !repositories.addresses.set_default(id, identity.user_id).await? {
        return Err(ApiError::NotFound(texts::addresses::NOT_FOUND.into()));
    }
    Ok(HttpResponse::Ok().json(addresses_of(&repositories, identity.user_id).await?))
}
