//! The header search box's suggestions.

use crate::{
    catalog_view::Suggestions,
    responses::{picture::PictureAnswer, product::ProductResponse},
};
use serde::Serialize;

/// What to suggest for the text typed so far.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct SuggestionsAnswer {
    /// The phones the search lists first, best first.
    pub phones: Vec<SuggestedPhone>,
    /// Brands the words name, most phones first.
    pub brands: Vec<SuggestedBrand>,
}

/// A phone as a suggestion shows it: picture, name and "from" price.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct SuggestedPhone {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub slug: String,
    pub brand: String,
    /// The cover picture's address.
    pub cover: String,
    pub cover_picture: Option<PictureAnswer>,
    /// The lowest price it sells at (poisha), and as the shop prints it.
    pub from_price: i64,
    pub from_price_text: String,
    /// The variant asked for by a size in the query (`8/256`): its page opens on it.
    pub matched_variant: Option<String>,
}

/// A brand the typed words name.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct SuggestedBrand {
    pub name: String,
    /// Phones the typed words find of it.
    pub phones: usize,
}

impl From<Suggestions> for SuggestionsAnswer {
    fn from(found: Suggestions) -> Self {
        SuggestionsAnswer {
            phones: found
                .phones
                .iter()
                .map(|listed| {
                    let shown = ProductResponse::listed(listed);
                    SuggestedPhone {
                        id: shown.id,
                        title: shown.fields.title,
                        slug: shown.fields.slug,
                        brand: shown.fields.brand,
                        cover: shown.fields.cover,
                        cover_picture: shown.cover_picture,
                        from_price: shown.from_price,
                        from_price_text: shown.from_price_text,
                        matched_variant: shown.matched_variant,
                    }
                })
                .collect(),
            brands: found
                .brands
                .into_iter()
                .map(|(name, phones)| SuggestedBrand { name, phones })
                .collect(),
        }
    }
}

/// A phone's search aliases.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct AliasesAnswer {
    pub aliases: Vec<String>,
}

/// One query of the week.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct QueryCountAnswer {
    /// As the search reads it (`samsung galaxy 8/256`).
    pub query: String,
    pub searches: i64,
    /// Searches that found nothing.
    pub nothing: i64,
}

/// The week's searches.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct QueryReportAnswer {
    /// The 20 most searched queries.
    pub top: Vec<QueryCountAnswer>,
    /// The 20 queries that most often found nothing.
    pub nothing: Vec<QueryCountAnswer>,
}
