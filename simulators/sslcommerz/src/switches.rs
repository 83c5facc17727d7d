//! The page's "Test switches": the simulator's own, not the gateway's. They
//! make an attempt behave as the real gateway sometimes does (a risky
//! payment, a validation that fails once, a late, doubled or lost IPN, an
//! amount or currency that is not what the store asked for), so the shop's
//! handling of each can be tested.

/// When the IPN goes (the `ipn` select).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IpnTiming {
    /// Sent, and its delivery awaited, before the browser is answered.
    OnTime,
    /// Sent `--ipn-late-ms` after the browser is answered.
    Late,
    /// On time, and again late.
    Twice,
    /// Not sent.
    Never,
}

/// What the gateway reports wrong (the `tamper` select).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tamper {
    Nothing,
    /// 1.00 less than asked, everywhere.
    Amount,
    /// Currency and currency_type "USD".
    Currency,
}

/// The switches of one attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Switches {
    pub risky: bool,
    pub validation_fails: bool,
    pub ipn: IpnTiming,
    pub tamper: Tamper,
}

impl IpnTiming {
    pub const ALL: [(IpnTiming, &'static str, &'static str); 4] = [
        (IpnTiming::OnTime, "on_time", "on time (before the browser returns)"),
        (IpnTiming::Late, "late", "late (after the browser returns)"),
        (IpnTiming::Twice, "twice", "twice (on time, and again late)"),
        (IpnTiming::Never, "none", "none (no IPN)"),
    ];

    /// The select's value; empty is the default, on time.
    pub fn parse(value: &str) -> Option<IpnTiming> {
        if value.is_empty() {
            return Some(IpnTiming::OnTime);
        }
        IpnTiming::ALL
            .into_iter()
            .find(|(_, name, _)| *name == value)
            .map(|(timing, _, _)| timing)
    }
}

impl Tamper {
    pub const ALL: [(Tamper, &'static str, &'static str); 3] = [
        (Tamper::Nothing, "none", "none"),
        (Tamper::Amount, "amount", "amount (1.00 less than asked)"),
        (Tamper::Currency, "currency", "currency (USD)"),
    ];

    /// The select's value; empty is the default, nothing.
    pub fn parse(value: &str) -> Option<Tamper> {
        if value.is_empty() {
            return Some(Tamper::Nothing);
        }
        Tamper::ALL
            .into_iter()
            .find(|(_, name, _)| *name == value)
            .map(|(tamper, _, _)| tamper)
    }

    /// The amount reported for `poisha` asked.
    pub fn amount(self, poisha: u64) -> u64 {
        match self {
            Tamper::Amount => poisha.saturating_sub(100),
            Tamper::Nothing | Tamper::Currency => poisha,
        }
    }

    pub fn currency(self) -> &'static str {
        match self {
            Tamper::Currency => "USD",
            Tamper::Nothing | Tamper::Amount => "BDT",
        }
    }
}

impl Default for Switches {
    fn default() -> Self {
        Switches {
            risky: false,
            validation_fails: false,
            ipn: IpnTiming::OnTime,
            tamper: Tamper::Nothing,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selects_read_their_values_and_default_when_empty() {
        assert_eq!(IpnTiming::parse(""), Some(IpnTiming::OnTime));
        assert_eq!(IpnTiming::parse("twice"), Some(IpnTiming::Twice));
        assert_eq!(IpnTiming::parse("none"), Some(IpnTiming::Never));
        assert_eq!(IpnTiming::parse("sometimes"), None);
        assert_eq!(Tamper::parse("amount"), Some(Tamper::Amount));
        assert_eq!(Tamper::parse("price"), None);
    }

    #[test]
    fn tampering_takes_a_taka_or_changes_the_currency() {
        assert_eq!(Tamper::Amount.amount(10_000), 9_900);
        assert_eq!(Tamper::Currency.amount(10_000), 10_000);
        assert_eq!(Tamper::Currency.currency(), "USD");
        assert_eq!(Tamper::Amount.currency(), "BDT");
    }
}
