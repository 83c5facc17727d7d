//! A faulty network between the shop and a payment provider (bKash, or
//! SSLCommerz with [`FaultyBkash::before`]): a proxy in front of the
//! simulator that passes every call on (method, path and query kept), except those a test tells it to
//! delay, lose the answer of, or answer with a gateway error. It counts the
//! calls it saw per path, so a test can tell what the shop asked bKash.

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use std::{
    collections::HashMap,
    net::TcpListener,
    sync::{Arc, Mutex},
    time::Duration,
};

/// The shop's calls, by the end of their path (what rules and counts match).
pub const CREATE: &str = "checkout/create";
pub const EXECUTE: &str = "checkout/execute";
pub const STATUS: &str = "checkout/payment/status";
/// A v2 refund, and the v2 list of a payment's refunds.
pub const REFUND: &str = "refund/payment/transaction";
pub const REFUNDS: &str = "refund/payment/status";

/// What happens to a call the rule matches.
#[derive(Debug, Clone, Copy)]
pub enum Fault {
    /// Held this long before it is passed on (its answer comes after that).
    Delay(Duration),
    /// Passed on at once, and its answer never comes back: the connection
    /// stays silent for this long, past the shop's time-out.
    LoseAnswer(Duration),
    /// Not passed on: a gateway answers 502 with an HTML page.
    GatewayError,
}

#[derive(Debug, Clone)]
struct Rule {
    /// The end of the path, e.g. [`EXECUTE`] or [`REFUND`].
    path: &'static str,
    fault: Fault,
    /// How many more calls it applies to; `None`: all of them.
    times: Option<usize>,
}

#[derive(Default)]
struct Shared {
    rules: Vec<Rule>,
    calls: HashMap<String, usize>,
}

/// The proxy; the shop's bKash base URL is [`FaultyBkash::base_url`].
#[derive(Clone)]
pub struct FaultyBkash {
    url: String,
    shared: Arc<Mutex<Shared>>,
}

impl FaultyBkash {
    /// A proxy in front of this test run's simulator, passing everything on.
    pub fn start() -> Self {
        Self::before(crate::simulator::bkash().url.clone())
    }

    /// A proxy in front of the simulator at `upstream`.
    pub fn before(upstream: String) -> Self {
        let shared = Arc::new(Mutex::new(Shared::default()));
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the proxy");
        let url = format!("http://{}", listener.local_addr().expect("address"));
        let state = (Arc::clone(&shared), upstream, reqwest::Client::new());
        let server = HttpServer::new(move || {
            App::new()
                .app_data(web::Data::new(state.clone()))
                .default_service(web::to(pass_on))
        })
        .workers(1)
        .disable_signals()
        .listen(listener)
        .expect("listen")
        .run();
        tokio::spawn(server);
        FaultyBkash { url, shared }
    }

    pub fn base_url(&self) -> String {
        format!("{}/v1.2.0-beta", self.url)
    }

    /// The proxy's own address (for a provider configured with its origin).
    pub fn url(&self) -> String {
        self.url.clone()
    }

    /// Applies `fault` to the next `times` calls whose path ends with `path` (all with `None`).
    pub fn fail(&self, path: &'static str, fault: Fault, times: Option<usize>) {
        self.lock().rules.push(Rule { path, fault, times });
    }

    /// Passes every call on again.
    pub fn heal(&self) {
        self.lock().rules.clear();
    }

    /// How many calls whose path ends with `path` reached the proxy.
    pub fn calls(&self, path: &str) -> usize {
        self.lock()
            .calls
            .iter()
            .filter(|(seen, _)| seen.ends_with(path))
            .map(|(_, count)| count)
            .sum()
    }

    /// Every call to a payment (create, execute, status, refund, refunds): what bKash would bill in effort.
    pub fn payment_calls(&self) -> usize {
        [CREATE, EXECUTE, STATUS, REFUND, REFUNDS]
            .iter()
            .map(|path| self.calls(path))
            .sum()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Shared> {
        self.shared.lock().expect("proxy state")
    }
}

type State = (Arc<Mutex<Shared>>, String, reqwest::Client);

async fn pass_on(request: HttpRequest, body: web::Bytes, state: web::Data<State>) -> HttpResponse {
    let (shared, upstream, client) = state.get_ref().clone();
    let path = request.path().to_owned();
    let query = request.query_string().to_owned();
    let fault = {
        let mut shared = shared.lock().expect("proxy state");
        *shared.calls.entry(path.clone()).or_default() += 1;
        let rule = shared
            .rules
            .iter_mut()
            .find(|rule| (path.ends_with(rule.path) || query.contains(rule.path)) && rule.times != Some(0));
        rule.map(|rule| {
            if let Some(left) = rule.times.as_mut() {
                *left -= 1;
            }
            rule.fault
        })
    };
    let target = if query.is_empty() {
        format!("{upstream}{path}")
    } else {
        format!("{upstream}{path}?{query}")
    };
    let method = reqwest::Method::from_bytes(request.method().as_str().as_bytes()).unwrap_or(reqwest::Method::POST);
    let mut forward = client.request(method, target).body(body.to_vec());
    for (name, value) in request.headers() {
        if name != "host" && name != "content-length" {
            forward = forward.header(name.as_str(), value.as_bytes());
        }
    }
    // The call goes on by itself, as it would at bKash, whatever the shop does meanwhile.
    let call = async move {
        let answer = forward.send().await.ok()?;
        let status = answer.status().as_u16();
        Some((status, answer.bytes().await.ok()?))
    };
    let answered = match fault {
        Some(Fault::GatewayError) => {
            return HttpResponse::BadGateway()
                .content_type("text/html")
                .body("<html><body>502 Bad Gateway</body></html>");
        }
        Some(Fault::Delay(pause)) => {
            tokio::spawn(async move {
                tokio::time::sleep(pause).await;
                call.await
            })
            .await
        }
        Some(Fault::LoseAnswer(silence)) => {
            tokio::spawn(call);
            tokio::time::sleep(silence).await;
            return HttpResponse::GatewayTimeout().finish();
        }
        None => tokio::spawn(call).await,
    };
    match answered {
        Ok(Some((status, bytes))) => HttpResponse::build(
            actix_web::http::StatusCode::from_u16(status).unwrap_or(actix_web::http::StatusCode::BAD_GATEWAY),
        )
        .content_type("application/json")
        .body(bytes),
        _ => HttpResponse::BadGateway().finish(),
    }
}
