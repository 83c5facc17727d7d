//! Every text the core can produce, gathered from the modules that declare
//! them (apart from `text`, which those modules use).

use crate::text::TextDef;

/// Every text the core can produce, by area.
pub fn catalog() -> impl Iterator<Item = &'static TextDef> {
    [
        crate::cart::texts::TEXTS,
        crate::compare::texts::TEXTS,
        crate::coupon::texts::TEXTS,
        crate::emi::texts::TEXTS,
        crate::imei::texts::TEXTS,
        crate::listing::texts::TEXTS,
        crate::money::texts::TEXTS,
        crate::notices::TEXTS,
        crate::order::texts::TEXTS,
        crate::payment::texts::TEXTS,
        crate::returns::texts::TEXTS,
        crate::search::shop_aliases::texts::TEXTS,
        crate::validation::texts::TEXTS,
        crate::delivery::texts::TEXTS,
        crate::variant::grid::texts::TEXTS,
    ]
    .into_iter()
    .flatten()
}
