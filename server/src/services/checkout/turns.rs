//! Checkouts on one instance that take stock of the same variant take turns
//! instead of racing. In a flash sale, hundreds of transactions read the last
//! units at once, each writes its orders and then meets a write conflict on the
//! variant; every round of retries sells one unit and repeats all the others'
//! work. In turn, each checkout reads what the one before it left, and those
//! that come after the last unit are refused at once.
//!
//! Only an optimisation: the transaction and its conditional stock update still
//! decide, across instances too, and a checkout that has waited its patience
//! goes ahead without its turn.

use mongodb::bson::oid::ObjectId;
use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
    time::Duration,
};
use tokio::sync::{Mutex as TurnLock, OwnedMutexGuard};

/// How long a checkout waits for its turn before it goes ahead anyway.
pub(super) const PATIENCE: Duration = Duration::from_secs(5);

/// The turns of the variants being checked out on this instance.
#[derive(Default)]
pub struct Turns {
    locks: Mutex<HashMap<ObjectId, Arc<TurnLock<()>>>>,
}

/// The turns one checkout holds, given back when it is dropped.
pub(super) struct Turn {
    turns: Arc<Turns>,
    keys: Vec<ObjectId>,
    held: Vec<OwnedMutexGuard<()>>,
}

impl Turns {
    /// Waits for the turn of every one of `keys`, one after another in id
    /// order (so no two checkouts wait on each other in a circle), for at
    /// most `patience` in all.
    pub(super) async fn wait_for(
        self: &Arc<Self>,
        keys: impl IntoIterator<Item = ObjectId>,
        patience: Duration,
    ) -> Turn {
        let mut keys: Vec<ObjectId> = keys.into_iter().collect();
        keys.sort_unstable();
        keys.dedup();
        let deadline = tokio::time::Instant::now() + patience;
        let mut turn = Turn {
            turns: Arc::clone(self),
            keys,
            held: Vec::new(),
        };
        for key in turn.keys.clone() {
            let lock = Arc::clone(self.map().entry(key).or_default());
            match tokio::time::timeout_at(deadline, lock.lock_owned()).await {
                Ok(guard) => turn.held.push(guard),
                Err(_) => break,
            }
        }
        turn
    }

    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<ObjectId, Arc<TurnLock<()>>>> {
        self.locks.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Turn {
    /// How many of its variants' turns the checkout got.
    #[cfg(test)]
    fn held(&self) -> usize {
        self.held.len()
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.held.clear();
        let mut map = self.turns.map();
        for key in &self.keys {
            // Nobody else holds or waits for it: the entry goes.
            if map.get(key).is_some_and(|lock| Arc::strong_count(lock) == 1) {
                map.remove(key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn checkouts_of_one_variant_take_turns_and_others_do_not_wait() {
        let turns = Arc::new(Turns::default());
        let (a, b) = (ObjectId::new(), ObjectId::new());
        let first = turns.wait_for([a, b], PATIENCE).await;
        assert_eq!(first.held(), 2);
        let waiting = tokio::spawn({
            let turns = Arc::clone(&turns);
            async move { turns.wait_for([b], PATIENCE).await.held() }
        });
        let other = turns.wait_for([ObjectId::new()], Duration::from_millis(10)).await;
        assert_eq!(other.held(), 1, "another variant has its own turn");
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!waiting.is_finished(), "b is still taken");
        drop(first);
        assert_eq!(waiting.await.expect("the waiting checkout"), 1);
    }

    #[tokio::test]
    async fn a_checkout_that_waited_its_patience_goes_ahead_and_turns_are_forgotten_when_given_back() {
        let turns = Arc::new(Turns::default());
        let key = ObjectId::new();
        let twice = tokio::time::timeout(Duration::from_secs(1), turns.wait_for([key, key], PATIENCE));
        let first = twice
            .await
            .expect("a variant named twice is one turn, not a wait on itself");
        assert_eq!(first.held(), 1);
        let impatient = turns.wait_for([key], Duration::from_millis(20)).await;
        assert_eq!(impatient.held(), 0);
        drop(impatient);
        assert_eq!(turns.map().len(), 1, "still held by the first");
        drop(first);
        assert!(turns.map().is_empty());
    }

    #[tokio::test]
    async fn turns_are_waited_for_in_id_order_so_none_is_held_while_waiting_for_a_lower_one() {
        let turns = Arc::new(Turns::default());
        let (low, high) = (ObjectId::new(), ObjectId::new());
        assert!(low < high);
        let first = turns.wait_for([low], PATIENCE).await;
        // Named high first, it still waits for the low one before it takes the high one.
        let waiting = tokio::spawn({
            let turns = Arc::clone(&turns);
            async move { turns.wait_for([high, low], PATIENCE).await.held() }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        let high_alone = turns.wait_for([high], Duration::from_millis(20)).await;
        assert_eq!(
            high_alone.held(),
            1,
            "the high turn is free while the low one is awaited"
        );
        drop(high_alone);
        drop(first);
        assert_eq!(waiting.await.expect("the waiting checkout"), 2);
    }
}
