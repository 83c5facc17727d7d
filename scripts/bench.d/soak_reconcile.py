"""At the end: wait until the shop has settled, then hold what it says against the ledger.

Everything here is read through the shop's own API, as the shopper (their
checkouts and orders) and as the admin (the order count, needs attention);
the stock from the phone pages, the e-mails from the SMTP sink's file, the
SMS from the gateway simulator's record of what it took.
soak_db.py reads the same stock and the outbox straight from MongoDB.
"""
import json
import re
import time
import urllib.request
from collections import Counter
from dataclasses import dataclass, field

POLL_SECONDS = 5


def ended_as_expected(orders, placed):
    """Every order of the checkout has the payment status its outcome ends in, and is
    cancelled exactly when its units should be back in stock."""
    return all(
        o["payment_status"] == placed.payment_status and (o["order_status_type"] == "cancelled") != placed.units_stay_sold
        for o in orders
    )


def settle(client, ledger, timeout):
    """Polls each checkout (as its shopper) until it ended as expected; answers those that did not."""
    pending = dict(ledger.checkouts)
    deadline = time.monotonic() + timeout
    while pending and time.monotonic() < deadline:
        for checkout_id, placed in list(pending.items()):
            answer = client.shop_call("settle", "GET", f"/api/checkouts/{checkout_id}", token=placed.shopper.token)
            if answer.status == 200 and ended_as_expected(answer.json()["orders"], placed):
                del pending[checkout_id]
        if pending:
            time.sleep(POLL_SECONDS)
    return pending


KEY_RETRIES = 6
KEY_RETRY_SECONDS = 10


def resolve_unanswered(client, ledger):
    """Asks again about what went unanswered, as the shopper's app would, and answers the
    variants whose stock the soak cannot know (an admin's grid save with no answer may or
    may not have been saved). A checkout is sent again with its idempotency key: the shop
    answers the checkout it placed with it, or places it now, or refuses it; a cancel is
    read back from the checkout."""
    undecidable = set()
    for item in ledger.unknown:
        if item.what == "checkout":
            item.resolved = _checkout_again(client, ledger, **item.detail)
        elif item.what == "cancel":
            item.resolved = _cancel_read_back(client, ledger, item.detail["placed"])
        elif item.what == "grid save":
            undecidable.add(item.detail["variant_id"])
            item.resolved = "saved or not: its variant is left out of the stock check"
    return undecidable


def _checkout_again(client, ledger, shopper, body):
    kind = "checkout: cash" if body["payment_method"] == "cash_on_delivery" else "checkout: bKash"
    for _ in range(KEY_RETRIES):
        answer = client.shop_call("settle", "POST", "/api/checkout", body, token=shopper.token)
        if answer.status in (200, 201):
            # Never paid: the bKash ones lapse.
            outcome = "cash" if kind == "checkout: cash" else "bKash, abandoned before paying"
            ledger.placed(answer.json()["checkout_id"], shopper, outcome, answer.json()["orders"])
            return f"placed (answered {answer.status} when asked again)"
        code = (answer.json() or {}).get("code") if answer.status else None
        if answer.status and code != "checkout.key_in_progress":
            return f"not placed ({answer.status} {code})"
        time.sleep(KEY_RETRY_SECONDS)  # no answer again, or the first try still running
    return "unknown"


def _cancel_read_back(client, ledger, placed):
    answer = client.shop_call("settle", "GET", f"/api/checkouts/{placed.checkout_id}", token=placed.shopper.token)
    if answer.status != 200:
        return "unknown"
    if all(o["order_status_type"] == "cancelled" for o in answer.json()["orders"]):
        ledger.set_outcome(placed, "cash, cancelled by the shopper")
        return "cancelled"
    return "not cancelled"


@dataclass
class Orders:
    placed: int = 0
    found: int = 0
    missing: list = field(default_factory=list)
    unexpected: list = field(default_factory=list)
    wrong: list = field(default_factory=list)  # (order id, what differs)
    admin_total: int = -1


def check_orders(client, ledger, shoppers, admin_token):
    """Every order the driver placed, as its shopper's order list shows it, and no other."""
    expected = {o.order_id: (placed, o) for placed in ledger.checkouts.values() for o in placed.orders}
    shown = {}
    for shopper in shoppers:
        answer = client.shop_call("reconcile", "GET", "/api/orders", token=shopper.token)
        for order in answer.json() if answer.status == 200 else []:
            shown[order["_id"]] = order
    result = Orders(placed=len(expected), found=len(set(expected) & set(shown)))
    result.missing = sorted(set(expected) - set(shown))
    result.unexpected = sorted(set(shown) - set(expected))
    for order_id, (placed, mine) in expected.items():
        order = shown.get(order_id)
        if order is None:
            continue
        if (order["checkout_id"], order["product_id"]["variant_id"], int(order["quantity"])) != (
            placed.checkout_id,
            mine.variant_id,
            mine.quantity,
        ):
            result.wrong.append((order_id, "another checkout, variant or quantity"))
        elif not ended_as_expected([order], placed):
            result.wrong.append((order_id, f"{placed.outcome}: {order['payment_status']}, {order['order_status_type']}"))
    answer = client.shop_call("reconcile", "GET", "/api/admin/orders?perPage=1", token=admin_token)
    if answer.status == 200:
        result.admin_total = admin_total(answer.json())
    return result


def admin_total(page):
    """The admin list's count of every order, whatever the answer calls it."""
    for name in ("totalOrders", "total", "total_orders", "count"):
        if isinstance(page.get(name), int):
            return page[name]
    return -1


@dataclass
class Stock:
    variants: int = 0  # variants whose stock the soak moved
    undecidable: list = field(default_factory=list)  # left out: an admin's save went unanswered
    units_placed: int = 0
    units_kept: int = 0  # placed and not cancelled or lapsed
    admin_change: int = 0
    expected: dict = field(default_factory=dict)  # variant -> units it should have
    shown: dict = field(default_factory=dict)  # variant -> units its phone page shows
    mismatches: list = field(default_factory=list)


def check_stock(client, catalog, ledger, undecidable):
    """Each touched variant: stock before, less the units still sold, plus the admin's changes."""
    placed, kept = Counter(), Counter()
    for checkout in ledger.checkouts.values():
        for order in checkout.orders:
            placed[order.variant_id] += order.quantity
            if checkout.units_stay_sold:
                kept[order.variant_id] += order.quantity
    result = Stock(units_placed=sum(placed.values()), units_kept=sum(kept.values()))
    result.admin_change = sum(ledger.admin_stock.values())
    for product_id in catalog.sold:
        answer = client.shop_call("reconcile", "GET", f"/api/product/{product_id}")
        for variant in answer.json()["variants"] if answer.status == 200 else []:
            result.shown[variant["_id"]] = variant["stock"]
    for variant_id, before in catalog.stock_before.items():
        if variant_id in undecidable:
            result.undecidable.append(variant_id)
            continue
        if not (placed[variant_id] or ledger.admin_stock[variant_id]):
            continue
        result.variants += 1
        result.expected[variant_id] = before - kept[variant_id] + ledger.admin_stock[variant_id]
        if result.shown.get(variant_id) != result.expected[variant_id]:
            result.mismatches.append((variant_id, before, kept[variant_id], ledger.admin_stock[variant_id],
                                      result.expected[variant_id], result.shown.get(variant_id)))
    return result


def expected_mails(ledger):
    """(kind, id) of every order e-mail the shop owes: placed, paid, and each order cancelled."""
    keys = set()
    for placed in ledger.checkouts.values():
        keys.add(("placed", placed.checkout_id))
        if placed.payment_status == "paid":
            keys.add(("paid", placed.checkout_id))
        if not placed.units_stay_sold:
            keys.update(("cancelled", order.order_id) for order in placed.orders)
    return keys


@dataclass
class Mails:
    expected: Counter = field(default_factory=Counter)  # by kind
    received: Counter = field(default_factory=Counter)  # expected ones received, by kind
    missing: list = field(default_factory=list)
    unexpected: list = field(default_factory=list)
    duplicates: int = 0


def check_mails(mailbox, expected):
    mailbox.poll()
    result = Mails(expected=Counter(kind for kind, _ in expected))
    result.received = Counter(kind for kind, key in expected if (kind, key) in mailbox.received)
    result.missing = sorted(expected - set(mailbox.received))
    result.unexpected = sorted(set(mailbox.received) - expected)
    result.duplicates = sum(n - 1 for n in mailbox.received.values() if n > 1)
    return result


def needs_attention(client, admin_token):
    """What the admin's overview lists as needing attention: late payments, unsettled checkouts, refunds in doubt."""
    answer = client.shop_call("reconcile", "GET", "/api/admin/dashboard", token=admin_token)
    if answer.status != 200:
        return {"dashboard answered": answer.status}
    attention = answer.json().get("attention", {})
    return {name: len(attention.get(name, [])) for name in ("late_payments", "unsettled", "refunds_in_doubt")}


def sms_received(gateway_url):
    """How many SMS the gateway (the simulator) took, by its own record; None when it cannot be read."""
    try:
        with urllib.request.urlopen(f"{gateway_url}/sim/messages", timeout=30) as answer:
            return len(json.load(answer)["messages"])
    except (OSError, ValueError, KeyError):
        return None


LOG_LEVEL = re.compile(r"^\S+\s+(ERROR|WARN)\s+(.*)$")
COLOUR = re.compile(r"\x1b\[[0-9;]*m")


def server_log(path):
    """The server's ERROR and WARN lines, grouped by what they say (numbers blanked):
    {"ERROR": Counter, "WARN": Counter}."""
    found = {"ERROR": Counter(), "WARN": Counter()}
    with open(path, encoding="utf-8", errors="replace") as log:
        for line in log:
            matched = LOG_LEVEL.match(COLOUR.sub("", line).strip())
            if matched:
                said = re.sub(r"[0-9a-f]{24}|\d+", "#", matched.group(2)).split("{")[0]
                found[matched.group(1)][said[:120]] += 1
    return found
