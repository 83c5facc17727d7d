//! The brands of the demo catalog, with the series they sell in Bangladesh.

/// A product line of a brand.
pub struct Series {
    pub name: &'static str,
    /// Model numbers the generator picks from.
    pub models: &'static [&'static str],
    /// Typical price of the base variant, in TK.
    pub base_price_tk: i64,
}

/// A brand and its look in generated pictures.
pub struct Brand {
    pub name: &'static str,
    pub color: &'static str,
    pub processors: &'static [&'static str],
    pub series: &'static [Series],
}

const fn series(name: &'static str, models: &'static [&'static str], base_price_tk: i64) -> Series {
    Series {
        name,
        models,
        base_price_tk,
    }
}

pub const BRANDS: &[Brand] = &[
    Brand {
        name: "Samsung",
        color: "#1428a0",
        processors: &["Exynos 1380", "Exynos 1480", "Snapdragon 8 Gen 3", "Helio G99"],
        series: &[
            series("Galaxy A", &["05", "15", "25", "35", "55"], 18_000),
            series("Galaxy M", &["14", "34", "54"], 20_000),
            series("Galaxy S", &["23 FE", "24", "24 Ultra", "25"], 85_000),
            series("Galaxy Z Flip", &["5", "6"], 120_000),
        ],
    },
    Brand {
        name: "Apple",
        color: "#1d1d1f",
        processors: &["A15 Bionic", "A16 Bionic", "A17 Pro", "A18"],
        series: &[series(
            "iPhone",
            &["13", "14", "15", "15 Pro", "16", "16 Pro Max"],
            95_000,
        )],
    },
    Brand {
        name: "Xiaomi",
        color: "#ff6900",
        processors: &["Snapdragon 7s Gen 2", "Helio G85", "Dimensity 7200"],
        series: &[
            series("Redmi", &["13C", "A3", "14C"], 13_000),
            series("Redmi Note", &["13", "13 Pro", "14"], 24_000),
            series("Poco", &["X6", "X6 Pro", "F6"], 32_000),
        ],
    },
    Brand {
        name: "Realme",
        color: "#f5c400",
        processors: &["Unisoc T612", "Helio G99", "Dimensity 7050"],
        series: &[
            series("Realme C", &["53", "61", "65"], 14_000),
            series("Realme", &["12", "12 Pro", "13"], 28_000),
            series("Narzo", &["N53", "70x"], 16_000),
        ],
    },
    Brand {
        name: "Walton",
        color: "#0a7d3e",
        processors: &["Unisoc T606", "Helio G88"],
        series: &[
            series("Primo", &["H10", "R10", "S8"], 9_000),
            series("Orbit", &["Y21", "Y31"], 12_000),
            series("NEXG", &["N6", "N7"], 16_000),
        ],
    },
    Brand {
        name: "Symphony",
        color: "#e4002b",
        processors: &["Unisoc SC9863A", "Unisoc T606"],
        series: &[
            series("Symphony Z", &["60", "70"], 11_000),
            series("Innova", &["30", "40"], 8_000),
            series("Helio", &["80", "90"], 13_000),
        ],
    },
    Brand {
        name: "Oppo",
        color: "#006b4f",
        processors: &["Snapdragon 680", "Dimensity 7050"],
        series: &[
            series("Oppo A", &["18", "38", "58", "79"], 16_000),
            series("Reno", &["11", "12", "12 Pro"], 45_000),
        ],
    },
    Brand {
        name: "Vivo",
        color: "#415fff",
        processors: &["Snapdragon 685", "Dimensity 7200"],
        series: &[
            series("Vivo Y", &["03", "18", "28", "100"], 15_000),
            series("Vivo V", &["30", "30e", "40"], 42_000),
            series("Vivo T", &["3", "3x"], 24_000),
        ],
    },
    Brand {
        name: "OnePlus",
        color: "#eb0028",
        processors: &["Snapdragon 8 Gen 2", "Snapdragon 8 Gen 3", "Dimensity 7050"],
        series: &[
            series("OnePlus", &["12", "12R", "13"], 75_000),
            series("Nord", &["CE 4", "CE 4 Lite", "4"], 32_000),
        ],
    },
    Brand {
        name: "Tecno",
        color: "#0055ff",
        processors: &["Helio G85", "Helio G99", "Dimensity 6080"],
        series: &[
            series("Spark", &["20", "20 Pro", "Go 2024"], 12_000),
            series("Camon", &["20", "30"], 25_000),
            series("Pova", &["5", "6 Pro"], 22_000),
        ],
    },
    Brand {
        name: "Infinix",
        color: "#00b140",
        processors: &["Helio G88", "Helio G99", "Dimensity 8020"],
        series: &[
            series("Hot", &["40i", "40", "40 Pro"], 13_000),
            series("Note", &["30", "40 Pro"], 22_000),
            series("Zero", &["30", "40"], 36_000),
        ],
    },
    Brand {
        name: "Nokia",
        color: "#124191",
        processors: &["Unisoc T606", "Snapdragon 480+"],
        series: &[
            series("Nokia C", &["12", "32"], 9_000),
            series("Nokia G", &["22", "42"], 17_000),
        ],
    },
    Brand {
        name: "Motorola",
        color: "#5c2d91",
        processors: &["Snapdragon 695", "Dimensity 7030"],
        series: &[
            series("Moto G", &["24", "34", "54", "84"], 17_000),
            series("Edge", &["40 Neo", "50 Fusion"], 40_000),
        ],
    },
    Brand {
        name: "Google",
        color: "#4285f4",
        processors: &["Tensor G3", "Tensor G4"],
        series: &[series("Pixel", &["8a", "8", "8 Pro", "9"], 70_000)],
    },
    Brand {
        name: "Honor",
        color: "#00a4e4",
        processors: &["Snapdragon 680", "Snapdragon 7 Gen 3"],
        series: &[
            series("Honor X", &["6b", "7b", "8b", "9b"], 16_000),
            series("Honor", &["90", "200"], 48_000),
        ],
    },
    Brand {
        name: "Huawei",
        color: "#c7000b",
        processors: &["Kirin 710A", "Kirin 9000S"],
        series: &[series("Nova", &["11i", "12i", "Y90"], 24_000)],
    },
    Brand {
        name: "itel",
        color: "#e60012",
        processors: &["Unisoc SC9863A", "Unisoc T603"],
        series: &[
            series("itel A", &["05s", "70"], 6_500),
            series("itel P", &["40", "55"], 10_000),
            series("itel S", &["23", "24"], 12_000),
        ],
    },
];
