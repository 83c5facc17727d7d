"""scripts/wire_server.py prunes exactly what SecantusDB's own pruning prunes, and names each
transaction its reaper aborts for idling past its lifetime.

The same random writes, reads and clock steps go to a registry as the package
makes it and to one put in order; after every step both hold the same records.
Run with the wire server's Python: .venv/bin/python scripts/wire_server_test.py
"""
import random
import unittest
from unittest import mock

from secantus import sessions, transactions

import wire_server


class Clock:
    """Moves on a millisecond at every reading, as a wall clock does between commands: two
    records never share a time, so "the oldest" is one record for both prunings. Each
    registry has its own; both read theirs as often, so they agree."""

    def __init__(self):
        self.now = 1_000_000.0

    def __call__(self):
        self.now += 0.001
        return self.now


class SamePruning(unittest.TestCase):
    def test_retryable_records_go_when_the_package_drops_them(self):
        clocks = [Clock(), Clock()]
        plain = transactions.TransactionRegistry(time_func=clocks[0])
        ordered = wire_server.put_in_order(transactions.TransactionRegistry(time_func=clocks[1]))
        rng = random.Random(7)
        lifetime = transactions._RETRYABLE_RECORD_LIFETIME_SECONDS
        # A cap of 40 over 120 keys: the cap, the lifetime and rewrites of a key all happen.
        with mock.patch.object(transactions, "_RETRYABLE_RECORD_MAX", 40):
            for step in range(5_000):
                key = (bytes([rng.randrange(120)]) * 16, rng.randrange(3))
                roll = rng.random()
                if roll < 0.6:
                    reply = {"ok": 1, "n": step}
                    for registry in (plain, ordered):
                        registry.record_retryable(key[0], key[1], b"command", reply)
                elif roll < 0.9:
                    answers = [registry.retryable_reply(key[0], key[1], b"command") for registry in (plain, ordered)]
                    self.assertEqual(answers[0], answers[1], f"step {step}")
                else:
                    step_by = rng.choice([1.0, lifetime / 7, lifetime / 2])
                    for clock in clocks:
                        clock.now += step_by
                self.assertEqual(dict(plain._retryable), dict(ordered._retryable), f"step {step}")
        self.assertGreater(len(plain._retryable), 0)

    def test_sessions_go_when_the_package_drops_them(self):
        clocks = [Clock(), Clock()]
        plain = sessions.SessionRegistry(idle_ttl_seconds=600, time_func=clocks[0])
        ordered = wire_server.put_in_order(sessions.SessionRegistry(idle_ttl_seconds=600, time_func=clocks[1]))
        rng = random.Random(11)
        for step in range(5_000):
            lsid = bytes([rng.randrange(200)]) * 16
            roll = rng.random()
            if roll < 0.7:
                for registry in (plain, ordered):
                    registry.register(lsid)
            elif roll < 0.8:
                for registry in (plain, ordered):
                    registry.unregister(lsid)
            elif roll < 0.9:
                self.assertEqual(plain.prune_idle(), ordered.prune_idle(), f"step {step}")
            else:
                step_by = rng.choice([1.0, 90.0, 400.0])
                for clock in clocks:
                    clock.now += step_by
            self.assertEqual(dict(plain._sessions), dict(ordered._sessions), f"step {step}")
        self.assertGreater(len(plain), 0)

    def test_the_server_makes_its_registries_in_order(self):
        with mock.patch.object(transactions.TransactionRegistry, "__init__", transactions.TransactionRegistry.__init__), \
                mock.patch.object(sessions.SessionRegistry, "__init__", sessions.SessionRegistry.__init__), \
                mock.patch.object(wire_server.commands, "_resolve_txn_statement", wire_server.commands._resolve_txn_statement):
            wire_server.install()
            self.assertIsInstance(transactions.TransactionRegistry()._retryable, wire_server.InWriteOrder)
            self.assertIsInstance(sessions.SessionRegistry()._sessions, wire_server.InWriteOrder)
        self.assertNotIsInstance(transactions.TransactionRegistry()._retryable, wire_server.InWriteOrder)

    def test_only_the_pinned_package_is_patched(self):
        with mock.patch("importlib.metadata.version", return_value="0.7.1"):
            with self.assertRaises(SystemExit):
                wire_server.install()


class IdledOutTransactions(unittest.TestCase):
    def test_a_transaction_aborted_for_idling_is_named_with_its_last_statement(self):
        clock = Clock()
        registry = wire_server.put_in_order(transactions.TransactionRegistry(time_func=clock))
        left_open, committed, still_busy = b"L" * 16, b"C" * 16, b"B" * 16
        for lsid, database in ((left_open, "test_left"), (committed, "test_committed")):
            _, error = registry.for_statement(lsid, None, 1, start=True)
            self.assertIsNone(error)
            wire_server.note_statement(lsid, database, "delete", "order_tally_changes")
        self.assertIsNone(registry.commit(committed, 1))
        clock.now += transactions.DEFAULT_LIFETIME_SECONDS + 1
        # The next statement on the server reaps, as every statement does.
        with self.assertLogs("wire_server", "WARNING") as said:
            registry.for_statement(still_busy, None, 1, start=True)
        self.assertEqual(len(said.output), 1, said.output)
        self.assertIn("database test_left, last statement delete on order_tally_changes", said.output[0])
        self.assertIn("60-s lifetime", said.output[0])
        self.assertEqual(len(registry), 1, "the transaction begun since is left alone")

    def test_the_server_notes_each_statement_in_a_transaction(self):
        plain = wire_server.commands._resolve_txn_statement
        with mock.patch.object(wire_server.commands, "_resolve_txn_statement", plain), \
                mock.patch.object(transactions.TransactionRegistry, "__init__", transactions.TransactionRegistry.__init__), \
                mock.patch.object(sessions.SessionRegistry, "__init__", sessions.SessionRegistry.__init__):
            wire_server.install()
            context = mock.Mock(db_name="test_noted", transactions=mock.Mock())
            context.transactions.for_statement.return_value = (None, {"ok": 0})
            wire_server.commands._resolve_txn_statement("insert", {"insert": "orders"}, context, b"N" * 16, 1)
        self.assertEqual(wire_server.LAST_STATEMENTS[b"N" * 16], ("test_noted", "insert", "orders"))
        self.assertIs(wire_server.commands._resolve_txn_statement, plain)


if __name__ == "__main__":
    unittest.main()
