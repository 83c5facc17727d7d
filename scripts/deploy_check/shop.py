"""The shop as deploy/shop.env.example configures it, behind the check's nginx,
with a bKash stand-in that takes its time (speaking bKash's tokenized checkout
as far as a payment's creation)."""

import json
import os
import secrets
import subprocess
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from common import ROOT, CheckFailed, free_port, say, wait_for_port


class SlowBkash:
    """bKash's token and create calls on 127.0.0.1; a create answers after `delay` seconds."""

    def __init__(self, delay):
        self.calls = []
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                call = self.path.rsplit("/tokenized/checkout/", 1)[-1]
                stand_in.calls.append(call)
                if call == "create":
                    time.sleep(delay)
                self.answer(stand_in.answer_to(call))

            def answer(self, body):
                data = json.dumps(body).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *_):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @staticmethod
    def answer_to(call):
        if call.startswith("token/"):
            return {"statusCode": "0000", "statusMessage": "Successful", "id_token": "slow-id-token",
                    "refresh_token": "slow-refresh-token", "expires_in": 3600, "token_type": "Bearer"}
        if call == "create":
            return {"statusCode": "0000", "statusMessage": "Successful", "paymentID": "TR0011SLOW" + secrets.token_hex(4),
                    "bkashURL": "https://sandbox.payment.bkash.com/?paymentId=slow", "transactionStatus": "Initiated"}
        return {"statusCode": "0000", "statusMessage": "Successful", "transactionStatus": "Initiated"}

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class Shop:
    """shop-server with the example's settings, but for the check's database, ports and stand-ins."""

    def __init__(self, binary, example, ports, static, host_name, slow_seconds, sign_in_burst):
        self.binary = binary
        self.port = ports.shop
        self.bkash = SlowBkash(slow_seconds)
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            **example,
            "MONGODB_URI": os.environ.get("MONGODB_URI", ""),
            "DATABASE_NAME": f"deploy_check_{secrets.token_hex(4)}",
            "JWT_SECRET": secrets.token_hex(32),
            "PORT": str(ports.shop),
            "PUBLIC_URL": f"https://{host_name}:{ports.https}",
            "STATIC_DIR": str(static),
            # The check's admin has no authenticator app; what is checked is its upload.
            "ADMIN_TOTP_REQUIRED": "false",
            "BCRYPT_COST": "4",
            # A small sign-in budget per client address, refilled only after the check.
            "SIGN_IN_BURST": str(sign_in_burst),
            "SIGN_IN_REFILL_MS": "3600000",
            "BKASH_BASE_URL": f"http://127.0.0.1:{self.bkash.port}/v1.2.0-beta",
            "BKASH_APP_KEY": "deploy-check", "BKASH_APP_SECRET": secrets.token_hex(8),
            "BKASH_USERNAME": "deploy-check", "BKASH_PASSWORD": secrets.token_hex(8),
            # The shop waits longer than the stand-in takes: nginx's timeout is what is checked.
            "BKASH_TIMEOUT_SECONDS": str(slow_seconds + 30),
        }

    def run(self, *arguments, stdin=None):
        done = subprocess.run([self.binary, *arguments], env=self.env, input=stdin, capture_output=True, text=True)
        if done.returncode != 0:
            said = (done.stdout + done.stderr).strip()[-600:]
            raise CheckFailed(f"shop-server {' '.join(arguments)} failed (exit {done.returncode}): {said}")

    def start(self, processes, admin):
        """Seeds the demo catalog, makes the admin and serves; returns when the shop listens."""
        if not self.env["MONGODB_URI"]:
            self.env["MONGODB_URI"] = start_wire_server(processes)
        self.run("seed", "--count", "20", "--demo")
        self.run("admin", "create", "--email", admin[0], "--password-file", "-", stdin=admin[1] + "\n")
        say(f"starting the shop on port {self.port} (database {self.env['DATABASE_NAME']})")
        process = processes.start("shop", [self.binary, "serve"], self.env)
        wait_for_port(self.port, process, 60, "the shop")


def start_wire_server(processes):
    """.venv's MongoDB wire server, in memory, when MONGODB_URI names none."""
    binary = ROOT / ".venv/bin/secantusd-py"
    if not binary.exists():
        raise CheckFailed("no MONGODB_URI and no .venv/bin/secantusd-py: run scripts/test or scripts/run once, "
                          "or set MONGODB_URI")
    port = free_port()
    process = processes.start("wire-server", [str(binary), "--host", "127.0.0.1", "--port", str(port),
                                              "--storage-path", ":memory:", "--log-level", "WARNING"])
    wait_for_port(port, process, 30, "the MongoDB wire server")
    return f"mongodb://127.0.0.1:{port}/"
