"""A rolling deploy's releases: the built front end as the release now serving,
a next release whose every hashed file has a new name (but one), and
scripts/keep-assets run from the one to the other, as a deploy runs it."""

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from common import ROOT, CheckFailed

KEEP_ASSETS = ROOT / "scripts/keep-assets"
COMPRESSED = (".br", ".gz")


@dataclass
class Releases:
    new_static: Path
    old_one: str  # a hashed file only the previous release built
    renamed_one: str  # its name in the new release
    summary: str


def original_of(name):
    """An asset's own name: `x-hash.js` for its `x-hash.js.br` and `.gz` copies."""
    for suffix in COMPRESSED:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def release_from(static, folder):
    folder.mkdir(parents=True)
    shutil.copytree(static, folder / "static")
    return folder


def rename_assets(release, prefix, keep):
    """Gives every asset file but `keep`'s a new name, as a new build does, and
    points index.html at the new names. Returns the renamed originals."""
    assets = release / "static/assets"
    renamed = sorted({original_of(p.name) for p in assets.iterdir()} - {keep})
    for path in list(assets.iterdir()):
        if original_of(path.name) in renamed:
            path.rename(assets / (prefix + path.name))
    index = release / "static/index.html"
    html = index.read_text()
    for name in renamed:
        html = html.replace(f"/assets/{name}", f"/assets/{prefix}{name}")
    index.write_text(html)
    return renamed


def keep_assets(previous, new):
    done = subprocess.run([str(KEEP_ASSETS), str(previous), str(new)], capture_output=True, text=True)
    if done.returncode != 0:
        raise CheckFailed(f"scripts/keep-assets {previous.name} {new.name} failed: {done.stderr.strip()}")


def files(release):
    return {p.name for p in (release / "static/assets").iterdir()}


def record(release):
    path = release / "carried-assets.txt"
    return set(path.read_text().split()) if path.exists() else set()


def referenced(release, names):
    """The first of `names` (an original, not a compressed copy) index.html loads."""
    html = (release / "static/index.html").read_text()
    found = [n for n in names if f"/assets/{n}" in html]
    if not found:
        raise CheckFailed("the front end's index.html loads none of its hashed files")
    return found[0]


def two_releases(static, folder):
    """The releases the shop serves in the check: `new` after keep-assets from `old`.
    Also checks keep-assets' record, a rerun, and that a third release leaves
    the first one's files behind."""
    old = release_from(static, folder / "old")
    new = release_from(old / "static", folder / "new")  # not the build again: it may change meanwhile
    originals = sorted({original_of(n) for n in files(old)})
    old_one = referenced(old, [n for n in originals if n.endswith(".js")])
    kept = next(n for n in originals if n != old_one)
    renamed = rename_assets(new, "next-", kept)
    own_new = files(new)
    keep_assets(old, new)
    keep_assets(old, new)  # a rerun changes nothing
    lacking = files(old) - own_new
    if files(new) != own_new | lacking or record(new) != lacking:
        raise CheckFailed("keep-assets did not carry exactly the previous release's files the new one lacks")
    third = folder / "third"
    (third / "static/assets").mkdir(parents=True)
    (third / "static/assets/third-only.js").write_text("// the release after next\n")
    keep_assets(new, third)
    if record(third) != own_new or files(third) != own_new | {"third-only.js"}:
        raise CheckFailed("the release after next kept files from two releases back, or lost the last one's")
    return Releases(
        new_static=new / "static",
        old_one=old_one,
        renamed_one="next-" + old_one,
        summary=(f"keep-assets carried the {len(lacking)} files the next release renamed ({len(renamed)} of "
                 f"{len(originals)} originals) and not the one it shares; a rerun kept that; the release after "
                 f"left those {len(lacking)} behind"),
    )
