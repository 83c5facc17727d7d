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
    // A dual-stack listener sees IPv4 peers as `::ffff:a.b.c.d`.
    let peer = req.peer_addr()?.ip().to_canonical();
    let is_trusted = |address: &IpAddr| trusted.iter().any(|net| net.contains(address));
    if !is_trusted(&peer) {
        return Some(peer);
    }
    let forwarded: Vec<IpAddr> = req
        .headers()
        .get_all(FORWARDED_FOR)
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|part| part.trim().parse::<IpAddr>().ok())
        .map(|address| address.to_canonical())
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

/// The wider networks an IPv6 client is also limited by, each with how many
/// times a single address's budget it gets: its site (/48, eight times) and
/// its provider's block (/32, sixty-four times), so one holder of a large
/// block cannot spread its attempts over fresh /64s without end.
pub fn wider_keys(address: IpAddr) -> Vec<(IpAddr, u32)> {
    let IpAddr::V6(v6) = address else { return Vec::new() };
    if v6.to_ipv4_mapped().is_some() {
        return Vec::new();
    }
    let s = v6.segments();
    vec![
        (IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], 0, 0, 0, 0, 0)), 8),
        (IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], 0, 0, 0, 0, 0, 0)), 64),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn request(peer: &str, forwarded: Option<&str>) -> HttpRequest {
        let mut request = TestRequest::default().peer_addr(peer.parse().expect("peer"));
        if let Some(forwarded) = forwarded {
            request = request.insert_header(("x-forwarded-for", forwarded));
        }
        request.to_http_request()
    }

    fn trusted() -> Vec<IpNet> {
        vec!["10.0.0.0/8".parse().expect("net")]
    }

    #[test]
    fn a_trusted_proxy_seen_through_a_dual_stack_listener_is_still_trusted() {
        let req = request("[::ffff:10.0.0.5]:4000", Some("203.0.113.9"));
        assert_eq!(
            client_address(&req, &trusted()),
            Some("203.0.113.9".parse().expect("ip"))
        );
    }

    #[test]
    fn the_header_counts_only_from_a_trusted_peer_and_only_its_right_end() {
        let direct = request("198.51.100.7:4000", Some("203.0.113.9"));
        assert_eq!(
            client_address(&direct, &trusted()),
            Some("198.51.100.7".parse().expect("ip"))
        );
        let chained = request("10.0.0.5:4000", Some("1.2.3.4, 203.0.113.9, 10.0.0.6"));
        assert_eq!(
            client_address(&chained, &trusted()),
            Some("203.0.113.9".parse().expect("ip"))
        );
        let missing = request("10.0.0.5:4000", None);
        assert_eq!(
            client_address(&missing, &trusted()),
            Some("10.0.0.5".parse().expect("ip"))
        );
    }

    #[test]
    fn an_ipv6_client_is_limited_by_its_64() {
        let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().expect("ip");
        let other: IpAddr = "2001:db8:1:2:bbbb::9".parse().expect("ip");
        assert_eq!(limit_key(one), limit_key(other));
        assert_ne!(limit_key(one), limit_key("2001:db8:1:3::1".parse().expect("ip")));
    }
}
