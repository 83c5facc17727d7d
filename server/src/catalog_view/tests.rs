//! The view as a whole: listings against a plain reference made with the
//! core's predicate and a full sort, and which kept answers a stock change
//! leaves alone.

use super::*;
use crate::demo::{generate, queries::random_query};
use rand::{Rng, SeedableRng};
use shop_core::{ListingQuery, SortDirection, SortKey};

fn catalog(count: u64) -> Vec<ProductDocument> {
    let author = ObjectId::parse_str("0123456789abcdef01234567").expect("id");
    (0..count)
        .map(|i| {
            let mut product = generate(21, i).product;
            if i % 3 == 0 {
                product.created_by = Some(author);
            }
            product
        })
        .collect()
}

/// Which of the product's variants the core says a listing shows it at:
/// its id (none for the first) and price; none when no variant matches.
fn shown_at(product: &ProductDocument, query: &ListingQuery) -> Option<(Option<ObjectId>, i64)> {
    let variants = product.listed_variants();
    let specs: Vec<_> = variants.iter().map(|v| v.specs.clone()).collect();
    let at = query.filters.first_match(&specs)?;
    Some(((at > 0).then_some(variants[at].id), specs[at].price.poisha()))
}

/// The page the listing should answer: every product the core says matches,
/// fully sorted (a price sort by the variant shown), then cut: ids and the
/// variants shown.
fn reference(products: &[ProductDocument], query: &ListingQuery) -> (Vec<(ObjectId, Option<ObjectId>)>, usize) {
    let mut matched: Vec<(&ProductDocument, (Option<ObjectId>, i64))> = products
        .iter()
        .filter(|p| {
            query
                .author
                .as_ref()
                .is_none_or(|a| p.created_by.map(|c| c.to_hex()).as_ref() == Some(a))
        })
        .filter_map(|p| Some((p, shown_at(p, query)?)))
        .collect();
    matched.sort_by(|(p, (_, p_price)), (q, (_, q_price))| {
        let (f, g) = (&p.fields, &q.fields);
        let order = match query.order_by {
            SortKey::CreatedAt | SortKey::Relevance => p.created_at.cmp(&q.created_at),
            SortKey::Price => p_price.cmp(q_price),
            SortKey::Sold => f.sold.cmp(&g.sold),
            SortKey::Rate => f.rate.total_cmp(&g.rate).then(f.rating_count.cmp(&g.rating_count)),
            SortKey::Discount => f.discount.cmp(&g.discount),
            SortKey::Title => f.title.to_lowercase().cmp(&g.title.to_lowercase()),
        }
        .then_with(|| p.id.cmp(&q.id));
        if query.order_direction == SortDirection::Desc {
            order.reverse()
        } else {
            order
        }
    });
    let skip = usize::try_from(query.skip()).expect("skip");
    let page = matched
        .iter()
        .skip(skip)
        .take(query.per_page as usize)
        .map(|(p, (variant, _))| (p.id, *variant))
        .collect();
    (page, matched.len())
}

#[test]
fn listings_answer_what_the_core_and_a_full_sort_would() {
    let products = catalog(3_000);
    let view = CatalogView::new(products.clone()).expect("view");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
    let mut shown_later_variant = 0;
    for n in 0..300 {
        let mut query = random_query(&mut rng);
        if n % 4 == 0 {
            query.author = Some("0123456789abcdef01234567".into());
        }
        if rng.random_bool(0.2) {
            query.filters = shop_core::FilterGroup::default();
        }
        let page = view.list(&query).expect("list");
        let (expected, total) = reference(&products, &query);
        assert_eq!(page.total, total, "{query:?}");
        let ids: Vec<_> = page.products.iter().map(|p| (p.product.id, p.variant)).collect();
        assert_eq!(ids, expected, "{query:?}");
        shown_later_variant += ids.iter().filter(|(_, variant)| variant.is_some()).count();
    }
    assert!(
        shown_later_variant > 100,
        "cards at a later variant: {shown_later_variant}"
    );
}

#[test]
fn search_hits_keep_their_relevance_order_through_the_filters() {
    let products = catalog(500);
    let view = CatalogView::new(products.clone()).expect("view");
    let text = "samsng galaxi";
    let hits = view
        .search
        .search(&shop_core::search::read_query(text).words, SEARCH_LIMIT)
        .expect("search");
    let query = ListingQuery {
        search: Some(text.into()),
        order_by: SortKey::Relevance,
        per_page: 100,
        filters: shop_core::FilterGroup {
            ram: vec![8, 12],
            ..Default::default()
        },
        ..ListingQuery::default()
    };
    let by_id: HashMap<ObjectId, &ProductDocument> = products.iter().map(|p| (p.id, p)).collect();
    let expected: Vec<ObjectId> = hits
        .into_iter()
        .filter(|id| shown_at(by_id[id], &query).is_some())
        .collect();
    let page = view.list(&query).expect("list");
    assert!(!expected.is_empty());
    assert_eq!(page.total, expected.len());
    let ids: Vec<ObjectId> = page.products.iter().map(|p| p.product.id).collect();
    assert_eq!(ids, expected[..expected.len().min(100)]);
}

#[test]
fn a_load_is_searchable_at_its_end_and_holds_each_text_once() {
    let products = catalog(300);
    let view = CatalogView::new(Vec::new()).expect("view");
    let twice = products[7].clone();
    let mut renamed = products[8].clone();
    renamed.fields.title = "Zzyzx Special".into();
    view.load(products[..150].to_vec()).expect("first batch");
    let second = products[150..]
        .iter()
        .cloned()
        .chain([twice.clone(), twice.clone(), renamed.clone()]);
    view.load(second.collect()).expect("second batch");
    let hits = |text: &str| {
        view.search
            .search(&shop_core::search::read_query(text).words, SEARCH_LIMIT)
            .expect("search")
    };
    assert!(hits("zzyzx").is_empty(), "nothing is found before the load ends");

    view.loaded().expect("commit");
    assert_eq!(view.len(), 300);
    assert_eq!(hits("zzyzx"), [renamed.id]);
    let found = |text: &str, id: ObjectId| hits(text).into_iter().filter(|h| *h == id).count();
    assert_eq!(
        found(&twice.fields.title, twice.id),
        1,
        "read twice in one batch, indexed once"
    );
    assert_eq!(found(&renamed.fields.brand, renamed.id), 1, "its first text is gone");
}

fn key(order_by: SortKey) -> AnswerKey {
    AnswerKey::Listing(Box::new(ListingQuery {
        order_by,
        ..ListingQuery::default()
    }))
}

fn keep(view: &CatalogView, key: AnswerKey) {
    view.answer(key, || Ok::<_, ()>(b"kept".to_vec())).expect("kept");
}

#[test]
fn a_checkout_keeps_answers_that_do_not_read_stock_for_at_most_the_lag() {
    let products = catalog(50);
    let view = CatalogView::new(products.clone())
        .expect("view")
        .with_stock_lag(Duration::from_millis(300));
    let (by_price, by_sold) = (key(SortKey::Price), key(SortKey::Sold));
    // A first stock change shows at once after a quiet spell; then the lag runs.
    let mut sold = products[4].clone();
    sold.fields.stock -= 1;
    sold.fields.sold += 1;
    view.upsert(vec![sold.clone()]).expect("upsert");
    for key in [by_price.clone(), by_sold.clone(), AnswerKey::Home] {
        keep(&view, key);
    }

    sold.fields.stock -= 1;
    sold.fields.sold += 1;
    sold.updated_at = mongodb::bson::DateTime::now();
    let version = view.version();
    view.upsert(vec![sold.clone()]).expect("upsert");
    assert_eq!(view.version(), version, "a stock change is no listed change");
    assert_eq!(view.product(&sold.id).map(|p| p.fields.stock), Some(sold.fields.stock));
    assert!(view.holds_answer(&by_price), "filters and order do not read stock");
    assert!(!view.holds_answer(&by_sold), "the order reads sold");
    assert!(!view.holds_answer(&AnswerKey::Home), "top sales read sold");
    std::thread::sleep(Duration::from_millis(350));
    assert!(!view.holds_answer(&by_price), "the stock shown is at most a lag old");

    keep(&view, by_price.clone());
    let mut edited = sold.clone();
    edited.fields.title.push_str(" Pro");
    view.upsert(vec![edited]).expect("upsert");
    assert_eq!(view.version(), version + 1);
    assert!(
        !view.holds_answer(&by_price),
        "a listed change makes every answer stale"
    );
}

/// Askers of the listing by price from one address, counting the scans that
/// make it; each scan waits for `hold` (at most 5 s) before answering.
fn ask_by_price(
    view: &Arc<CatalogView>,
    made: &Arc<std::sync::atomic::AtomicUsize>,
    hold: &Arc<Mutex<std::sync::mpsc::Receiver<()>>>,
) -> tokio::task::JoinHandle<Result<Bytes, ScanError>> {
    let (view, made, hold) = (Arc::clone(view), Arc::clone(made), Arc::clone(hold));
    let one_address: std::net::IpAddr = "203.0.113.7".parse().expect("address");
    tokio::spawn(async move {
        view.answer_scanned(key(SortKey::Price), Some(one_address), move |_| {
            made.fetch_add(1, AtomicOrdering::SeqCst);
            let _ = hold.lock().map(|hold| hold.recv_timeout(Duration::from_secs(5)));
            Ok::<_, ScanError>(b"by price".to_vec())
        })
        .await
    })
}

/// Twice the scans one address may queue ask for the listing by price while
/// its first asker's scan runs; `hang_up` drops that first asker meanwhile.
/// Every later asker gets the one scan's answer.
async fn asked_beyond_one_address_s_share(hang_up: bool) {
    use std::sync::atomic::AtomicUsize;
    let view = Arc::new(CatalogView::new(catalog(50)).expect("view"));
    let made = Arc::new(AtomicUsize::new(0));
    let (release, hold) = std::sync::mpsc::channel::<()>();
    let hold = Arc::new(Mutex::new(hold));
    let first = ask_by_price(&view, &made, &hold);
    tokio::time::sleep(Duration::from_millis(50)).await;
    let askers: Vec<_> = (0..2 * scans::MAX_WAITING_PER_CLIENT)
        .map(|_| ask_by_price(&view, &made, &hold))
        .collect();
    tokio::time::sleep(Duration::from_millis(50)).await;
    if hang_up {
        first.abort();
    }
    release.send(()).expect("release");
    for asker in askers {
        let answer = asker.await.expect("joined");
        assert_eq!(answer.ok(), Some(Bytes::from("by price")));
    }
    match first.await {
        Ok(answer) => assert!(!hang_up && answer.ok() == Some(Bytes::from("by price"))),
        Err(stopped) => assert!(hang_up && stopped.is_cancelled()),
    }
    assert_eq!(made.load(AtomicOrdering::SeqCst), 1, "one scan made it for all");
    assert!(view.holds_answer(&key(SortKey::Price)));
}

#[tokio::test]
async fn askers_of_a_listing_being_made_wait_for_it_beyond_one_address_s_share() {
    asked_beyond_one_address_s_share(false).await;
}

#[tokio::test]
async fn askers_of_a_listing_being_made_get_it_when_its_first_asker_hangs_up() {
    asked_beyond_one_address_s_share(true).await;
}
