//! The SSLCommerz simulator's routes on the kit's server: the API, the
//! shopper's page and, for anything else, a not-found page.

use crate::{
    api,
    config::Config,
    page,
    state::{State, Store},
};
use actix_web::{dev::Server, web};
use sim_kit::serve;
use std::{io, time::Duration};

/// A bound, not yet running simulator.
pub struct Simulator {
    pub server: Server,
    pub port: u16,
    pub public_url: String,
}

impl Simulator {
    /// Binds the listener (so port 0 is resolved) and prepares the server.
    pub fn build(config: &Config) -> io::Result<Self> {
        let bound = serve::bind(&config.host, config.port, config.public_url.as_deref())?;
        let (port, public_url) = (bound.port, bound.public_url.clone());
        let store = Store {
            id: config.store_id.clone(),
            password: config.store_password.clone(),
        };
        let state = State::new(
            store,
            public_url.clone(),
            Duration::from_millis(config.ipn_late_ms),
            Duration::from_millis(config.refund_delay_ms),
        )
        .map_err(io::Error::other)?;
        let state = web::Data::new(state);
        let server = serve::server(bound, move |routes| {
            routes
                .app_data(state.clone())
                .configure(api::routes)
                .configure(page::routes)
                .default_service(web::to(page::not_found));
        })?;
        Ok(Simulator {
            server,
            port,
            public_url,
        })
    }
}
