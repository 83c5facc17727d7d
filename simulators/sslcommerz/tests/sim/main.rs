//! Black-box tests: each test starts the real `sslcommerz-sim` binary on a
//! free port and talks HTTP to it, as the shop does; IPNs go to a small
//! listener the test runs in the shop's place.

mod helpers;
mod init;
mod page;
mod pay;
mod query;
mod refund;
mod shop;
mod switches;
mod validation;
