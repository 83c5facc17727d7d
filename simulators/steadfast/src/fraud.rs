//! The fraud check's made-up courier record of a phone number, the same
//! every time for the same number, so tests can rely on it:
//!
//! - `h` is the 64-bit FNV-1a hash of the number's 11 digits;
//! - the made-up record has `2 + h % 19` parcels (2 to 20);
//! - a number whose last digit is `9` is a returner: `(h >> 16) % 31` percent
//!   of its parcels (rounded down) were delivered and the rest cancelled, so
//!   it always has more cancelled than delivered;
//! - any other number is a good customer: `(h >> 16) % 21` percent (rounded
//!   down) were cancelled and the rest delivered, so at least 80% delivered.
//!
//! This simulator's own final consignments to the number are added on top:
//! delivered and partly delivered ones as delivered, cancelled ones as
//! cancelled.

/// A number's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    pub total: u64,
    pub delivered: u64,
    pub cancelled: u64,
}

/// Whether `phone` is what the fraud check takes: 11 digits.
pub fn is_phone(phone: &str) -> bool {
    phone.len() == 11 && phone.bytes().all(|byte| byte.is_ascii_digit())
}

/// The made-up record of `phone`.
pub fn made_up(phone: &str) -> Record {
    let hash = phone.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    });
    let total = 2 + hash % 19;
    let share = hash >> 16;
    if phone.ends_with('9') {
        let delivered = total * (share % 31) / 100;
        Record {
            total,
            delivered,
            cancelled: total - delivered,
        }
    } else {
        let cancelled = total * (share % 21) / 100;
        Record {
            total,
            delivered: total - cancelled,
            cancelled,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_number_has_the_same_record() {
        assert_eq!(made_up("01712345678"), made_up("01712345678"));
        let record = made_up("01712345678");
        assert_eq!(record.delivered + record.cancelled, record.total);
    }

    #[test]
    fn numbers_ending_in_9_return_more_than_they_take() {
        for n in 0..200 {
            let phone = format!("017{:07}9", n * 7919);
            let record = made_up(&phone);
            assert!(record.cancelled > record.delivered, "{phone}: {record:?}");
            assert!((2..=20).contains(&record.total));
        }
    }

    #[test]
    fn other_numbers_are_mostly_delivered() {
        for n in 0..200 {
            let phone = format!("018{:07}{}", n * 7919, n % 9);
            let record = made_up(&phone);
            assert!(record.delivered * 10 >= record.total * 8, "{phone}: {record:?}");
            assert!((2..=20).contains(&record.total));
        }
    }

    #[test]
    fn only_eleven_digits_are_a_phone() {
        assert!(is_phone("01712345678"));
        for phone in ["0171234567", "017123456789", "+8801712345", "0171234567x", ""] {
            assert!(!is_phone(phone), "{phone}");
        }
    }
}
