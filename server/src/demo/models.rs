//! Which model each demo phone is: a brand's models are dealt out in a
//! shuffled order, each once, before any is dealt again, so a catalog never
//! lists two phones under one title. A model dealt again (a catalog larger
//! than the brands' range, such as the bench's) is an earlier year's release.

use super::brands::{Brand, Series};
use rand::{SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;

/// The year the newest release of every demo model is from.
const NEWEST_YEAR: u64 = 2026;
/// Releases dealt again beyond this many earlier years are numbered instead.
const YEARS_BACK: u64 = 9;

/// The model a brand's `ordinal`-th phone is, and how many times every model
/// of the brand was dealt before it (0 the first time).
pub fn deal(seed: u64, brand: &Brand, brand_index: usize, ordinal: u64) -> (&Series, &str, u64) {
    let mut all: Vec<(&Series, &str)> = brand
        .series
        .iter()
        .flat_map(|series| series.models.iter().map(move |model| (series, *model)))
        .collect();
    // Its own stream, so the phones' other draws stay as they were.
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(u64::MAX - u64::try_from(brand_index).unwrap_or(0));
    all.shuffle(&mut rng);
    let count = u64::try_from(all.len()).unwrap_or(1).max(1);
    let (series, model) = all[usize::try_from(ordinal % count).unwrap_or(0)];
    (series, model, ordinal / count)
}

/// What a title adds for a model dealt `round` times before: nothing the
/// first time, then the year of an earlier release.
pub fn release(round: u64) -> String {
    match round {
        0 => String::new(),
        1..=YEARS_BACK => format!(" ({})", NEWEST_YEAR - round),
        _ => format!(" (release {})", round + 1),
    }
}
