//! Builds the application the same way for `main` and for tests.

use crate::{
    auth::{PasswordHasher, TokenKeys},
    config::Settings,
    rate_limit::CredentialLimiter,
    repository::{Repositories, RepositoryError},
    routes,
};
use actix_web::{App, HttpServer, dev::Server, middleware, web};
use std::{net::TcpListener, time::Duration};
use tracing_actix_web::TracingLogger;

/// A bound, ready-to-run server.
pub struct Application {
    port: u16,
    server: Server,
    repositories: Repositories,
}

/// Why the application could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error("cannot listen on {address}: {source}")]
    Bind { address: String, source: std::io::Error },
    #[error("BCRYPT_COST is not usable: {0}")]
    Password(bcrypt::BcryptError),
    #[error("the database at MONGODB_URI did not answer: {0}")]
    Database(#[from] RepositoryError),
}

/// How long startup waits for the database to come up (e.g. just launched).
const DATABASE_STARTUP_WAIT: Duration = Duration::from_secs(30);

impl Application {
    /// Connects to MongoDB, creates indexes and binds the listener (port 0 picks a free port).
    pub async fn build(settings: Settings) -> Result<Self, StartupError> {
        let repositories = Repositories::connect(&settings).await?;
        wait_for_indexes(&repositories).await?;

        let address = format!("{}:{}", settings.host, settings.port);
        let listener = TcpListener::bind(&address).map_err(|source| StartupError::Bind {
            address: address.clone(),
            source,
        })?;
        let port = listener
            .local_addr()
            .map_err(|source| StartupError::Bind { address, source })?
            .port();

        let data = web::Data::new(repositories.clone());
        let settings_data = web::Data::new(settings.clone());
        let keys = web::Data::new(TokenKeys::new(&settings.jwt_secret, settings.token_lifetime));
        let hasher = web::Data::new(PasswordHasher::new(settings.bcrypt_cost).map_err(StartupError::Password)?);
        // One limiter shared by every worker, so the budget is per address, not per thread.
        let limiter = CredentialLimiter::new(settings.credential_burst, settings.credential_refill_seconds);
        let static_dir = settings.static_dir.clone();
        let mut server = HttpServer::new(move || {
            App::new()
                .wrap(middleware::Compress::default())
                .wrap(TracingLogger::default())
                .app_data(data.clone())
                .app_data(keys.clone())
                .app_data(hasher.clone())
                .app_data(settings_data.clone())
                .configure(routes::configure(static_dir.clone(), limiter.clone()))
        })
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
        Ok(Application {
            port,
            server,
            repositories,
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

    /// Serves until the process is told to stop (SIGINT/SIGTERM finish in-flight requests).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

async fn wait_for_indexes(repositories: &Repositories) -> Result<(), RepositoryError> {
    let started = std::time::Instant::now();
    loop {
        match repositories.ensure_indexes().await {
            Ok(()) => return Ok(()),
            Err(RepositoryError::Unavailable(error)) if started.elapsed() < DATABASE_STARTUP_WAIT => {
                tracing::info!(%error, "waiting for the database");
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            Err(error) => return Err(error),
        }
    }
}
