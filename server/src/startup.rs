//! Builds the application the same way for `main` and for tests.

use crate::metrics::Metrics;
use crate::seo::sitemaps::Sitemaps;
use crate::services::schema::SchemaError;
use crate::{
    auth::{PasswordHasher, Revocations, TokenKeys, sessions},
    catalog_view::{self, CatalogView},
    config::{self, Settings},
    jobs::{
        self,
        carriers::SmsCarrier,
        outbox::{Pacing, Sender},
    },
    mail::{MailError, Mailer},
    rate_limit::{self, Limits},
    repository::{Repositories, RepositoryError},
    request_log::{self, RequestLog},
    routes,
    services::{payments::PaymentDesk, shipping::ShippingDesk},
    telemetry,
};
use actix_cors::Cors;
use actix_web::{
    App, HttpServer,
    dev::Server,
    http::header::{self, HeaderName},
    middleware, web,
};
use std::{net::TcpListener, sync::Arc, time::Duration};
use tracing_actix_web::TracingLogger;
use waits::{filled_catalog, wait_for_schema};

mod waits;

/// A bound, ready-to-run server.
pub struct Application {
    port: u16,
    server: Server,
    repositories: Repositories,
    catalog: Arc<CatalogView>,
    sitemaps: Arc<Sitemaps>,
    /// The background jobs, the outbox's senders among them (e-mails
    /// without `SMTP_HOST` and SMS without `SMS_GATEWAY` are only queued).
    jobs: jobs::Jobs,
    /// The metrics listener and its port, when `METRICS_ADDR` is set.
    metrics: Option<(Server, u16)>,
}

/// Why the application could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error("cannot listen on {address}: {source}")]
    Bind { address: String, source: std::io::Error },
    #[error("BCRYPT_COST is not usable: {0}")]
    Password(bcrypt::BcryptError),
    #[error("cannot build the catalog view: {0}")]
    Catalog(String),
    #[error("the database at MONGODB_URI did not answer: {0}")]
    Database(#[from] RepositoryError),
    #[error(
        "the MongoDB at MONGODB_URI is a standalone server, not a replica set: checkout and \
         saving addresses run in transactions, which need one. Start mongod with --replSet and \
         run rs.initiate() once (a one-member set is enough), or use a hosted replica set"
    )]
    NotReplicaSet,
    #[error("{0}")]
    Config(#[from] config::ConfigError),
    #[error("{0}")]
    Schema(#[from] SchemaError),
    #[error("the payment provider cannot be set up: {0}")]
    Payments(#[from] crate::payments::ProviderError),
    #[error("{0}")]
    Mail(#[from] MailError),
    #[error("the SMS gateway's client cannot be set up: {0}")]
    Sms(#[from] reqwest::Error),
    #[error("the courier's client cannot be set up: {0}")]
    Courier(reqwest::Error),
}

/// How often the rate limiters forget addresses back at a full budget.
const LIMITER_SHRINK_EVERY: Duration = Duration::from_secs(30);

/// How long an idle connection stays open. Longer than the pools of browsers, Node and proxies
/// (60 s for nginx and AWS load balancers) keep one: a client sending on a pooled connection just as
/// the server closes it gets a reset, which it does not retry for a POST (a 502 behind a proxy).
/// actix's default is 5 s.
const KEEP_ALIVE: Duration = Duration::from_secs(75);

impl Application {
    /// Connects to MongoDB, creates indexes and binds the listener (port 0 picks a free port).
    pub async fn build(settings: Settings) -> Result<Self, StartupError> {
        config::check_secret(&settings.jwt_secret)?;
        let mailer = Mailer::from_settings(&settings.mail)?;
        let repositories = Repositories::connect(&settings).await?;
        wait_for_schema(&repositories).await?;
        if !repositories.runs_transactions().await? {
            return Err(StartupError::NotReplicaSet);
        }
        let revocations = Arc::new(Revocations::default());
        let revocations_since = repositories.sessions.database_time().await?;
        sessions::load(&revocations, &repositories).await?;
        tokio::spawn(sessions::follow(
            Arc::clone(&revocations),
            repositories.clone(),
            settings.catalog_sync,
            revocations_since,
        ));

        // Opened first, so that writes made while the view fills are read again.
        let catalog_feed = repositories.catalog_feed.open(None).await?;
        let filling = std::time::Instant::now();
        let catalog = filled_catalog(&repositories, &settings).await?;
        tracing::info!(
            products = catalog.len(),
            ms = filling.elapsed().as_millis(),
            "catalog view ready"
        );
        tokio::spawn(catalog_view::sync::run(
            Arc::clone(&catalog),
            repositories.clone(),
            settings.catalog_sync,
            catalog_feed,
        ));

        let desk = PaymentDesk::from_settings(&settings.payments, Arc::new(repositories.provider_tokens.clone()))?;
        match &settings.payments.bkash {
            Some(bkash) => tracing::info!(base_url = %bkash.base_url, "bKash payments on"),
            None => tracing::info!("no BKASH_* settings: checkout offers cash on delivery only"),
        }
        // Every instance runs the jobs; each move is conditional, so none is applied twice.
        let mut background = jobs::Jobs::default();
        background.spawn(|stop| jobs::payments::run(repositories.clone(), desk.clone(), stop));
        background.spawn(|stop| jobs::pruning::run(repositories.clone(), stop));
        background.spawn(jobs::refusals::run);
        background.spawn(|stop| jobs::unconfirmed_cash::run(repositories.clone(), desk.clone(), stop));
        background.spawn(|stop| jobs::tally_folding::run(repositories.clone(), settings.tally_folding, stop));
        let search_log = Arc::new(crate::services::search_log::SearchLog::default());
        background.spawn(|stop| jobs::search_log::run(repositories.clone(), Arc::clone(&search_log), stop));
        match &settings.vat {
            Some(vat) => {
                tracing::info!(bin = %vat.bin, "VAT registered: delivered orders get Mushak-6.3 invoices");
                background.spawn(|stop| jobs::invoicing::run(repositories.clone(), vat.clone(), stop));
            }
            None => tracing::info!("no VAT_BIN setting: no tax invoices are issued"),
        }
        let courier = crate::couriers::from_settings(&settings.courier).map_err(StartupError::Courier)?;
        match &settings.courier.account {
            Some(account) => tracing::info!(?account, "parcels are booked with the courier"),
            None => tracing::info!("no COURIER setting: orders are shipped by hand"),
        }
        let shipping = ShippingDesk::new(courier, settings.payments.public_url.clone(), settings.courier.interval)
            .with_advance(settings.courier.advance);
        background
            .spawn(|stop| jobs::parcels::run(repositories.clone(), shipping.clone(), settings.courier.interval, stop));

        let address = format!("{}:{}", settings.host, settings.port);
        let listener = TcpListener::bind(&address).map_err(|source| StartupError::Bind {
            address: address.clone(),
            source,
        })?;
        let port = listener
            .local_addr()
            .map_err(|source| StartupError::Bind { address, source })?
            .port();

        let shared = repositories.clone();
        let catalog_data = web::Data::from(Arc::clone(&catalog));
        let search_log_data = web::Data::from(search_log);
        let sitemaps = Arc::new(Sitemaps::default());
        let sitemaps_data = web::Data::from(Arc::clone(&sitemaps));
        let settings_data = web::Data::new(settings.clone());
        let desk_data = web::Data::new(desk);
        let shipping_data = web::Data::new(shipping);
        let turns = web::Data::new(crate::services::checkout::Turns::default());
        let keys = web::Data::new(
            TokenKeys::new(&settings.jwt_secret, settings.token_lifetime)
                .with_session_lifetime(settings.session_lifetime),
        );
        let revocations = web::Data::from(revocations);
        let hasher = web::Data::new(PasswordHasher::new(settings.bcrypt_cost).map_err(StartupError::Password)?);
        // One set of limits shared by every worker, so budgets are per address, not per thread.
        let limits = web::Data::new(Limits::new(&settings));
        tokio::spawn(rate_limit::shrink_every(limits.clone(), LIMITER_SHRINK_EVERY));
        let static_dir = settings.static_dir.clone();
        let bench_endpoint = settings.bench_endpoint;
        let cors_origins = settings.cors_origins.clone();
        let request_log = RequestLog::default();
        let request_log_data = web::Data::new(request_log.clone());
        let metrics = settings.metrics.as_ref().map(|_| Metrics::new());
        let counted = metrics.clone().unwrap_or_default();
        let counting = metrics.is_some();
        let mut server = HttpServer::new(move || {
            // Each worker talks to the database over a pool of its own (see there).
            let data = web::Data::new(shared.on_this_thread().unwrap_or_else(|error| {
                tracing::warn!(%error, "a worker shares the startup's database pool");
                shared.clone()
            }));
            App::new()
                .wrap(middleware::ErrorHandlers::new().default_handler(crate::error::json_error_answers))
                .wrap(middleware::Compress::default())
                .wrap(security_headers())
                .wrap(cors(&cors_origins))
                .wrap(middleware::from_fn({
                    let log = request_log.clone();
                    move |req, next| request_log::record(log.clone(), req, next)
                }))
                .wrap(middleware::NormalizePath::new(middleware::TrailingSlash::MergeOnly))
                .wrap(middleware::from_fn(telemetry::request_id_header))
                .wrap(TracingLogger::<telemetry::RequestSpans>::new())
                .wrap(middleware::Condition::new(
                    counting,
                    middleware::from_fn({
                        let counted = counted.clone();
                        move |req, next| crate::metrics::requests::record(counted.clone(), req, next)
                    }),
                ))
                .app_data(data)
                .app_data(keys.clone())
                .app_data(revocations.clone())
                .app_data(limits.clone())
                .app_data(hasher.clone())
                .app_data(settings_data.clone())
                .app_data(desk_data.clone())
                .app_data(shipping_data.clone())
                .app_data(turns.clone())
                .app_data(request_log_data.clone())
                .app_data(catalog_data.clone())
                .app_data(search_log_data.clone())
                .app_data(sitemaps_data.clone())
                .configure(routes::configure(static_dir.clone(), limits.clone(), bench_endpoint))
        })
        .keep_alive(KEEP_ALIVE)
        .shutdown_timeout(10);
        if let Some(workers) = settings.workers {
            server = server.workers(workers);
        }
        let server = server
            .listen(listener)
            .map_err(|source| StartupError::Bind {
                address: "listener".into(),
                source,
            })?
            .run();
        spawn_outbox_senders(&mut background, &repositories, mailer, &settings)?;
        let metrics = match (&settings.metrics, metrics) {
            (Some(place), Some(metrics)) => Some(
                crate::metrics::listener::serve(place, metrics, repositories.clone(), Arc::clone(&catalog)).map_err(
                    |source| StartupError::Bind {
                        address: place.address.to_string(),
                        source,
                    },
                )?,
            ),
            _ => None,
        };
        Ok(Application {
            port,
            server,
            repositories,
            catalog,
            sitemaps,
            jobs: background,
            metrics,
        })
    }

    /// The port actually bound.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The repositories the server uses (for seeding and tests).
    pub fn repositories(&self) -> &Repositories {
        &self.repositories
    }

    /// The in-memory catalog the listing is answered from.
    pub fn catalog(&self) -> Arc<CatalogView> {
        Arc::clone(&self.catalog)
    }

    /// The sitemap this instance keeps (for tests: how often it was built).
    pub fn sitemaps(&self) -> Arc<Sitemaps> {
        Arc::clone(&self.sitemaps)
    }

    /// Serves until the process is told to stop (SIGINT/SIGTERM finish in-flight requests).
    /// Then the jobs finish the pass in hand and stop (the search counts are
    /// written once more).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let metrics = self.metrics.map(|(server, _)| {
            let handle = server.handle();
            tokio::spawn(server);
            handle
        });
        let served = self.server.await;
        self.jobs.stop().await;
        if let Some(metrics) = metrics {
            metrics.stop(true).await;
        }
        served
    }

    /// The port metrics are served on, when they are.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics.as_ref().map(|(_, port)| *port)
    }
}

/// The outbox's senders of this instance. Without `SMTP_HOST` e-mails, and
/// without `SMS_GATEWAY` SMS, are only queued.
fn spawn_outbox_senders(
    background: &mut jobs::Jobs,
    repositories: &Repositories,
    mailer: Option<Mailer>,
    settings: &Settings,
) -> Result<(), StartupError> {
    let mail = &settings.mail;
    match mailer {
        Some(mailer) => {
            let pacing = Pacing {
                interval: mail.interval,
                retry_first: mail.retry_first,
                attempts: mail.attempts,
            };
            background.spawn(|stop| Sender::new(repositories.outbox.clone(), mailer, pacing).run(stop));
        }
        None => tracing::info!("SMTP_HOST is not set: e-mails are queued, not sent"),
    }
    let sms = &settings.sms;
    match crate::sms::from_settings(sms)? {
        Some(gateway) => {
            let pacing = Pacing {
                interval: sms.interval,
                retry_first: sms.retry_first,
                attempts: sms.attempts,
            };
            background.spawn(|stop| Sender::new(repositories.outbox.clone(), SmsCarrier(gateway), pacing).run(stop));
        }
        None => tracing::info!("SMS_GATEWAY is not set: SMS are queued, not sent"),
    }
    Ok(())
}

/// The browser may call the API with credentials from the configured front-end origins only.
fn cors(origins: &[String]) -> Cors {
    origins.iter().fold(
        Cors::default()
            .allowed_methods(["GET", "POST", "PUT", "DELETE"])
            .allowed_headers([header::CONTENT_TYPE, header::AUTHORIZATION, header::ACCEPT])
            .allowed_header(HeaderName::from_static("token"))
            .allowed_header(HeaderName::from_static("idempotency-key"))
            .supports_credentials()
            .max_age(3600),
        |cors, origin| cors.allowed_origin(origin),
    )
}

/// Headers on every answer: no sniffing, no framing, and a content security
/// policy that lets the app's own scripts and WebAssembly run and nothing else.
fn security_headers() -> middleware::DefaultHeaders {
    middleware::DefaultHeaders::new()
        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .add((header::X_FRAME_OPTIONS, "DENY"))
        .add((header::REFERRER_POLICY, "strict-origin-when-cross-origin"))
        .add((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
             img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; \
             base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
        ))
}
