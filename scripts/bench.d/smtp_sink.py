#!/usr/bin/env python3
"""An SMTP server that keeps nothing but a line per e-mail, for `scripts/bench soak`.

It accepts every message and appends one JSON line per e-mail to a file:
`{"at": <unix time>, "to": [...], "subject": "...", "text": "<plain part, cut>"}`.
The soak reads that file to open the shoppers' confirmation links and to
check that every order e-mail really left the shop. MailDev would do too, but
its REST API answers the whole mailbox each time; a file that only grows can
be read from where the last read stopped.

Standard library only (`smtpd` is gone from Python 3.12), no TLS, no auth:
the shop is pointed at it with SMTP_TLS=none, on loopback.

    python3 smtp_sink.py --port 2525 --out mails.jsonl
"""
import argparse
import asyncio
import json
import time
from email import policy
from email.parser import BytesParser

# Enough of the plain part for a confirmation link; order e-mails are counted by subject.
TEXT_CHARS = 1500
# lettre sends UTF-8 subjects and bodies; say we take them.
EHLO_REPLY = b"250-soak-sink\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 10485760\r\n"


def summary(raw, recipients):
    """The JSON line kept for one e-mail."""
    message = BytesParser(policy=policy.default).parsebytes(raw)
    body = message.get_body(preferencelist=("plain",))
    text = body.get_content() if body is not None else ""
    return {"at": time.time(), "to": recipients, "subject": str(message["subject"] or ""), "text": text[:TEXT_CHARS]}


async def read_data(reader):
    """The message after DATA, up to the lone dot, with dot-stuffing undone."""
    lines = []
    while True:
        line = await reader.readline()
        if not line or line in (b".\r\n", b".\n"):
            return b"".join(lines)
        lines.append(line[1:] if line.startswith(b"..") else line)


async def session(reader, writer, out):
    """One SMTP connection: any number of messages until QUIT."""
    recipients = []
    writer.write(b"220 soak-sink ESMTP\r\n")
    try:
        while True:
            await writer.drain()
            line = await reader.readline()
            if not line:
                return
            verb = line[:4].upper()
            if verb == b"EHLO":
                writer.write(EHLO_REPLY)
            elif verb in (b"HELO", b"NOOP"):
                writer.write(b"250 OK\r\n")
            elif verb in (b"MAIL", b"RSET"):
                recipients = []
                writer.write(b"250 OK\r\n")
            elif verb == b"RCPT":
                address = line.decode("utf-8", "replace").split(":", 1)[-1].strip()
                recipients.append(address.split()[0].strip("<>") if address else "")
                writer.write(b"250 OK\r\n")
            elif verb == b"DATA":
                writer.write(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                await writer.drain()
                raw = await read_data(reader)
                out.write(json.dumps(summary(raw, recipients)) + "\n")
                out.flush()
                recipients = []
                writer.write(b"250 OK queued\r\n")
            elif verb == b"QUIT":
                writer.write(b"221 Bye\r\n")
                await writer.drain()
                return
            else:
                writer.write(b"502 Command not implemented\r\n")
    except (ConnectionError, asyncio.IncompleteReadError):
        return
    finally:
        writer.close()


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--out", required=True, help="file the JSON lines are appended to")
    args = parser.parse_args()
    with open(args.out, "a", encoding="utf-8") as out:
        server = await asyncio.start_server(lambda r, w: session(r, w, out), args.host, args.port)
        async with server:
            await server.serve_forever()


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
