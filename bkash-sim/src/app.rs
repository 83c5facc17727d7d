//! The HTTP server: the API, the shopper's page and the call log.

use crate::{
    api,
    config::{Config, Credentials},
    log, page,
    state::State,
};
use actix_web::{App, HttpServer, dev::Server, dev::Service, web};
use std::{io, net::TcpListener, time::Duration};

/// A bound, not yet running simulator.
pub struct Simulator {
    server: Server,
    port: u16,
    public_url: String,
}

impl Simulator {
    /// Binds the listener (so port 0 is resolved) and prepares the server.
    pub fn build(config: &Config) -> io::Result<Self> {
        let listener = TcpListener::bind((config.host.as_str(), config.port))?;
        let port = listener.local_addr()?.port();
        let public_url = config.public_url(port);
        let state = web::Data::new(State::new(
            Credentials::from(config),
            Duration::from_secs(config.token_seconds),
            public_url.clone(),
        ));
        let server = HttpServer::new(move || {
            App::new()
                .app_data(state.clone())
                .wrap_fn(|request, service| {
                    let (method, path) = (request.method().clone(), request.path().to_owned());
                    let call = service.call(request);
                    async move {
                        let response = call.await?;
                        log::record(&method, &path, &response);
                        Ok(response)
                    }
                })
                .configure(api::routes)
                .configure(page::routes)
                .default_service(web::to(api::missing_route))
        })
        .workers(2)
        .listen(listener)?
        .run();
        Ok(Simulator {
            server,
            port,
            public_url,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    /// Serves until SIGINT or SIGTERM.
    pub async fn run_until_stopped(self) -> io::Result<()> {
        self.server.await
    }
}
