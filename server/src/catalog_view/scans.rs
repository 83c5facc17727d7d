//! Where uncached listing answers are made. Each one scans the whole catalog,
//! so it runs on one of a few threads of its own, never on an I/O worker, and
//! those threads run at a lower CPU priority: when the cores are busy, product
//! pages, kept answers, carts and sign-ins go first and scans take what is
//! left. Half the cores scan at most; past [`MAX_WAITING`] waiting scans the
//! next one is refused at once (503) instead of queueing without end.

use std::sync::{
    Arc, Mutex,
    atomic::{AtomicUsize, Ordering},
    mpsc,
};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, oneshot};

/// Scans allowed to wait for a thread; each waiter holds only a connection.
const MAX_WAITING: usize = 256;
/// The scan threads' nice value, the lowest: on busy cores the I/O workers
/// (at 0) get some 70 times a scan's CPU share; on idle ones scans run at full speed.
const SCAN_NICENESS: i32 = 19;

/// Why a scan was not run.
#[derive(Debug, thiserror::Error)]
pub enum ScanError {
    #[error("too many uncached listings are being made")]
    Busy,
    #[error("a listing scan stopped before answering")]
    Stopped,
}

type Job = Box<dyn FnOnce() + Send>;

pub struct ScanGate {
    permits: Arc<Semaphore>,
    waiting: AtomicUsize,
    jobs: mpsc::Sender<(Job, OwnedSemaphorePermit)>,
}

/// Counts a waiter for as long as it waits, however its wait ends.
struct Waiting<'a>(&'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

fn lower_this_threads_priority() {
    // On Linux a nice value belongs to the calling thread alone.
    if let Err(error) = rustix::process::setpriority_process(None, SCAN_NICENESS) {
        tracing::warn!(%error, "catalog scans run at the I/O workers' priority");
    }
}

impl ScanGate {
    /// A gate with `threads` scan threads (at least one).
    pub fn new(threads: usize) -> Self {
        let threads = threads.max(1);
        let (jobs, received) = mpsc::channel::<(Job, OwnedSemaphorePermit)>();
        let received = Arc::new(Mutex::new(received));
        for n in 0..threads {
            let received = Arc::clone(&received);
            let spawned = std::thread::Builder::new()
                .name(format!("catalog-scan-{n}"))
                .spawn(move || {
                    lower_this_threads_priority();
                    loop {
                        let next = received
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner)
                            .recv();
                        let Ok((job, permit)) = next else { return };
                        // A panicking scan answers nothing (its caller sees `Stopped`); the thread goes on.
                        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                        drop(permit);
                    }
                });
            if let Err(error) = spawned {
                tracing::error!(%error, "could not start a catalog scan thread");
            }
        }
        ScanGate {
            permits: Arc::new(Semaphore::new(threads)),
            waiting: AtomicUsize::new(0),
            jobs,
        }
    }

    /// Half the machine's cores, so scans never take every core from the I/O workers.
    pub fn for_this_machine() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        Self::new(cores / 2)
    }

    /// Runs `work` on a scan thread once one is free. The permit goes with
    /// the work, so a client that hangs up mid-scan does not free its place
    /// while the scan still runs.
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
        let (answer, answered) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = answer.send(work());
        });
        self.jobs.send((job, permit)).map_err(|_| ScanError::Stopped)?;
        answered.await.map_err(|_| ScanError::Stopped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn runs_at_most_its_threads_at_once_and_refuses_past_the_queue() {
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

    #[tokio::test]
    async fn a_panicking_scan_answers_stopped_and_the_next_one_runs() {
        let gate = ScanGate::new(1);
        let failed = gate.run(|| -> u32 { panic!("scan failed") }).await;
        assert!(matches!(failed, Err(ScanError::Stopped)));
        assert_eq!(gate.run(|| 7).await.ok(), Some(7));
    }
}
