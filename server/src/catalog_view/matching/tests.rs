use super::*;
use crate::demo::{generate, queries::random_filters};
use crate::documents::product::ProductDocument;
use rand::SeedableRng;
use shop_core::ProductSpecs;
use std::sync::Arc;

#[test]
fn the_lists_hold_what_the_core_counts_toward_each_facet() {
    for failed in 0..=u8::MAX {
        for i in 0..GROUPS {
            let facet = 1 << i;
            let fate = fate_of(failed);
            let listed = fate & 1 != 0 || fate & (1 << (1 + i)) != 0;
            assert_eq!(listed, group::counts_toward(failed, facet), "{failed:#b} {facet:#b}");
        }
    }
}

fn specs_of(product: &ProductDocument) -> Vec<ProductSpecs> {
    product.listed_variants().into_iter().map(|v| v.specs).collect()
}

#[test]
fn the_compiled_filters_turn_away_exactly_what_the_core_does() {
    let mut columns = Columns::default();
    let products: Vec<_> = (0..3_000).map(|i| Arc::new(generate(11, i).product)).collect();
    for p in &products {
        columns.upsert(Arc::clone(p));
    }
    let t = &columns.table;
    let specs: Vec<Vec<ProductSpecs>> = t.product.iter().map(|p| specs_of(p)).collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let (mut matched_some, mut matched_later_variant, mut alike) = (0, 0, 0);
    for _ in 0..400 {
        let filters = random_filters(&mut rng);
        let plan = Plan::new(&filters, &columns);
        let (matched, facets) = scan_all(&columns, &filters);
        let expected: Vec<u32> = (0..columns.len())
            .filter(|&s| filters.first_match(&specs[s]).is_some())
            .map(|s| u32::try_from(s).expect("slot"))
            .collect();
        assert_eq!(matched, expected, "{filters:?}");
        // Slot by slot, in the order given, the other path finds the same.
        let (again, facets_again) = scan_some(&columns, &filters, 0..columns.len());
        assert_eq!(again, matched);
        assert_eq!(
            serde_json::to_value(facets_again).expect("facets"),
            serde_json::to_value(facets).expect("facets")
        );
        let odd: Vec<u32> = scan_some(&columns, &filters, (0..columns.len()).rev().step_by(2)).0;
        let expected_odd: Vec<u32> = expected
            .iter()
            .rev()
            .copied()
            .filter(|s| (columns.len() - 1 - *s as usize).is_multiple_of(2))
            .collect();
        assert_eq!(odd, expected_odd);
        for (slot, specs) in specs.iter().enumerate() {
            let fate = specs.iter().fold(0, |fate, s| fate | fate_of(filters.failed(s)));
            assert_eq!(plan.fate(t, slot), fate, "{filters:?} on {specs:?}");
            let first = filters.first_match(specs);
            assert_eq!(plan.first_match(t, slot), first, "{filters:?} on {specs:?}");
            matched_later_variant += usize::from(first.is_some_and(|at| at > 0));
            alike += usize::from(plan.by_variant() && plan.all_variants_pass(t, slot) && specs.len() > 1);
        }
        matched_some += usize::from(!matched.is_empty() && matched.len() < columns.len());
    }
    assert!(matched_some > 50, "the queries cut the catalog: {matched_some}");
    assert!(
        matched_later_variant > 1_000,
        "phones matched at another variant than their first: {matched_later_variant}"
    );
    assert!(
        alike > 10_000,
        "phones whose variants all pass filters that read them: {alike}"
    );
}
