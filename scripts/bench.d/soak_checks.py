"""The soak's end: the tables, the reconciliation and the checks, each passed or failed."""
from collections import Counter

from soak_report import (
    by_minute,
    kind_table,
    minute_table,
    outside_line,
    percentile,
    refusals,
    rss_at,
    shop_stats,
    slowest,
    status_counts,
    tail_table,
)

RSS_GROWTH = 1.10  # peak RSS at most 10% over the RSS after the first minute
P99_GROWTH = 1.5  # p99 in the last minute at most 1.5x the first's


def report(say, args, setup, sampler, found, figures):
    """Prints everything and answers whether every check passed."""
    recorder, ledger = setup.recorder, setup.ledger
    say()
    say(f"== soak: {args.minutes} min at {figures['rate']:.1f} requests/s to the shop (half the"
        f" {figures['capacity']:.1f} the mix reached flat out), {figures['achieved']:.1f} sent")
    for line in minute_table(recorder, sampler, setup.counters, args.minutes):
        say(line)
    say()
    say("requests by kind (the paced run):")
    for line in kind_table(recorder, "soak"):
        say(line)
    say(outside_line(recorder, "soak"))
    for line in tail_table(recorder, args.minutes):
        say(line)
    say()
    say("4xx and unanswered requests, by phase:")
    for (phase, kind, status, reason), n in sorted(refusals(recorder).items()):
        say(f"  {phase:<9} {kind:<26} {status or 'no answer':>9} {reason:<34} x {n}")
    say()
    for line in reconciliation(ledger, found):
        say(line)
    for line in slow_table(found["slow"]):
        say(line)
    say("CPU used (share of one core, paced run): "
        + ", ".join(f"{name} {share:.0%}" for name, share in figures["cpu"].items()))
    say()
    checks = evaluate(args, recorder, ledger, sampler, found)
    say(f"{'check':<58} {'result':<6}  figures")
    for name, ok, detail in checks:
        say(f"{name:<58} {'PASS' if ok else 'FAIL' if ok is False else 'n/a':<6}  {detail}")
    return all(ok is not False for _, ok, _ in checks)


def reconciliation(ledger, found):
    orders, stock, mails, db = found["orders"], found["stock"], found["mails"], found["db"]
    outcomes = ledger.by_outcome()
    lines = [f"reconciliation: {sum(outcomes.values())} checkouts placed (capacity run and soak)"]
    lines += [f"  {outcome:<34} {n:6}" for outcome, n in sorted(outcomes.items())]
    lines.append(
        f"orders: {orders.placed} placed, {orders.found} in their shoppers' order lists; {len(orders.missing)} missing,"
        f" {len(orders.unexpected)} not placed by the soak, {len(orders.wrong)} not as left;"
        f" the admin's list counts {orders.admin_total}"
    )
    lines += [f"  {order_id}: {what}" for order_id, what in orders.wrong[:10]]
    back = stock.units_placed - stock.units_kept
    lines.append(
        f"stock: {stock.variants} variants moved; {stock.units_placed} units placed, {back} back from cancelled or lapsed"
        f" orders, admin {stock.admin_change:+} in {ledger.admin_saves} saved grids;"
        f" {len(stock.mismatches)} variants off on the phone pages" + (f", {len(db_stock_off(stock, db))} in MongoDB" if db else "")
        + (f"; {len(stock.undecidable)} left out (an admin's save unanswered)" if stock.undecidable else "")
    )
    lines += [
        f"  variant {v}: before {b}, kept sold {k}, admin {a:+}, expected {e}, shown {s}"
        for v, b, k, a, e, s in stock.mismatches[:10]
    ]
    kinds = ", ".join(f"{kind} {mails.received[kind]}/{n}" for kind, n in sorted(mails.expected.items()))
    lines.append(
        f"e-mails received by the SMTP sink: {kinds}; {len(mails.unexpected)} not expected, {mails.duplicates} twice"
        + (f"; outbox rows {dict(db['outbox'])}, {db['outbox_missing']} missing, e-mails unsent in all {db['emails_unsent']}" if db else "")
    )
    if db:
        lines.append(f"SMS: {db['sms_sent']} sent by the shop, {found['sms_received']} taken by the gateway, {db['sms_unsent']} unsent")
    lines += [f"  missing: {kind} {key}" for kind, key in mails.missing[:10]]
    lines.append(f"needs attention: {found['attention']}")
    for level, said in (found["log"] or {}).items():
        lines.append(f"server log, {level} lines: {sum(said.values())}")
        lines += [f"  {n:6} x {text}" for text, n in said.most_common(5)]
    if ledger.unknown:
        lines.append("unanswered within 120 s, then asked again:")
        lines += [f"  {n:6} x {what}" for what, n in sorted(Counter(map(str, ledger.unknown)).items())]
    return lines


def slow_table(slow, rows=10):
    """The wire server's slow operations (all phases), those that took longest in all first."""
    if not slow:
        return []
    lines = [f"the wire server's profiled operations: {sum(n for n, _, _ in slow.values())}, by the time they took",
             f"  {'command':<14} {'collection':<22} {'count':>6} {'total s':>8} {'max ms':>7}  selected on"]
    for (op, collection, shape), (n, total, longest) in sorted(slow.items(), key=lambda kv: -kv[1][1])[:rows]:
        lines.append(f"  {op:<14} {collection:<22} {n:6} {total / 1000:8.1f} {longest:7}  {shape}")
    return lines


def sms_ok(db, received):
    """Whether the gateway took every SMS the shop marked sent (some were); None when either was not read."""
    if db is None or received is None:
        return None
    return db["sms_sent"] > 0 and received == db["sms_sent"]


def db_stock_off(stock, db):
    return [v for v, units in stock.expected.items() if db["stock"].get(v) != units]


def evaluate(args, recorder, ledger, sampler, found):
    """(check, True/False/None for not measured, figures) for each target."""
    everything = Counter()
    for _, _, _, stats in shop_stats(recorder):
        everything.update(stats.statuses)
    errors, _, unanswered = status_counts(everything)
    orders, stock, mails, db = found["orders"], found["stock"], found["mails"], found["db"]
    samples = sampler.of_phase("soak")
    first_rss = rss_at(samples, 60) / 1024
    peak_rss = max((rss for _, rss, _ in samples), default=0) / 1024
    minutes = by_minute(recorder, "soak", args.minutes)
    first_p99, last_p99 = percentile(minutes[0][0], 99), percentile(minutes[args.minutes - 1][0], 99)
    orders_ok = not (orders.missing or orders.unexpected or orders.wrong) and orders.admin_total == orders.placed
    return [
        ("no 5xx, every request answered within 120 s", errors == 0 and unanswered == 0,
         f"{errors} 5xx, {unanswered} unanswered (all phases)"),
        ("every order there, as its shopper left it", orders_ok,
         f"{orders.found}/{orders.placed} found, {len(orders.unexpected)} others, {len(orders.wrong)} not as left,"
         f" {orders.admin_total} in the admin's list"),
        ("every bKash checkout paid, or lapsed with its stock back", not found["unsettled"],
         f"{len(found['unsettled'])} of {len(ledger.checkouts)} checkouts not settled as expected"),
        ("stock moved by exactly the units sold (phone pages)", not stock.mismatches,
         f"{stock.variants - len(stock.mismatches)}/{stock.variants} variants exact"),
        ("stock in MongoDB the same", None if db is None else not db_stock_off(stock, db),
         "pymongo missing: not read" if db is None else f"{len(db_stock_off(stock, db))} variants off"),
        ("every order e-mail reached the SMTP sink", not mails.missing,
         f"{sum(mails.received.values())}/{sum(mails.expected.values())}"),
        ("every SMS the shop sent reached the gateway", sms_ok(db, found["sms_received"]),
         "not read" if db is None else f"{found['sms_received']}/{db['sms_sent']}"),
        ("no e-mail or SMS left unsent in the outbox", None if db is None else db["emails_unsent"] + db["sms_unsent"] == 0,
         "not read" if db is None else f"{db['emails_unsent']} e-mails, {db['sms_unsent']} SMS unsent"),
        ("needs attention empty", not any(found["attention"].values()), str(found["attention"])),
        ("no ERROR in the server's log", None if found["log"] is None else not found["log"]["ERROR"],
         "not read" if found["log"] is None else f"{sum(found['log']['ERROR'].values())} ERROR lines"),
        ("peak RSS within 10% of RSS after the first minute", peak_rss <= RSS_GROWTH * first_rss,
         f"{peak_rss:.1f} MB vs {first_rss:.1f} MB ({peak_rss / max(first_rss, 0.001) - 1:+.1%})"),
        ("p99 in the last minute within 1.5x of the first", last_p99 <= P99_GROWTH * first_p99,
         f"{last_p99:.1f} ms vs {first_p99:.1f} ms ({last_p99 / max(first_p99, 0.001):.2f}x)"),
    ]


def kinds_by_minute(recorder, minutes):
    """[{kind: [count, p50 ms, p99 ms]} for each minute of the soak]."""
    rows = [{} for _ in range(minutes)]
    for phase, minute, kind, stats in shop_stats(recorder):
        if phase == "soak":
            rows[min(minute, minutes - 1)].setdefault(kind, []).extend(stats.latencies_ms)
    return [{kind: [len(ms), percentile(ms, 50), percentile(ms, 99)] for kind, ms in row.items()} for row in rows]


def as_json(args, setup, sampler, found, figures):
    """The run's figures for target/bench/soak.json."""
    recorder = setup.recorder
    minutes = by_minute(recorder, "soak", args.minutes)
    return {
        "minutes": args.minutes,
        "figures": figures,
        "per_minute": [
            {"minute": m + 1, "requests": len(minutes[m][0]), "p50_ms": percentile(minutes[m][0], 50),
             "p99_ms": percentile(minutes[m][0], 99), "statuses": dict(minutes[m][1])}
            for m in range(args.minutes)
        ],
        # Each minute's requests by kind: {kind: [count, p50 ms, p99 ms]}.
        "kinds_by_minute": kinds_by_minute(recorder, args.minutes),
        # Each minute's requests at or above its p99: [seconds into the soak, kind, ms].
        "slowest": [slowest(recorder, "soak", m, args.minutes) for m in range(args.minutes)],
        "rss_samples": sampler.samples,
        "counters": setup.counters.readings,
        "outcomes": dict(setup.ledger.by_outcome()),
        "refusals": {" ".join(map(str, key)): n for key, n in refusals(recorder).items()},
        "orders": vars(found["orders"]),
        "stock": {k: v for k, v in vars(found["stock"]).items() if k not in ("expected", "shown")},
        "mails": vars(found["mails"]),
        "sms_received": found["sms_received"],
        "attention": found["attention"],
        "log": found["log"],
        "slow_operations": {" ".join(key): value for key, value in found["slow"].items()},
        "unsettled": list(found["unsettled"]),
    }
