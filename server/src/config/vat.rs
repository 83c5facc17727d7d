//! The shop's VAT registration and rates, for Mushak-6.3 tax invoices and
//! Mushak-6.7 credit notes. Without `VAT_BIN` the shop is not registered and
//! issues neither.

use super::{ConfigError, Vars};
use shop_core::vat::{Rates, STANDARD_VAT_BP, parse_rate, valid_bin};
use std::time::Duration;

/// What is sold, as VAT rates are set per kind.
pub const CATEGORIES: [&str; 2] = ["phone", "delivery"];

/// A VAT-registered seller: who issues, and at what rates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VatSettings {
    /// The name registered with the NBR.
    pub seller_name: String,
    /// The 13-digit Business Identification Number.
    pub bin: String,
    /// The address the invoices are issued from.
    pub address: String,
    /// Phones and their accessories.
    pub phone: Rates,
    /// The delivery charge, a service.
    pub delivery: Rates,
    /// How often the invoicing job issues what is due (`INVOICING_MS`, 5 s).
    pub invoicing_interval: Duration,
}

impl VatSettings {
    /// `VAT_BIN` with `VAT_SELLER_NAME` and `VAT_ADDRESS` (all three, or none),
    /// `VAT_RATES` and `SD_RATES` (`phone=15,delivery=15`, percent, each
    /// defaulting to 15% VAT and no SD), `VAT_PRICES_INCLUDE`, and `INVOICING_MS`.
    pub(super) fn from_vars<F: Fn(&str) -> Option<String>>(vars: &Vars<F>) -> Result<Option<Self>, ConfigError> {
        let named = ["VAT_BIN", "VAT_SELLER_NAME", "VAT_ADDRESS"];
        let values: Vec<Option<String>> = named.iter().map(|name| vars.get(name)).collect();
        if values.iter().all(Option::is_none) {
            return Ok(None);
        }
        if let Some((name, _)) = named.iter().zip(&values).find(|(_, v)| v.is_none()) {
            return Err(ConfigError {
                name,
                reason: "a VAT-registered shop needs VAT_BIN, VAT_SELLER_NAME and VAT_ADDRESS together".into(),
            });
        }
        let [bin, seller_name, address] = [0, 1, 2].map(|i| values[i].clone().unwrap_or_default());
        if !valid_bin(&bin) {
            return Err(ConfigError {
                name: "VAT_BIN",
                reason: "a BIN is 13 digits".into(),
            });
        }
        if vars.get("VAT_PRICES_INCLUDE").is_some_and(|v| v != "true") {
            return Err(ConfigError {
                name: "VAT_PRICES_INCLUDE",
                reason: "only true is supported: the catalogue's prices are what shoppers pay, VAT included".into(),
            });
        }
        let vat = rates(vars, "VAT_RATES", STANDARD_VAT_BP)?;
        let sd = rates(vars, "SD_RATES", 0)?;
        let rates_of = |i: usize| Rates {
            vat_bp: vat[i],
            sd_bp: sd[i],
        };
        Ok(Some(VatSettings {
            seller_name,
            bin,
            address,
            phone: rates_of(0),
            delivery: rates_of(1),
            invoicing_interval: vars.positive_millis("INVOICING_MS", Duration::from_secs(5))?,
        }))
    }
}

/// A `category=percent` list over [`CATEGORIES`], `default` for one not named.
fn rates<F: Fn(&str) -> Option<String>>(
    vars: &Vars<F>,
    name: &'static str,
    default: u32,
) -> Result<[u32; 2], ConfigError> {
    let mut rates = [default; 2];
    let Some(list) = vars.get(name) else {
        return Ok(rates);
    };
    for pair in list.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let refused = |reason: String| ConfigError { name, reason };
        let (category, percent) = pair
            .split_once('=')
            .ok_or_else(|| refused(format!("'{pair}' is not category=percent")))?;
        let at = CATEGORIES
            .iter()
            .position(|c| *c == category.trim())
            .ok_or_else(|| refused(format!("'{category}' is not one of {}", CATEGORIES.join(", "))))?;
        rates[at] =
            parse_rate(percent.trim()).map_err(|_| refused(format!("'{percent}' is not a percent from 0 to 100")))?;
    }
    Ok(rates)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> Result<Option<VatSettings>, ConfigError> {
        let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect();
        VatSettings::from_vars(&Vars(move |name: &str| {
            pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
        }))
    }

    const SHOP: [(&str, &str); 3] = [
        ("VAT_BIN", "0012345678901"),
        ("VAT_SELLER_NAME", "Phone Bazar Ltd"),
        ("VAT_ADDRESS", "12 Elephant Road, Dhaka 1205"),
    ];

    #[test]
    fn unset_is_unregistered_and_set_takes_the_standard_rate() {
        assert_eq!(read(&[]).expect("read"), None);
        let vat = read(&SHOP).expect("read").expect("registered");
        assert_eq!(
            vat.phone,
            Rates {
                vat_bp: 1_500,
                sd_bp: 0
            }
        );
        assert_eq!(vat.delivery, vat.phone);
    }

    #[test]
    fn reduced_rates_and_sd_per_category() {
        let mut vars = SHOP.to_vec();
        vars.extend([("VAT_RATES", "phone=7.5"), ("SD_RATES", "phone=10, delivery=0")]);
        let vat = read(&vars).expect("read").expect("registered");
        assert_eq!(
            vat.phone,
            Rates {
                vat_bp: 750,
                sd_bp: 1_000
            }
        );
        assert_eq!(
            vat.delivery,
            Rates {
                vat_bp: 1_500,
                sd_bp: 0
            }
        );
    }

    #[test]
    fn the_invoicing_pass_runs_every_five_seconds_unless_set() {
        let every = |extra: &[(&'static str, &'static str)]| {
            let mut vars = SHOP.to_vec();
            vars.extend_from_slice(extra);
            read(&vars).map(|vat| vat.expect("registered").invoicing_interval)
        };
        assert_eq!(every(&[]).expect("read"), Duration::from_secs(5));
        assert_eq!(
            every(&[("INVOICING_MS", "500")]).expect("read"),
            Duration::from_millis(500)
        );
        assert_eq!(
            every(&[("INVOICING_MS", "0")]).map_err(|e| e.name).err(),
            Some("INVOICING_MS")
        );
    }

    #[test]
    fn a_bad_bin_a_half_set_or_a_bad_rate_is_refused() {
        for (name, value) in [
            ("VAT_BIN", "12345"),
            ("VAT_RATES", "tablet=5"),
            ("VAT_RATES", "phone=150"),
        ] {
            let mut vars = SHOP.to_vec();
            vars.retain(|(k, _)| *k != name);
            vars.push((name, value));
            assert_eq!(read(&vars).map_err(|e| e.name).err(), Some(name), "{name}={value}");
        }
        assert_eq!(read(&SHOP[..1]).map_err(|e| e.name).err(), Some("VAT_SELLER_NAME"));
        let mut vars = SHOP.to_vec();
        vars.push(("VAT_PRICES_INCLUDE", "false"));
        assert_eq!(read(&vars).map_err(|e| e.name).err(), Some("VAT_PRICES_INCLUDE"));
    }
}
