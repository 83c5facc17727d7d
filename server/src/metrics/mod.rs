//! Prometheus metrics through `prometheus`, the Rust client the TiKV
//! project keeps: requests by route, method and status, their latency, and
//! at each scrape the readings of `services::metrics` (queues and their
//! ages, "needs attention" counts, the catalog view's size, database round
//! trips). Served only by [`listener`], on an address of its own.

pub mod listener;
pub mod requests;

use crate::services::metrics::Snapshot;
use prometheus::{
    Encoder, Gauge, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, IntGaugeVec, Opts, Registry,
    TextEncoder,
};
use std::sync::{
    Arc,
    atomic::{AtomicU64, Ordering},
};

/// Latency buckets, in seconds: a kept listing answers in well under a
/// millisecond, a bKash call may take many seconds.
const LATENCY_BUCKETS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// Every metric of this instance; cheap to clone (one registry behind it).
#[derive(Clone)]
pub struct Metrics(Arc<Inner>);

struct Inner {
    registry: Registry,
    requests: IntCounterVec,
    latency: HistogramVec,
    round_trips: IntCounter,
    round_trips_seen: AtomicU64,
    retries: IntCounter,
    retries_seen: AtomicU64,
    outbox_waiting: IntGauge,
    outbox_oldest: Gauge,
    payments_due: IntGauge,
    payments_oldest: Gauge,
    attention: IntGaugeVec,
    catalog_products: IntGauge,
}

fn registered<C: prometheus::core::Collector + Clone + 'static>(registry: &Registry, collector: C) -> C {
    // Names are fixed and distinct: registering cannot fail but by a typo here.
    registry
        .register(Box::new(collector.clone()))
        .expect("a metric's name is new");
    collector
}

impl Metrics {
    #[allow(clippy::missing_panics_doc)] // the options below are fixed and valid
    pub fn new() -> Self {
        let registry = Registry::new_custom(Some("shop".into()), None).expect("a valid prefix");
        let requests = IntCounterVec::new(
            Opts::new("http_requests_total", "Requests answered, by route, method and status"),
            &["route", "method", "status"],
        )
        .expect("valid options");
        let latency = HistogramVec::new(
            HistogramOpts::new(
                "http_request_duration_seconds",
                "Time to answer a request, by route and method",
            )
            .buckets(LATENCY_BUCKETS.to_vec()),
            &["route", "method"],
        )
        .expect("valid options");
        let attention = IntGaugeVec::new(
            Opts::new(
                "needs_attention",
                "Items on the admin's \"needs attention\" lists (each at most 50)",
            ),
            &["list"],
        )
        .expect("valid options");
        let counter = |name: &str, help: &str| IntCounter::new(name, help).expect("valid options");
        let gauge = |name: &str, help: &str| IntGauge::new(name, help).expect("valid options");
        let seconds = |name: &str, help: &str| Gauge::new(name, help).expect("valid options");
        let inner = Inner {
            requests: registered(&registry, requests),
            latency: registered(&registry, latency),
            round_trips: registered(
                &registry,
                counter("database_round_trips_total", "Commands sent to MongoDB"),
            ),
            round_trips_seen: AtomicU64::new(0),
            retries: registered(
                &registry,
                counter(
                    "transaction_retries_total",
                    "Transaction runs begun again after a write conflict",
                ),
            ),
            retries_seen: AtomicU64::new(0),
            outbox_waiting: registered(&registry, gauge("outbox_waiting", "E-mails and SMS not sent yet")),
            outbox_oldest: registered(
                &registry,
                seconds(
                    "outbox_oldest_waiting_seconds",
                    "Age of the oldest e-mail or SMS not sent yet",
                ),
            ),
            payments_due: registered(&registry, gauge("payment_job_due", "Checkouts the payment job has due")),
            payments_oldest: registered(
                &registry,
                seconds(
                    "payment_job_oldest_due_seconds",
                    "How long the longest due checkout has been due",
                ),
            ),
            attention: registered(&registry, attention),
            catalog_products: registered(
                &registry,
                gauge("catalog_view_products", "Products in this instance's catalog view"),
            ),
            registry,
        };
        Metrics(Arc::new(inner))
    }

    /// Counts one answered request and its time.
    pub fn observe_request(&self, route: &str, method: &str, status: u16, seconds: f64) {
        let status = status.to_string();
        self.0.requests.with_label_values(&[route, method, &status]).inc();
        self.0.latency.with_label_values(&[route, method]).observe(seconds);
    }

    /// Takes a scrape's readings in.
    pub fn record(&self, snapshot: &Snapshot) {
        let inner = &self.0;
        catch_up(
            &inner.round_trips,
            &inner.round_trips_seen,
            snapshot.database_round_trips,
        );
        catch_up(&inner.retries, &inner.retries_seen, snapshot.transaction_retries);
        inner.outbox_waiting.set(gauge_value(snapshot.outbox.waiting));
        inner.outbox_oldest.set(snapshot.outbox.oldest_seconds);
        inner.payments_due.set(gauge_value(snapshot.payments.waiting));
        inner.payments_oldest.set(snapshot.payments.oldest_seconds);
        for (list, count) in &snapshot.attention {
            inner
                .attention
                .with_label_values(&[list])
                .set(gauge_value(*count as u64));
        }
        inner
            .catalog_products
            .set(gauge_value(snapshot.catalog_products as u64));
    }

    /// Every metric in Prometheus' text format.
    pub fn render(&self) -> String {
        let mut text = Vec::new();
        // Encoding into memory fails only on a metric family without metrics.
        let _ = TextEncoder::new().encode(&self.0.registry.gather(), &mut text);
        String::from_utf8(text).unwrap_or_default()
    }
}

/// Brings `counter` up to `reading`, a count kept elsewhere since start,
/// of which `seen` was taken in already (scrapes may overlap).
fn catch_up(counter: &IntCounter, seen: &AtomicU64, reading: u64) {
    let before = seen.fetch_max(reading, Ordering::Relaxed);
    counter.inc_by(reading.saturating_sub(before));
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

fn gauge_value(count: u64) -> i64 {
    i64::try_from(count).unwrap_or(i64::MAX)
}
