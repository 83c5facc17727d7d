//! Reading settings from one source of variables: present and trimmed,
//! parsed, lists, and counts or durations of at least 1.

use super::ConfigError;

/// Reads settings from one source of variables (the environment, or a map in tests).
pub(super) struct Vars<F>(pub(super) F);

impl<F: Fn(&str) -> Option<String>> Vars<F> {
    pub(super) fn get(&self, name: &str) -> Option<String> {
        (self.0)(name).map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
    }

    pub(super) fn parsed<T: std::str::FromStr>(&self, name: &'static str) -> Result<Option<T>, ConfigError>
    where
        T::Err: std::fmt::Display,
    {
        self.get(name)
            .map(|v| {
                v.parse::<T>().map_err(|e| ConfigError {
                    name,
                    reason: e.to_string(),
                })
            })
            .transpose()
    }

    /// A count of at least 1 (`default` when unset).
    pub(super) fn positive<T>(&self, name: &'static str, default: T) -> Result<T, ConfigError>
    where
        T: std::str::FromStr + PartialEq + Default,
        T::Err: std::fmt::Display,
    {
        let value = self.parsed(name)?.unwrap_or(default);
        if value == T::default() {
            return Err(ConfigError {
                name,
                reason: "it must be at least 1".into(),
            });
        }
        Ok(value)
    }

    /// A duration in milliseconds of at least 1 (`default` when unset).
    pub(super) fn positive_millis(
        &self,
        name: &'static str,
        default: std::time::Duration,
    ) -> Result<std::time::Duration, ConfigError> {
        let millis = u64::try_from(default.as_millis()).unwrap_or(u64::MAX);
        self.positive(name, millis).map(std::time::Duration::from_millis)
    }

    pub(super) fn list<T: std::str::FromStr>(&self, name: &'static str) -> Result<Option<Vec<T>>, ConfigError>
    where
        T::Err: std::fmt::Display,
    {
        self.get(name)
            .map(|v| {
                v.split(',')
                    .map(str::trim)
                    .filter(|item| !item.is_empty())
                    .map(|item| {
                        item.parse::<T>().map_err(|e| ConfigError {
                            name,
                            reason: format!("'{item}': {e}"),
                        })
                    })
                    .collect()
            })
            .transpose()
    }
}
