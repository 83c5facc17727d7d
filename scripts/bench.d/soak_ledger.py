"""What the soak's shoppers and admin did, kept to be checked against the shop at the end."""
import threading
import time
from collections import Counter
from dataclasses import dataclass, field

# What each way a checkout can go should have become by the end: the payment
# status of its orders, and whether its units stay sold (else its orders are
# cancelled and the stock is back).
OUTCOMES = {
    "cash": ("due_on_delivery", True),
    "cash, cancelled by the shopper": ("cancelled", False),
    "bKash, paid": ("paid", True),
    "bKash, paid, callback lost": ("paid", True),
    "bKash, cancelled on its page": ("failed", False),
    "bKash, refused (no balance)": ("failed", False),
    "bKash, abandoned before paying": ("expired", False),
}


@dataclass
class Line:
    """A cart line: one variant of a phone."""

    product_id: str
    variant_id: str
    quantity: int


@dataclass
class Shopper:
    email: str
    password: str
    token: str = ""
    address_id: str = ""
    # cart line id -> Line, as the shop answered it
    cart: dict = field(default_factory=dict)

    def holds(self, variant_id):
        return any(line.variant_id == variant_id for line in self.cart.values())


@dataclass
class Order:
    order_id: str
    product_id: str
    variant_id: str
    quantity: int


@dataclass
class Placed:
    """A checkout the shop answered 201 for."""

    checkout_id: str
    shopper: Shopper
    outcome: str
    orders: list
    placed_at: float

    @property
    def payment_status(self):
        return OUTCOMES[self.outcome][0]

    @property
    def units_stay_sold(self):
        return OUTCOMES[self.outcome][1]


@dataclass
class Unanswered:
    """A request whose answer never came (within nginx's 120 s): what it was, and what
    the end needs to find out what became of it."""

    what: str  # "checkout", "cancel", "grid save" or "bKash page"
    detail: dict
    resolved: str = ""  # what asking again found, once asked

    def __str__(self):
        return f"{self.what}: {self.resolved or 'unknown'}"


class Ledger:
    """Every checkout placed and every stock change the admin saved, from all workers."""

    def __init__(self):
        self._lock = threading.Lock()
        self.checkouts = {}
        # variant id -> units the admin's saved grids added (or took away)
        self.admin_stock = Counter()
        self.admin_saves = 0
        # what was asked and never answered (Unanswered), resolved at the end where it can be
        self.unknown = []

    def placed(self, checkout_id, shopper, outcome, answer_orders):
        orders = [
            Order(o["_id"], o["product_id"]["_id"], o["product_id"]["variant_id"], int(o["quantity"]))
            for o in answer_orders
        ]
        with self._lock:
            self.checkouts[checkout_id] = Placed(checkout_id, shopper, outcome, orders, time.time())
        return self.checkouts[checkout_id]

    def set_outcome(self, placed, outcome):
        with self._lock:
            placed.outcome = outcome

    def admin_saved(self, variant_id, change):
        with self._lock:
            self.admin_stock[variant_id] += change
            self.admin_saves += 1

    def not_answered(self, what, **detail):
        with self._lock:
            self.unknown.append(Unanswered(what, detail))

    def by_outcome(self):
        return Counter(p.outcome for p in self.checkouts.values())
