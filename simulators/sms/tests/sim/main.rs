//! Black-box tests: each test starts the real `sms-sim` binary on a free
//! port and talks HTTP to it, as the shop does.

mod helpers;
mod inbox;
mod send;
