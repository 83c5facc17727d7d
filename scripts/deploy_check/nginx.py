"""Debian's nginx running the deploy site: a certificate made on the spot, the
site with only its placeholders replaced, and a tiny main config of the
check's own (prefix, pid, logs and temp folders in the work folder)."""

import os
import shutil
import socket
import subprocess
import urllib.parse
from dataclasses import dataclass

from common import ROOT, CheckFailed, say


@dataclass
class Ports:
    https: int
    http: int
    shop: int


def nginx_binary():
    """Debian's nginx, installed first when missing (scripts/lib.sh's ensure_nginx)."""
    found = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin")
    if found:
        return found
    subprocess.run(["bash", "-c", f'source "{ROOT}/scripts/lib.sh" && ensure_nginx'], check=True)
    return shutil.which("nginx", path=os.environ.get("PATH", "") + ":/usr/sbin")


def certificate(work, host_name):
    """A self-signed certificate for `host_name` and 127.0.0.1, and its key."""
    cert, key = work / "cert.pem", work / "key.pem"
    done = subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-days", "2", "-subj", f"/CN={host_name}",
         "-addext", f"subjectAltName=DNS:{host_name},IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        capture_output=True, text=True,
    )
    if done.returncode != 0:
        raise CheckFailed(f"openssl could not make a certificate: {done.stderr.strip()}")
    return cert, key


def has_ipv6_loopback():
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


def render_site(site, example, ports, cert, key, host_name):
    """The site with its placeholders (the shop's name and address from the
    example settings, the ports, the certificate's paths) replaced: nothing else."""
    name = urllib.parse.urlsplit(example["PUBLIC_URL"]).hostname
    ipv6 = has_ipv6_loopback()
    replacements = [
        (f"/etc/letsencrypt/live/{name}/fullchain.pem", str(cert)),
        (f"/etc/letsencrypt/live/{name}/privkey.pem", str(key)),
        (f"server {example['HOST']}:{example['PORT']};", f"server 127.0.0.1:{ports.shop};"),
        (f"server_name {name};", f"server_name {host_name};"),
        ("listen 443 ssl", f"listen 127.0.0.1:{ports.https} ssl"),
        ("listen [::]:443 ssl", f"listen [::1]:{ports.https} ssl" if ipv6 else "# no IPv6 here: listen"),
        ("listen 80;", f"listen 127.0.0.1:{ports.http};"),
        ("listen [::]:80;", f"listen [::1]:{ports.http};" if ipv6 else "# no IPv6 here: listen"),
    ]
    for old, new in replacements:
        if old not in site:
            raise CheckFailed(f"the site has no `{old}` (shop.env.example's HOST, PORT and PUBLIC_URL name it); "
                              "if its placeholders changed, change scripts/deploy_check/nginx.py too")
        site = site.replace(old, new)
    return site


MAIN_CONFIG = """\
daemon off;
worker_processes 1;
pid {work}/nginx.pid;
error_log {work}/nginx-error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log {work}/nginx-access.log;
    client_body_temp_path {work}/temp/client-body;
    proxy_temp_path {work}/temp/proxy;
    fastcgi_temp_path {work}/temp/fastcgi;
    uwsgi_temp_path {work}/temp/uwsgi;
    scgi_temp_path {work}/temp/scgi;
    include {work}/site.conf;
}}
"""


def start_nginx(nginx, work, site, processes):
    """Tests the configuration, then runs nginx in the foreground (its master a child of the check)."""
    (work / "site.conf").write_text(site)
    (work / "nginx.conf").write_text(MAIN_CONFIG.format(work=work))
    (work / "temp").mkdir(mode=0o755)
    argv = [nginx, "-p", f"{work}/", "-c", str(work / "nginx.conf"), "-e", str(work / "nginx-error.log")]
    tested = subprocess.run(argv + ["-t", "-q"], capture_output=True, text=True)
    if tested.returncode != 0:
        raise CheckFailed(f"nginx refuses the site: {tested.stderr.strip()}")
    say("starting nginx with deploy/nginx-site.conf")
    return processes.start("nginx", argv)
