"""Before the load: the catalog as the soak uses it, the shoppers and the admin's session."""
import threading
import urllib.parse
from dataclasses import dataclass, field

from soak_http import Client
from soak_ledger import Shopper

BROWSED_PHONES = 500
# Variants with fewer units are not put in carts: a sold-out variant is a 409
# a shopper would not have met (the page says "out of stock").
LEAST_STOCK = 5
PASSWORD = "Soak#Shopper2026"


@dataclass
class Catalog:
    listings: list  # listing paths (brand, page, order and filters)
    browse: list  # phones whose pages are opened
    sold: list  # phones put in carts and edited by the admin
    variants: dict = field(default_factory=dict)  # phone -> [variant ids in stock]
    stock_before: dict = field(default_factory=dict)  # variant id -> units before any load

    def pick_variant(self, rng, shopper):
        """A phone and one of its variants in stock that `shopper` has not in the cart."""
        while True:
            product_id = rng.choice(self.sold)
            variant_id = rng.choice(self.variants[product_id])
            if not shopper.holds(variant_id):
                return product_id, variant_id


def listing_paths(brands):
    """The listings shoppers open: a brand's pages in three orders, and a few filters."""
    paths = []
    for brand in brands:
        name = urllib.parse.quote(brand)
        for order in ("sold", "price", "rate"):
            for page in (1, 2):
                paths.append(f"/api/products?brands={name}&orderBy={order}&orderDirection=desc&page={page}&perPage=20")
    for ram in ("4", "6", "8", "12"):
        for battery in ("4000-5000", "5000-6000"):
            paths.append(f"/api/products?ram={ram}&battery={battery}&orderBy=sold&orderDirection=desc&perPage=20")
    return paths


def load_catalog(client, rng, sold_count):
    """Reads brands, phones and the stock of every variant the shoppers may buy, before any load."""
    brands = [b["name"] for b in client.shop_call("setup", "GET", "/api/brands").json()]
    phones = []
    page = 1
    while len(phones) < BROWSED_PHONES:
        answer = client.shop_call("setup", "GET", f"/api/products?perPage=100&page={page}&orderBy=createdAt")
        found = [p["_id"] for p in answer.json()["products"]]
        if not found:
            break
        phones += found
        page += 1
    catalog = Catalog(listing_paths(brands), phones, [])
    for product_id in rng.sample(phones, min(sold_count, len(phones))):
        variants = client.shop_call("setup", "GET", f"/api/product/{product_id}").json()["variants"]
        for variant in variants:
            catalog.stock_before[variant["_id"]] = variant["stock"]
        in_stock = [v["_id"] for v in variants if v["stock"] >= LEAST_STOCK]
        if in_stock:
            catalog.sold.append(product_id)
            catalog.variants[product_id] = in_stock
    return catalog


def sign_in(client, email, password):
    answer = client.shop_call("setup", "POST", "/api/sign-in", {"email": email, "password": password})
    if answer.status != 201:
        raise SystemExit(f"sign-in of {email} answered {answer.status}: {answer.body[:200]!r}")
    return answer.json()["token"]


def new_shopper(client, mailbox, number, run_id):
    """Signs up, confirms the address by the e-mail's link (order e-mails go only to a
    confirmed address) and adds a default address in Dhaka."""
    shopper = Shopper(email=f"soak-{run_id}-{number}@example.com", password=PASSWORD)
    body = {"first_name": "Soak", "last_name": f"Shopper {number}", "email": shopper.email, "password": PASSWORD}
    answer = client.shop_call("setup", "POST", "/api/signup", body)
    if answer.status != 201:
        raise SystemExit(f"sign-up answered {answer.status}: {answer.body[:200]!r}")
    shopper.token = answer.json()["token"]
    link = mailbox.confirmation_link(shopper.email, timeout=60)
    if not link:
        raise SystemExit(f"no confirmation e-mail reached {shopper.email} within a minute")
    confirm = urllib.parse.urlsplit(link)
    client.shop_call("setup", "GET", f"{confirm.path}?{confirm.query}")
    address = {
        "first_name": "Soak",
        "last_name": f"Shopper {number}",
        "phone": "01712345678",
        "address": f"House {number}, Road 4",
        "area": "Dhanmondi",
        "city": "Dhaka",
        "zip_code": "1205",
        "is_default": True,
    }
    answer = client.shop_call("setup", "POST", "/api/shipping-addresses", address, token=shopper.token)
    shopper.address_id = answer.json()["_id"]
    return shopper


def new_shoppers(shop_url, recorder, mailbox, count, run_id, threads=16):
    """`count` confirmed shoppers with an address, made `threads` at a time."""
    shoppers = [None] * count
    failures = []

    def make(part):
        client = Client(shop_url, recorder)
        try:
            for number in range(part, count, threads):
                shoppers[number] = new_shopper(client, mailbox, number, run_id)
        except SystemExit as failure:
            failures.append(str(failure))
        finally:
            client.close()

    workers = [threading.Thread(target=make, args=(part,)) for part in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    if failures:
        raise SystemExit(failures[0])
    return shoppers
