//! The SMS simulator's routes on the kit's server: the gateway's API, the
//! inbox page, the tests' JSON and, for anything else, a not-found reply.

use crate::{api, config::Config, inbox::Inbox, page, tests_api};
use actix_web::{dev::Server, web};
use sim_kit::serve;
use std::io;

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
        let inbox = web::Data::new(Inbox::new(config));
        let server = serve::server(bound, move |routes| {
            routes
                .app_data(inbox.clone())
                .configure(api::routes)
                .configure(page::routes)
                .configure(tests_api::routes)
                .default_service(web::to(api::missing_route));
        })?;
        Ok(Simulator {
            server,
            port,
            public_url,
        })
    }
}
