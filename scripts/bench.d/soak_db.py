"""The same stock and the order e-mails' outbox rows, read straight from MongoDB.

A second read path beside the shop's API: the phone pages answer from the
server's in-memory catalog (synced from the database every second), so the
database's own figures tell a sync that lags or misses a change from a lost
unit. Needs pymongo, which the wire server's virtual environment (.venv)
brings; scripts/bench runs the soak with that Python. Without it, says so.
"""
from collections import Counter

# The outbox's dedupe keys: `<kind>:<id>` (server/src/mail/templates.rs).
KIND_KEYS = {"placed": "order_placed", "paid": "order_paid", "cancelled": "order_cancelled"}


def cross_check(uri, database, variant_ids, mail_keys):
    """{"stock": {variant: units}, "outbox": Counter of statuses, "outbox_missing": n,
    "emails_unsent": n} or None when pymongo is not there."""
    try:
        from bson import ObjectId
        from pymongo import MongoClient
    except ImportError:
        return None
    client = MongoClient(uri, serverSelectionTimeoutMS=10_000)
    try:
        db = client[database]
        ids = [ObjectId(v) for v in variant_ids]
        stock = {str(d["_id"]): d["stock"] for d in db.variants.find({"_id": {"$in": ids}}, {"stock": 1})}
        keys = [f"{KIND_KEYS[kind]}:{key}" for kind, key in mail_keys]
        rows = list(db.outbox.find({"dedupe_key": {"$in": keys}}, {"status": 1}))
        # E-mails have no `channel` field (SMS rows do); any of them not sent, whatever it told.
        unsent = db.outbox.count_documents({"channel": {"$exists": False}, "status": {"$ne": "sent"}})
        return {
            "stock": stock,
            "outbox": Counter(row["status"] for row in rows),
            "outbox_missing": len(keys) - len(rows),
            "emails_unsent": unsent,
        }
    finally:
        client.close()
