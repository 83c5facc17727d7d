//! What every simulator of an outside service (bKash, and the SMS gateway,
//! courier and card gateway to come) repeats, so that a new one is only its
//! protocol: binding and starting its server with the first line scripts wait
//! for ([`serve`]), one log line per call ([`log`]), its shopper page's shell
//! and escaping ([`html`]), its clock ([`clock`]), amounts of taka
//! ([`money`]), and for its tests, starting its binary and reading where it
//! listens ([`child`]) and a stand-in for the shop its calls go to ([`receiver`]).

pub mod child;
pub mod clock;
pub mod html;
pub mod log;
pub mod money;
pub mod receiver;
pub mod serve;
