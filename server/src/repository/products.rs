//! The `products` collection.

use super::RepositoryError;
use crate::domain::product::ProductDocument;
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{Bson, Document, doc, oid::ObjectId},
    options::IndexOptions,
};
use shop_core::{FilterGroup, ListingQuery, Range, SortDirection, SortKey};
use std::collections::HashMap;

#[derive(Clone)]
pub struct ProductRepository {
    collection: Collection<ProductDocument>,
}

impl ProductRepository {
    pub(super) fn new(database: &Database) -> Self {
        ProductRepository {
            collection: database.collection("products"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let descending = |field: &str| IndexModel::builder().keys(doc! { field: -1, "_id": -1 }).build();
        let indexes = vec![
            IndexModel::builder()
                .keys(doc! { "slug": 1 })
                .options(IndexOptions::builder().unique(true).build())
                .build(),
            descending("createdAt"),
            descending("final_price"),
            descending("sold"),
            descending("rate"),
            descending("discount"),
            IndexModel::builder().keys(doc! { "title": 1, "_id": 1 }).build(),
            IndexModel::builder()
                .keys(doc! { "brand_key": 1, "createdAt": -1 })
                .build(),
        ];
        self.collection.create_indexes(indexes).await?;
        Ok(())
    }

    /// One page of products matching the query, and how many match in all.
    #[tracing::instrument(skip(self))]
    pub async fn list(&self, query: &ListingQuery) -> Result<(Vec<ProductDocument>, u64), RepositoryError> {
        let filter = listing_filter(query);
        let direction = match query.order_direction {
            SortDirection::Asc => 1,
            SortDirection::Desc => -1,
        };
        let products = self
            .collection
            .find(filter.clone())
            .sort(doc! { sort_field(query.order_by): direction, "_id": direction })
            .skip(query.skip())
            .limit(i64::from(query.per_page))
            .await?
            .try_collect()
            .await?;
        let total = self.collection.count_documents(filter).await?;
        Ok((products, total))
    }

    /// The product with this id, if any.
    pub async fn find_by_id(&self, id: ObjectId) -> Result<Option<ProductDocument>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "_id": id }).await?)
    }

    /// The products with these ids (missing ones are left out).
    pub async fn find_by_ids(&self, ids: &[ObjectId]) -> Result<Vec<ProductDocument>, RepositoryError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        Ok(self
            .collection
            .find(doc! { "_id": { "$in": ids } })
            .await?
            .try_collect()
            .await?)
    }

    /// The products with these ids, by id.
    pub async fn find_map(&self, ids: &[ObjectId]) -> Result<HashMap<ObjectId, ProductDocument>, RepositoryError> {
        Ok(self.find_by_ids(ids).await?.into_iter().map(|p| (p.id, p)).collect())
    }

    /// Which of these ids are already stored.
    pub async fn existing_ids(&self, ids: &[ObjectId]) -> Result<Vec<ObjectId>, RepositoryError> {
        super::existing_ids(&self.collection, ids).await
    }

    /// Inserts new products.
    pub async fn insert_many(&self, products: &[ProductDocument]) -> Result<(), RepositoryError> {
        if !products.is_empty() {
            self.collection.insert_many(products).await?;
        }
        Ok(())
    }

    /// Adds a product.
    pub async fn insert(&self, product: &ProductDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(product).await?;
        Ok(())
    }

    /// Replaces a stored product; answers whether it existed.
    pub async fn replace(&self, product: &ProductDocument) -> Result<bool, RepositoryError> {
        Ok(self
            .collection
            .replace_one(doc! { "_id": product.id }, product)
            .await?
            .matched_count
            == 1)
    }

    /// Deletes a product; answers whether it existed.
    pub async fn delete(&self, id: ObjectId) -> Result<bool, RepositoryError> {
        Ok(self.collection.delete_one(doc! { "_id": id }).await?.deleted_count == 1)
    }

    /// Sets how many units are in stock.
    pub async fn set_stock(&self, id: ObjectId, stock: i64) -> Result<(), RepositoryError> {
        self.collection
            .update_one(doc! { "_id": id }, doc! { "$set": { "stock": stock } })
            .await?;
        Ok(())
    }

    /// Moves every product of a brand to its new name.
    pub async fn rename_brand(&self, old_name: &str, new_name: &str) -> Result<u64, RepositoryError> {
        let result = self
            .collection
            .update_many(
                doc! { "brand_key": old_name.to_lowercase() },
                doc! { "$set": { "brand": new_name, "brand_key": new_name.to_lowercase() } },
            )
            .await?;
        Ok(result.modified_count)
    }

    /// How many products a brand has.
    pub async fn count_by_brand(&self, name: &str) -> Result<u64, RepositoryError> {
        Ok(self
            .collection
            .count_documents(doc! { "brand_key": name.to_lowercase() })
            .await?)
    }

    /// Number of products stored.
    pub async fn count(&self) -> Result<u64, RepositoryError> {
        Ok(self.collection.estimated_document_count().await?)
    }
}

/// The stored field a sort key orders by: price sorts on what the shopper pays.
fn sort_field(key: SortKey) -> &'static str {
    match key {
        SortKey::Price => "final_price",
        other => other.as_str(),
    }
}

fn escape_regex(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let special = "\\^$.|?*+()[]{}/".contains(c);
            special.then_some('\\').into_iter().chain(std::iter::once(c))
        })
        .collect()
}

fn ranges(field: &str, ranges: &[Range], scale: f64) -> Option<Document> {
    (!ranges.is_empty()).then(|| {
        let any: Vec<Document> = ranges
            .iter()
            .map(|r| doc! { field: { "$gte": f64::from(r.min) / scale, "$lte": f64::from(r.max) / scale } })
            .collect();
        doc! { "$or": any }
    })
}

fn values(field: &str, values: &[u32]) -> Option<Document> {
    (!values.is_empty()).then(|| doc! { field: { "$in": values.iter().map(|v| i64::from(*v)).collect::<Vec<_>>() } })
}

/// The MongoDB filter equal to the core's `FilterGroup::matches` plus search.
fn listing_filter(query: &ListingQuery) -> Document {
    let FilterGroup {
        battery,
        display,
        camera,
        ram,
        rom,
        selected_brands,
        price,
    } = &query.filters;
    let mut all: Vec<Document> = [
        ranges("specs.battery_mah", battery, 1.0),
        ranges("specs.display_inch", display, 10.0),
        ranges("specs.camera_mp", camera, 1.0),
        values("specs.ram_gb", ram),
        values("specs.rom_gb", rom),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !selected_brands.is_empty() {
        let keys: Vec<String> = selected_brands.iter().map(|b| b.to_lowercase()).collect();
        all.push(doc! { "brand_key": { "$in": keys } });
    }
    let mut price_bounds = Document::new();
    if let Some(min) = price.min {
        price_bounds.insert("$gte", Bson::Int64(min.poisha()));
    }
    if let Some(max) = price.max {
        price_bounds.insert("$lte", Bson::Int64(max.poisha()));
    }
    if !price_bounds.is_empty() {
        all.push(doc! { "final_price": price_bounds });
    }
    if let Some(search) = &query.search {
        all.push(doc! { "title": { "$regex": escape_regex(search), "$options": "i" } });
    }
    if all.is_empty() {
        Document::new()
    } else {
        doc! { "$and": all }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regex_metacharacters_are_escaped() {
        assert_eq!(escape_regex("a.b*(c)"), r"a\.b\*\(c\)");
        assert_eq!(escape_regex("galaxy"), "galaxy");
    }

    #[test]
    fn empty_query_filters_nothing() {
        assert_eq!(listing_filter(&ListingQuery::default()), Document::new());
    }
}
