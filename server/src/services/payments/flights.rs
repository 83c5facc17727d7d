//! One ask about a provider payment at a time on this instance. A request
//! that arrives while an ask is under way waits for it to end, then is
//! answered by the first ask that started after it arrived: an ask begun
//! before the shopper authorised (an early callback) never answers the real
//! callback, and a burst of callbacks for one payment costs the provider one
//! ask at a time, each shared by everyone who came while the last one ran.

use super::settle::Asked;
use crate::failure::Failure;
use std::{
    collections::HashMap,
    future::Future,
    sync::{
        Arc, Mutex, MutexGuard, PoisonError,
        atomic::{AtomicU64, Ordering},
    },
};

/// The payments being asked about, by the provider's payment id.
#[derive(Default)]
pub struct Flights {
    payments: Mutex<HashMap<String, Arc<Flight>>>,
}

#[derive(Default)]
struct Flight {
    /// How many asks have started.
    started: AtomicU64,
    /// The last ask that ended well, by its number, and what it came to;
    /// locked while an ask runs.
    last: tokio::sync::Mutex<Option<(u64, Asked)>>,
}

/// A request's place at one payment's flight; the last to leave removes it.
struct Seat<'a> {
    flights: &'a Flights,
    payment_id: &'a str,
    flight: Option<Arc<Flight>>,
}

impl Flights {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, Arc<Flight>>> {
        self.payments.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `ask` for `payment_id`, unless an ask that started after this
    /// call arrived has ended meanwhile: then that one's outcome is the answer.
    pub async fn ask<A, F>(&self, payment_id: &str, ask: A) -> Result<Asked, Failure>
    where
        A: FnOnce() -> F,
        F: Future<Output = Result<Asked, Failure>>,
    {
        let (_seat, flight) = self.sit(payment_id);
        let arrived = flight.started.load(Ordering::SeqCst);
        let mut last = flight.last.lock().await;
        if let Some((number, asked)) = last.as_ref()
            && *number > arrived
        {
            return Ok(asked.clone());
        }
        let number = flight.started.fetch_add(1, Ordering::SeqCst) + 1;
        let answer = ask().await;
        if let Ok(asked) = &answer {
            *last = Some((number, asked.clone()));
        }
        answer
    }

    /// A seat at `payment_id`'s flight (it leaves when dropped), and the flight.
    fn sit<'a>(&'a self, payment_id: &'a str) -> (Seat<'a>, Arc<Flight>) {
        let flight = Arc::clone(self.lock().entry(payment_id.to_owned()).or_default());
        let seat = Seat {
            flights: self,
            payment_id,
            flight: Some(Arc::clone(&flight)),
        };
        (seat, flight)
    }

    /// How many payments are being asked about or waited for.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.lock().len()
    }
}

impl Drop for Seat<'_> {
    fn drop(&mut self) {
        let mut payments = self.flights.lock();
        // This seat's reference goes under the map's lock: then the map's
        // alone means nobody else sits or waits.
        drop(self.flight.take());
        if payments
            .get(self.payment_id)
            .is_some_and(|flight| Arc::strong_count(flight) == 1)
        {
            payments.remove(self.payment_id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::{sync::atomic::AtomicUsize, time::Duration};
    use tokio::sync::Notify;

    /// An ask that counts itself, waits for `go`, and answers `Waiting`.
    async fn held_ask(runs: &AtomicUsize, go: &Notify) -> Result<Asked, Failure> {
        runs.fetch_add(1, Ordering::SeqCst);
        go.notified().await;
        Ok(Asked::Waiting)
    }

    #[tokio::test]
    async fn those_who_arrive_during_an_ask_share_the_next_one_not_the_running_one() {
        let flights = Flights::default();
        let (runs, go) = (AtomicUsize::new(0), Notify::new());
        let first = flights.ask("TR1", || held_ask(&runs, &go));
        let later = async {
            // Arrive once the first ask has started.
            while runs.load(Ordering::SeqCst) == 0 {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            let second = flights.ask("TR1", || held_ask(&runs, &go));
            let third = flights.ask("TR1", || held_ask(&runs, &go));
            let release = async {
                // The first ask ends; the next one starts and ends too.
                go.notify_one();
                while runs.load(Ordering::SeqCst) < 2 {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
                go.notify_one();
            };
            let (second, third, ()) = tokio::join!(second, third, release);
            (second, third)
        };
        let (first, (second, third)) = tokio::join!(first, later);
        assert_eq!(runs.load(Ordering::SeqCst), 2, "three callers, two asks");
        for answer in [first, second, third] {
            assert_eq!(answer.expect("answered"), Asked::Waiting);
        }
        assert_eq!(flights.len(), 0, "nothing kept once everyone left");
    }

    #[tokio::test]
    async fn a_failed_ask_is_not_shared_and_each_payment_has_its_own_flight() {
        let flights = Flights::default();
        let runs = AtomicUsize::new(0);
        let failing = || async {
            runs.fetch_add(1, Ordering::SeqCst);
            Err(Failure::Unavailable)
        };
        assert!(flights.ask("TR1", failing).await.is_err());
        let asked = flights
            .ask("TR1", || async {
                runs.fetch_add(1, Ordering::SeqCst);
                Ok(Asked::Settled)
            })
            .await;
        assert_eq!(asked.expect("asked"), Asked::Settled);
        let other = flights.ask("TR2", || async { Ok(Asked::Waiting) }).await;
        assert_eq!(other.expect("asked"), Asked::Waiting);
        assert_eq!(runs.load(Ordering::SeqCst), 2);
        assert_eq!(flights.len(), 0);
    }
}
