//! Who is asking, as far as the network can tell: the TCP peer, or, when the
//! peer is one of our own proxies, the address it says it forwarded for.

use actix_web::{HttpRequest, http::header::HeaderName};
use ipnet::IpNet;
use std::net::IpAddr;

const FORWARDED_FOR: HeaderName = HeaderName::from_static("x-forwarded-for");

/// The client's address: the peer, unless the peer is a trusted proxy; then the
/// right-most address in `X-Forwarded-For` that is not a trusted proxy itself
/// (addresses to its left were written by the client and prove nothing).
pub fn client_address(req: &HttpRequest, trusted: &[IpNet]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    let is_trusted = |address: &IpAddr| trusted.iter().any(|net| net.contains(address));
    if !is_trusted(&peer) {
        return Some(peer);
    }
    let forwarded: Vec<IpAddr> = req
        .headers()
        .get_all(FORWARDED_FOR)
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|part| part.trim().parse().ok())
        .collect();
    forwarded
        .iter()
        .rev()
        .find(|address| !is_trusted(address))
        .or(forwarded.first())
        .copied()
        .or(Some(peer))
}

/// The key an address is limited by: IPv6 clients hold a whole /64, so it
/// counts as one address.
pub fn limit_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let segments = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(
                    segments[0],
                    segments[1],
                    segments[2],
                    segments[3],
                    0,
                    0,
                    0,
                    0,
                ))
            }
        },
    }
}
