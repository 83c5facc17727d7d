"""The soak's tables: per minute, per kind of request, the 4xx, and the figures the checks use."""
import math
from collections import Counter, defaultdict


def percentile(values, p):
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def shop_stats(recorder):
    """(phase, minute, kind, stats) of requests to the shop, copied so workers may go on."""
    items, _ = recorder.snapshot()
    return [(p, m, k, s) for (p, m, k), s in items if k not in recorder.outside_kinds]


def by_minute(recorder, phase, minutes):
    """minute -> (latencies, statuses), answers past the end counted in the last minute."""
    merged = defaultdict(lambda: ([], Counter()))
    for p, minute, _, stats in shop_stats(recorder):
        if p == phase:
            latencies, statuses = merged[min(minute, minutes - 1)]
            latencies += stats.latencies_ms
            statuses.update(stats.statuses)
    return merged


def by_kind(recorder, phase):
    merged = defaultdict(lambda: ([], Counter()))
    for p, _, kind, stats in shop_stats(recorder):
        if p == phase:
            merged[kind][0].extend(stats.latencies_ms)
            merged[kind][1].update(stats.statuses)
    return merged


def status_counts(statuses):
    """(5xx, 4xx, no answer) in a Counter of statuses."""
    return (
        sum(n for s, n in statuses.items() if s >= 500),
        sum(n for s, n in statuses.items() if 400 <= s < 500),
        statuses.get(0, 0),
    )


def rss_at(samples, seconds):
    """The RSS sampled last before `seconds` into the phase (kB)."""
    before = [rss for at, rss, _ in samples if at <= seconds]
    return before[-1] if before else (samples[0][1] if samples else 0)


def minute_line(minute, latencies, statuses, rss_kb, counted):
    """A minute's row; `counted` holds the server's counters' growth in it (soak_metrics.py)."""
    errors, refused, unanswered = status_counts(statuses)
    trips = f" {counted['round trips'] / 60:8.0f}" if "round trips" in counted else f" {'-':>8}"
    retries = f" {counted['tx retries']:10.0f}" if "tx retries" in counted else f" {'-':>10}"
    return (
        f"{minute + 1:>6} {len(latencies) / 60:8.1f} {percentile(latencies, 50):8.1f} {percentile(latencies, 99):8.1f}"
        f" {errors:5} {refused:5} {unanswered:9} {rss_kb / 1024:8.1f}{trips}{retries}"
    )


MINUTE_HEADER = (
    f"{'minute':>6} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'5xx':>5} {'4xx':>5} {'no answer':>9} {'RSS MB':>8}"
    f" {'trips/s':>8} {'tx retries':>10}"
)


def minute_table(recorder, sampler, counters, minutes):
    rows = by_minute(recorder, "soak", minutes)
    samples = sampler.of_phase("soak")
    lines = [MINUTE_HEADER]
    for minute in range(minutes):
        latencies, statuses = rows[minute]
        rss = rss_at(samples, (minute + 1) * 60)
        lines.append(minute_line(minute, latencies, statuses, rss, counters.in_minute(minute)))
    return lines


def kind_table(recorder, phase):
    rows = by_kind(recorder, phase)
    total = sum(len(latencies) for latencies, _ in rows.values()) or 1
    lines = [f"{'request':<26} {'count':>7} {'share':>6} {'p50 ms':>8} {'p99 ms':>8}  answers"]
    for kind in sorted(rows, key=lambda k: -len(rows[k][0])):
        latencies, statuses = rows[kind]
        answers = ", ".join(f"{n} x {s or 'none'}" for s, n in sorted(statuses.items()))
        lines.append(
            f"{kind:<26} {len(latencies):7} {len(latencies) / total:6.1%} {percentile(latencies, 50):8.1f}"
            f" {percentile(latencies, 99):8.1f}  {answers}"
        )
    return lines


def outside_line(recorder, phase):
    """The bKash page's answers, which are the simulator's, not the shop's."""
    items, _ = recorder.snapshot()
    statuses, latencies = Counter(), []
    for (p, _, kind), stats in items:
        if p == phase and kind in recorder.outside_kinds:
            statuses.update(stats.statuses)
            latencies += stats.latencies_ms
    answers = ", ".join(f"{n} x {s or 'none'}" for s, n in sorted(statuses.items()))
    return f"bKash's page (the simulator, not counted above): {len(latencies)} forms sent ({answers}), p99 {percentile(latencies, 99):.1f} ms"


def refusals(recorder):
    """Every 4xx and unanswered request to the shop: (phase, kind, status, code or error) -> count."""
    _, reasons = recorder.snapshot()
    return Counter({key: n for key, n in reasons.items() if key[1] not in recorder.outside_kinds})


def slowest(recorder, phase, minute, minutes):
    """The requests of `minute` at or above its p99, as (seconds into the phase, kind, ms)."""
    found = []
    for p, m, kind, stats in shop_stats(recorder):
        if p == phase and min(m, minutes - 1) == minute:
            found += [(at, kind, ms) for at, ms in zip(stats.started_s, stats.latencies_ms)]
    cut = percentile([ms for _, _, ms in found], 99)
    return sorted(r for r in found if r[2] >= cut)


def tail_table(recorder, minutes):
    """What the first and the last minute's slowest 1% were, by kind: the p99 check's make-up."""
    first, last = slowest(recorder, "soak", 0, minutes), slowest(recorder, "soak", minutes - 1, minutes)
    kinds = Counter(kind for _, kind, _ in first) + Counter(kind for _, kind, _ in last)
    lines = [f"the slowest 1% by kind: {'request':<26} {'first minute':>13} {'last minute':>12}"]
    for kind, _ in kinds.most_common():
        in_first = sum(1 for _, k, _ in first if k == kind)
        in_last = sum(1 for _, k, _ in last if k == kind)
        lines.append(f"{'':<24}{kind:<26} {in_first:13} {in_last:12}")
    return lines
