"""HTTP for the soak: keep-alive connections, a pacer, and a record of every answer.

Each worker thread has its own `Client` (http.client connections are not
thread-safe); all share one `Recorder` and, in the paced run, one `Pacer`.
"""
import hashlib
import http.client
import json
import threading
import time
import urllib.parse
from collections import Counter, defaultdict

# A kept connection idle longer than this is opened again before use: the
# server may have closed it (keep-alive time-out), and a request sent on a
# closed connection fails in a way that cannot tell whether it arrived.
IDLE_REOPEN_SECONDS = 2.0
# As long as the shop's nginx waits for an answer (proxy_read_timeout in
# deploy/nginx-site.conf): a slower answer is a 504 to the shopper.
TIMEOUT_SECONDS = 120


class KindStats:
    """The answers to one kind of request in one minute."""

    def __init__(self):
        self.latencies_ms = []
        self.started_s = []  # seconds into the phase, beside each latency
        self.statuses = Counter()

    def add(self, status, ms, started_s):
        self.latencies_ms.append(ms)
        self.started_s.append(started_s)
        self.statuses[status] += 1


class Recorder:
    """Latency and status of every request, by phase, minute of the phase and kind.

    Status 0 is "no answer" (time-out or connection error). Kinds marked as the
    simulator's are kept apart: they are the shopper's side of bKash, not load on the shop.
    """

    def __init__(self):
        self._lock = threading.Lock()
        self.phase = "setup"
        self.phase_started = time.monotonic()
        # (phase, minute, kind) -> KindStats
        self.stats = defaultdict(KindStats)
        self.outside_kinds = set()
        # (phase, kind, status, the answer's `code` or the error's name) -> count, for 4xx and no answer
        self.reasons = Counter()

    def start_phase(self, name):
        with self._lock:
            self.phase = name
            self.phase_started = time.monotonic()

    def record(self, kind, status, started, ended, reason=None):
        with self._lock:
            into = started - self.phase_started
            self.stats[(self.phase, int(into // 60), kind)].add(status, (ended - started) * 1000, into)
            if reason is not None:
                self.reasons[(self.phase, kind, status, reason)] += 1

    def mark_outside(self, kind):
        self.outside_kinds.add(kind)

    def snapshot(self):
        """Copies of (stats items, reasons), so a report can be made while workers go on."""
        with self._lock:
            return list(self.stats.items()), Counter(self.reasons)


class Pacer:
    """Hands out send times `1/rate` apart to all workers together (a token bucket).

    When every worker was busy, the missed times are not all made up at once:
    at most one second's worth is sent late, so a stall is seen as a lower rate
    in its minute, not hidden by a burst after it.
    """

    def __init__(self, rate):
        self.interval = 1.0 / rate
        self._lock = threading.Lock()
        self._next = time.monotonic()

    def wait(self):
        with self._lock:
            now = time.monotonic()
            slot = max(self._next, now - 1.0)
            self._next = slot + self.interval
        delay = slot - time.monotonic()
        if delay > 0:
            time.sleep(delay)


class Answer:
    def __init__(self, status, body, headers):
        self.status = status
        self.body = body
        self.headers = headers

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    def location(self):
        return self.headers.get("location", "")


def client_address(who):
    """A stable address in 10.0.0.0/8 for `who`, as a shopper's own connection
    would have (many shoppers behind one address would make that address's
    held orders, which each checkout reads, the whole shop's)."""
    digest = hashlib.sha256(who.encode()).digest()
    return f"10.{digest[0]}.{digest[1]}.{digest[2]}"


class Client:
    """One worker's connections (one per host) to the shop and the simulator."""

    def __init__(self, shop_url, recorder, pacer=None):
        self.shop = urllib.parse.urlsplit(shop_url)
        self.recorder = recorder
        self.pacer = pacer
        self._connections = {}

    def shop_call(self, kind, method, path, body=None, token=None, headers=None):
        """A request to the shop, paced, with a JSON body when `body` is given.
        It comes through the shop's trusted proxy from an address of its own:
        the signed-in person's (one per token), or this worker's."""
        sent = dict(headers or {})
        sent["X-Forwarded-For"] = client_address(token or f"worker-{id(self)}")
        if token:
            sent["token"] = token
        data = None
        if body is not None:
            sent["Content-Type"] = "application/json"
            data = json.dumps(body)
        if self.pacer:
            self.pacer.wait()
        return self._send(kind, self.shop, method, path, data, sent)

    def outside_call(self, kind, method, url, form=None):
        """A request somewhere else (the simulator's page, a link in an e-mail), not paced."""
        self.recorder.mark_outside(kind)
        parts = urllib.parse.urlsplit(url)
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        headers, data = {}, None
        if form is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            data = urllib.parse.urlencode(form)
        return self._send(kind, parts, method, path, data, headers)

    def _send(self, kind, target, method, path, data, headers):
        connection = self._connection(target)
        started = time.monotonic()
        reason = None
        try:
            connection.request(method, path, body=data, headers=headers)
            response = connection.getresponse()
            answer = Answer(response.status, response.read(), {k.lower(): v for k, v in response.getheaders()})
            if 400 <= answer.status < 500:
                reason = (answer.json() or {}).get("code", "")
        except (OSError, http.client.HTTPException) as error:
            answer = Answer(0, b"", {})
            reason = type(error).__name__
        ended = time.monotonic()
        self.recorder.record(kind, answer.status, started, ended, reason)
        if answer.status:
            self._connections[(target.hostname, target.port)] = (connection, ended)
        else:
            self._drop(target)
        return answer

    def _connection(self, target):
        key = (target.hostname, target.port)
        kept = self._connections.get(key)
        if kept and time.monotonic() - kept[1] < IDLE_REOPEN_SECONDS:
            return kept[0]
        if kept:
            kept[0].close()
        connection = http.client.HTTPConnection(target.hostname, target.port, timeout=TIMEOUT_SECONDS)
        self._connections[key] = (connection, time.monotonic())
        return connection

    def _drop(self, target):
        kept = self._connections.pop((target.hostname, target.port), None)
        if kept:
            kept[0].close()

    def close(self):
        for connection, _ in self._connections.values():
            connection.close()
        self._connections.clear()
