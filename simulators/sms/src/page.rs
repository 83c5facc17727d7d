//! The inbox page: every SMS the gateway took, newest first, with its
//! number, text and time, so a person trying the shop reads the code they
//! were sent. `?msisdn=` shows one number's.

use crate::{inbox::Inbox, msisdn};
use actix_web::{HttpResponse, http::header::ContentType, web};
use serde::Deserialize;
use sim_kit::html::{Shell, escape};

const SHELL: Shell = Shell {
    service: "SSL Wireless SMS",
    notice: "a local simulator: no SMS leaves this machine",
    style: "body{font:15px system-ui,sans-serif;margin:0;color:#1d2733}header{background:#0b5394;color:#fff;\
            padding:12px 20px;display:flex;gap:12px;align-items:baseline}main{padding:16px 20px}\
            table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dde3ea;padding:8px;\
            text-align:left;vertical-align:top}td.sms{white-space:pre-wrap}small{opacity:.85}",
};

pub fn routes(config: &mut web::ServiceConfig) {
    config.route("/", web::get().to(inbox_page));
}

#[derive(Deserialize)]
struct Filter {
    msisdn: Option<String>,
}

async fn inbox_page(inbox: web::Data<Inbox>, filter: web::Query<Filter>) -> HttpResponse {
    let to = filter
        .msisdn
        .as_deref()
        .map(|m| msisdn::normalise(m).unwrap_or_default());
    let book = inbox.book();
    let rows: String = book
        .sent
        .iter()
        .rev()
        .filter(|sent| to.as_ref().is_none_or(|to| sent.msisdn == *to))
        .map(|sent| {
            format!(
                "<tr><td>+{}</td><td class=\"sms\">{}</td><td><time data-ms=\"{}\">{}</time></td></tr>",
                escape(&sent.msisdn),
                escape(&sent.sms),
                sent.at,
                escape(&clock_text(sent.at)),
            )
        })
        .collect();
    let body = if rows.is_empty() {
        "<p>No SMS sent yet.</p>".to_owned()
    } else {
        format!(
            "<table><thead><tr><th>To</th><th>Text</th><th>Sent (UTC)</th></tr></thead><tbody>{rows}</tbody></table>"
        )
    };
    let content = format!("<h1>Inbox</h1><p>Balance: {} segments</p>{body}", book.balance);
    HttpResponse::Ok()
        .content_type(ContentType::html())
        .body(SHELL.page("Inbox", &content))
}

/// `HH:MM:SS` of a moment in milliseconds since the epoch, in UTC.
fn clock_text(at: i64) -> String {
    let seconds = at.div_euclid(1000).rem_euclid(86_400);
    format!("{:02}:{:02}:{:02}", seconds / 3600, seconds / 60 % 60, seconds % 60)
}
