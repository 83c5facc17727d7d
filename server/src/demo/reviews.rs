//! The demo phones' reviews: a handful each (none to [`MOST_REVIEWS`], more
//! for a phone that sold more), each by a different demo buyer who received
//! the variant they review, with short, varied texts (a few in Bangla) that
//! fit the stars. Drawn from a random stream of their own, so the phone's
//! other draws stay as they are.

use super::buyers::BUYERS;
use crate::documents::variant::VariantDocument;
use rand::{Rng, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;

/// The most reviews a demo phone has.
pub const MOST_REVIEWS: usize = 12;
/// Units sold for each further review a phone may have.
const UNITS_PER_REVIEW: i64 = 600;
/// Salt of the reviews' random stream ("REVIEWS").
const STREAM_SALT: u64 = 0x0052_4556_4945_5753;

/// One review of a demo phone, before it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DemoReview {
    /// Who wrote it: an index into [`BUYERS`].
    pub buyer: usize,
    /// Stars, 1 to 5.
    pub rating: i64,
    pub title: &'static str,
    pub text: &'static str,
    /// The variant the buyer received: an index into the phone's variants.
    pub variant: usize,
    /// When its order was placed, in thousandths of the time between the
    /// phone's first possible order and the last (`history` dates it).
    pub placed_permille: i64,
}

/// Shares out of 100 of one to five stars, by how well a phone is liked.
const MOODS: [[u32; 5]; 3] = [[1, 2, 7, 25, 65], [3, 5, 15, 42, 35], [10, 12, 25, 30, 23]];

/// The reviews of phone `index` of the catalog for `seed`, sold in `variants`:
/// never more reviews of a variant than units of it sold, so each has its buyer.
pub(super) fn draw(seed: u64, index: u64, variants: &[VariantDocument]) -> Vec<DemoReview> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ STREAM_SALT);
    rng.set_stream(index);
    let mut unreviewed: Vec<i64> = variants.iter().map(|v| v.sold.max(0)).collect();
    let sold: i64 = unreviewed.iter().sum();
    let most = usize::try_from(1 + sold / UNITS_PER_REVIEW).unwrap_or(MOST_REVIEWS);
    let count = rng
        .random_range(0..=most.min(MOST_REVIEWS))
        .min(usize::try_from(sold).unwrap_or(0));
    let mut buyers: Vec<usize> = (0..BUYERS.len()).collect();
    buyers.shuffle(&mut rng);
    let mood = &MOODS[rng.random_range(0..MOODS.len())];
    let mut texts = Texts::shuffled(&mut rng);
    let mut reviews = Vec::with_capacity(count);
    for &buyer in buyers.iter().take(count) {
        let Some(variant) = weighted(&mut rng, &unreviewed) else {
            break;
        };
        unreviewed[variant] -= 1;
        let rating = stars(&mut rng, mood);
        let (title, text) = texts.next(rating);
        reviews.push(DemoReview {
            buyer,
            rating,
            title,
            text,
            variant,
            placed_permille: rng.random_range(0..1_000),
        });
    }
    reviews
}

/// An index drawn in proportion to `weights`; `None` when they are all 0.
pub(super) fn weighted(rng: &mut impl Rng, weights: &[i64]) -> Option<usize> {
    let total: i64 = weights.iter().map(|w| (*w).max(0)).sum();
    if total <= 0 {
        return None;
    }
    let mut left = rng.random_range(0..total);
    weights.iter().position(|w| {
        let w = (*w).max(0);
        if left < w {
            true
        } else {
            left -= w;
            false
        }
    })
}

fn stars(rng: &mut impl Rng, mood: &[u32; 5]) -> i64 {
    let mut left = rng.random_range(0..mood.iter().sum::<u32>());
    for (stars, share) in (1..).zip(mood) {
        if left < *share {
            return stars;
        }
        left -= share;
    }
    5
}

/// The texts' banks, each in an order of its own for the phone, so no two
/// of a phone's reviews read alike (until a bank runs out).
struct Texts {
    order: [Vec<usize>; 3],
    taken: [usize; 3],
}

impl Texts {
    fn shuffled(rng: &mut impl Rng) -> Self {
        let order = BANKS.map(|bank| {
            let mut order: Vec<usize> = (0..bank.len()).collect();
            order.shuffle(rng);
            order
        });
        Texts { order, taken: [0; 3] }
    }

    fn next(&mut self, rating: i64) -> (&'static str, &'static str) {
        let bank = match rating {
            4.. => 0,
            3 => 1,
            _ => 2,
        };
        let order = &self.order[bank];
        let at = order[self.taken[bank] % order.len()];
        self.taken[bank] += 1;
        BANKS[bank][at]
    }
}

/// Titles and texts for four or five stars, three, and one or two.
const BANKS: [&[(&str, &str)]; 3] = [
    &[
        (
            "Worth every taka",
            "Bought it for my mother. Big screen, loud speaker, and the battery easily lasts two days.",
        ),
        (
            "Genuine phone, quick delivery",
            "Arrived sealed and the IMEI matched the box. Took two days to reach me.",
        ),
        (
            "Camera is excellent",
            "Daylight photos are sharp and night mode works better than I expected.",
        ),
        (
            "Smooth for games",
            "Free Fire and PUBG run smoothly on medium settings and it stays fairly cool.",
        ),
        (
            "Battery champion",
            "A full day of heavy use with mobile data on and still some charge left at night.",
        ),
        ("খুব ভালো ফোন", "দামের তুলনায় অসাধারণ। ব্যাটারি ব্যাকআপ ভালো, ক্যামেরাও চমৎকার।"),
        (
            "Lovely display",
            "Scrolling is smooth and the screen is easy to read outdoors. No lag so far.",
        ),
        (
            "Happy with the purchase",
            "Checked the IMEI with BTRC, all fine. Packaging was good too.",
        ),
        (
            "Feels premium",
            "Solid in the hand and looks more expensive than it is.",
        ),
        ("অরিজিনাল প্রোডাক্ট", "সময়মতো ডেলিভারি পেয়েছি, ফোনটি একদম অরিজিনাল। ধন্যবাদ।"),
        (
            "Charges quickly",
            "Goes from 20% to full in about an hour with the charger in the box.",
        ),
        (
            "A real upgrade",
            "Coming from a four year old phone, everything feels faster.",
        ),
        (
            "Reliable every day",
            "Calls are clear and the signal stays strong even inside my office.",
        ),
        (
            "Nice selfies",
            "The front camera is good for video calls with family abroad.",
        ),
        (
            "Recommended",
            "Cash on delivery made it easy, and the phone works perfectly.",
        ),
        ("Value for money", "Good specs for the price. I would buy it again."),
    ],
    &[
        (
            "Good, but it gets warm",
            "Warms up while charging and in long games, otherwise fine.",
        ),
        (
            "Camera is average",
            "Photos are fine outdoors, but pictures in low light are noisy.",
        ),
        (
            "Okay for the price",
            "Does the basics well. The speaker could be louder.",
        ),
        ("মোটামুটি ভালো", "ফোনটা ঠিকঠাক, তবে চার্জ হতে একটু বেশি সময় লাগে।"),
        (
            "Decent, too many apps",
            "Had to remove a lot of preinstalled apps. After that it runs fine.",
        ),
        (
            "Battery is just okay",
            "Lasts a day with light use, so it needs charging every night.",
        ),
        (
            "Fine phone, dented box",
            "The phone itself is fine, but the box was a little dented on arrival.",
        ),
        (
            "Fingerprint is slow",
            "The fingerprint sensor misses sometimes. Face unlock works better.",
        ),
    ],
    &[
        (
            "Battery drains quickly",
            "After a few weeks it needs charging twice a day.",
        ),
        (
            "Not what I expected",
            "The camera is much weaker than the advertisement suggested.",
        ),
        ("Gets hot", "Heats up even while watching YouTube."),
        ("Buggy software", "Apps close on their own. I hope an update fixes it."),
        ("হতাশ হয়েছি", "ক্যামেরার মান ভালো না, দামের তুলনায় আশানুরূপ না।"),
        (
            "Scratches easily",
            "Visible scratches on the screen within a month. Use a protector.",
        ),
        (
            "Signal drops",
            "Loses the 4G signal often in my area; my old phone did not.",
        ),
        (
            "Too slow",
            "Lags when switching between apps. Not enough memory for me.",
        ),
    ],
];
