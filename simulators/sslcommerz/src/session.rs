//! One payment session opened by init: what the store asked for, and the
//! attempts made on its page since.

use crate::methods::{Kind, Method};
use std::time::{Duration, Instant};

/// How long a session's page can be used after init.
pub const LIFETIME: Duration = Duration::from_secs(30 * 60);

/// The instalment counts the gateway knows, in the order offered.
pub const INSTALMENTS: [u32; 7] = [3, 6, 9, 12, 18, 24, 36];

/// The EMI the store offered (`emi_option=1`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Emi {
    /// The instalment counts offered, up to `emi_max_inst_option`.
    pub months: Vec<u32>,
    /// `emi_selected_inst`, pre-selected on the page.
    pub selected: Option<u32>,
    /// `emi_allow_only=1`: EMI is the only choice.
    pub only: bool,
}

/// The store's init request, as the simulator keeps it.
#[derive(Debug, Clone)]
pub struct Order {
    pub tran_id: String,
    /// `total_amount` in poisha.
    pub poisha: u64,
    pub success_url: String,
    pub fail_url: String,
    pub cancel_url: String,
    pub ipn_url: Option<String>,
    pub product_name: String,
    /// The methods `multi_card_name` lets through.
    pub methods: Vec<Method>,
    pub emi: Option<Emi>,
    /// value_a..value_d, echoed in every answer.
    pub values: [String; 4],
}

impl Order {
    /// The methods the page offers as plain choices (none when only EMI is).
    pub fn plain_methods(&self) -> Vec<Method> {
        match &self.emi {
            Some(emi) if emi.only => Vec::new(),
            _ => self.methods.clone(),
        }
    }

    /// The cards an EMI may be paid with; empty when EMI is not offered.
    pub fn emi_cards(&self) -> Vec<Method> {
        match &self.emi {
            Some(_) => self
                .methods
                .iter()
                .copied()
                .filter(|method| method.kind() == Kind::Card)
                .collect(),
            None => Vec::new(),
        }
    }
}

/// An open session.
#[derive(Debug, Clone)]
pub struct Session {
    pub key: String,
    pub order: Order,
    pub opened: Instant,
    /// Indexes of its attempts in the book, oldest first.
    pub attempts: Vec<usize>,
    /// Whether one of them paid: the page takes no more.
    pub paid: bool,
}

impl Session {
    pub fn expired(&self, now: Instant) -> bool {
        now.duration_since(self.opened) >= LIFETIME
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(emi: Option<Emi>) -> Order {
        Order {
            tran_id: "T1".into(),
            poisha: 10_000,
            success_url: String::new(),
            fail_url: String::new(),
            cancel_url: String::new(),
            ipn_url: None,
            product_name: String::new(),
            methods: vec![Method::Visa, Method::Bkash],
            emi,
            values: Default::default(),
        }
    }

    #[test]
    fn a_session_lives_thirty_minutes() {
        let opened = Instant::now();
        let session = Session {
            key: "K".into(),
            order: order(None),
            opened,
            attempts: Vec::new(),
            paid: false,
        };
        assert!(!session.expired(opened + Duration::from_secs(29 * 60 + 59)));
        assert!(session.expired(opened + LIFETIME));
    }

    #[test]
    fn emi_only_leaves_the_cards_for_emi() {
        let emi = Emi {
            months: vec![3, 6],
            selected: None,
            only: true,
        };
        let only = order(Some(emi.clone()));
        assert!(only.plain_methods().is_empty());
        assert_eq!(only.emi_cards(), vec![Method::Visa]);
        let beside = order(Some(Emi { only: false, ..emi }));
        assert_eq!(beside.plain_methods(), vec![Method::Visa, Method::Bkash]);
        assert!(order(None).emi_cards().is_empty());
    }
}
