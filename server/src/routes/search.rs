//! `GET /api/search/suggest`: what the header's search box suggests as a
//! shopper types, from the catalog view (no database round trip).

use crate::{catalog_view::CatalogView, error::ApiError, responses::search::SuggestionsAnswer};
use actix_web::{HttpResponse, get, web};
use serde::Deserialize;
use shop_core::{ListingParams, ListingQuery};
use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(suggest);
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct Typed {
    /// The text typed so far (up to 100 characters; nothing is suggested for fewer than 2).
    q: Option<String>,
}

/// Suggestions as one types
///
/// `{phones, brands}`: up to 6 phones the search lists first (picture, title, "from" price, and the
/// variant a size in the query asks for) and up to 3 brands the words name. Bangla script,
/// Banglish and shorthands are read as the search reads them.
#[utoipa::path(
    operation_id = "search_suggest",
    tag = "catalog",
    params(Typed),
    responses(
        (status = 200, description = "OK", body = SuggestionsAnswer),
        super::documented::BadInput,
        super::documented::Trouble,
    ),
)]
#[get("/search/suggest")]
#[tracing::instrument(skip_all)]
pub(super) async fn suggest(
    catalog: web::Data<CatalogView>,
    typed: web::Query<Typed>,
) -> Result<HttpResponse, ApiError> {
    let typed = typed.into_inner().q.unwrap_or_default();
    // The listing's own rules for search text (its length).
    ListingQuery::parse(&ListingParams {
        search: Some(typed.clone()),
        ..ListingParams::default()
    })?;
    let found = catalog.suggest(&typed)?;
    Ok(HttpResponse::Ok().json(SuggestionsAnswer::from(found)))
}
