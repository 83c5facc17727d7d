"""What the check asks nginx over HTTPS, as browsers at 127.0.0.x would, and
what each answer must be. Each check returns what it saw or raises CheckFailed."""

import http.client
import json
import os
import re
import secrets
import ssl
import struct
import time
import zlib

from common import CheckFailed

HOST_NAME = "shop.test"
SLOW_SECONDS = 65  # past nginx's default proxy_read_timeout of 60 s
SIGN_IN_BURST = 5
ADMIN = ("deploy-admin@phonebazar.test", "Deploy#Check2026")
CUSTOMER = ("customer@phonebazar.com.bd", "Customer#2026shop")  # written by `seed --demo`


class Client:
    """Requests to nginx, from the loopback address `source` (127.0.0.1 unless said)."""

    def __init__(self, ports, cafile):
        self.ports = ports
        self.context = ssl.create_default_context(cafile=str(cafile))

    def call(self, method, path, body=None, headers=None, source=None, timeout=30):
        conn = http.client.HTTPSConnection("127.0.0.1", self.ports.https, context=self.context, timeout=timeout,
                                           source_address=(source, 0) if source else None)
        return send(conn, method, path, body, {"Host": f"{HOST_NAME}:{self.ports.https}", **(headers or {})})

    def plain(self, path):
        conn = http.client.HTTPConnection("127.0.0.1", self.ports.http, timeout=10)
        return send(conn, "GET", path, None, {"Host": HOST_NAME})

    def json(self, method, path, payload=None, token=None, timeout=30):
        headers = {"Content-Type": "application/json", **({"token": token} if token else {})}
        body = None if payload is None else json.dumps(payload).encode()
        status, _, data = self.call(method, path, body, headers, timeout=timeout)
        return status, parsed(data)

    def sign_in(self, email, password):
        status, answer = self.json("POST", "/api/sign-in", {"email": email, "password": password})
        if status != 201:
            raise CheckFailed(f"signing in {email} through nginx answered {status}: {str(answer)[:300]}")
        return answer["token"]


def send(conn, method, path, body, headers):
    try:
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        return response.status, response.headers, response.read()
    finally:
        conn.close()


def parsed(data):
    try:
        return json.loads(data or b"null")
    except ValueError:
        return data[:300]


def check_redirect(client, _release):
    status, headers, _ = client.plain("/cart?from=plain")
    location = headers.get("Location", "")
    wanted = f"https://{HOST_NAME}/cart?from=plain"
    if status != 301 or location != wanted:
        raise CheckFailed(f"plain HTTP answered {status} to {location!r}, not 301 to {wanted}")
    return "plain HTTP answers 301 to the same address over HTTPS"


def check_home(client, release):
    status, headers, body = client.call("GET", "/")
    kind = headers.get("Content-Type", "")
    hsts = headers.get("Strict-Transport-Security", "")
    if status != 200 or not kind.startswith("text/html") or b"<html" not in body:
        raise CheckFailed(f"the home page answered {status} {kind!r} ({len(body)} bytes)")
    if "max-age=" not in hsts:
        raise CheckFailed(f"the home page came without Strict-Transport-Security (got {hsts!r})")
    if f"/assets/{release.renamed_one}".encode() not in body:
        raise CheckFailed(f"the home page does not load the new release's {release.renamed_one}")
    return f"the home page: 200 {kind}, the new release's, with Strict-Transport-Security: {hsts}"


def check_api(client, _release):
    status, ready = client.json("GET", "/api/health/ready")
    if status != 200 or not isinstance(ready, dict) or ready.get("status") != "ready":
        raise CheckFailed(f"GET /api/health/ready answered {status}: {ready}")
    status, listing = client.json("GET", "/api/products")
    if status != 200 or not isinstance(listing, dict) or not listing.get("products"):
        raise CheckFailed(f"GET /api/products answered {status} without products: {str(listing)[:200]}")
    return f"the API: ready, and GET /api/products lists {len(listing['products'])} phones"


def png_of_about(size):
    """A real PNG (random pixels, stored uncompressed) of about `size` bytes."""
    side = int((size / 3) ** 0.5)
    rows = b"".join(b"\0" + os.urandom(side * 3) for _ in range(side))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 0)) + chunk(b"IEND", b"")


def check_upload(client, _release):
    picture = png_of_about(2_000_000)
    token = client.sign_in(*ADMIN)
    status, _, data = client.call("POST", "/api/images", picture, {"Content-Type": "image/png", "token": token})
    answer = parsed(data)
    if status != 201:
        raise CheckFailed(f"an admin's {len(picture):,}-byte picture answered {status} "
                          f"(nginx's client_max_body_size?): {answer}")
    status, _, stored = client.call("GET", answer["url"])
    if status != 200 or stored != picture:
        raise CheckFailed(f"the uploaded picture reads back as {status} with {len(stored):,} bytes")
    return f"an admin's {len(picture):,}-byte picture upload: 201 (nginx's default takes 1 MB), and it reads back whole"


def sign_in_from(client, source, forged=None):
    body = json.dumps({"email": "nobody@phonebazar.test", "password": "not-the-password"}).encode()
    headers = {"Content-Type": "application/json", **({"X-Forwarded-For": forged} if forged else {})}
    return client.call("POST", "/api/sign-in", body, headers, source)[0]


def check_client_address(client, _release):
    for number in range(1, SIGN_IN_BURST + 1):
        if (status := sign_in_from(client, "127.0.0.2")) == 429:
            raise CheckFailed(f"sign-in {number} of {SIGN_IN_BURST} from 127.0.0.2 was refused (429): the shop "
                              "counts other clients' with it (does it see nginx's address?)")
    if (status := sign_in_from(client, "127.0.0.2")) != 429:
        raise CheckFailed(f"sign-in {SIGN_IN_BURST + 1} from 127.0.0.2 answered {status}, not 429")
    if (status := sign_in_from(client, "127.0.0.2", forged="203.0.113.9")) != 429:
        raise CheckFailed(f"a forged X-Forwarded-For took 127.0.0.2 past its spent budget ({status})")
    if (status := sign_in_from(client, "127.0.0.3")) == 429:
        raise CheckFailed("127.0.0.3 was refused (429) for 127.0.0.2's sign-ins: the shop sees nginx's "
                          "address, not the client's (X-Forwarded-For in the site, TRUSTED_PROXIES in shop.env)")
    return (f"rate limits see the client: 127.0.0.2 gets 429 after {SIGN_IN_BURST} sign-ins, a forged "
            f"X-Forwarded-For too, and 127.0.0.3 then gets {status}")


def check_assets(client, release):
    for name in (release.old_one, release.renamed_one):
        status, headers, body = client.call("GET", f"/assets/{name}")
        caching = headers.get("Cache-Control", "")
        if status != 200 or body != (release.new_static / "assets" / name).read_bytes():
            raise CheckFailed(f"/assets/{name} answered {status} ({len(body):,} bytes) after the deploy")
        if "immutable" not in caching or "max-age=31536000" not in caching:
            raise CheckFailed(f"/assets/{name} is not cached for a year through nginx: {caching!r}")
    return (f"after the deploy, the previous release's {release.old_one} answers 200 beside the new "
            f"{release.renamed_one}, both with Cache-Control: {caching}")


def bkash_checkout(client, token):
    """The customer's cart, one phone, checked out to be paid by bKash: its checkout id."""
    address = {"first_name": "Rahim", "last_name": "Khan", "phone": "01712345678", "address": "House 12, Road 5",
               "city": "Dhaka", "area": "Dhanmondi", "zip_code": "1205"}
    steps = []

    def step(method, path, payload, wanted):
        status, answer = client.json(method, path, payload, token)
        steps.append(f"{method} {path} {status}")
        if status != wanted:
            raise CheckFailed(f"{method} {path} answered {status}, not {wanted}: {str(answer)[:300]}")
        return answer

    address_id = step("POST", "/api/shipping-addresses", address, 201)["_id"]
    phones = step("GET", "/api/products", None, 200)["products"]
    phone = next(p for p in phones if p.get("stock", 0) >= 2)
    step("POST", "/api/add-cart", {"product_id": phone["_id"], "quantity": 1}, 201)
    total = step("GET", f"/api/checkout/summary?address_id={address_id}", None, 200)["total"]
    placed = step("POST", "/api/checkout", {"address_id": address_id, "payment_method": "bkash",
                                            "idempotency_key": secrets.token_hex(16), "expected_total": total}, 201)
    return placed["checkout_id"]


def check_slow_answer(client, shop):
    """A shopper's bKash payment whose provider takes SLOW_SECONDS to answer."""
    token = client.sign_in(*CUSTOMER)
    checkout_id = bkash_checkout(client, token)
    started = time.monotonic()
    path = f"/api/checkouts/{checkout_id}/payment"
    status, answer = client.json("POST", path, {}, token, timeout=SLOW_SECONDS + 90)
    took = time.monotonic() - started
    if status == 504:
        raise CheckFailed(f"nginx gave up on the shop after {took:.0f} s (504): its proxy_read_timeout is "
                          "shorter than the shop's wait for bKash")
    if status != 201 or not isinstance(answer, dict) or "redirect_url" not in answer:
        raise CheckFailed(f"the bKash payment answered {status} after {took:.0f} s: {answer} "
                          f"(calls the bKash stand-in saw: {shop.bkash.calls})")
    if took < 60:
        raise CheckFailed(f"the slow answer came after {took:.0f} s, before nginx's default 60 s would matter")
    return f"a bKash payment whose bKash answers in {SLOW_SECONDS} s: 201 after {took:.0f} s through nginx"


def check_settings(site, unit):
    """What the running check cannot wait for: idle connections and the stop time."""
    upstream = re.search(r"upstream\s+\w+\s*\{([^}]*)\}", site)
    block = upstream.group(1) if upstream else ""
    idle = re.search(r"^\s*keepalive_timeout\s+(\d+)s?;", block, re.M)
    if not re.search(r"^\s*keepalive\s+\d+;", block, re.M):
        raise CheckFailed("the site's upstream keeps no idle connections to the shop (keepalive)")
    if not idle or int(idle.group(1)) >= 75:
        raise CheckFailed("the upstream's keepalive_timeout is not set under the shop's 75 s keep-alive")
    stop = re.search(r"^TimeoutStopSec=(\d+)s?$", unit, re.M)
    # Up to 10 s for the requests in flight, then up to 10 s for the jobs' passes in hand.
    if not stop or int(stop.group(1)) <= 20:
        raise CheckFailed("deploy/shop-server.service does not give the server more than its 20 s stop "
                          "(10 s drain, 10 s for the jobs)")
    return (f"nginx closes idle connections to the shop after {idle.group(1)} s (the shop after 75 s); "
            f"systemd gives the server's 20 s stop {stop.group(1)} s")
