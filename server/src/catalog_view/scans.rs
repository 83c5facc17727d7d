//! Where uncached listing answers are made. Each one scans the whole catalog,
//! so it runs on a blocking thread, never on an I/O worker, and at most
//! `permits` run at once: on this machine's 2 cores one core keeps answering
//! product pages, kept answers, carts and sign-ins while a flood of distinct
//! queries waits here. Past [`MAX_WAITING`] waiting scans the next one is
//! refused at once (503) instead of queueing without end.

use std::sync::{
    Arc,
    atomic::{AtomicUsize, Ordering},
};
use tokio::sync::Semaphore;

/// Scans allowed to wait for a permit; each waiter holds only a connection.
const MAX_WAITING: usize = 256;

/// Why a scan was not run.
#[derive(Debug, thiserror::Error)]
pub enum ScanError {
    #[error("too many uncached listings are being made")]
    Busy,
    #[error("a listing scan stopped: {0}")]
    Stopped(#[from] tokio::task::JoinError),
}

pub struct ScanGate {
    permits: Arc<Semaphore>,
    waiting: AtomicUsize,
}

/// Counts a waiter for as long as it waits, however its wait ends.
struct Waiting<'a>(&'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl ScanGate {
    /// A gate running `permits` scans at a time (at least one).
    pub fn new(permits: usize) -> Self {
        ScanGate {
            permits: Arc::new(Semaphore::new(permits.max(1))),
            waiting: AtomicUsize::new(0),
        }
    }

    /// Half the machine's cores, so scans never take every core from the I/O workers.
    pub fn for_this_machine() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        Self::new(cores / 2)
    }

    /// Runs `work` on a blocking thread once a permit is free. The permit
    /// goes with the work, so a client that hangs up mid-scan does not free
    /// its place while the scan still runs.
    pub async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T, ScanError> {
        let waiting = Waiting(&self.waiting);
        if self.waiting.fetch_add(1, Ordering::SeqCst) >= MAX_WAITING {
            return Err(ScanError::Busy);
        }
        let permit = Arc::clone(&self.permits)
            .acquire_owned()
            .await
            .map_err(|_| ScanError::Busy)?;
        drop(waiting);
        Ok(tokio::task::spawn_blocking(move || {
            let _permit = permit;
            work()
        })
        .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn runs_at_most_its_permits_at_once_and_refuses_past_the_queue() {
        let gate = Arc::new(ScanGate::new(1));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let scans = (0..MAX_WAITING + 20).map(|_| {
            let (gate, running, most) = (Arc::clone(&gate), Arc::clone(&running), Arc::clone(&most));
            tokio::spawn(async move {
                gate.run(move || {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(1));
                    running.fetch_sub(1, Ordering::SeqCst);
                })
                .await
            })
        });
        let results = futures_util::future::join_all(scans).await;
        let busy = results.iter().filter(|r| matches!(r, Ok(Err(ScanError::Busy)))).count();
        assert_eq!(most.load(Ordering::SeqCst), 1);
        assert!(busy >= 1, "the queue is bounded");
        assert!(results.iter().filter(|r| matches!(r, Ok(Ok(())))).count() >= MAX_WAITING);
        assert_eq!(gate.waiting.load(Ordering::SeqCst), 0);
    }
}
