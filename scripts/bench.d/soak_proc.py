"""The server's memory, sampled from /proc while the soak runs, and the CPU each process used."""
import os
import threading
import time

TICKS = os.sysconf("SC_CLK_TCK")


def memory_kb(pid):
    """VmRSS and VmHWM (the peak) of `pid`, in kB."""
    fields = {}
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                fields[name] = int(value.split()[0])
    return fields.get("VmRSS", 0), fields.get("VmHWM", 0)


def cpu_seconds(pid):
    """User plus system CPU time `pid` used so far (None when it is gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            # The name in parentheses may hold spaces: count fields after it.
            after_name = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(after_name[11]) + int(after_name[12])) / TICKS


class MemorySampler:
    """Samples the server's RSS every `every` seconds, tagged with the phase and its elapsed time."""

    def __init__(self, pid, recorder, every=5.0):
        self.pid = pid
        self.recorder = recorder
        self.every = every
        self.samples = []  # (phase, seconds into the phase, rss kB, hwm kB)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self):
        self._thread.start()

    def stop(self):
        self._stop.set()
        self._thread.join()

    def _run(self):
        while not self._stop.is_set():
            try:
                rss, hwm = memory_kb(self.pid)
            except OSError:
                return  # the server is gone; the checks say so by its missing samples
            phase, started = self.recorder.phase, self.recorder.phase_started
            self.samples.append((phase, time.monotonic() - started, rss, hwm))
            self._stop.wait(self.every)

    def of_phase(self, phase):
        return [(at, rss, hwm) for p, at, rss, hwm in self.samples if p == phase]


class CpuMeter:
    """CPU seconds each named process used between `start` and `stop`, the driver's own included."""

    def __init__(self, pids):
        self.pids = {name: pid for name, pid in pids.items() if pid}
        self.used = {}

    def start(self):
        self._wall = time.monotonic()
        self._before = {name: cpu_seconds(pid) for name, pid in self.pids.items()}
        self._driver = time.process_time()

    def stop(self):
        wall = time.monotonic() - self._wall
        for name, pid in self.pids.items():
            now, before = cpu_seconds(pid), self._before.get(name)
            if now is not None and before is not None:
                self.used[name] = (now - before) / wall
        self.used["load driver (Python)"] = (time.process_time() - self._driver) / wall
        return self.used
