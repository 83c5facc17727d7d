"""The e-mails the SMTP sink (smtp_sink.py) received, read as its file grows."""
import json
import re
import threading
import time
from collections import Counter

# The order e-mails' subjects in English (the soak's shoppers keep the default
# language), each with the id it is about: the checkout's for "placed" and
# "paid", the order's for "cancelled" (server/src/mail/templates.rs).
KINDS = {
    "placed": re.compile(r"We have your order ([0-9a-f]{24})"),
    "paid": re.compile(r"Payment received for order ([0-9a-f]{24})"),
    "cancelled": re.compile(r"Your order ([0-9a-f]{24}) was cancelled"),
}
CONFIRM_LINK = re.compile(r"(https?://\S+/api/auth/confirm-email\?token=[0-9a-f]+)")


def kind_of(subject):
    """("placed", checkout id), ("cancelled", order id), ... or None for another e-mail."""
    for kind, pattern in KINDS.items():
        found = pattern.search(subject)
        if found:
            return kind, found.group(1)
    return None


class Mailbox:
    def __init__(self, path):
        self.path = path
        self._offset = 0
        self._lock = threading.Lock()
        self.received = Counter()  # (kind, id) -> how many times
        self.links = {}  # address -> confirmation link
        self.total = 0

    def poll(self):
        """Reads the lines written since the last poll."""
        with self._lock, open(self.path, "rb") as file:
            file.seek(self._offset)
            while True:
                line = file.readline()
                if not line.endswith(b"\n"):
                    break  # none, or one still being written: read it next time
                self._offset += len(line)
                self._take(json.loads(line))

    def _take(self, mail):
        self.total += 1
        known = kind_of(mail["subject"])
        if known:
            self.received[known] += 1
            return
        link = CONFIRM_LINK.search(mail.get("text", ""))
        if link:
            for address in mail["to"]:
                self.links[address] = link.group(1)

    def confirmation_link(self, address, timeout):
        """The link in `address`'s confirmation e-mail, waiting up to `timeout` seconds for it."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.poll()
            if address in self.links:
                return self.links[address]
            time.sleep(0.2)
        return None

    def wait_for(self, expected, timeout):
        """Waits until every (kind, id) in `expected` arrived, or no new e-mail came for `timeout` seconds."""
        last_total, quiet_since = -1, time.monotonic()
        while True:
            self.poll()
            if all(key in self.received for key in expected):
                return
            if self.total != last_total:
                last_total, quiet_since = self.total, time.monotonic()
            elif time.monotonic() - quiet_since > timeout:
                return
            time.sleep(1)
