//! The shop's papers as buyers see them.

use crate::config::ShopPapers;
use serde::Serialize;

/// `{dbid, trade_licence}`: the shop's Digital Business ID and trade
/// licence number; `null` when the shop has not set one.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ShopPapersAnswer {
    pub dbid: Option<String>,
    pub trade_licence: Option<String>,
}

impl From<&ShopPapers> for ShopPapersAnswer {
    fn from(papers: &ShopPapers) -> Self {
        ShopPapersAnswer {
            dbid: papers.dbid.clone(),
            trade_licence: papers.trade_licence.clone(),
        }
    }
}
