use crate::demo::generate;
use std::collections::HashSet;

#[test]
fn every_phone_sells_variants_with_unique_skus_and_ids_apart_from_the_phones() {
    let phones: Vec<_> = (0..400).map(|i| generate(42, i)).collect();
    let variants: Vec<_> = phones.iter().flat_map(|p| p.variants.iter()).collect();
    let skus: HashSet<&str> = variants.iter().map(|v| v.sku.as_str()).collect();
    let ids: HashSet<_> = variants.iter().map(|v| v.id).collect();
    assert_eq!(
        (skus.len(), ids.len()),
        (variants.len(), variants.len()),
        "SKUs and ids are unique"
    );
    assert!(
        phones
            .iter()
            .all(|p| !p.variants.is_empty() && !ids.contains(&p.product.id))
    );
    #[allow(clippy::cast_precision_loss)]
    let per_phone = variants.len() as f64 / phones.len() as f64;
    assert!(
        per_phone >= 4.0,
        "25,000 phones make at least 100,000 variants: {per_phone}"
    );
    assert!(
        phones
            .iter()
            .all(|p| p.variants.iter().all(|v| v.product_id == p.product.id))
    );
}

#[test]
fn the_catalog_has_missing_combinations_sold_out_variants_and_editions() {
    let phones: Vec<_> = (0..200).map(|i| generate(42, i)).collect();
    let not_made = phones.iter().filter(|p| {
        let made = p.variants.len();
        let matrix: usize = p.product.options.iter().map(|o| o.values.len()).product();
        made < matrix
    });
    assert!(not_made.count() > 0, "some combinations are not made");
    assert!(
        phones.iter().flat_map(|p| &p.variants).any(|v| v.stock == 0),
        "some variants are sold out"
    );
    assert!(
        phones.iter().any(|p| p.product.options.len() == 3),
        "some phones come in two editions"
    );
    for phone in &phones {
        for variant in &phone.variants {
            assert_eq!(variant.values.len(), phone.product.options.len(), "one value per axis");
            assert!(variant.final_price <= variant.price && variant.final_price % 100 == 0);
        }
    }
}

#[test]
fn more_storage_costs_more_and_an_unofficial_edition_less() {
    for i in 0..200 {
        let phone = generate(42, i);
        let price_of = |values: &[&str]| {
            phone
                .variants
                .iter()
                .find(|v| v.values.iter().zip(values).all(|(a, b)| a == b))
                .map(|v| v.price)
        };
        let storages = &phone.product.options[0].values;
        let colour = &phone.product.options[1].values[0].name;
        if storages.len() > 1
            && let (Some(small), Some(large)) = (
                price_of(&[&storages[0].name, colour]),
                price_of(&[&storages[1].name, colour]),
            )
        {
            assert!(
                large > small,
                "{} costs more than {}",
                storages[1].name,
                storages[0].name
            );
        }
        if phone.product.options.len() == 3 {
            let official = price_of(&[&storages[0].name, colour, "Official"]);
            let unofficial = price_of(&[&storages[0].name, colour, "Unofficial"]);
            assert!(unofficial < official, "{unofficial:?} < {official:?}");
        }
    }
}
