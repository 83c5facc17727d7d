//! Every query the payment job and the provider's callback run is answered
//! from an index: the database's own `explain` finds no collection scan,
//! with enough documents in each collection for a scan to cost something.

use crate::helpers::spawn_app;
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId};
use shop_server::repository::payment_queries;

/// The stages of a winning plan, outermost first.
fn stages(plan: &Document) -> Vec<String> {
    let mut found = Vec::new();
    let mut next = Some(plan);
    while let Some(stage) = next {
        found.push(stage.get_str("stage").unwrap_or("?").to_owned());
        next = stage.get_document("inputStage").ok();
    }
    found
}

#[tokio::test]
async fn the_payment_job_and_the_callback_never_scan_a_collection() {
    let app = spawn_app().await;
    let database = app.database().await;
    // Documents the queries must not walk through.
    let filler: Vec<Document> = (0..500)
        .map(|i| {
            doc! {
                "customer_id": ObjectId::new(), "key": format!("filler-{i}"),
                "payment": { "status": "paid" }, "payment_status": "paid",
            }
        })
        .collect();
    for collection in ["checkouts", "orders", "provider_payments", "returns"] {
        let documents: Vec<Document> = filler
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let mut d = d.clone();
                match collection {
                    "provider_payments" => {
                        d.insert("_id", format!("TR-filler-{i}"));
                    }
                    // Returns are unique per order.
                    "returns" => {
                        d.insert("order_id", ObjectId::new());
                    }
                    _ => {}
                }
                d
            })
            .collect();
        database
            .collection::<Document>(collection)
            .insert_many(documents)
            .await
            .expect("filler");
    }
    for (name, query) in payment_queries::all(DateTime::now()) {
        let mut find = doc! { "find": query.collection, "filter": query.filter.clone(), "limit": 50 };
        if let Some(sort) = &query.sort {
            find.insert("sort", sort.clone());
        }
        let explained = database
            .run_command(doc! { "explain": find, "verbosity": "queryPlanner" })
            .await
            .unwrap_or_else(|e| panic!("explain {name}: {e}"));
        let plan = explained
            .get_document("queryPlanner")
            .and_then(|p| p.get_document("winningPlan"))
            .unwrap_or_else(|_| panic!("{name}: no winning plan in {explained}"));
        let stages = stages(plan);
        assert!(
            !stages.iter().any(|s| s == "COLLSCAN"),
            "{name} scans {}: {stages:?}",
            query.collection
        );
        assert!(
            stages
                .iter()
                .any(|s| s == "IXSCAN" || s == "IDHACK" || s == "EXPRESS_IXSCAN"),
            "{name} uses no index: {stages:?}"
        );
    }
}
