//! The advance asked of cash-on-delivery buyers (core `parcel::advance`):
//! from which total it is suggested to everyone (`COD_ADVANCE_ABOVE_TK`),
//! its share of the total (`COD_ADVANCE_PERCENT`), the least one
//! (`COD_ADVANCE_LEAST_TK`) and how long a buyer has to pay it
//! (`COD_ADVANCE_HOURS`).

use super::{ConfigError, Vars};
use shop_core::{Money, parcel::advance::AdvancePolicy};
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AdvanceSettings {
    pub policy: AdvancePolicy,
    /// How long after it is asked the advance may be paid.
    pub window: Duration,
}

impl Default for AdvanceSettings {
    fn default() -> Self {
        AdvanceSettings {
            policy: AdvancePolicy {
                above: Money::from_poisha(5_000_000),
                percent: 10,
                least: Money::from_poisha(50_000),
            },
            window: Duration::from_secs(24 * 3600),
        }
    }
}

impl AdvanceSettings {
    pub(super) fn from_vars(vars: &Vars<impl Fn(&str) -> Option<String>>) -> Result<Self, ConfigError> {
        let defaults = Self::default().policy;
        let taka = |name: &'static str, default: Money| -> Result<Money, ConfigError> {
            match vars.parsed::<i64>(name)? {
                None => Ok(default),
                Some(tk) => Money::from_tk(tk).ok().filter(|m| *m > Money::ZERO).ok_or(ConfigError {
                    name,
                    reason: "it must be whole taka, at least 1".into(),
                }),
            }
        };
        let percent = vars.positive("COD_ADVANCE_PERCENT", defaults.percent)?;
        if percent > 100 {
            return Err(ConfigError {
                name: "COD_ADVANCE_PERCENT",
                reason: "it must be 1 to 100".into(),
            });
        }
        let hours = vars.positive::<u64>("COD_ADVANCE_HOURS", 24)?;
        Ok(AdvanceSettings {
            policy: AdvancePolicy {
                above: taka("COD_ADVANCE_ABOVE_TK", defaults.above)?,
                percent,
                least: taka("COD_ADVANCE_LEAST_TK", defaults.least)?,
            },
            window: Duration::from_secs(hours.saturating_mul(3600)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> Result<AdvanceSettings, ConfigError> {
        let vars = Vars(|name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned()));
        AdvanceSettings::from_vars(&vars)
    }

    #[test]
    fn the_policy_reads_taka_percent_and_hours() {
        assert_eq!(read(&[]).expect("defaults"), AdvanceSettings::default());
        let set = read(&[
            ("COD_ADVANCE_ABOVE_TK", "80000"),
            ("COD_ADVANCE_PERCENT", "20"),
            ("COD_ADVANCE_LEAST_TK", "300"),
            ("COD_ADVANCE_HOURS", "12"),
        ])
        .expect("set");
        assert_eq!(set.policy.above, Money::from_poisha(8_000_000));
        assert_eq!((set.policy.percent, set.policy.least), (20, Money::from_poisha(30_000)));
        assert_eq!(set.window, Duration::from_secs(12 * 3600));
    }

    #[test]
    fn a_share_past_the_whole_or_no_taka_is_refused() {
        for (name, value) in [
            ("COD_ADVANCE_PERCENT", "101"),
            ("COD_ADVANCE_PERCENT", "0"),
            ("COD_ADVANCE_LEAST_TK", "0"),
            ("COD_ADVANCE_ABOVE_TK", "-5"),
            ("COD_ADVANCE_HOURS", "0"),
        ] {
            let refused = read(&[(name, value)]).expect_err(name);
            assert!(refused.to_string().contains(name), "{refused}");
        }
    }
}
