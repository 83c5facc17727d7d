//! Writes the TypeScript `Language` type from the core's `Locale::ALL`, so
//! the languages are listed once (the front end's catalogs and language
//! picker read the same list through `shop-server texts`).

use std::{env, fs, path::Path};

fn main() {
    let codes: Vec<String> = shop_core::Locale::ALL
        .iter()
        .map(|locale| format!("\"{}\"", locale.code()))
        .collect();
    let declaration = format!(
        "/** An interface language (the core's `Locale::ALL`). */\nexport type Language = {};\n",
        codes.join(" | ")
    );
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("language.ts");
    fs::write(out, declaration).expect("OUT_DIR is writable");
    println!("cargo::rerun-if-changed=../core/src/locale.rs");
}
