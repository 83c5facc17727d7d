//! Where uncached listing answers are made. Each one scans the whole catalog,
//! so it runs on one of a few threads of its own, never on an I/O worker, and
//! those threads run at a lower CPU priority: when the cores are busy, product
//! pages, kept answers, carts and sign-ins go first and scans take what is
//! left. Half the cores scan at most; past [`MAX_WAITING`] waiting scans the
//! next one is refused at once (503) instead of queueing without end, and one
//! client address may hold at most [`MAX_WAITING_PER_CLIENT`] of those places,
//! so a single client looping uncached queries cannot fill the queue for everyone.

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
        mpsc,
    },
};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, oneshot};

/// Scans allowed to wait for a thread; each waiter holds only a connection.
const MAX_WAITING: usize = 256;
/// A client address's fair share of the waiting places: at least eight
/// clients can always wait at once.
pub const MAX_WAITING_PER_CLIENT: usize = MAX_WAITING / 8;
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

impl From<ScanError> for crate::failure::Failure {
    fn from(error: ScanError) -> Self {
        use crate::failure::Failure;
        match error {
            ScanError::Busy => Failure::Busy(shop_core::Text::new(crate::texts::shop::BUSY)),
            stopped => Failure::internal("a listing scan failed", stopped),
        }
    }
}

type Job = Box<dyn FnOnce() + Send>;

pub struct ScanGate {
    permits: Arc<Semaphore>,
    waiting: AtomicUsize,
    /// Waiting scans per client address (no entry at zero, so it stays small).
    waiting_per_client: Mutex<HashMap<IpAddr, usize>>,
    jobs: mpsc::Sender<(Job, OwnedSemaphorePermit)>,
}

/// Counts a waiter for as long as it waits, however its wait ends.
struct Waiting<'a>(&'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Counts a client's waiter for as long as it waits.
struct ClientWaiting<'a> {
    counts: &'a Mutex<HashMap<IpAddr, usize>>,
    client: IpAddr,
}

impl Drop for ClientWaiting<'_> {
    fn drop(&mut self) {
        let mut counts = self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(count) = counts.get_mut(&self.client) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                counts.remove(&self.client);
            }
        }
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
            waiting_per_client: Mutex::new(HashMap::new()),
            jobs,
        }
    }

    /// Half the machine's cores, so scans never take every core from the I/O workers.
    pub fn for_this_machine() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        Self::new(cores / 2)
    }

    /// Takes one of `client`'s waiting places, or refuses past its fair share.
    fn wait_as(&self, client: IpAddr) -> Result<ClientWaiting<'_>, ScanError> {
        let mut counts = self
            .waiting_per_client
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let count = counts.entry(client).or_insert(0);
        if *count >= MAX_WAITING_PER_CLIENT {
            return Err(ScanError::Busy);
        }
        *count += 1;
        Ok(ClientWaiting {
            counts: &self.waiting_per_client,
            client,
        })
    }

    /// Runs `work` for `client` (its address's limit key, when known) on a
    /// scan thread once one is free. The permit goes with the work, so a
    /// client that hangs up mid-scan does not free its place while the scan
    /// still runs.
    pub async fn run<T: Send + 'static>(
        &self,
        client: Option<IpAddr>,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ScanError> {
        let client_waiting = client.map(|client| self.wait_as(client)).transpose()?;
        let waiting = Waiting(&self.waiting);
        if self.waiting.fetch_add(1, Ordering::SeqCst) >= MAX_WAITING {
            return Err(ScanError::Busy);
        }
        let permit = Arc::clone(&self.permits)
            .acquire_owned()
            .await
            .map_err(|_| ScanError::Busy)?;
        drop(waiting);
        drop(client_waiting);
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
                gate.run(None, move || {
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
        let failed = gate.run(None, || -> u32 { panic!("scan failed") }).await;
        assert!(matches!(failed, Err(ScanError::Stopped)));
        assert_eq!(gate.run(None, || 7).await.ok(), Some(7));
    }

    #[tokio::test]
    async fn one_client_waits_in_at_most_its_share_and_others_still_get_in() {
        let gate = Arc::new(ScanGate::new(1));
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let hold = Arc::new(Mutex::new(hold));
        let greedy: IpAddr = "203.0.113.66".parse().expect("address");
        // The one thread is kept busy, so every later scan waits.
        let busy = {
            let (gate, hold) = (Arc::clone(&gate), Arc::clone(&hold));
            tokio::spawn(async move { gate.run(None, move || drop(hold.lock().map(|h| h.recv()))).await })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        let mut waiting = Vec::new();
        for _ in 0..MAX_WAITING_PER_CLIENT {
            let gate = Arc::clone(&gate);
            waiting.push(tokio::spawn(async move { gate.run(Some(greedy), || 1).await }));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        let refused = gate.run(Some(greedy), || 1).await;
        assert!(matches!(refused, Err(ScanError::Busy)), "past its share");
        let other: IpAddr = "198.51.100.9".parse().expect("address");
        let polite = {
            let gate = Arc::clone(&gate);
            tokio::spawn(async move { gate.run(Some(other), || 2).await })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        release.send(()).expect("release");
        assert_eq!(
            polite.await.expect("joined").ok(),
            Some(2),
            "another client still got in"
        );
        for scan in waiting {
            assert_eq!(scan.await.expect("joined").ok(), Some(1));
        }
        busy.await.expect("joined").expect("ran");
        assert!(gate.waiting_per_client.lock().expect("counts").is_empty());
    }
}
