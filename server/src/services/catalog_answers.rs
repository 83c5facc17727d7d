//! The catalog's shared answers: a page of the listing and the home page's
//! sections, serialised once per query and catalog version. The API sends
//! them as they are; a catalog page's HTML draws its first screen from the
//! same answer, which its app then asks for and gets from the kept copy.

use crate::{
    catalog_view::{Answer, AnswerKey, CatalogView},
    documents::product::ProductDocument,
    failure::Failure,
    responses::product::{HomeSections, ProductPage, ProductResponse},
};
use shop_core::ListingQuery;
use std::{net::IpAddr, sync::Arc};

/// A page of the listing for a checked query, made within `client`'s fair
/// share of the catalog scans unless it is kept.
pub async fn listing(
    catalog: Arc<CatalogView>,
    query: ListingQuery,
    client: Option<IpAddr>,
) -> Result<Answer, Failure> {
    let key = AnswerKey::Listing(Box::new(query.clone()));
    catalog
        .answer_scanned(key, client, move |catalog| {
            let answer = ProductPage::of(catalog.list(&query)?, &query);
            serde_json::to_vec(&answer).map_err(|e| Failure::internal("serialising a listing", e))
        })
        .await
}

/// The home page's five sections.
pub fn home(catalog: &CatalogView) -> Result<Answer, Failure> {
    catalog.answer(AnswerKey::Home, || {
        let sections = catalog.home_sections();
        let answer = |list: &[Arc<ProductDocument>]| list.iter().map(|p| ProductResponse::from(p.as_ref())).collect();
        serde_json::to_vec(&HomeSections {
            latest: answer(&sections.latest),
            top_favorites: answer(&sections.top_favorites),
            top_sales: answer(&sections.top_sales),
            top_discount: answer(&sections.top_discount),
            top_rating: answer(&sections.top_rating),
        })
        .map_err(|e| Failure::internal("serialising the home sections", e))
    })
}
