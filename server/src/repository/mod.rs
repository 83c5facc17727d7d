//! The only layer that touches MongoDB: typed collections, indexes made at
//! startup, driver errors sorted into what callers can act on.

mod addresses;
mod brands;
mod catalog_feed;
mod consignments;
mod coupons;
mod courier_payouts;
mod emi_plans;
mod failure;
mod history;
mod images;
mod lines;
mod merges;
mod order_stats;
mod order_tallies;
mod orders;
mod outbox;
mod password_resets;
pub mod payment_queries;
mod phone_codes;
mod price_history;
mod products;
mod provider_payments;
mod provider_tokens;
mod questions;
mod raw_scan;
mod return_photos;
mod returns;
mod reviews;
mod schema;
mod search_queries;
mod sessions;
mod stock;
mod stock_alerts;
mod tax_papers;
mod unit_of_work;
mod users;
mod variants;

pub use addresses::AddressRepository;
pub use brands::BrandRepository;
pub use catalog_feed::{CatalogChange, CatalogFeed, CatalogFeedRepository, FeedPosition};
pub use consignments::ConsignmentRepository;
pub use coupons::CouponRepository;
pub use courier_payouts::{CourierPayoutRepository, ParcelSums};
pub use emi_plans::EmiPlanRepository;
pub use history::HistoryRepository;
pub use images::ImageRepository;
pub use lines::{CartRepository, LineRepository, WishlistRepository};
pub use merges::{MergePlan, MergeRepository, MergedInto};
pub use order_stats::{DaySales, OrderStatsRepository, Tallies};
pub use orders::{OrderFilter, OrderRepository, PaymentStep};
pub use outbox::{Backoff, OutboxRepository};
pub use password_resets::PasswordResetRepository;
pub use phone_codes::{PhoneCodeRepository, Tallied};
pub use price_history::PriceHistoryRepository;
pub use products::{ProductChanges, ProductRepository, VariantGrid};
pub use provider_payments::ProviderPaymentRepository;
pub use provider_tokens::ProviderTokenRepository;
pub use questions::{QuestionRepository, QuestionStatus};
pub use returns::{ReturnMove, ReturnRepository};
pub use reviews::ReviewRepository;
pub use schema::SchemaRepository;
pub use search_queries::SearchQueryRepository;
pub use sessions::SessionRepository;
pub use stock::StockRepository;
pub use stock_alerts::{Awaited, BACK_IN_STOCK, Restocked, StockAlertRepository};
pub use tax_papers::TaxPaperRepository;
pub use unit_of_work::{Decided, Tx};
pub use users::UserRepository;
pub use variants::VariantRepository;

use crate::config::Settings;
use futures_util::TryStreamExt;
use mongodb::{
    Client, Collection, Database,
    bson::{Document, doc, oid::ObjectId},
    error::{Error as DriverError, ErrorKind, WriteFailure},
    event::{EventHandler, cmap::CmapEvent},
    options::ClientOptions,
};
use std::sync::{
    Arc,
    atomic::{AtomicU64, Ordering as AtomicOrdering},
};

/// MongoDB's code for a unique-index violation.
const DUPLICATE_KEY: i32 = 11000;

/// A database failure, sorted for the HTTP layer.
#[derive(Debug, thiserror::Error)]
pub enum RepositoryError {
    #[error("database unavailable: {0}")]
    Unavailable(#[source] DriverError),
    #[error("duplicate key")]
    Duplicate,
    #[error("still conflicting after retries: {0}")]
    Contended(#[source] DriverError),
    #[error("database error: {0}")]
    Other(#[source] DriverError),
}

impl From<DriverError> for RepositoryError {
    fn from(error: DriverError) -> Self {
        if is_duplicate_key(&error) {
            return RepositoryError::Duplicate;
        }
        match *error.kind {
            ErrorKind::ServerSelection { .. } | ErrorKind::Io(_) | ErrorKind::ConnectionPoolCleared { .. } => {
                RepositoryError::Unavailable(error)
            }
            _ => RepositoryError::Other(error),
        }
    }
}

impl RepositoryError {
    /// Whether a transaction that failed with it may succeed when run again
    /// (the driver labels write conflicts and some network errors so).
    pub fn is_transient(&self) -> bool {
        match self {
            RepositoryError::Unavailable(error) | RepositoryError::Other(error) => {
                error.contains_label(mongodb::error::TRANSIENT_TRANSACTION_ERROR)
            }
            RepositoryError::Duplicate | RepositoryError::Contended(_) => false,
        }
    }

    /// The error of a transaction that stayed transient through every run.
    fn gave_up(self) -> Self {
        match self {
            RepositoryError::Unavailable(error) | RepositoryError::Other(error) => RepositoryError::Contended(error),
            other => other,
        }
    }
}

fn is_duplicate_key(error: &DriverError) -> bool {
    match &*error.kind {
        ErrorKind::Write(WriteFailure::WriteError(e)) => e.code == DUPLICATE_KEY,
        ErrorKind::InsertMany(e) => e.write_errors.iter().flatten().any(|w| w.code == DUPLICATE_KEY),
        ErrorKind::Command(e) => e.code == DUPLICATE_KEY,
        _ => false,
    }
}

/// What the shop's pools have done, added up over the pool `connect` made
/// and those made from it (`on_this_thread`).
#[derive(Clone, Default)]
struct Counters {
    /// Commands sent to the database (each is one round trip), counted as
    /// connection checkouts: each command checks one out.
    commands: Arc<AtomicU64>,
    /// Transaction runs begun again after a write conflict (see `unit_of_work`).
    retries: Arc<AtomicU64>,
}

/// Every repository, sharing one connection pool.
#[derive(Clone)]
pub struct Repositories {
    database: Database,
    /// What the pool was made with, for a thread's own pool (`on_this_thread`);
    /// none when the caller made the client.
    options: Option<Arc<ClientOptions>>,
    counters: Counters,
    pub products: ProductRepository,
    /// Committed catalog writes, in commit order (for the catalog views).
    pub catalog_feed: CatalogFeedRepository,
    pub price_history: PriceHistoryRepository,
    pub images: ImageRepository,
    pub users: UserRepository,
    pub phone_codes: PhoneCodeRepository,
    pub cart: CartRepository,
    pub wishlist: WishlistRepository,
    pub brands: BrandRepository,
    pub emi_plans: EmiPlanRepository,
    pub coupons: CouponRepository,
    pub addresses: AddressRepository,
    pub orders: OrderRepository,
    pub consignments: ConsignmentRepository,
    pub courier_payouts: CourierPayoutRepository,
    pub order_stats: OrderStatsRepository,
    pub outbox: OutboxRepository,
    pub password_resets: PasswordResetRepository,
    pub provider_payments: ProviderPaymentRepository,
    pub provider_tokens: ProviderTokenRepository,
    pub questions: QuestionRepository,
    pub reviews: ReviewRepository,
    pub schema: SchemaRepository,
    pub returns: ReturnRepository,
    pub sessions: SessionRepository,
    pub tax_papers: TaxPaperRepository,
    pub stock: StockRepository,
    pub search_queries: SearchQueryRepository,
    pub stock_alerts: StockAlertRepository,
    pub variants: VariantRepository,
    pub merges: MergeRepository,
    /// Orders and reviews from before the shop ran (the demo seed's).
    pub history: HistoryRepository,
}

impl Repositories {
    /// Connects lazily (the driver dials on first use) to the configured database.
    pub async fn connect(settings: &Settings) -> Result<Self, RepositoryError> {
        let mut options = ClientOptions::parse(&settings.mongodb_uri).await?;
        // An `appName` in MONGODB_URI names the instance in MongoDB's logs and current operations.
        options.app_name.get_or_insert_with(|| "phone-shop".into());
        options.server_selection_timeout = Some(settings.database_timeout);
        options.connect_timeout = Some(settings.database_timeout);
        let counters = Counters::default();
        let counter = Arc::clone(&counters.commands);
        // Not a command monitor: with one set, the driver copies every command
        // and decodes every reply into a `Document` for its events, a whole
        // getMore batch of the catalog load at a time (some 150 MB at 100,000
        // products, and the decoding twice over).
        options.cmap_event_handler = Some(EventHandler::callback(move |event| {
            if let CmapEvent::ConnectionCheckedOut(_) = event {
                counter.fetch_add(1, AtomicOrdering::Relaxed);
            }
        }));
        let client = Client::with_options(options.clone())?;
        Ok(Self::new(
            client.database(&settings.database_name),
            Some(Arc::new(options)),
            counters,
        ))
    }

    /// The same repositories over a pool of the calling thread's own, counted
    /// with this one's. The driver reads a connection's replies on the
    /// runtime that made its pool: an HTTP worker with a pool of its own
    /// wakes its request as a reply comes in, where through the pool startup
    /// made every reply first woke the startup thread, which then woke the
    /// worker (a fifth of a cart list's CPU went to those hand-overs). A
    /// caller-made client (`over`) is shared as it is.
    pub fn on_this_thread(&self) -> Result<Self, RepositoryError> {
        let Some(options) = &self.options else {
            return Ok(self.clone());
        };
        let client = Client::with_options(ClientOptions::clone(options))?;
        Ok(Self::new(
            client.database(self.database.name()),
            Some(Arc::clone(options)),
            self.counters.clone(),
        ))
    }

    /// Repositories over a database handle whose client the caller made (a
    /// test watches its commands); [`Repositories::commands_sent`] stays 0.
    pub fn over(database: Database) -> Self {
        Self::new(database, None, Counters::default())
    }

    /// Repositories over an existing database handle, whose client's pool
    /// events bump `counters.commands` (one per command).
    fn new(database: Database, options: Option<Arc<ClientOptions>>, counters: Counters) -> Self {
        Repositories {
            options,
            counters,
            products: ProductRepository::new(&database),
            catalog_feed: CatalogFeedRepository::new(&database),
            price_history: PriceHistoryRepository::new(&database),
            images: ImageRepository::new(&database),
            users: UserRepository::new(&database),
            phone_codes: PhoneCodeRepository::new(&database),
            cart: CartRepository::new(&database, "cart_items", true),
            wishlist: WishlistRepository::new(&database, "wishlist_items", false),
            brands: BrandRepository::new(&database),
            emi_plans: EmiPlanRepository::new(&database),
            coupons: CouponRepository::new(&database),
            addresses: AddressRepository::new(&database),
            orders: OrderRepository::new(&database),
            consignments: ConsignmentRepository::new(&database),
            courier_payouts: CourierPayoutRepository::new(&database),
            order_stats: OrderStatsRepository::new(&database),
            outbox: OutboxRepository::new(&database),
            password_resets: PasswordResetRepository::new(&database),
            provider_payments: ProviderPaymentRepository::new(&database),
            provider_tokens: ProviderTokenRepository::new(&database),
            questions: QuestionRepository::new(&database),
            reviews: ReviewRepository::new(&database),
            schema: SchemaRepository::new(&database),
            returns: ReturnRepository::new(&database),
            sessions: SessionRepository::new(&database),
            tax_papers: TaxPaperRepository::new(&database),
            stock: StockRepository::new(&database),
            search_queries: SearchQueryRepository::new(&database),
            stock_alerts: StockAlertRepository::new(&database),
            variants: VariantRepository::new(&database),
            merges: MergeRepository::new(&database),
            history: HistoryRepository::new(&database),
            database,
        }
    }

    fn client(&self) -> &Client {
        self.database.client()
    }

    /// How many commands (round trips) the shop's pools have sent since it connected.
    pub fn commands_sent(&self) -> u64 {
        self.counters.commands.load(AtomicOrdering::Relaxed)
    }

    /// How many transaction runs met a concurrent writer and were begun
    /// again, since the shop connected: how contended the shop's writes are.
    pub fn transactions_retried(&self) -> u64 {
        self.counters.retries.load(AtomicOrdering::Relaxed)
    }

    /// Whether the database answers a ping.
    pub async fn ping(&self) -> Result<(), RepositoryError> {
        self.database.run_command(doc! { "ping": 1 }).await?;
        Ok(())
    }

    /// Whether the server can run transactions: a replica set member or a
    /// sharded cluster's router, not a standalone `mongod`.
    pub async fn runs_transactions(&self) -> Result<bool, RepositoryError> {
        let hello = self.database.run_command(doc! { "hello": 1 }).await?;
        Ok(hello.get_str("setName").is_ok() || hello.get_str("msg") == Ok("isdbgrid"))
    }

    /// Creates every collection's indexes; safe to repeat. A database of an
    /// older release goes through `services::schema` first.
    #[tracing::instrument(skip(self))]
    pub async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.products.ensure_indexes().await?;
        self.price_history.ensure_indexes().await?;
        self.users.ensure_indexes().await?;
        self.phone_codes.ensure_indexes().await?;
        self.cart.ensure_indexes().await?;
        self.wishlist.ensure_indexes().await?;
        self.brands.ensure_indexes().await?;
        self.emi_plans.ensure_indexes().await?;
        self.coupons.ensure_indexes().await?;
        self.addresses.ensure_indexes().await?;
        self.orders.ensure_indexes().await?;
        self.consignments.ensure_indexes().await?;
        self.provider_payments.ensure_indexes().await?;
        self.sessions.ensure_indexes().await?;
        self.outbox.ensure_indexes().await?;
        self.password_resets.ensure_indexes().await?;
        self.search_queries.ensure_indexes().await?;
        self.stock_alerts.ensure_indexes().await?;
        self.reviews.ensure_indexes().await?;
        self.returns.ensure_indexes().await?;
        self.questions.ensure_indexes().await?;
        self.tax_papers.ensure_indexes().await
    }

    /// Drops the whole database (tests use a fresh one each).
    pub async fn drop_database(&self) -> Result<(), RepositoryError> {
        self.database.drop().await?;
        Ok(())
    }
}

/// Which of `ids` a collection already holds.
async fn existing_ids<T: Send + Sync>(
    collection: &Collection<T>,
    ids: &[ObjectId],
) -> Result<Vec<ObjectId>, RepositoryError> {
    let found: Vec<Document> = collection
        .clone_with_type::<Document>()
        .find(doc! { "_id": { "$in": ids } })
        .projection(doc! { "_id": 1 })
        .await?
        .try_collect()
        .await?;
    Ok(found.iter().filter_map(|d| d.get_object_id("_id").ok()).collect())
}
