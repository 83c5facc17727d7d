"""The local MongoDB wire server (SecantusDB), its bookkeeping pruned in order instead of by scans.

SecantusDB 0.7.0b3 keeps the reply of every retryable write (for 30 minutes, at
most 10,000) and the last use of every session (30 minutes), and prunes both on
every command that touches them by walking all of them; past 10,000 records it
also sorts all of them, on every write. A test run fills both within a minute:
in the API tests the two prunings took 45% and 9% of the wire server's CPU
(py-spy --gil). Here each map is kept in the order it was last written (a record
written again moves to the end), so pruning pops from the front what is past its
lifetime or over the cap: the same records go at the same moments, each looked
at once. MongoDB, which production runs on, prunes its own way; nothing of the
shop changes. Arguments are secantusd-py's. scripts/wire_server_test.py holds
the pruning to the package's own, step by step.

It also says which transaction its reaper aborted for idling past its lifetime
(60 s): one left open holds back the server's oldest snapshot, and every other
write on the server can wait behind it until then.
"""
import collections
import importlib.metadata
import logging
import sys
import types

from secantus import commands, sessions, transactions

PINNED = "0.7.0b3"


class InWriteOrder(collections.OrderedDict):
    """A map whose first entry is the one written longest ago."""

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        self.move_to_end(key)


def pop_front_while(records, is_done):
    """Drops the oldest entries while `is_done(value)` holds; returns how many went."""
    dropped = 0
    while records:
        key, value = next(iter(records.items()))
        if not is_done(value):
            break
        del records[key]
        dropped += 1
    return dropped


def prune_retryable_in_order(registry):
    cutoff = registry._time() - transactions._RETRYABLE_RECORD_LIFETIME_SECONDS
    records = registry._retryable
    pop_front_while(records, lambda record: record[1] < cutoff)
    while len(records) > transactions._RETRYABLE_RECORD_MAX:
        records.popitem(last=False)


def prune_sessions_in_order(registry):
    cutoff = registry._time() - registry._idle_ttl
    return pop_front_while(registry._sessions, lambda last_use: last_use < cutoff)


log = logging.getLogger("wire_server")

# The last statement each session sent in a transaction: (database, command, collection). One
# entry per session that ever opened a transaction; drivers pool their sessions and reuse them.
LAST_STATEMENTS = {}


def note_statement(lsid_bytes, database, command, collection):
    LAST_STATEMENTS[lsid_bytes] = (database, command, collection)


def saying_what_idled_out(registry, plain_prune):
    """The reaper, logging each transaction it aborts for idling past the registry's lifetime."""

    def prune():
        cutoff = registry._time() - registry._lifetime
        idle = [
            txn for txn in list(registry._txns.values())
            if txn.state is transactions.TxnState.IN_PROGRESS and txn.last_use < cutoff
        ]
        reaped = plain_prune()
        for txn in idle:
            if txn.state is transactions.TxnState.ABORTED:
                database, command, collection = LAST_STATEMENTS.pop(txn.lsid_bytes, ("?", "?", "?"))
                log.warning(
                    "aborted a transaction left open past its %.0f-s lifetime (database %s, last "
                    "statement %s on %s): until then it held back every write on this server",
                    registry._lifetime, database, command, collection,
                )
        return reaped

    return prune


def put_in_order(registry):
    """Gives one TransactionRegistry or SessionRegistry the in-order maps and prunings."""
    if isinstance(registry, transactions.TransactionRegistry):
        registry._retryable = InWriteOrder(registry._retryable)
        registry._prune_retryable_locked = types.MethodType(prune_retryable_in_order, registry)
        registry._prune_locked = saying_what_idled_out(registry, registry._prune_locked)
    else:
        registry._sessions = InWriteOrder(registry._sessions)
        registry._prune_locked = types.MethodType(prune_sessions_in_order, registry)
    return registry


def install():
    """Every registry made from now on is put in order, and every statement in a transaction noted;
    any other SecantusDB than the pinned one stops here."""
    found = importlib.metadata.version("SecantusDB")
    if found != PINNED:
        raise SystemExit(f"scripts/wire_server.py patches SecantusDB {PINNED}, found {found}: check it again")
    plain_resolve = commands._resolve_txn_statement

    def resolve(name, doc, ctx, lsid_bytes, txn_number):
        note_statement(lsid_bytes, ctx.db_name, name, doc.get(name))
        return plain_resolve(name, doc, ctx, lsid_bytes, txn_number)

    commands._resolve_txn_statement = resolve
    for cls in (transactions.TransactionRegistry, sessions.SessionRegistry):
        plain_init = cls.__init__

        def init(self, *args, _plain_init=plain_init, **kwargs):
            _plain_init(self, *args, **kwargs)
            put_in_order(self)

        cls.__init__ = init


if __name__ == "__main__":
    install()
    from secantus.cli import main

    sys.argv[0] = "secantusd-py"
    sys.exit(main())
