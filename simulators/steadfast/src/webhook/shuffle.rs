//! The scripted mode's misbehaving delivery: of the delivery_status
//! webhooks, every 3rd is sent twice and every 4th is held back and sent
//! after the next one (or, when none follows, once the dispatcher's
//! patience runs out). Tracking updates and replays pass untouched.

use serde_json::Value;

/// Counts delivery_status webhooks and holds one back at a time.
#[derive(Debug, Default)]
pub struct Shuffle {
    count: u64,
    /// The held body, and how many times to send it.
    held: Option<(Value, usize)>,
}

impl Shuffle {
    /// What to send now for a delivery_status `body`, in order.
    pub fn take(&mut self, body: Value) -> Vec<Value> {
        self.count += 1;
        let times = if self.count.is_multiple_of(3) { 2 } else { 1 };
        if self.count.is_multiple_of(4) && self.held.is_none() {
            self.held = Some((body, times));
            return Vec::new();
        }
        let mut now = vec![body; times];
        now.extend(self.release());
        now
    }

    pub fn is_holding(&self) -> bool {
        self.held.is_some()
    }

    /// The held body (as many times as it is to be sent), if any.
    pub fn release(&mut self) -> Vec<Value> {
        self.held
            .take()
            .map(|(body, times)| vec![body; times])
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_third_is_doubled_and_every_fourth_comes_after_the_fifth() {
        let mut shuffle = Shuffle::default();
        let sent: Vec<Vec<Value>> = (1..=8).map(|n| shuffle.take(json!(n))).collect();
        assert_eq!(
            sent,
            [
                vec![json!(1)],
                vec![json!(2)],
                vec![json!(3), json!(3)],
                vec![],
                vec![json!(5), json!(4)],
                vec![json!(6), json!(6)],
                vec![json!(7)],
                vec![],
            ]
        );
        assert!(shuffle.is_holding());
        assert_eq!(shuffle.release(), [json!(8)]);
        assert!(!shuffle.is_holding());
    }

    #[test]
    fn the_twelfth_is_held_and_then_sent_twice() {
        let mut shuffle = Shuffle::default();
        for n in 1..=11 {
            shuffle.take(json!(n));
        }
        assert_eq!(shuffle.take(json!(12)), Vec::<Value>::new());
        assert_eq!(shuffle.take(json!(13)), [json!(13), json!(12), json!(12)]);
    }
}
