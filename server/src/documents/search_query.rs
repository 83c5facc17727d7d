//! How often one query was searched on one day, as stored in
//! `search_queries`: the query as the search reads it (no account, no
//! address), so the admin sees what shoppers look for and what they miss.

use serde::{Deserialize, Serialize};

/// One normalised query on one Dhaka day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchQueryDay {
    /// `{day}|{query}`.
    #[serde(rename = "_id")]
    pub id: String,
    /// `YYYY-MM-DD` in Dhaka.
    pub day: String,
    pub query: String,
    /// Times it was searched.
    pub searches: i64,
    /// Times it found nothing.
    pub nothing: i64,
}
