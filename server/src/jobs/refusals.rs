//! Summing up the refusals the log left out: one line per window, and one
//! for the window in hand when the jobs stop.

use crate::refusal_log::{RefusalLog, WINDOW};

/// Writes the summary of every window that left refusals out until the jobs
/// stop, then that of the window in hand; run it with [`super::Jobs::spawn`].
pub async fn run(stop: super::StopSignal) {
    super::every(WINDOW, stop, || async { summarise() }).await;
    summarise();
}

fn summarise() {
    let Some(summary) = RefusalLog::global().end_window() else {
        return;
    };
    let most: Vec<String> = summary
        .most
        .iter()
        .map(|(client, kind, count)| match client {
            Some(client) => format!("{client} {kind} x{count}"),
            None => format!("{kind} x{count}"),
        })
        .collect();
    tracing::warn!(
        left_out = summary.left_out,
        seconds = WINDOW.as_secs(),
        most = %most.join(", "),
        "requests refused and not logged one by one"
    );
}
