//! `shop-bench listing`: what an uncached listing costs, without a database or
//! HTTP. Builds a catalog view of generated products in memory and times
//! `list()` plus the answer's serialisation (what a cache miss runs on a scan
//! thread) for the bench's filtered listing with a distinct minimum price each
//! time (as `scripts/bench.d/uncached.lua` sends it), the plain first page,
//! the typo search and random queries.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use shop_core::{ListingParams, ListingQuery};
use shop_server::{
    catalog_view::CatalogView,
    demo::{generate, queries::random_query},
    responses::product::ProductPage,
};
use std::time::{Duration, Instant};

const FILTERED: &str = "brands=Samsung,Xiaomi&ram=8&battery=5000-6000&perPage=20&orderBy=sold&orderDirection=desc";
const SEARCH: &str = "search=samsng%20galaxi&perPage=20";

fn parse(query: &str) -> Result<ListingQuery, Box<dyn std::error::Error>> {
    let params = actix_web::web::Query::<ListingParams>::from_query(query)?;
    Ok(ListingQuery::parse(&params)?)
}

/// The filtered listing with the `n`th distinct minimum price of `uncached.lua`.
fn uncached(base: &str, n: usize) -> Result<ListingQuery, Box<dyn std::error::Error>> {
    parse(&format!("{base}&minPrice={}.{:02}", n % 5000 + 1, n / 5000 % 100))
}

/// One miss: the page and its serialised answer, as the listing route makes it.
fn miss(view: &CatalogView, query: &ListingQuery) -> Result<usize, Box<dyn std::error::Error>> {
    let answer = ProductPage::of(view.list(query)?, query);
    Ok(serde_json::to_vec(&answer)?.len())
}

fn report(name: &str, mut times: Vec<Duration>) {
    times.sort_unstable();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let total: Duration = times.iter().sum();
    #[allow(clippy::cast_precision_loss)]
    let mean = micros(total) / times.len().max(1) as f64;
    let at = |q: f64| {
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss
        )]
        let i = ((times.len().saturating_sub(1)) as f64 * q) as usize;
        times.get(i).map_or(0.0, |d| micros(*d))
    };
    println!(
        "{name:<28} {:>6} queries  mean {mean:>8.1} us  p50 {:>8.1} us  p99 {:>8.1} us  {:>8.0} req/s per core",
        times.len(),
        at(0.5),
        at(0.99),
        1e6 / mean.max(0.001)
    );
}

fn time(
    view: &CatalogView,
    queries: impl Iterator<Item = Result<ListingQuery, Box<dyn std::error::Error>>>,
) -> Result<Vec<Duration>, Box<dyn std::error::Error>> {
    let mut times = Vec::new();
    for query in queries {
        let query = query?;
        let started = Instant::now();
        std::hint::black_box(miss(view, &query)?);
        times.push(started.elapsed());
    }
    Ok(times)
}

/// Builds the view and prints one line per kind of query.
/// `only` names one kind (`filtered`, `first`, `search`, `random`) to time alone.
pub fn run(products: u64, queries: usize, only: Option<&str>) -> Result<(), Box<dyn std::error::Error>> {
    let wanted = |kind: &str| only.is_none_or(|o| o == kind);
    let started = Instant::now();
    let view = CatalogView::new((0..products).map(|i| generate(42, i).product).collect())?;
    println!(
        "{products} products in the view in {} ms",
        started.elapsed().as_millis()
    );
    let rss = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let rss = rss.lines().find(|l| l.starts_with("VmRSS")).unwrap_or("VmRSS: ?");
    println!("{rss} (the products, their columns and the search index)");
    let matched = view.list(&parse(FILTERED)?)?.total;
    println!("the filtered listing matches {matched}");
    if wanted("filtered") {
        let queries = (0..queries).map(|n| uncached(FILTERED, n));
        report("filtered, distinct minPrice", time(&view, queries)?);
    }
    if wanted("first") {
        report(
            "first page, no filter",
            time(&view, (0..queries.min(200)).map(|_| parse("")))?,
        );
    }
    if wanted("search") {
        let queries = (0..queries.min(500)).map(|n| uncached(SEARCH, n));
        report("typo search, distinct minPrice", time(&view, queries)?);
    }
    if wanted("random") {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let queries = (0..queries).map(|_| Ok(random_query(&mut rng)));
        report("random filters and sorts", time(&view, queries)?);
    }
    Ok(())
}
