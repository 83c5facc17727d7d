//! Uncached answers being made, by what they answer. When a catalog change
//! makes a popular listing stale, every shopper who asks for it before it is
//! made again would otherwise queue a scan of their own (and one address
//! past its fair share of the queue would be refused): here the first asker
//! makes it, and those who ask for the same answer of the same catalog (or
//! an older one) meanwhile wait for that one, holding a connection but no
//! place in the scan queue.

use super::answers::{AnswerKey, Stamp};
use bytes::Bytes;
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};
use tokio::sync::watch;

/// The answer a making sends once made (`None` until then).
type Made = watch::Receiver<Option<Bytes>>;

#[derive(Default)]
pub struct InFlight {
    making: Mutex<HashMap<AnswerKey, (Stamp, Made)>>,
}

/// Whose turn it is to make an answer.
pub enum Turn {
    /// Nobody is making it: the asker does, and tells those who wait.
    Make(Making),
    /// Someone is making it for this catalog or a newer one: wait for theirs.
    Wait(Made),
}

/// An answer being made. It goes with the scan, so the answer reaches those
/// waiting even when the asker who started it has hung up. Dropped without
/// [`Making::made`] (refused, failed, or dropped before its scan began),
/// those waiting ask again.
pub struct Making {
    in_flight: Arc<InFlight>,
    key: AnswerKey,
    sender: watch::Sender<Option<Bytes>>,
}

impl InFlight {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<AnswerKey, (Stamp, Made)>> {
        self.making.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Joins the making of `key`'s answer if one is under way for the catalog
    /// as of `stamp` or newer (its answer is then at least as fresh as the
    /// asker saw), or starts one, which later askers join.
    pub fn turn(self: &Arc<Self>, key: &AnswerKey, stamp: Stamp) -> Turn {
        let mut making = self.lock();
        if let Some((made_at, made)) = making.get(key)
            && made_at.at_least(&stamp)
        {
            return Turn::Wait(made.clone());
        }
        let (sender, made) = watch::channel(None);
        making.insert(key.clone(), (stamp, made));
        Turn::Make(Making {
            in_flight: Arc::clone(self),
            key: key.clone(),
            sender,
        })
    }

    /// How many answers are being made.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.lock().len()
    }
}

impl Making {
    /// Hands `bytes` to everyone waiting for this answer.
    pub fn made(self, bytes: &Bytes) {
        self.sender.send_replace(Some(bytes.clone()));
    }
}

impl Drop for Making {
    fn drop(&mut self) {
        let mut making = self.in_flight.lock();
        // Only its own entry: a making for a newer catalog may have taken the key.
        if making
            .get(&self.key)
            .is_some_and(|(_, made)| made.same_channel(&self.sender.subscribe()))
        {
            making.remove(&self.key);
        }
    }
}

/// The answer waited for, or `None` when its making ended without one.
pub async fn waited(mut made: Made) -> Option<Bytes> {
    made.wait_for(Option::is_some)
        .await
        .ok()
        .and_then(|answer| answer.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(catalog: u64) -> Stamp {
        Stamp {
            catalog,
            ..Stamp::default()
        }
    }

    /// The home page's turn as of `catalog`, which must be to make it.
    fn makes(in_flight: &Arc<InFlight>, catalog: u64, why: &str) -> Making {
        match in_flight.turn(&AnswerKey::Home, at(catalog)) {
            Turn::Make(making) => making,
            Turn::Wait(_) => panic!("{why}"),
        }
    }

    /// The home page's turn as of `catalog`, which must be to wait.
    fn waits(in_flight: &Arc<InFlight>, catalog: u64, why: &str) -> Made {
        match in_flight.turn(&AnswerKey::Home, at(catalog)) {
            Turn::Wait(made) => made,
            Turn::Make(_) => panic!("{why}"),
        }
    }

    #[tokio::test]
    async fn askers_of_the_same_answer_wait_for_the_first_one_s() {
        let in_flight = Arc::new(InFlight::default());
        let making = makes(&in_flight, 1, "the first asker makes it");
        let made = waits(&in_flight, 1, "the second waits");
        let older = waits(&in_flight, 0, "an asker who saw an older catalog waits too");
        making.made(&Bytes::from("home"));
        assert_eq!(waited(made).await, Some(Bytes::from("home")));
        assert_eq!(waited(older).await, Some(Bytes::from("home")));
        assert_eq!(in_flight.len(), 0, "made and forgotten");
        makes(&in_flight, 1, "a new asker makes it again");
    }

    #[tokio::test]
    async fn a_making_that_ends_without_an_answer_lets_its_waiters_go() {
        let in_flight = Arc::new(InFlight::default());
        let making = makes(&in_flight, 1, "the first asker makes it");
        let made = waits(&in_flight, 1, "the second waits");
        drop(making);
        assert_eq!(waited(made).await, None);
        assert_eq!(in_flight.len(), 0);
    }

    #[tokio::test]
    async fn a_newer_catalog_is_made_anew_and_the_older_making_leaves_it_alone() {
        let in_flight = Arc::new(InFlight::default());
        let older = makes(&in_flight, 1, "the first asker makes it");
        let newer = makes(&in_flight, 2, "an answer of an older catalog is not joined");
        older.made(&Bytes::from("old"));
        let made = waits(&in_flight, 2, "the newer making is still joined");
        newer.made(&Bytes::from("new"));
        assert_eq!(waited(made).await, Some(Bytes::from("new")));
        assert_eq!(in_flight.len(), 0);
    }
}
