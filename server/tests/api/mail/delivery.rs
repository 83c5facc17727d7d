//! The sender loop of a running shop delivering the outbox to a real SMTP
//! server (the test's own sink) on 127.0.0.1.

use super::{placed, smtp_sink::SmtpSink};
use crate::helpers::{TestApp, spawn_app_with, test_settings};
use mongodb::bson::oid::ObjectId;
use shop_server::{
    config::{MailSettings, Settings},
    documents::outbox::{OutboxMessage, OutboxStatus},
};
use std::{
    collections::HashSet,
    time::{Duration, Instant},
};

/// How often the test's senders look for due e-mails.
const INTERVAL: Duration = Duration::from_millis(50);

/// Test settings whose sender mails 127.0.0.1:`port` every 50 ms, retrying after 300 ms.
fn mailing_settings(port: u16) -> Settings {
    Settings {
        mail: MailSettings {
            host: Some("127.0.0.1".into()),
            port,
            interval: INTERVAL,
            retry_first: Duration::from_millis(300),
            ..MailSettings::default()
        },
        ..test_settings()
    }
}

/// Waits up to 10 s for `done`; false if it never came.
async fn eventually(mut done: impl AsyncFnMut() -> bool) -> bool {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(10) {
        if done().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    false
}

async fn stored(app: &TestApp, message: &OutboxMessage) -> OutboxMessage {
    let found = app.repositories.outbox.find_by_dedupe_key(&message.dedupe_key).await;
    found.expect("read").expect("stored")
}

#[tokio::test]
async fn a_queued_e_mail_reaches_the_smtp_server_exactly_once() {
    let sink = SmtpSink::start(0).await;
    let app = spawn_app_with(mailing_settings(sink.address.port())).await;
    let reference = ObjectId::new().to_hex();
    let message = placed(&reference);
    assert!(app.repositories.outbox.enqueue(&message).await.expect("queued"));

    assert!(
        eventually(async || !sink.received().is_empty()).await,
        "nothing arrived"
    );
    // Many more intervals: nothing is sent twice.
    tokio::time::sleep(INTERVAL * 10).await;
    let received = sink.received();
    assert_eq!(received.len(), 1, "{received:#?}");
    let mail = &received[0];
    assert_eq!(mail.recipients, ["rahim@example.com"]);
    assert_eq!(mail.from, "orders@phone-shop.local");
    assert_eq!(mail.header("To").as_deref(), Some("rahim@example.com"));
    assert_eq!(mail.header("Subject"), Some(format!("We have your order {reference}")));
    assert_eq!(
        mail.header("Message-ID"),
        Some(format!("<{}@phone-shop.local>", message.id.to_hex())),
        "the outbox id names the e-mail"
    );
    let body = mail.decoded();
    for expected in [
        "Hello Rahim,",
        "1 x Galaxy S25 Ultra: 1,24,999.00 TK",
        "Total: 1,25,069.00 TK",
    ] {
        assert!(body.contains(expected), "missing {expected:?} in\n{body}");
    }
    assert!(
        body.contains("text/html") && body.contains("<strong>1,25,069.00 TK</strong>"),
        "{body}"
    );

    let sent = stored(&app, &message).await;
    assert_eq!((sent.status, sent.attempts), (OutboxStatus::Sent, 1));
    assert!(sent.sent_at.is_some() && sent.last_error.is_none(), "{sent:?}");
}

#[tokio::test]
async fn an_e_mail_waits_while_the_smtp_server_is_down_and_goes_once_it_is_up() {
    // A port nobody listens on yet.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port();
    let app = spawn_app_with(mailing_settings(port)).await;
    let message = placed(&ObjectId::new().to_hex());
    app.repositories.outbox.enqueue(&message).await.expect("queued");

    let failed_once = eventually(async || stored(&app, &message).await.last_error.is_some()).await;
    assert!(failed_once, "the sender never tried");
    let waiting = stored(&app, &message).await;
    assert_eq!(waiting.status, OutboxStatus::Pending, "{waiting:?}");
    assert!(waiting.sent_at.is_none());

    let sink = SmtpSink::start(port).await;
    let delivered = eventually(async || stored(&app, &message).await.status == OutboxStatus::Sent).await;
    assert!(
        delivered,
        "not sent once the server was up: {:?}",
        stored(&app, &message).await
    );
    tokio::time::sleep(INTERVAL * 10).await;
    let received = sink.received();
    assert_eq!(received.len(), 1, "{received:#?}");
    assert_eq!(received[0].recipients, ["rahim@example.com"]);
    assert!(stored(&app, &message).await.attempts >= 2);
}

#[tokio::test]
async fn two_instances_sending_one_outbox_send_each_e_mail_once() {
    let sink = SmtpSink::start(0).await;
    let first = spawn_app_with(mailing_settings(sink.address.port())).await;
    let second = spawn_app_with(Settings {
        mongodb_uri: first.settings.mongodb_uri.clone(),
        database_name: first.settings.database_name.clone(),
        ..mailing_settings(sink.address.port())
    })
    .await;
    let messages: Vec<OutboxMessage> = (0..20).map(|_| placed(&ObjectId::new().to_hex())).collect();
    for (i, message) in messages.iter().enumerate() {
        let app = if i % 2 == 0 { &first } else { &second };
        app.repositories.outbox.enqueue(message).await.expect("queued");
    }

    assert!(eventually(async || sink.received().len() >= messages.len()).await);
    tokio::time::sleep(INTERVAL * 10).await;
    let ids: Vec<String> = sink
        .received()
        .iter()
        .map(|m| m.header("Message-ID").expect("Message-ID"))
        .collect();
    let distinct: HashSet<&String> = ids.iter().collect();
    assert_eq!(ids.len(), messages.len(), "{ids:#?}");
    assert_eq!(distinct.len(), messages.len(), "an e-mail went twice: {ids:#?}");
}

#[tokio::test]
async fn a_recipient_refused_for_good_is_not_tried_again_and_one_refused_for_now_is() {
    let sink = SmtpSink::start(0).await;
    let app = spawn_app_with(mailing_settings(sink.address.port())).await;
    let unknown = OutboxMessage {
        to: "unknown.rahim@example.com".into(),
        ..placed(&ObjectId::new().to_hex())
    };
    let busy = OutboxMessage {
        to: "busy.rahim@example.com".into(),
        ..placed(&ObjectId::new().to_hex())
    };
    app.repositories.outbox.enqueue(&unknown).await.expect("queued");
    app.repositories.outbox.enqueue(&busy).await.expect("queued");

    let gave_up = eventually(async || stored(&app, &unknown).await.status == OutboxStatus::Failed).await;
    assert!(gave_up, "a 550 is not retried: {:?}", stored(&app, &unknown).await);
    let tried_again = eventually(async || stored(&app, &busy).await.attempts >= 2).await;
    assert!(tried_again, "a 451 is retried: {:?}", stored(&app, &busy).await);
    let refused = stored(&app, &unknown).await;
    assert_eq!(refused.attempts, 1, "{refused:?}");
    assert!(
        refused.last_error.as_deref().is_some_and(|e| e.contains("550")),
        "{refused:?}"
    );
    assert_eq!(stored(&app, &busy).await.status, OutboxStatus::Pending);
    assert!(sink.received().is_empty());
}
