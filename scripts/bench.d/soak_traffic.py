"""The mixed traffic: what shoppers and the admin do, how often, by how many workers at once."""
import random
import threading
import time

import soak_shop as shop
from soak_http import Client, Pacer

# Weights per 100 things done. Browsing dominates, as in a shop; about one in
# twenty-two is a checkout (a bKash one is five requests to the shop and one to bKash's page).
MIX = [
    (27, shop.listing),
    (4, shop.home),
    (8, shop.search),
    (8, shop.search_typo),
    (24, shop.phone_page),
    (4, shop.cart_list),
    (7, shop.cart_add),
    (3, shop.cart_change),
    (2, shop.cart_remove),
    (2, shop.orders_list),
    (2.5, shop.checkout_cash),
    (2, shop.checkout_bkash),
    (1, shop.admin_edit),
    (0.5, shop.admin_orders),
]


class Worker:
    """One thread of traffic. Its shoppers are its own, so no two threads touch one cart."""

    def __init__(self, client, shoppers, catalog, ledger, admin_token, seed):
        self.client = client
        self.shoppers = shoppers
        self.catalog = catalog
        self.ledger = ledger
        self.admin_token = admin_token
        self.rng = random.Random(seed)
        self.shopper = None

    def run(self, until):
        actions = [action for _, action in MIX]
        weights = [weight for weight, _ in MIX]
        while time.monotonic() < until:
            self.shopper = self.rng.choice(self.shoppers)
            self.rng.choices(actions, weights)[0](self)
        self.client.close()


def drive(phase, seconds, rate, setup):
    """Runs the mix for `seconds` with `setup.workers` threads, paced at `rate` requests to the
    shop a second (None: as fast as they go). Answers the requests to the shop a second it sent, over the
    time until the last worker's last journey ended."""
    recorder = setup.recorder
    recorder.start_phase(phase)
    pacer = Pacer(rate) if rate else None
    started = time.monotonic()
    until = started + seconds
    threads = []
    for index in range(setup.workers):
        client = Client(setup.shop_url, recorder, pacer)
        shoppers = setup.shoppers[index :: setup.workers]
        worker = Worker(client, shoppers, setup.catalog, setup.ledger, setup.admin_token, f"{phase}-{index}")
        threads.append(threading.Thread(target=worker.run, args=(until,), name=f"{phase}-{index}"))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    sent = sum(
        len(stats.latencies_ms)
        for (p, _, kind), stats in recorder.stats.items()
        if p == phase and kind not in recorder.outside_kinds
    )
    return sent / (time.monotonic() - started)
