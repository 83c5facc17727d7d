//! The admin's view of the search: the week's queries (`GET
//! /api/admin/search/queries`) and a phone's aliases (`GET`/`POST
//! /api/admin/product/{id}/search-aliases`, `POST …/remove`).

use crate::{
    auth::extract::{Admin, AdminBody},
    catalog_view::CatalogView,
    error::ApiError,
    ids::parse_id,
    repository::Repositories,
    responses::search::{AliasesAnswer, QueryCountAnswer, QueryReportAnswer},
    services::{search_aliases, search_log},
};
use actix_web::{HttpResponse, get, post, web};
use mongodb::bson::DateTime;
use serde::Deserialize;
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(queries)
        .service(list_aliases)
        .service(add_alias)
        .service(remove_alias);
}

/// The week's searches
///
/// `{top, nothing}`: the 20 queries searched most in the last 7 Dhaka days and the 20 that most
/// often found nothing, each `{query, searches, nothing}`, counted per query as the search reads it
/// (no account or address is kept).
#[utoipa::path(
    operation_id = "admin_search_queries",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = QueryReportAnswer),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Trouble,
    ),
)]
#[get("/admin/search/queries")]
#[tracing::instrument(skip_all)]
pub(super) async fn queries(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    log: web::Data<search_log::SearchLog>,
) -> Result<HttpResponse, ApiError> {
    let report = search_log::week(&repositories, &log, DateTime::now()).await?;
    let answer = |counts: Vec<search_log::QueryCount>| {
        counts
            .into_iter()
            .map(|c| QueryCountAnswer {
                query: c.query,
                searches: c.searches,
                nothing: c.nothing,
            })
            .collect()
    };
    Ok(HttpResponse::Ok().json(QueryReportAnswer {
        top: answer(report.top),
        nothing: answer(report.nothing),
    }))
}

/// A phone's search aliases
///
/// `{aliases}`: the other names the search finds the phone by. 404 for an unknown phone.
#[utoipa::path(
    operation_id = "admin_search_aliases",
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = AliasesAnswer),
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/admin/product/{id}/search-aliases")]
#[tracing::instrument(skip_all)]
pub(super) async fn list_aliases(
    _admin: Admin,
    repositories: web::Data<Repositories>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = parse_id(&id, "product id")?;
    let aliases = search_aliases::of(&repositories, id).await?;
    Ok(HttpResponse::Ok().json(AliasesAnswer { aliases }))
}

/// An alias to add or remove.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct AliasBody {
    /// 2 to 40 characters, in any script (`galaxy 24 ultra`, `গ্যালাক্সি এস২৪`).
    alias: String,
}

/// Give a phone another name to be found by
///
/// `{alias}` → `{aliases}`, searchable at once. 400 too short or long, or nothing to search by;
/// 409 read the same as one it has, or 20 already; 404 unknown phone.
#[utoipa::path(
    operation_id = "admin_search_add_alias",
    request_body = AliasBody,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = AliasesAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::Conflicting,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/admin/product/{id}/search-aliases")]
#[tracing::instrument(skip_all)]
pub(super) async fn add_alias(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    id: web::Path<String>,
    request: AdminBody<AliasBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "product id")?;
    let aliases = search_aliases::add(&repositories, &catalog, id, &body.alias).await?;
    Ok(HttpResponse::Ok().json(AliasesAnswer { aliases }))
}

/// Take an alias off a phone
///
/// `{alias}` → `{aliases}`; taking off one it does not have changes nothing. 404 unknown phone.
#[utoipa::path(
    operation_id = "admin_search_remove_alias",
    request_body = AliasBody,
    tag = "admin",
    security(("token" = [])),
    responses(
        (status = 200, description = "OK", body = AliasesAnswer),
        super::documented::BadInput,
        super::documented::SignedOut,
        super::documented::NotAllowed,
        super::documented::Missing,
        super::documented::TooLarge,
        super::documented::Trouble,
    ),
)]
#[post("/admin/product/{id}/search-aliases/remove")]
#[tracing::instrument(skip_all)]
pub(super) async fn remove_alias(
    repositories: web::Data<Repositories>,
    catalog: web::Data<CatalogView>,
    id: web::Path<String>,
    request: AdminBody<AliasBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminBody(_, body) = request;
    let id = parse_id(&id, "product id")?;
    let aliases = search_aliases::remove(&repositories, &catalog, id, &body.alias).await?;
    Ok(HttpResponse::Ok().json(AliasesAnswer { aliases }))
}
