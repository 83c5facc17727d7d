//! `shop-bindgen MODULE.wasm OUT_DIR`: writes the JavaScript and TypeScript
//! bindings of a module built from `wasm-bridge` into OUT_DIR, as
//! `wasm-bindgen --target bundler --out-dir OUT_DIR MODULE.wasm` does (the same
//! library, the same options; byte for byte the same files).

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
};

use wasm_bindgen_cli_support::Bindgen;

const USAGE: &str = "usage: shop-bindgen MODULE.wasm OUT_DIR";

fn main() -> ExitCode {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let [module, out_dir] = args.as_slice() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    match write_bindings(module, out_dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("shop-bindgen: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// The CLI's defaults for `--target bundler`: TypeScript declarations on, the
/// default module path kept, names demangled.
fn write_bindings(module: &Path, out_dir: &Path) -> anyhow::Result<()> {
    Bindgen::new()
        .input_path(module)
        .bundler(true)?
        .typescript(true)
        .omit_default_module_path(false)
        .demangle(true)
        .generate(out_dir)
}
