#!/usr/bin/env python3
"""`scripts/bench soak`: mixed traffic at half the measured capacity, then a reconciliation.

scripts/bench starts the shop (release build), the wire server, the bKash
simulator and the SMTP sink, and runs this with their addresses and process
ids. It: signs up shoppers (each confirms the address by the e-mail's link);
measures what the mix reaches flat out for --capacity-seconds; runs the mix
for --minutes at half that, paced; waits until every bKash checkout is paid
or has lapsed and every order e-mail and SMS has gone out; then checks the shop
against what it did. Exits 1 when a check fails. Standard library only, but
for the MongoDB cross-check (soak_db.py).
"""
import argparse
import json
import os
import random
import sys
import threading
import time
from dataclasses import dataclass

import soak_checks
import soak_reconcile as reconcile
from soak_db import cross_check, slow_operations, start_profiling, wait_for_sms
from soak_http import Client, Recorder
from soak_ledger import Ledger
from soak_mail import Mailbox
from soak_metrics import MinuteCounters
from soak_proc import CpuMeter, MemorySampler
from soak_report import MINUTE_HEADER, by_minute, minute_line
from soak_setup import load_catalog, new_shoppers, sign_in
from soak_traffic import drive


@dataclass
class Setup:
    """What every worker shares."""

    shop_url: str
    recorder: Recorder
    ledger: Ledger
    mailbox: Mailbox
    catalog: object
    shoppers: list
    admin_token: str
    workers: int
    counters: MinuteCounters


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shop", required=True, help="the shop's address")
    parser.add_argument("--minutes", type=int, default=10)
    parser.add_argument("--capacity-seconds", type=int, default=30)
    parser.add_argument("--rate", type=float, help="requests a second instead of half the capacity")
    parser.add_argument("--workers", type=int, default=32)
    parser.add_argument("--shoppers", type=int, default=256)
    parser.add_argument("--phones-sold", type=int, default=200, help="phones shoppers buy and the admin edits")
    parser.add_argument("--admin-email", required=True)
    parser.add_argument("--mails", required=True, help="the SMTP sink's file")
    parser.add_argument("--payment-expiry", type=int, required=True, help="the shop's PAYMENT_EXPIRY_SECONDS")
    parser.add_argument("--pids", default="", help="name=pid,... of the server (first), wire server, simulator, sink")
    parser.add_argument(
        "--profile-ms", type=int, default=0,
        help="have the wire server keep its operations slower than this (system.profile); 0, off: "
        "each one it keeps makes it go through all it kept, a cost that grows with the run",
    )
    parser.add_argument("--sms-gateway", help="the SMS gateway simulator's address, whose record is read at the end")
    parser.add_argument("--metrics", help="the server's /metrics address, read at each minute")
    parser.add_argument("--mongo-uri")
    parser.add_argument("--database")
    parser.add_argument("--server-log", help="the server's log, searched for ERROR and WARN lines")
    parser.add_argument("--report", required=True, help="the text report, also printed")
    parser.add_argument("--json", help="the figures as JSON")
    return parser.parse_args()


class Say:
    """Prints a line and keeps it in the report file."""

    def __init__(self, path):
        self.file = open(path, "w", encoding="utf-8")

    def __call__(self, line=""):
        print(line, flush=True)
        self.file.write(line + "\n")
        self.file.flush()


def tick_minutes(setup, sampler, minutes, say, stop):
    """One line per minute of the paced run, as it goes, the server's counters read at its end."""
    recorder = setup.recorder
    say(MINUTE_HEADER)
    for minute in range(minutes):
        if stop.wait(recorder.phase_started + 60 * (minute + 1) + 0.1 - time.monotonic()):
            return
        setup.counters.read()
        latencies, statuses = by_minute(recorder, "soak", minutes + 1)[minute]
        samples = sampler.of_phase("soak")
        rss = samples[-1][1] if samples else 0
        say(minute_line(minute, latencies, statuses, rss, setup.counters.in_minute(minute)))


def run_soak(setup, args, sampler, say, rate):
    stop = threading.Event()
    ticker = threading.Thread(target=tick_minutes, args=(setup, sampler, args.minutes, say, stop))
    setup.counters.read()
    setup.recorder.start_phase("soak")  # so the ticker counts from here; drive starts it again
    ticker.start()
    try:
        return drive("soak", args.minutes * 60, rate, setup)
    finally:
        stop.set()
        ticker.join()


def prepare(args, say, server_pid):
    """The admin's session, the catalog and the shoppers; the memory sampler started."""
    recorder, mailbox = Recorder(), Mailbox(args.mails)
    client = Client(args.shop, recorder)
    say(f"setup: the admin, the catalog, {args.shoppers} shoppers (each confirms the address by the e-mail's link)")
    admin_token = sign_in(client, args.admin_email, os.environ["SOAK_ADMIN_PASSWORD"])
    catalog = load_catalog(client, random.Random(20261129), args.phones_sold)
    shoppers = new_shoppers(args.shop, recorder, mailbox, args.shoppers, run_id=f"{int(time.time())}")
    counters = MinuteCounters(args.metrics)
    setup = Setup(args.shop, recorder, Ledger(), mailbox, catalog, shoppers, admin_token, args.workers, counters)
    if args.mongo_uri and args.profile_ms and start_profiling(args.mongo_uri, args.database, args.profile_ms):
        say(f"the wire server keeps its operations slower than {args.profile_ms} ms (system.profile)")
    sampler = MemorySampler(server_pid, recorder)
    sampler.start()
    return setup, sampler


def load(setup, args, sampler, say, pids):
    """The capacity run, then the paced run at half of it: the figures of both."""
    say(f"capacity: the mix flat out for {args.capacity_seconds} s with {args.workers} workers")
    capacity = drive("capacity", args.capacity_seconds, None, setup)
    rate = args.rate or capacity / 2
    say(f"capacity {capacity:.1f} requests/s to the shop; the soak runs {args.minutes} min at {rate:.1f} requests/s")
    cpu = CpuMeter({name: int(pid) for name, pid in pids.items()})
    cpu.start()
    achieved = run_soak(setup, args, sampler, say, rate)
    return {"capacity": capacity, "rate": rate, "achieved": achieved, "cpu": cpu.stop()}


def settle_and_reconcile(setup, args, say):
    """Waits for the last payments, lapses and e-mails, then reads back everything to check."""
    recorder, ledger, mailbox = setup.recorder, setup.ledger, setup.mailbox
    client = Client(args.shop, recorder)
    recorder.start_phase("settle")
    undecidable = reconcile.resolve_unanswered(client, ledger)
    if ledger.unknown:
        say(f"asked again about {len(ledger.unknown)} requests left unanswered (listed with the reconciliation)")
    last_placed = max((p.placed_at for p in ledger.checkouts.values()), default=time.time())
    wait = max(0, last_placed + args.payment_expiry + 60 - time.time())
    say(f"settling: waiting up to {wait:.0f} s for the last bKash checkouts to be paid or to lapse")
    settling = time.monotonic()
    unsettled = reconcile.settle(client, ledger, wait)
    expected_mails = reconcile.expected_mails(ledger)
    mailbox.wait_for(expected_mails, timeout=60)
    if args.mongo_uri:
        wait_for_sms(args.mongo_uri, args.database, timeout=60)
    say(f"settled in {time.monotonic() - settling:.0f} s")
    time.sleep(3)  # the catalog's sync (every second) has read the last stock changes

    recorder.start_phase("reconcile")
    variants = list(setup.catalog.stock_before)
    return {
        "orders": reconcile.check_orders(client, ledger, setup.shoppers, setup.admin_token),
        "stock": reconcile.check_stock(client, setup.catalog, ledger, undecidable),
        "mails": reconcile.check_mails(mailbox, expected_mails),
        "sms_received": reconcile.sms_received(args.sms_gateway) if args.sms_gateway else None,
        "attention": reconcile.needs_attention(client, setup.admin_token),
        "unsettled": unsettled,
        "log": reconcile.server_log(args.server_log) if args.server_log else None,
        "db": cross_check(args.mongo_uri, args.database, variants, expected_mails) if args.mongo_uri else None,
        "slow": slow_operations(args.mongo_uri, args.database) if args.mongo_uri and args.profile_ms else {},
    }


def main():
    args = arguments()
    say = Say(args.report)
    # name=pid pairs, the server's first: its memory is sampled, every one's CPU measured
    pids = dict(item.split("=") for item in args.pids.split(",") if item)
    setup, sampler = prepare(args, say, int(next(iter(pids.values()))))
    figures = load(setup, args, sampler, say, pids)
    found = settle_and_reconcile(setup, args, say)
    sampler.stop()
    passed = soak_checks.report(say, args, setup, sampler, found, figures)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(soak_checks.as_json(args, setup, sampler, found, figures), out, indent=1, default=str)
    sys.exit(0 if passed else 1)


if __name__ == "__main__":
    main()
