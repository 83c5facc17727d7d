//! Limits on asking for SMS codes, besides the core's per-number ones: per
//! client address (loose: a carrier's NAT puts many shoppers behind one) and
//! per device (the random id the shop's page keeps in the browser), so one
//! script cannot walk through numbers to "bomb" them.

use super::{per_hour, too_many};
use crate::{error::ApiError, failure::Failure, texts::codes::DEVICE_NEEDED};
use governor::{DefaultKeyedRateLimiter, RateLimiter};
use std::net::IpAddr;

/// Codes one client address may ask for in an hour.
pub const PER_ADDRESS_HOUR: u32 = 30;
/// Codes one device may ask for in an hour (a family's numbers, a typo or two).
pub const PER_DEVICE_HOUR: u32 = 8;
/// The header that carries the device's id.
pub const DEVICE_HEADER: &str = "x-device";

pub struct CodeLimits {
    by_address: DefaultKeyedRateLimiter<IpAddr>,
    by_device: DefaultKeyedRateLimiter<String>,
}

/// A device id as the page makes it: 16 to 64 letters, digits or dashes.
fn device_id(value: Option<&str>) -> Option<&str> {
    value.filter(|id| (16..=64).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
}

impl CodeLimits {
    pub fn new() -> Self {
        CodeLimits {
            by_address: RateLimiter::keyed(per_hour(PER_ADDRESS_HOUR)),
            by_device: RateLimiter::keyed(per_hour(PER_DEVICE_HOUR)),
        }
    }

    /// Takes one code from the device's budget and the address's, or
    /// refuses; a request without a device id is refused as stale.
    pub fn check(&self, address: Option<IpAddr>, device: Option<&str>) -> Result<(), ApiError> {
        let device = device_id(device).ok_or_else(|| ApiError(Failure::Refused(DEVICE_NEEDED.into())))?;
        self.by_device.check_key(&device.to_owned()).map_err(|_| too_many())?;
        match address {
            Some(address) => self.by_address.check_key(&address).map_err(|_| too_many()),
            None => Ok(()),
        }
    }

    pub fn shrink(&self) {
        self.by_address.retain_recent();
        self.by_address.shrink_to_fit();
        self.by_device.retain_recent();
        self.by_device.shrink_to_fit();
    }
}

impl Default for CodeLimits {
    fn default() -> Self {
        Self::new()
    }
}
