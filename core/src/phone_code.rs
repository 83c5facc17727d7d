//! One-time codes sent by SMS to a Bangladeshi mobile number, to prove it is
//! the caller's: six digits, good for five minutes, used once, void after
//! five wrong tries; at most one a minute and five an hour to one number
//! (public "SMS bomber" kits aim at shops' code endpoints from day one).
//! The server draws the random number, keeps only the code's hash and the
//! times; these rules decide. Times are milliseconds since the Unix epoch.

use crate::strings::concat;
use alloc::{format, string::String};

/// Digits in a code.
pub const DIGITS: usize = 6;
/// How long a code is good for.
pub const LIFETIME_MS: i64 = 5 * 60 * 1000;
/// Wrong tries a code survives; the next wrong one voids it.
pub const MAX_TRIES: u32 = 5;
/// The least time between two codes to one number.
pub const MIN_GAP_MS: i64 = 60 * 1000;
/// Codes one number may be sent in an hour.
pub const PER_HOUR: usize = 5;

const HOUR_MS: i64 = 60 * 60 * 1000;

/// The code a random number makes: its last six decimal digits, zeros kept.
pub fn code_of(random: u32) -> String {
    format!("{:06}", random % 1_000_000)
}

/// The code a shopper typed, if it has a code's shape (six digits, spaces
/// around them aside); anything else is a typo to point out, not a try.
pub fn shaped(typed: &str) -> Option<&str> {
    let code = typed.trim();
    (code.len() == DIGITS && code.bytes().all(|b| b.is_ascii_digit())).then_some(code)
}

/// Why no code goes to the number now, and in how many seconds one may.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendRefusal {
    /// One was sent less than a minute ago.
    TooSoon { wait_seconds: u32 },
    /// Five were sent in the last hour.
    HourSpent { wait_seconds: u32 },
}

/// Whether a code may go at `now` to a number whose earlier codes were sent
/// at `sent` (in any order).
pub fn may_send(now: i64, sent: &[i64]) -> Result<(), SendRefusal> {
    let seconds = |millis: i64| u32::try_from(millis.max(0).unsigned_abs().div_ceil(1000)).unwrap_or(u32::MAX);
    if let Some(last) = sent.iter().copied().filter(|at| *at <= now).max()
        && now - last < MIN_GAP_MS
    {
        return Err(SendRefusal::TooSoon {
            wait_seconds: seconds(last + MIN_GAP_MS - now),
        });
    }
    let mut in_the_hour: alloc::vec::Vec<i64> = sent.iter().copied().filter(|at| now - at < HOUR_MS).collect();
    if in_the_hour.len() >= PER_HOUR {
        in_the_hour.sort_unstable();
        // A code may go once the oldest of the last five is an hour old.
        let oldest = in_the_hour[in_the_hour.len() - PER_HOUR];
        return Err(SendRefusal::HourSpent {
            wait_seconds: seconds(oldest + HOUR_MS - now),
        });
    }
    Ok(())
}

/// A code as the server keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Issued {
    /// When it was sent.
    pub at: i64,
    /// Wrong tries so far.
    pub tries: u32,
    /// Whether it was accepted once already.
    pub used: bool,
}

/// What a typed code is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// Not this code; it survives `tries_left` more wrong tries.
    Wrong {
        tries_left: u32,
    },
    /// More than five minutes old.
    Expired,
    /// Used, or voided by wrong tries: a new one must be asked for.
    Spent,
}

impl Issued {
    /// The verdict on a try at `now` that `matches` the code or not.
    pub fn check(&self, now: i64, matches: bool) -> Verdict {
        if self.used || self.tries >= MAX_TRIES {
            return Verdict::Spent;
        }
        if now - self.at > LIFETIME_MS {
            return Verdict::Expired;
        }
        if matches {
            return Verdict::Accepted;
        }
        Verdict::Wrong {
            tries_left: MAX_TRIES - self.tries - 1,
        }
    }
}

/// The SMS that carries `code` for `shop`: English (a machine message may
/// be), one segment, its last line the origin-bound form (`@host #code`)
/// that browsers read to offer the code to that site only.
pub fn sms_text(shop: &str, code: &str, host: &str) -> String {
    concat(&[
        "Your ",
        shop,
        " code is ",
        code,
        ". It expires in 5 minutes; never share it.\n\n@",
        host,
        " #",
        code,
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: i64 = 60 * 1000;

    #[test]
    fn only_six_digits_are_a_try() {
        assert_eq!(shaped(" 012345 "), Some("012345"));
        for typo in ["12345", "1234567", "12a456", "", "১২৩৪৫৬"] {
            assert_eq!(shaped(typo), None, "{typo}");
        }
    }

    #[test]
    fn a_code_is_six_digits_with_its_zeros() {
        assert_eq!(code_of(42), "000042");
        assert_eq!(code_of(1_234_567), "234567");
        assert_eq!(code_of(u32::MAX).len(), DIGITS);
    }

    #[test]
    fn one_code_a_minute_to_a_number() {
        let now = 100 * MINUTE;
        assert_eq!(may_send(now, &[]), Ok(()));
        assert_eq!(
            may_send(now, &[now - 45_000]),
            Err(SendRefusal::TooSoon { wait_seconds: 15 })
        );
        assert_eq!(may_send(now, &[now - MINUTE]), Ok(()));
    }

    #[test]
    fn five_codes_an_hour_then_none_until_the_oldest_is_an_hour_old() {
        let now = 1_000 * MINUTE;
        let five = [
            now - 50 * MINUTE,
            now - 40 * MINUTE,
            now - 30 * MINUTE,
            now - 20 * MINUTE,
            now - 10 * MINUTE,
        ];
        assert_eq!(may_send(now, &five), Err(SendRefusal::HourSpent { wait_seconds: 600 }));
        assert_eq!(may_send(now + 10 * MINUTE, &five), Ok(()));
        // Older codes do not count, in whatever order they are given.
        let mut spread = [
            now - 70 * MINUTE,
            now - 10 * MINUTE,
            now - 65 * MINUTE,
            now - 5 * MINUTE,
        ];
        spread.reverse();
        assert_eq!(may_send(now, &spread), Ok(()));
    }

    #[test]
    fn a_code_is_good_for_five_minutes_once_and_five_wrong_tries_void_it() {
        let issued = Issued {
            at: 0,
            tries: 0,
            used: false,
        };
        assert_eq!(issued.check(LIFETIME_MS, true), Verdict::Accepted);
        assert_eq!(issued.check(LIFETIME_MS + 1, true), Verdict::Expired);
        assert_eq!(issued.check(MINUTE, false), Verdict::Wrong { tries_left: 4 });
        let last = Issued {
            tries: MAX_TRIES - 1,
            ..issued
        };
        assert_eq!(last.check(MINUTE, false), Verdict::Wrong { tries_left: 0 });
        let void = Issued {
            tries: MAX_TRIES,
            ..issued
        };
        assert_eq!(
            void.check(MINUTE, true),
            Verdict::Spent,
            "the right code after five wrong tries"
        );
        let used = Issued { used: true, ..issued };
        assert_eq!(used.check(MINUTE, true), Verdict::Spent, "once only");
    }

    #[test]
    fn the_sms_is_one_segment_and_ends_with_the_origin_bound_line() {
        let text = sms_text("PhoneBazar", "482915", "phonebazar.com.bd");
        assert!(text.ends_with("\n\n@phonebazar.com.bd #482915"), "{text}");
        assert!(text.starts_with("Your PhoneBazar code is 482915."), "{text}");
        assert!(
            text.chars().count() <= 160 && text.is_ascii(),
            "one GSM segment: {}",
            text.len()
        );
    }
}
