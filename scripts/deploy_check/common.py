"""What every part of scripts/deploy-check shares: failures, messages, processes, ports."""

import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


class CheckFailed(Exception):
    pass


def say(text):
    print(f"deploy-check: {text}", file=sys.stderr, flush=True)


class Processes:
    """Every process the check starts, each logging to <work>/<name>.log, stopped in reverse order."""

    def __init__(self, logs):
        self.logs = logs
        self.started = []

    def start(self, name, argv, env=None):
        with open(self.logs / f"{name}.log", "wb") as log:
            process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
        self.started.append((name, process))
        return process

    def stop_all(self):
        for name, process in reversed(self.started):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    say(f"{name} did not stop on SIGTERM; killing it")
                    process.kill()
                    process.wait()
        self.started.clear()

    def tail(self, name, lines=30):
        path = self.logs / f"{name}.log"
        if path.exists() and path.stat().st_size:
            text = path.read_text(errors="replace").splitlines()[-lines:]
            say(f"last lines of {path.name}:\n    " + "\n    ".join(text))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port, process, seconds, what):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise CheckFailed(f"{what} stopped (exit {process.returncode}) before listening on port {port}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.1)
    raise CheckFailed(f"{what} did not listen on port {port} within {seconds} s")


def read_env_file(path):
    """NAME=value lines as systemd's EnvironmentFile reads them (double quotes taken off)."""
    settings = {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, equals, value = line.partition("=")
        if not equals or not name.isidentifier():
            raise CheckFailed(f"{path.name}:{number} is not NAME=value: {line}")
        if len(value) >= 2 and value[0] == value[-1] == '"':
            value = value[1:-1]
        settings[name] = value
    return settings
