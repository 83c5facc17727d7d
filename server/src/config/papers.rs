//! The shop's papers the Digital Commerce Guidelines want shown to buyers:
//! its Digital Business ID (`SHOP_DBID`) and trade licence number
//! (`SHOP_TRADE_LICENCE`), printed in every page's footer and on invoices.

use super::{ConfigError, Vars};

/// The longest a paper's number may be.
const LONGEST: usize = 60;

/// The shop's registration numbers; an unset one is not shown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ShopPapers {
    pub dbid: Option<String>,
    pub trade_licence: Option<String>,
}

impl ShopPapers {
    pub(super) fn from_vars<F: Fn(&str) -> Option<String>>(vars: &Vars<F>) -> Result<Self, ConfigError> {
        Ok(ShopPapers {
            dbid: paper(vars, "SHOP_DBID")?,
            trade_licence: paper(vars, "SHOP_TRADE_LICENCE")?,
        })
    }
}

/// A number as printed: at most [`LONGEST`] characters on one line.
fn paper<F: Fn(&str) -> Option<String>>(vars: &Vars<F>, name: &'static str) -> Result<Option<String>, ConfigError> {
    let Some(value) = vars.get(name) else {
        return Ok(None);
    };
    if value.chars().count() > LONGEST || value.chars().any(char::is_control) {
        return Err(ConfigError {
            name,
            reason: format!("it must be one line of at most {LONGEST} characters"),
        });
    }
    Ok(Some(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(dbid: Option<&str>, licence: Option<&str>) -> Result<ShopPapers, ConfigError> {
        let vars = Vars(|name: &str| match name {
            "SHOP_DBID" => dbid.map(str::to_owned),
            "SHOP_TRADE_LICENCE" => licence.map(str::to_owned),
            _ => None,
        });
        ShopPapers::from_vars(&vars)
    }

    #[test]
    fn set_papers_are_kept_trimmed_and_unset_ones_are_not_shown() {
        let papers = read(Some(" 1234567890 "), Some("")).expect("read");
        assert_eq!(papers.dbid.as_deref(), Some("1234567890"));
        assert_eq!(papers.trade_licence, None);
    }

    #[test]
    fn a_paper_that_cannot_be_printed_on_one_line_is_refused() {
        assert!(read(Some("12\n34"), None).is_err());
        assert!(read(None, Some(&"9".repeat(61))).is_err());
        assert!(
            read(None, Some(&"৯".repeat(60))).is_ok(),
            "Bangla digits count as characters"
        );
    }
}
