//! Stopping the jobs together when the instance stops: each loop ends
//! between two passes, so a pass that began (a fold's transaction, a claimed
//! e-mail) finishes instead of being cut off with the process, where MongoDB
//! would hold its open transaction for a minute and the other instances'
//! writes to the same documents would wait behind it.

use std::time::Duration;
use tokio::{
    sync::watch,
    task::JoinHandle,
    time::{Instant, timeout_at},
};

/// How long stopping waits for the passes in hand; a pass still running then
/// ends with the process (its transaction left to MongoDB's lifetime, its
/// claimed message to its lease).
const STOP_WAIT: Duration = Duration::from_secs(10);

/// What a job's loop watches to know it should end.
#[derive(Clone)]
pub struct StopSignal(watch::Receiver<bool>);

impl StopSignal {
    /// Waits until the jobs are asked to stop (or their owner is gone).
    pub async fn requested(&mut self) {
        let _ = self.0.wait_for(|stop| *stop).await;
    }

    /// Whether the jobs were asked to stop (or their owner is gone).
    pub fn is_requested(&self) -> bool {
        self.0.has_changed().is_err() || *self.0.borrow()
    }
}

/// The instance's running jobs.
pub struct Jobs {
    stop: watch::Sender<bool>,
    running: Vec<JoinHandle<()>>,
}

impl Default for Jobs {
    fn default() -> Self {
        Jobs {
            stop: watch::channel(false).0,
            running: Vec::new(),
        }
    }
}

impl Jobs {
    /// Runs `job` on the current runtime, handing it the signal to end on.
    pub fn spawn<Job, Fut>(&mut self, job: Job)
    where
        Job: FnOnce(StopSignal) -> Fut,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let signal = StopSignal(self.stop.subscribe());
        self.running.push(tokio::spawn(job(signal)));
    }

    /// Asks every job to stop after the pass in hand and waits for them, at
    /// most [`STOP_WAIT`] in all.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let deadline = Instant::now() + STOP_WAIT;
        for mut job in self.running {
            match timeout_at(deadline, &mut job).await {
                Ok(Ok(())) => {}
                Ok(Err(error)) => tracing::error!(%error, "a job ended badly"),
                Err(_) => {
                    tracing::warn!("a job's pass did not end in time; it ends with the process");
                    job.abort();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{
        Arc,
        atomic::{AtomicBool, AtomicU32, Ordering},
    };

    #[tokio::test]
    async fn a_loop_ends_on_the_signal_after_the_pass_in_hand() {
        let mut jobs = Jobs::default();
        let (passes, ended) = (Arc::new(AtomicU32::new(0)), Arc::new(AtomicBool::new(false)));
        let (began, mut has_begun) = watch::channel(false);
        let (counted, done) = (Arc::clone(&passes), Arc::clone(&ended));
        jobs.spawn(move |stop| async move {
            let (counted, began) = (&counted, &began);
            // A period far past the stop wait: only the signal ends the wait for a second pass.
            crate::jobs::every(Duration::from_secs(3600), stop, move || async move {
                let _ = began.send(true);
                tokio::time::sleep(Duration::from_millis(200)).await;
                counted.fetch_add(1, Ordering::SeqCst);
            })
            .await;
            done.store(true, Ordering::SeqCst);
        });
        let _ = has_begun.wait_for(|begun| *begun).await;
        jobs.stop().await;
        assert_eq!(passes.load(Ordering::SeqCst), 1, "the pass in hand was cut off");
        assert!(
            ended.load(Ordering::SeqCst),
            "the loop was cut off, not ended by the signal"
        );
    }

    #[tokio::test]
    async fn a_signal_outliving_its_jobs_reads_as_stop() {
        let jobs = Jobs::default();
        let mut stop = StopSignal(jobs.stop.subscribe());
        assert!(!stop.is_requested());
        drop(jobs);
        assert!(stop.is_requested());
        tokio::time::timeout(Duration::from_secs(5), stop.requested())
            .await
            .expect("the wait ends with its jobs");
    }
}
