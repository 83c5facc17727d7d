"""The local MongoDB wire server for the soak, with Python's collector kept off what it leaks.

SecantusDB 0.7.0b3 keeps one WiredTiger session and three to five cursors alive
(closed, but still referenced) for every multi-document transaction it runs:
500 transactions sent through pymongo alone, nothing of the shop involved, left
500 more sessions and 2,500 more cursors on its heap, and plain writes none
(docs/soak.md). The soak runs some 13 transactions a second, and
Python's full collections walk every live object: they took 57 ms in the
first minute and 110 ms by the sixth, one every ten seconds or so, holding up
every command meanwhile, so the soak's p99 grew with the stand-in's heap and
not with anything the shop keeps. Every FREEZE_SECONDS this moves what is
alive into the collector's permanent generation (`gc.freeze`), so a full
collection walks only what came since. The leak itself stays (a soak of an
hour leaves some 47,000 sessions); MongoDB, which production runs on, has
neither the leak nor the collector. Its bookkeeping is pruned in order, as in
every other run of the wire server (scripts/wire_server.py). Arguments are
secantusd-py's.
"""
import gc
import os
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import wire_server  # noqa: E402  (scripts/wire_server.py)

FREEZE_SECONDS = 5


def freeze_every(seconds):
    while True:
        time.sleep(seconds)
        gc.freeze()


if __name__ == "__main__":
    wire_server.install()
    from secantus.cli import main

    threading.Thread(target=freeze_every, args=(FREEZE_SECONDS,), daemon=True, name="gc-freeze").start()
    sys.argv[0] = "secantusd-py"
    sys.exit(main())
