//! The bKash simulator's routes on the kit's server: the API, the
//! shopper's page and, for anything else, bKash's "no such API" answer.

use crate::{
    api,
    config::{Config, Credentials},
    page,
    state::State,
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
        let state = web::Data::new(State::new(
            Credentials::from(config),
            Duration::from_secs(config.token_seconds),
            public_url.clone(),
        ));
        let server = serve::server(bound, move |routes| {
            routes
                .app_data(state.clone())
                .configure(api::routes)
                .configure(page::routes)
                .default_service(web::to(api::missing_route));
        })?;
        Ok(Simulator {
            server,
            port,
            public_url,
        })
    }
}
