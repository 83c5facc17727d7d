//! A product's star rating from its reviews, kept as a sum and a count so a
//! new or edited review updates it without rereading every review.

use crate::validation::{self, ValidationError};
use serde::{Deserialize, Serialize};

/// The sum and count of a product's ratings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RatingSummary {
    pub sum: u64,
    pub count: u64,
}

impl RatingSummary {
    /// The summary with one more rating (1..=5).
    pub fn with_rating(self, rating: i64) -> Result<Self, ValidationError> {
        let rating = u64::from(validation::rating(rating)?);
        Ok(RatingSummary {
            sum: self.sum + rating,
            count: self.count + 1,
        })
    }

    /// The summary with one rating changed from `old` to `new`.
    pub fn with_changed_rating(self, old: i64, new: i64) -> Result<Self, ValidationError> {
        let old = u64::from(validation::rating(old)?);
        let new = u64::from(validation::rating(new)?);
        Ok(RatingSummary {
            sum: (self.sum + new).saturating_sub(old),
            count: self.count,
        })
    }

    /// The average in tenths of a star, rounded half up (4.25 -> 43); 0 without ratings.
    pub fn average_tenths(self) -> u64 {
        if self.count == 0 {
            0
        } else {
            (self.sum * 20 + self.count).div_euclid(self.count * 2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn averages_round_half_up_to_a_tenth() {
        let s = RatingSummary::default();
        assert_eq!(s.average_tenths(), 0);
        let s = s.with_rating(5).unwrap().with_rating(4).unwrap();
        assert_eq!((s.sum, s.count, s.average_tenths()), (9, 2, 45));
        let s = s.with_rating(4).unwrap().with_rating(4).unwrap(); // 17 / 4 = 4.25
        assert_eq!(s.average_tenths(), 43);
        let s = s.with_changed_rating(5, 1).unwrap(); // 13 / 4 = 3.25
        assert_eq!((s.sum, s.count, s.average_tenths()), (13, 4, 33));
        assert_eq!(s.with_rating(6), Err(ValidationError::InvalidRating));
        assert_eq!(s.with_changed_rating(0, 3), Err(ValidationError::InvalidRating));
    }
}
