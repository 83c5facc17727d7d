"""The server's own counters, read from its Prometheus endpoint at each minute of the soak."""
import urllib.request

# Series read, by the name the minute table gives them.
SERIES = {
    "round trips": "shop_database_round_trips_total",
    "tx retries": "shop_transaction_retries_total",
}


def read_counters(url):
    """{name: value} of SERIES at `url` (GET /metrics), {} when it cannot be read."""
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            text = answer.read().decode("utf-8")
    except OSError:
        return {}
    found = {}
    for line in text.splitlines():
        series, _, value = line.partition(" ")
        for name, wanted in SERIES.items():
            if series == wanted:
                found[name] = float(value)
    return found


class MinuteCounters:
    """The counters at the soak's start and after each of its minutes; None: no metrics address."""

    def __init__(self, url):
        self.url = url
        self.readings = []

    def read(self):
        if self.url:
            self.readings.append(read_counters(self.url))

    def in_minute(self, minute):
        """{name: how much it grew in `minute`}, {} when not read at both ends."""
        if minute + 1 >= len(self.readings):
            return {}
        before, after = self.readings[minute], self.readings[minute + 1]
        return {name: after[name] - before[name] for name in SERIES if name in before and name in after}
