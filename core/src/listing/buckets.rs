//! The ranges the filter sidebar counts products in.

use super::Range;

/// Battery buckets (mAh) the filter sidebar counts products in.
pub const BATTERY_BUCKETS: [Range; 5] = [
    Range { min: 0, max: 3999 },
    Range { min: 4000, max: 5000 },
    Range { min: 5000, max: 6000 },
    Range { min: 6001, max: 7000 },
    Range { min: 7001, max: 30000 },
];
/// Screen buckets in tenths of an inch.
pub const DISPLAY_BUCKETS: [Range; 4] = [
    Range { min: 0, max: 60 },
    Range { min: 61, max: 64 },
    Range { min: 65, max: 67 },
    Range { min: 68, max: 150 },
];
/// Main camera buckets in megapixels.
pub const CAMERA_BUCKETS: [Range; 4] = [
    Range { min: 0, max: 16 },
    Range { min: 17, max: 50 },
    Range { min: 51, max: 108 },
    Range { min: 109, max: 400 },
];
/// Price buckets in whole TK.
pub const PRICE_BUCKETS_TK: [Range; 5] = [
    Range { min: 0, max: 10_000 },
    Range {
        min: 10_001,
        max: 20_000,
    },
    Range {
        min: 20_001,
        max: 40_000,
    },
    Range {
        min: 40_001,
        max: 80_000,
    },
    Range {
        min: 80_001,
        max: 1_000_000,
    },
];
