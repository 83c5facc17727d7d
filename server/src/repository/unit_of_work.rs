//! The unit of work a use case opens: one MongoDB transaction that every
//! repository call inside it shares. The use case decides whether it
//! commits (its body answers `Ok(Ok(_))`) or rolls back (a refusal, or a
//! storage error); a body that met a concurrent writer runs again.

use super::{Repositories, RepositoryError};
use mongodb::ClientSession;

/// An open transaction, handed to repository calls that belong to it.
pub struct Tx {
    session: ClientSession,
}

impl Tx {
    /// The driver's session, for the repositories' commands only.
    pub(super) fn session(&mut self) -> &mut ClientSession {
        &mut self.session
    }
}

/// What a transaction body answers: its outcome or the refusal that rolls
/// it back, or a storage error (which rolls it back too).
pub type Decided<T, R> = Result<Result<T, R>, RepositoryError>;

/// Most runs of a body that keeps meeting concurrent writers.
const ATTEMPTS: u32 = 40;
/// Longest pause between two runs.
const MAX_PAUSE_MS: u64 = 200;

impl Repositories {
    /// Runs `body` in a transaction: committed when it answers `Ok(Ok(_))`,
    /// rolled back otherwise, and run again (after a short random pause that
    /// grows) while a write conflict makes it transient.
    ///
    /// The body takes the transaction and hands it back with its answer
    /// (`|mut tx| async move { let done = work(&mut tx).await; (tx, done) }`):
    /// a future that borrows it from a closure's argument could not be
    /// proven `Send` for the background jobs (rustc's higher-ranked
    /// auto-trait limitation), while one that owns it can.
    pub async fn transaction<T, R, F, Fut>(&self, mut body: F) -> Decided<T, R>
    where
        F: FnMut(Tx) -> Fut,
        Fut: Future<Output = (Tx, Decided<T, R>)>,
    {
        let mut attempt = 0;
        loop {
            attempt += 1;
            let ran = self.run_once(&mut body).await;
            match ran {
                Err(error) if error.is_transient() => {
                    if attempt >= ATTEMPTS {
                        return Err(error.gave_up());
                    }
                    self.counters.retries.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    // Full jitter on an exponential ceiling, so a crowd of
                    // conflicting writers spreads out instead of colliding again.
                    let ceiling = (2u64 << attempt.min(7)).min(MAX_PAUSE_MS);
                    let pause = rand::random_range(1..=ceiling);
                    tokio::time::sleep(std::time::Duration::from_millis(pause)).await;
                }
                done => return done,
            }
        }
    }

    /// Runs writes that refuse nothing as one transaction (see
    /// [`Repositories::transaction`]): all of them, or none.
    pub async fn atomically<T, F, Fut>(&self, mut body: F) -> Result<T, RepositoryError>
    where
        F: FnMut(Tx) -> Fut,
        Fut: Future<Output = (Tx, Result<T, RepositoryError>)>,
    {
        let done: Decided<T, std::convert::Infallible> = self
            .transaction(|tx| {
                let run = body(tx);
                async move {
                    let (tx, done) = run.await;
                    (tx, done.map(Ok))
                }
            })
            .await;
        done.map(|Ok(done)| done)
    }

    async fn run_once<T, R, Fut>(&self, body: &mut impl FnMut(Tx) -> Fut) -> Decided<T, R>
    where
        Fut: Future<Output = (Tx, Decided<T, R>)>,
    {
        let mut tx = Tx {
            session: self.client().start_session().await?,
        };
        tx.session.start_transaction().await?;
        let (mut tx, decided) = body(tx).await;
        match decided {
            Ok(Ok(done)) => {
                tx.session.commit_transaction().await?;
                Ok(Ok(done))
            }
            decided => {
                // The server may have ended it already (a failed write does);
                // ending it again changes nothing, so its error is not news.
                let _ = tx.session.abort_transaction().await;
                decided
            }
        }
    }
}
