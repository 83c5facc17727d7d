//! `shop-server merge-variants`: products stored one per SKU before phones
//! had variants ("Galaxy A55 8/128GB", "Galaxy A55 8/256GB") merged into one
//! phone sold in storage variants. The phone keeps its id, page and
//! reviews; each merged product becomes the variant of its RAM and storage,
//! keeping its id (so its orders, carts, alerts and price history follow),
//! price, stock and sold count, and its address redirects to the phone on
//! that variant.

use crate::documents::{
    product::ProductDocument,
    variant::{OptionValue, ProductOption, VariantDocument},
};
use crate::repository::{MergePlan, MergedInto, Repositories, RepositoryError};
use mongodb::bson::oid::ObjectId;
use shop_core::variant::{self, Axis, storage_sizes};
use std::collections::HashSet;

/// Why a merge was not made; nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    #[error("name at least one product to merge into the phone, each once and not the phone itself")]
    NothingToMerge,
    #[error("no product has the id {0}")]
    NotFound(ObjectId),
    #[error("'{0}' is already sold in variants; only products sold as themselves are merged")]
    HasVariants(String),
    #[error("the phone '{0}' varies by more than storage; merge into a phone sold as itself or in storage sizes only")]
    PhoneAxes(String),
    #[error("'{0}' and '{1}' have the same RAM and storage ({2}); a phone has one variant of each")]
    SameStorage(String, String, String),
    #[error("the phone was changed while merging; run the command again")]
    Changed,
    #[error(transparent)]
    Repository(#[from] RepositoryError),
}

/// What a merge made.
#[derive(Debug)]
pub struct Merged {
    pub phone: ObjectId,
    /// Each merged product's id, which is now its variant's.
    pub variants: Vec<ObjectId>,
}

/// Where the address of a product merged into a phone leads: the phone on
/// the variant the product became; `None` for a product never merged.
pub async fn moved(repositories: &Repositories, id: ObjectId) -> Result<Option<MergedInto>, RepositoryError> {
    repositories.merges.merged_into(id).await
}

/// A storage value as pages show it, e.g. `8/256 GB`.
fn storage_value(product: &ProductDocument) -> String {
    variant::storage_value(product.fields.specs.ram_gb, product.fields.specs.rom_gb)
}

/// Merges `products` into `phone`'s storage variants.
pub async fn merge(repositories: &Repositories, phone: ObjectId, products: &[ObjectId]) -> Result<Merged, MergeError> {
    let distinct: HashSet<_> = products.iter().collect();
    if products.is_empty() || distinct.len() != products.len() || distinct.contains(&phone) {
        return Err(MergeError::NothingToMerge);
    }
    let read = |id: ObjectId| async move {
        repositories
            .products
            .find_by_id(id)
            .await?
            .ok_or(MergeError::NotFound(id))
    };
    let target = read(phone).await?;
    let only_storage = target.options.iter().all(|o| o.axis == Axis::Storage);
    if !only_storage {
        return Err(MergeError::PhoneAxes(target.fields.title.clone()));
    }
    let mut sources = Vec::new();
    for &id in products {
        let source = read(id).await?;
        if source.has_variants() {
            return Err(MergeError::HasVariants(source.fields.title.clone()));
        }
        sources.push(source);
    }
    let plan = plan(&target, &sources)?;
    let plan = &plan;
    let applied = repositories
        .atomically(|mut tx| async move {
            let applied = repositories.merges.apply_in(&mut tx, plan).await;
            (tx, applied)
        })
        .await?;
    if !applied {
        return Err(MergeError::Changed);
    }
    Ok(Merged {
        phone,
        variants: plan.variants.iter().map(|v| v.id).collect(),
    })
}

/// The variants the merge adds (each merged product's own one variant, and
/// the phone's when it was sold as itself) and the storage axis after it.
fn plan(target: &ProductDocument, sources: &[ProductDocument]) -> Result<MergePlan, MergeError> {
    let mut kept: Vec<(String, String)> = target
        .variants
        .iter()
        .map(|v| {
            (
                v.values.first().cloned().unwrap_or_default(),
                target.fields.title.clone(),
            )
        })
        .collect();
    let becoming: Vec<&ProductDocument> = (!target.has_variants())
        .then_some(target)
        .into_iter()
        .chain(sources)
        .collect();
    let mut variants = Vec::new();
    for product in becoming {
        let value = storage_value(product);
        if let Some((_, other)) = kept.iter().find(|(v, _)| *v == value) {
            return Err(MergeError::SameStorage(
                other.clone(),
                product.fields.title.clone(),
                value,
            ));
        }
        kept.push((value.clone(), product.fields.title.clone()));
        let mut variant: VariantDocument = product.sold_variants()[0].clone();
        variant.product_id = target.id;
        variant.values = vec![value];
        variant.ram_gb = Some(product.fields.specs.ram_gb);
        variant.rom_gb = Some(product.fields.specs.rom_gb);
        variants.push(variant);
    }
    let mut values: Vec<String> = kept.into_iter().map(|(value, _)| value).collect();
    values.sort_by_key(|value| storage_sizes(value).unwrap_or((u32::MAX, u32::MAX)));
    Ok(MergePlan {
        phone: target.id,
        version: target.version,
        options: vec![ProductOption {
            axis: Axis::Storage,
            values: values
                .into_iter()
                .map(|name| OptionValue {
                    name,
                    swatch: None,
                    warranty: None,
                })
                .collect(),
        }],
        variants,
        merged: sources.iter().map(|s| s.id).collect(),
    })
}
