//! The task that sends the queued webhooks, one after the other. A failed
//! one (no answer in 5 s, no connection, or not a 2xx) is tried again in
//! its own task after 1, 2 and 4 seconds, so it does not hold up the rest.
//! One stdout line per attempt: `webhook delivery_status 1424107 Delivered -> 200`.

use super::{Outgoing, payload, shuffle::Shuffle};
use serde_json::Value;
use std::{io::Write, sync::Arc, time::Duration};
use tokio::sync::mpsc::UnboundedReceiver;

/// Seconds before each retry of a failed webhook.
const BACK_OFF: [u64; 3] = [1, 2, 4];

/// The merchant's callback.
pub struct Target {
    pub client: reqwest::Client,
    pub url: String,
    pub token: Option<String>,
}

/// Sends what arrives on `queue` until every sender is gone.
pub async fn run(mut queue: UnboundedReceiver<Outgoing>, target: Target, shuffle: Option<Duration>) {
    let target = Arc::new(target);
    let mut held = Shuffle::default();
    loop {
        let next = match shuffle {
            Some(patience) if held.is_holding() => match tokio::time::timeout(patience, queue.recv()).await {
                Ok(next) => next,
                Err(_) => {
                    deliver_all(&target, held.release()).await;
                    continue;
                }
            },
            _ => queue.recv().await,
        };
        let Some(outgoing) = next else {
            return;
        };
        let bodies = if shuffle.is_some() && !outgoing.replay && payload::is_delivery_status(&outgoing.body) {
            held.take(outgoing.body)
        } else {
            vec![outgoing.body]
        };
        deliver_all(&target, bodies).await;
    }
}

async fn deliver_all(target: &Arc<Target>, bodies: Vec<Value>) {
    for body in bodies {
        if let Err(failure) = attempt(target, &body).await {
            log(&body, &format!("{failure}; again in {} s", BACK_OFF[0]));
            tokio::spawn(retry(Arc::clone(target), body));
        }
    }
}

async fn retry(target: Arc<Target>, body: Value) {
    for (index, wait) in BACK_OFF.iter().enumerate() {
        tokio::time::sleep(Duration::from_secs(*wait)).await;
        let Err(failure) = attempt(&target, &body).await else {
            return;
        };
        match BACK_OFF.get(index + 1) {
            Some(next) => log(&body, &format!("{failure}; again in {next} s")),
            None => log(&body, &format!("{failure}; given up")),
        }
    }
}

/// One POST; logs a success, answers a failure for the caller to log.
async fn attempt(target: &Target, body: &Value) -> Result<(), String> {
    let mut request = target.client.post(&target.url).json(body);
    if let Some(token) = &target.token {
        request = request.bearer_auth(token);
    }
    match request.send().await {
        Ok(response) if response.status().is_success() => {
            log(body, &response.status().as_u16().to_string());
            Ok(())
        }
        Ok(response) => Err(response.status().as_u16().to_string()),
        Err(error) if error.is_timeout() => Err("no answer in 5 s".into()),
        Err(error) if error.is_connect() => Err("cannot connect".into()),
        Err(_) => Err("failed".into()),
    }
}

fn log(body: &Value, outcome: &str) {
    // A closed stdout (the starting script went away) must not stop the simulator.
    let _ = writeln!(
        std::io::stdout().lock(),
        "webhook {} -> {outcome}",
        payload::describe(body)
    );
}
