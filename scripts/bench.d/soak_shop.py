"""What the soak's shoppers and admin do, one function per thing a person does.

Each takes the worker `w` (its client, random generator, the shopper it acts
as, the catalog, the ledger and the admin's token) and makes the requests a
browser would, in order. What the shop answered that matters at the end
(checkouts placed, stock the admin moved) goes into the ledger.
"""
import urllib.parse
import uuid

from soak_ledger import Line

SEARCHES = ["samsung galaxy", "iphone", "xiaomi redmi", "nokia", "oppo reno", "vivo", "realme", "5g phone"]
TYPOS = ["samsng galaxi", "iphnoe", "xiaomy redmi", "nokai", "opo reno", "vivvo", "relme", "5g phnoe"]
PAYING_WALLET = "01770618575"
POOR_WALLET = "01823074817"  # authorises, then bKash refuses the execute: insufficient balance
OTP, PIN = "123456", "12121"

# How a bKash checkout ends, weighted: most pay, some lose the callback (the
# payment job asks bKash), some fail or walk away (the checkout lapses).
BKASH_ENDINGS = [
    (70, "bKash, paid"),
    (10, "bKash, paid, callback lost"),
    (6, "bKash, cancelled on its page"),
    (6, "bKash, refused (no balance)"),
    (8, "bKash, abandoned before paying"),
]
CASH_CANCELLED_SHARE = 0.1
MOST_LINES = 3


def listing(w):
    w.client.shop_call("listing", "GET", w.rng.choice(w.catalog.listings))


def home(w):
    w.client.shop_call("home", "GET", "/api/home")


def search(w):
    _search(w, "search", SEARCHES)


def search_typo(w):
    _search(w, "search, typo", TYPOS)


def _search(w, kind, terms):
    term = urllib.parse.quote(w.rng.choice(terms))
    w.client.shop_call(kind, "GET", f"/api/products?search={term}&perPage=20")


def phone_page(w):
    w.client.shop_call("phone page", "GET", f"/api/product/{w.rng.choice(w.catalog.browse)}")


def orders_list(w):
    w.client.shop_call("my orders", "GET", "/api/orders", token=w.shopper.token)


def cart_list(w):
    w.client.shop_call("cart: list", "POST", "/api/cart-products", {}, token=w.shopper.token)


def cart_add(w):
    shopper = w.shopper
    if len(shopper.cart) >= MOST_LINES:
        return cart_change(w)
    product_id, variant_id = w.catalog.pick_variant(w.rng, shopper)
    body = {"product_id": product_id, "variant_id": variant_id, "quantity": w.rng.choice([1, 1, 1, 2])}
    answer = w.client.shop_call("cart: add", "POST", "/api/add-cart", body, token=shopper.token)
    if answer.status == 201:
        item = answer.json()["item"]
        shopper.cart[item["_id"]] = Line(product_id, variant_id, int(item["quantity"]))


def cart_change(w):
    shopper = w.shopper
    if not shopper.cart:
        return cart_add(w)
    line_id = w.rng.choice(sorted(shopper.cart))
    quantity = w.rng.randint(1, 3)
    body = {"cart_id": line_id, "quantity": quantity}
    answer = w.client.shop_call("cart: change quantity", "POST", "/api/cart-quantity", body, token=shopper.token)
    if answer.status == 200:
        shopper.cart[line_id].quantity = quantity
    elif answer.status == 404:
        shopper.cart.pop(line_id, None)  # gone with a checkout whose answer was lost


def cart_remove(w):
    shopper = w.shopper
    if len(shopper.cart) < 2:
        return cart_list(w)
    _remove_line(w, w.rng.choice(sorted(shopper.cart)))


def _remove_line(w, line_id):
    answer = w.client.shop_call("cart: remove", "POST", "/api/remove-cart", {"cart_id": line_id}, token=w.shopper.token)
    if answer.status in (201, 404):
        w.shopper.cart.pop(line_id, None)


def refresh_cart(w):
    """After a refused checkout: the cart as the shop has it, without lines short of stock."""
    answer = w.client.shop_call("cart: list", "POST", "/api/cart-products", {}, token=w.shopper.token)
    if answer.status != 200:
        return
    w.shopper.cart = {
        item["_id"]: Line(item["product_id"], item["variant_id"], int(item["quantity"])) for item in answer.json()
    }
    for item in answer.json():
        if int(item["stock"]) < int(item["quantity"]):
            _remove_line(w, item["_id"])


def checkout_cash(w):
    cancel = w.rng.random() < CASH_CANCELLED_SHARE
    placed = _checkout(w, "cash_on_delivery", "cash")
    if placed and cancel:
        answers = [
            w.client.shop_call("order: cancel", "POST", f"/api/order/{o.order_id}/cancel", token=w.shopper.token)
            for o in placed.orders
        ]
        if all(a.status == 200 for a in answers):
            w.ledger.set_outcome(placed, "cash, cancelled by the shopper")
        elif any(a.status == 0 for a in answers):
            w.ledger.not_answered("cancel", placed=placed)


def checkout_bkash(w):
    ending = w.rng.choices([e for _, e in BKASH_ENDINGS], [weight for weight, _ in BKASH_ENDINGS])[0]
    placed = _checkout(w, "bkash", ending)
    if not placed or ending == "bKash, abandoned before paying":
        return
    path = f"/api/checkouts/{placed.checkout_id}/payment"
    started = w.client.shop_call("bKash: start payment", "POST", path, {}, token=w.shopper.token)
    if started.status != 201:
        # No payment page: the shopper gives up, and the checkout lapses.
        w.ledger.set_outcome(placed, "bKash, abandoned before paying")
        return
    back = _on_bkash_page(w, started.json()["redirect_url"], ending)
    if back.status == 0:
        w.ledger.not_answered("bKash page", placed=placed)
    if ending == "bKash, paid, callback lost" or not back.location():
        return
    callback = urllib.parse.urlsplit(back.location())
    w.client.shop_call("bKash: callback", "GET", f"{callback.path}?{callback.query}")
    w.client.shop_call("payment page", "GET", f"/api/checkouts/{placed.checkout_id}", token=w.shopper.token)


def _on_bkash_page(w, page_url, ending):
    """The shopper on bKash's page: wallet, OTP and PIN, then confirm (or cancel)."""
    page = urllib.parse.urlsplit(page_url)
    form = {
        "paymentID": urllib.parse.parse_qs(page.query)["paymentID"][0],
        "wallet": POOR_WALLET if ending == "bKash, refused (no balance)" else PAYING_WALLET,
        "otp": OTP,
        "pin": PIN,
        "action": "cancel" if ending == "bKash, cancelled on its page" else "confirm",
    }
    if ending == "bKash, paid, callback lost":
        form["lose_callback"] = "1"
    return w.client.outside_call("bKash page (simulator)", "POST", f"{page.scheme}://{page.netloc}/checkout", form)


def _checkout(w, method, outcome):
    """Summary, then checkout of the whole cart for its total; the ledger's record when placed.

    A price the admin changed meanwhile is a 409 `checkout.total_changed`: the
    shopper reads the new total and places again, once.
    """
    shopper = w.shopper
    if not shopper.cart:
        cart_add(w)
        if not shopper.cart:
            return None
    for _ in range(2):
        answer, body = _place(w, method)
        if answer is None:
            return None
        if answer.status in (200, 201):
            placed = answer.json()
            shopper.cart.clear()
            return w.ledger.placed(placed["checkout_id"], shopper, outcome, placed["orders"])
        code = (answer.json() or {}).get("code") if answer.status else None
        if answer.status == 0 or code == "checkout.key_in_progress":
            # Placed or not (the first try may still be running): the end asks again
            # with the same key. The cart may be gone.
            w.ledger.not_answered("checkout", shopper=shopper, body=body)
            refresh_cart(w)
            return None
        if answer.status != 409 or code != "checkout.total_changed":
            break
    if answer.status == 409:
        refresh_cart(w)  # sold out meanwhile: the shopper looks at the cart again
    return None


def _place(w, method):
    """The summary's total, then the checkout for it: (answer, the body sent), or (None, None)."""
    shopper = w.shopper
    path = f"/api/checkout/summary?address_id={shopper.address_id}"
    summary = w.client.shop_call("checkout: summary", "GET", path, token=shopper.token)
    if summary.status != 200:
        return None, None
    body = {
        "address_id": shopper.address_id,
        "payment_method": method,
        "expected_total": summary.json()["total"],
        "idempotency_key": f"soak-{uuid.uuid4().hex}",
    }
    kind = "checkout: cash" if method == "cash_on_delivery" else "checkout: bKash"
    answer = w.client.shop_call(kind, "POST", "/api/checkout", body, token=shopper.token)
    if answer.status == 0:
        # Lost on the way: the same key again is answered with the checkout, if it was placed.
        answer = w.client.shop_call(kind, "POST", "/api/checkout", body, token=shopper.token)
    return answer, body


def admin_orders(w):
    w.client.shop_call("admin: orders", "GET", "/api/admin/orders?perPage=20", token=w.admin_token)


def admin_edit(w):
    """The admin opens a phone's variant grid, restocks one variant and moves every price by 1 TK."""
    product_id = w.rng.choice(w.catalog.sold)
    for _ in range(2):  # a grid saved meanwhile by another edit (409) is loaded again once
        loaded = w.client.shop_call("admin: load phone", "GET", f"/api/product/{product_id}", token=w.admin_token)
        if loaded.status != 200:
            return
        grid, variant_id, change = edited_grid(loaded.json(), w.rng)
        path = f"/api/product/{product_id}/variants"
        saved = w.client.shop_call("admin: save variant grid", "PUT", path, grid, token=w.admin_token)
        if saved.status == 200:
            w.ledger.admin_saved(variant_id, change)
            return
        if saved.status == 0:
            w.ledger.not_answered("grid save", product_id=product_id, variant_id=variant_id, change=change)
        if saved.status != 409:
            return


def edited_grid(phone, rng):
    """The grid as the admin page sends it (frontend's gridRequest): one variant's stock moved, prices by 1 TK.

    Prices go up from an even TK and down from an odd one, so they wander by a
    TK at most. The stock is sent with `stock_was`, so only the change applies.
    """
    variants = phone["variants"]
    target = rng.choice(variants)
    change = rng.choice([1, 2, 3]) if target["stock"] < 5 else rng.choice([-1, 1, 2, 3])
    options = [
        {
            "axis": option["axis"],
            "values": [
                {
                    "name": value["name"],
                    "swatch": value.get("swatch") if option["axis"] == "colour" else None,
                    "warranty": value.get("warranty") if option["axis"] == "edition" else None,
                }
                for value in option["values"]
            ],
        }
        for option in phone["options"]
    ]
    rows = []
    for variant in variants:
        taka = variant["price"] // 100
        rows.append(
            {
                "_id": variant["_id"],
                "stock_was": variant["stock"],
                "values": variant["values"],
                "sku": variant["sku"],
                "price": f"{taka + (1 if taka % 2 == 0 else -1)}.{variant['price'] % 100:02d}",
                "discount": variant["discount"],
                "stock": variant["stock"] + (change if variant is target else 0),
                "pictures": variant["pictures"],
            }
        )
    return {"version": phone["version"], "options": options, "variants": rows}, target["_id"], change
