//! The Steadfast simulator's routes on the kit's server (the API, the
//! merchant page, the tests' JSON and, for anything else, a not-found
//! answer), its webhook sender and, in scripted mode, its script.

use crate::{
    api,
    config::Config,
    page, script,
    state::{Keys, State},
    tests_api,
    webhook::Notifier,
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
    /// Binds the listener (so port 0 is resolved), starts the webhook sender
    /// and the script (inside the running runtime) and prepares the server.
    pub fn build(config: &Config) -> io::Result<Self> {
        let bound = serve::bind(&config.host, config.port, config.public_url.as_deref())?;
        let (port, public_url) = (bound.port, bound.public_url.clone());
        let step = Duration::from_millis(config.step_ms);
        let notifier = match &config.webhook_url {
            Some(url) => Notifier::start(
                url.clone(),
                config.webhook_token.clone().filter(|token| !token.is_empty()),
                // A held-back webhook waits at most two steps for the next one.
                config.scripted.then_some(step * 2),
            )?,
            None => Notifier::default(),
        };
        let keys = Keys {
            api_key: config.api_key.clone(),
            secret_key: config.secret_key.clone(),
        };
        let state = web::Data::new(State::new(keys, notifier));
        if config.scripted {
            tokio::spawn(script::run(state.clone(), step));
        }
        let server = serve::server(bound, move |routes| {
            routes
                .app_data(state.clone())
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
