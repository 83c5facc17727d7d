//! Starting a simulator: bind (port 0 picks a free one), serve its routes
//! with one log line per call, print the first line scripts and tests wait
//! for, and stop on SIGINT, SIGTERM or (when asked) when standard input
//! closes, so a test harness that dies takes its simulators with it.

use crate::log;
use actix_web::{App, HttpServer, dev::Server, dev::Service, web};
use std::{io, io::Write, net::TcpListener, process::ExitCode};

/// A bound listener, and where it is reached.
pub struct Bound {
    listener: TcpListener,
    /// The port bound (not 0).
    pub port: u16,
    /// Where a shopper's browser reaches the simulator, without a trailing `/`:
    /// `public_url` when given, else `http://HOST:PORT`.
    pub public_url: String,
}

/// Binds `host:port`.
pub fn bind(host: &str, port: u16, public_url: Option<&str>) -> io::Result<Bound> {
    let listener = TcpListener::bind((host, port))?;
    let port = listener.local_addr()?.port();
    let url = match public_url {
        Some(url) => url.to_owned(),
        None if host.contains(':') => format!("http://[{host}]:{port}"),
        None => format!("http://{host}:{port}"),
    };
    Ok(Bound {
        listener,
        port,
        public_url: url.trim_end_matches('/').to_owned(),
    })
}

/// The server of `bound`: what `configure` registers (app data, routes, the
/// default service), each call logged.
pub fn server<F>(bound: Bound, configure: F) -> io::Result<Server>
where
    F: Fn(&mut web::ServiceConfig) + Send + Clone + 'static,
{
    Ok(HttpServer::new(move || {
        App::new()
            .wrap_fn(|request, service| {
                let (method, path) = (request.method().clone(), request.path().to_owned());
                let call = service.call(request);
                async move {
                    let response = call.await?;
                    log::record(&method, &path, &response);
                    Ok(response)
                }
            })
            .configure(configure.clone())
    })
    .workers(2)
    .listen(bound.listener)?
    .run())
}

/// Prints `first_line` (scripts and tests wait for it and read the port from
/// it), then serves until stopped; `name` begins the error lines.
pub async fn run(name: &str, server: Server, first_line: &str, stop_with_stdin: bool) -> ExitCode {
    let _ = writeln!(io::stdout().lock(), "{first_line}");
    if stop_with_stdin {
        std::thread::spawn(|| {
            // Read until end of input (or an error), then leave.
            let _ = io::copy(&mut io::stdin().lock(), &mut io::sink());
            std::process::exit(0);
        });
    }
    match server.await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{name}: stopped: {error}");
            ExitCode::FAILURE
        }
    }
}
