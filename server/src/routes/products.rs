//! The catalog: `GET /api/products` and `GET /api/product/{id}`.

use crate::failure::Failure;
use crate::services::{catalog_answers, merges, search_log::SearchLog};
use crate::texts;
use crate::{
    catalog_view::{CatalogView, lookup},
    error::ApiError,
    rate_limit::Limits,
    repository::Repositories,
    responses::product::ProductDetails,
};
use actix_web::{
    HttpRequest, HttpResponse, get,
    http::header::{self, ContentType},
    web::{self, Bytes},
};
use mongodb::bson::oid::ObjectId;
use serde::Deserialize;
use shop_core::{ListingParams, ListingQuery};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list_products).service(home).service(product_details);
}

/// A page of the catalog, one card per phone, with filters and facets
///
/// `{products, totalProducts, page, perPage, facets}`; query `page`, `perPage` (1 to 100,
/// default 20), `orderBy` (`createdAt`, `price`, `sold`, `rate`, `discount`, `title`, `relevance`),
/// `orderDirection`, `search` (typos forgiven), `brands`, `ram`, `rom`, `battery`, `display`,
/// `camera` (comma lists, ranges like `4000-5000`), `minPrice`, `maxPrice` (TK), `author`. Each
/// card carries `from_price`, `variant_count`, `colours` and, when RAM, storage or price filters
/// matched another variant than the one its page opens on, `matched_variant` (the fields show that
/// variant).
#[utoipa::path(
    operation_id = "products_list_products",
    tag = "catalog",
    params(
        ("page" = Option<String>, Query, description = "Page from 1"),
        ("perPage" = Option<String>, Query, description = "1 to 100, default 20"),
        (
            "orderBy" = Option<String>,
            Query,
            description = "createdAt, price, sold, rate, discount, title or relevance",
        ),
        ("orderDirection" = Option<String>, Query, description = "asc or desc"),
        ("search" = Option<String>, Query, description = "Text, typos forgiven"),
        ("brands" = Option<String>, Query, description = "Comma-separated brand names"),
        ("ram" = Option<String>, Query, description = "Comma-separated GB"),
        ("rom" = Option<String>, Query, description = "Comma-separated GB"),
        ("battery" = Option<String>, Query, description = "Ranges like 4000-5000,5000-6000"),
        ("display" = Option<String>, Query, description = "Ranges in tenths of an inch"),
        ("camera" = Option<String>, Query, description = "Ranges in MP"),
        ("minPrice" = Option<String>, Query, description = "TK"),
        ("maxPrice" = Option<String>, Query, description = "TK"),
        (
            "author" = Option<String>,
            Query,
            description = "The id of the account that listed the products",
        ),
    ),
    responses(
        (status = 200, description = "OK", body = crate::responses::product::ProductPage),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/products")]
#[tracing::instrument(skip(catalog, limits, search_log, request))]
pub(super) async fn list_products(
    catalog: web::Data<CatalogView>,
    limits: web::Data<Limits>,
    search_log: web::Data<SearchLog>,
    request: HttpRequest,
    params: web::Query<ListingParams>,
) -> Result<HttpResponse, ApiError> {
    let query = ListingQuery::parse(&params)?;
    search_log.noted(&catalog, &query)?;
    let client = limits.address_of(&request);
    let body = catalog_answers::listing(catalog.into_inner(), query, client).await?;
    Ok(json_bytes(body))
}

/// A pre-serialised JSON answer.
fn json_bytes(body: Bytes) -> HttpResponse {
    HttpResponse::Ok().content_type(ContentType::json()).body(body)
}

/// The home page's five sections in one call
///
/// `{latest, topFavorites, topSales, topDiscount, topRating}`.
#[utoipa::path(
    operation_id = "products_home",
    tag = "catalog",
    responses(
        (status = 200, description = "OK", body = crate::responses::product::HomeSections),
        super::documented::Trouble,
    ),
)]
#[get("/home")]
#[tracing::instrument(skip(catalog))]
pub(super) async fn home(catalog: web::Data<CatalogView>) -> Result<HttpResponse, ApiError> {
    let body = catalog_answers::home(&catalog)?;
    Ok(json_bytes(body))
}

/// Which variant a phone page asks for.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct VariantQuery {
    /// A variant's `_id`; without it, the variant the page opens on (the cheapest in stock).
    variant: Option<String>,
}

/// One phone, shown on one of its variants
///
/// The contract's product fields as shown on one variant (`?variant=`, else the one its page opens
/// on: the cheapest in stock) plus `options` (its axes and their values), `variants` (each with
/// `_id`, `sku`, `values`, `label`, prices, `stock`, `pictures`) and `variant_id`. 404 for an
/// unknown or malformed id or variant; 301 to `/api/product/{phone}?variant={id}` for a product
/// merged into a phone's variants.
#[utoipa::path(
    operation_id = "products_product_details",
    tag = "catalog",
    params(VariantQuery),
    responses(
        (status = 200, description = "OK", body = crate::responses::product::ProductDetails),
        (
            status = 301,
            description = "A product merged into a phone's variants: `Location` is the phone on the variant it became",
        ),
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/product/{id}")]
#[tracing::instrument(skip(repositories, catalog))]
pub(super) async fn product_details(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    id: web::Path<String>,
    query: web::Query<VariantQuery>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into());
    let id = ObjectId::parse_str(id.as_str()).map_err(|_| not_found())?;
    let Some(product) = lookup::product(&catalog, &repositories, id).await? else {
        // A product merged into a phone's variants: the phone on that variant, for good.
        let merged = merges::moved(&repositories, id).await?.ok_or_else(not_found)?;
        let moved_to = format!(
            "/api/product/{}?variant={}",
            merged.phone.to_hex(),
            merged.variant.to_hex()
        );
        return Ok(HttpResponse::MovedPermanently()
            .insert_header((header::LOCATION, moved_to))
            .finish());
    };
    let no_variant = || Failure::NotFound(texts::catalog::VARIANT_NOT_FOUND.into());
    let asked = query
        .variant
        .as_deref()
        .map(ObjectId::parse_str)
        .transpose()
        .map_err(|_| no_variant())?;
    let variant = product.variant_asked(asked).ok_or_else(no_variant)?;
    Ok(HttpResponse::Ok().json(ProductDetails::of(&product, &variant)))
}
