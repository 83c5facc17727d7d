//! Queries as shoppers in Bangladesh type them (Bangla script, Banglish,
//! model shorthands, typos), each with the phone a shopkeeper would hand
//! over first, over a catalog of every real model the demo knows, once.

#![cfg(test)]

use super::CatalogView;
use shop_core::{ListingQuery, SortKey};

/// What a query must find first: one phone by its title, or phones of one
/// brand (a brand alone asks for no one phone).
enum First {
    Phone(&'static str),
    Brand(&'static str),
}
use First::{Brand, Phone};

const TABLE: &[(&str, First)] = &[
    // Bangla script.
    ("স্যামসাং", Brand("Samsung")),
    ("সামসাং গ্যালাক্সি", Brand("Samsung")),
    ("আইফোন", Brand("Apple")),
    ("আইফোন ১৫", Phone("Apple iPhone 15")),
    ("আইফোন ১৫ প্রো ম্যাক্স", Phone("Apple iPhone 15 Pro Max")),
    ("শাওমি ১৪ আল্ট্রা", Phone("Xiaomi 14 Ultra")),
    ("রেডমি নোট ১৩ প্রো", Phone("Xiaomi Redmi Note 13 Pro")),
    ("গ্যালাক্সি এস২৪ আল্ট্রা", Phone("Samsung Galaxy S24 Ultra")),
    ("গ্যালাক্সি এ৫৫", Phone("Samsung Galaxy A55")),
    ("ভিভো ভি৩০", Phone("Vivo V30")),
    ("অপো রেনো ১২", Phone("Oppo Reno 12")),
    ("ওয়ালটন", Brand("Walton")),
    ("সিম্ফনি", Brand("Symphony")),
    ("টেকনো স্পার্ক ২০", Phone("Tecno Spark 20")),
    ("ইনফিনিক্স হট ৫০", Phone("Infinix Hot 50")),
    ("নোকিয়া", Brand("Nokia")),
    ("মটোরোলা", Brand("Motorola")),
    ("গুগল পিক্সেল ৮", Phone("Google Pixel 8")),
    ("ওয়ানপ্লাস ১২", Phone("OnePlus 12")),
    ("রিয়েলমি সি৫৫", Phone("Realme C55")),
    ("পোকো এক্স৬ প্রো", Phone("Xiaomi Poco X6 Pro")),
    ("অনার", Brand("Honor")),
    ("হুয়াওয়ে", Brand("Huawei")),
    ("আইটেল", Brand("itel")),
    // Banglish.
    ("samsang", Brand("Samsung")),
    ("samsang s24 ultra", Phone("Samsung Galaxy S24 Ultra")),
    ("aifon 13", Phone("Apple iPhone 13")),
    ("shaomi", Brand("Xiaomi")),
    ("shaomi 14t", Phone("Xiaomi 14T")),
    ("rialmi 12 pro", Phone("Realme 12 Pro")),
    ("tekno camon 30", Phone("Tecno Camon 30")),
    ("infinics note 40", Phone("Infinix Note 40")),
    ("simfoni z50", Phone("Symphony Z50")),
    ("nokiya g42", Phone("Nokia G42 5G")),
    ("motorla edge 50", Phone("Motorola Edge 50 Fusion")),
    ("gugol pixel 9", Phone("Google Pixel 9")),
    ("bivo y18", Phone("Vivo Y18")),
    ("opo a58", Phone("Oppo A58")),
    ("hawei", Brand("Huawei")),
    ("galaksi a15", Phone("Samsung Galaxy A15")),
    ("redmi not 13", Phone("Xiaomi Redmi Note 13")),
    ("poko x6", Phone("Xiaomi Poco X6")),
    ("oppo reno", Brand("Oppo")),
    ("one plus nord ce 4", Phone("OnePlus Nord CE 4")),
    // Shorthands.
    ("s24u", Phone("Samsung Galaxy S24 Ultra")),
    ("s23u", Phone("Samsung Galaxy S23 Ultra")),
    ("s24+", Phone("Samsung Galaxy S24+")),
    ("13c", Phone("Xiaomi Redmi 13C")),
    ("note 13 pro+", Phone("Xiaomi Redmi Note 13 Pro+")),
    ("note13 pro", Phone("Xiaomi Redmi Note 13 Pro")),
    ("15 promax", Phone("Apple iPhone 15 Pro Max")),
    ("iphone15promax", Phone("Apple iPhone 15 Pro Max")),
    ("a55", Phone("Samsung Galaxy A55")),
    ("z flip 6", Phone("Samsung Galaxy Z Flip 6")),
    ("x7 pro", Phone("Xiaomi Poco X7 Pro")),
    ("14t pro", Phone("Xiaomi 14T Pro")),
    ("reno12 pro", Phone("Oppo Reno 12 Pro")),
    ("12r", Phone("OnePlus 12R")),
    ("s24 fe", Phone("Samsung Galaxy S24 FE")),
    ("realme 11 pro plus", Phone("Realme 11 Pro+")),
    // Typos.
    ("samsnug galxy s24", Phone("Samsung Galaxy S24")),
    ("iphnoe 14 pro", Phone("Apple iPhone 14 Pro")),
    ("xioami 14", Phone("Xiaomi 14")),
    ("realmy 11 pro", Phone("Realme 11 Pro")),
    ("motorolla", Brand("Motorola")),
    ("infinx zero 30", Phone("Infinix Zero 30")),
    ("tecnoo spark 10 pro", Phone("Tecno Spark 10 Pro")),
    ("oneplus nord ce 3 lite", Phone("OnePlus Nord CE 3 Lite")),
    ("vivo v29e", Phone("Vivo V29e")),
    // The exact model before the longer names that hold it.
    ("iphone 15", Phone("Apple iPhone 15")),
    ("galaxy s24", Phone("Samsung Galaxy S24")),
    ("redmi note 13", Phone("Xiaomi Redmi Note 13")),
    ("pixel 9 pro", Phone("Google Pixel 9 Pro")),
];

fn view() -> CatalogView {
    let products = (0..crate::demo::models::real_range())
        .map(|i| crate::demo::generate(7, i).product)
        .collect();
    CatalogView::new(products).expect("view")
}

fn titles(view: &CatalogView, text: &str) -> Vec<(String, String)> {
    let query = ListingQuery {
        search: Some(text.into()),
        order_by: SortKey::Relevance,
        per_page: 10,
        ..ListingQuery::default()
    };
    let page = view.list(&query).expect("list");
    page.products
        .iter()
        .map(|listed| (listed.product.fields.title.clone(), listed.product.fields.brand.clone()))
        .collect()
}

#[test]
fn each_query_finds_first_what_a_shopkeeper_would_hand_over() {
    assert!(TABLE.len() >= 60, "{} queries", TABLE.len());
    let view = view();
    let mut wrong = Vec::new();
    for (text, first) in TABLE {
        let found = titles(&view, text);
        let right = match first {
            Phone(title) => found.first().is_some_and(|(t, _)| t == title),
            Brand(brand) => !found.is_empty() && found.iter().take(5).all(|(_, b)| b == brand),
        };
        if !right {
            let shown: Vec<&str> = found.iter().take(4).map(|(t, _)| t.as_str()).collect();
            wrong.push(format!("{text}: {shown:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} wrong:\n{}",
        wrong.len(),
        TABLE.len(),
        wrong.join("\n")
    );
}

#[test]
fn a_size_in_the_query_lists_the_phones_that_come_in_it_each_on_that_variant() {
    let view = view();
    let query = ListingQuery {
        search: Some("samsung ৮/২৫৬".into()),
        order_by: SortKey::Relevance,
        per_page: 100,
        ..ListingQuery::default()
    };
    let page = view.list(&query).expect("list");
    assert!(!page.products.is_empty());
    for listed in &page.products {
        assert_eq!(listed.product.fields.brand, "Samsung");
        let variants = listed.product.listed_variants();
        let shown = listed.variant.map_or(&variants[0], |id| {
            variants.iter().find(|v| v.id == id).expect("one of its variants")
        });
        assert_eq!(
            (shown.specs.ram_gb, shown.specs.rom_gb),
            (8, 256),
            "{}",
            listed.product.fields.title
        );
    }
    let every_samsung = view
        .list(&ListingQuery {
            search: Some("samsung".into()),
            ..query
        })
        .expect("list")
        .total;
    assert!(
        page.total < every_samsung,
        "the size filters: {} of {every_samsung}",
        page.total
    );
}
