//! Black-box tests: each test starts the real `bkash-sim` binary on a free
//! port and talks HTTP to it, as the shop does.

mod checkout;
mod create;
mod helpers;
mod refund;
mod tokens;
