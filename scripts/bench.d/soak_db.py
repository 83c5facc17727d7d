"""The same stock and the order messages' outbox rows, read straight from MongoDB,
and the wire server's own record of its slow operations.

A second read path beside the shop's API: the phone pages answer from the
server's in-memory catalog (synced from the database every second), so the
database's own figures tell a sync that lags or misses a change from a lost
unit. Needs pymongo, which the wire server's virtual environment (.venv)
brings; scripts/bench runs the soak with that Python. Without it, says so.
"""
import time
from collections import Counter

# The outbox's dedupe keys: `<kind>:<id>` (server/src/mail/templates.rs).
KIND_KEYS = {"placed": "order_placed", "paid": "order_paid", "cancelled": "order_cancelled"}


def _pymongo():
    try:
        from pymongo import MongoClient
    except ImportError:
        return None
    return MongoClient


def start_profiling(uri, database, slowms):
    """Has the server keep every operation slower than `slowms` in system.profile
    (mongod's profiler, which the wire server has too). Answers whether it could."""
    client_class = _pymongo()
    if client_class is None:
        return False
    client = client_class(uri, serverSelectionTimeoutMS=10_000)
    try:
        client[database].command({"profile": 1, "slowms": slowms})
        return True
    finally:
        client.close()


def _filter_of(command):
    """The fields a profiled command selects on: its filter, query or first update's."""
    for name in ("filter", "query"):
        if isinstance(command.get(name), dict):
            return command[name]
    for name in ("updates", "deletes"):
        if command.get(name):
            return command[name][0].get("q", {})
    return {}


def slow_operations(uri, database):
    """{(command, collection, fields selected on): [count, total ms, longest ms]} of the profiled operations."""
    client_class = _pymongo()
    if client_class is None:
        return {}
    client = client_class(uri, serverSelectionTimeoutMS=10_000)
    grouped = {}
    try:
        for entry in client[database]["system.profile"].find({}, {"op": 1, "ns": 1, "command": 1, "millis": 1}):
            command = entry.get("command", {})
            shape = ",".join(sorted(_filter_of(command))) or "-"
            op = entry.get("op", "?")
            if op == "command" and command:
                op = next(iter(command))  # findAndModify, aggregate, count...
            key = (op, entry.get("ns", "?").split(".", 1)[-1], shape)
            found = grouped.setdefault(key, [0, 0, 0])
            found[0] += 1
            found[1] += entry.get("millis", 0)
            found[2] = max(found[2], entry.get("millis", 0))
        return grouped
    finally:
        client.close()


def cross_check(uri, database, variant_ids, mail_keys):
    """{"stock": {variant: units}, "outbox": Counter of statuses, "outbox_missing": n,
    "emails_unsent": n, "sms_unsent": n, "sms_sent": n} or None when pymongo is not there."""
    client_class = _pymongo()
    if client_class is None:
        return None
    from bson import ObjectId

    client = client_class(uri, serverSelectionTimeoutMS=10_000)
    try:
        db = client[database]
        ids = [ObjectId(v) for v in variant_ids]
        stock = {str(d["_id"]): d["stock"] for d in db.variants.find({"_id": {"$in": ids}}, {"stock": 1})}
        keys = [f"{KIND_KEYS[kind]}:{key}" for kind, key in mail_keys]
        rows = list(db.outbox.find({"dedupe_key": {"$in": keys}}, {"status": 1}))
        return {
            "stock": stock,
            "outbox": Counter(row["status"] for row in rows),
            "outbox_missing": len(keys) - len(rows),
            **outbox_by_channel(db),
        }
    finally:
        client.close()


def outbox_by_channel(db):
    """Messages of any kind not sent (e-mails have no `channel` field, SMS rows do), and SMS sent."""
    email, sms = {"channel": {"$exists": False}}, {"channel": "sms"}
    return {
        "emails_unsent": db.outbox.count_documents({**email, "status": {"$ne": "sent"}}),
        "sms_unsent": db.outbox.count_documents({**sms, "status": {"$ne": "sent"}}),
        "sms_sent": db.outbox.count_documents({**sms, "status": "sent"}),
    }


def wait_for_sms(uri, database, timeout):
    """Waits up to `timeout` s for the outbox to have no SMS waiting to be sent; answers how many still wait."""
    client_class = _pymongo()
    if client_class is None:
        return None
    client = client_class(uri, serverSelectionTimeoutMS=10_000)
    deadline = time.monotonic() + timeout
    try:
        while True:
            waiting = client[database].outbox.count_documents({"channel": "sms", "status": "pending"})
            if waiting == 0 or time.monotonic() > deadline:
                return waiting
            time.sleep(1)
    finally:
        client.close()
