#!/usr/bin/env python3
# Checks that every repository path the docs name still exists.
#
# Reads README.md, ARCHITECTURE.md and deploy/README.md (if present) and docs/*.md.
# A path is text in backticks, a markdown link target, or the first word of an
# unindented line in a fenced block, when it looks like a file or folder of this
# repository: it holds a '/' or ends in a source extension. URL routes (`/cart`),
# URLs, commands, globs and <placeholders> are skipped. A path counts as present
# when it exists from the repository root, from the doc's folder, or as the tail
# of a real path (docs say `src/lib/format.ts` for frontend/src/lib/format.ts). A
# missing path that git ignores is build output (`src/generated/...`) and is
# skipped too.
#
# Exits 1 listing each missing path as doc:line: path; exits 0 with a count.
# Standard library only. Run from anywhere: python3 scripts/check-doc-paths.py

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Extensions that make a bare word a file name worth checking.
EXTENSIONS = {
    "rs", "ts", "tsx", "mjs", "cjs", "js", "md", "json", "sh", "py", "toml",
    "css", "yml", "yaml", "lock", "html", "lua",
}
# Folders never indexed for tail matches (build output and installed packages).
SKIP_DIRS = {".git", "node_modules", "target", ".venv", "__pycache__", ".tmp"}
# Packages a path like `src/...` or `tests/...` may be relative to.
PACKAGE_BASES = ["", "frontend/", "frontend/src/", "server/", "server/src/",
                 "core/", "core/src/", "wasm-bridge/", "wasm-bridge/src/",
                 "simulators/bkash/", "simulators/bkash/src/",
                 "simulators/kit/", "simulators/kit/src/", "tools/"]

CODE_SPAN = re.compile(r"(`+)(.+?)\1")
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def docs_to_read():
    names = ["README.md", "ARCHITECTURE.md", "deploy/README.md"]
    docs_dir = os.path.join(ROOT, "docs")
    if os.path.isdir(docs_dir):
        names += sorted("docs/" + n for n in os.listdir(docs_dir) if n.endswith(".md"))
    return [n for n in names if os.path.isfile(os.path.join(ROOT, n))]


def index_tails():
    """Every tail of every file and folder path: a/b/c gives a/b/c, b/c and c."""
    tails = set()
    for here, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
        rel = os.path.relpath(here, ROOT)
        parts = [] if rel == "." else rel.split(os.sep)
        for name in dirs + files:
            segments = parts + [name]
            for i in range(len(segments)):
                tails.add("/".join(segments[i:]))
    return tails


def top_level_dirs():
    return {n for n in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, n))} | {"src"}


def candidate(text, roots):
    """The path `text` names, or None when it is not a repository path."""
    text = text.strip()
    if text.startswith("./"):
        text = text[2:]
    if not text or any(c.isspace() for c in text):
        return None  # a command or a sentence
    if re.match(r"^[a-z][a-z0-9+.-]*:", text, re.I) or text.startswith(("//", "www.")):
        return None  # a URL, or a Rust path like shop_core::Text
    if text.startswith(("/", "-", "~", "$", "#", "@")):
        return None  # a URL route, an option, an npm scope
    if "..." in text or any(c in text for c in "<>*{}[]?=$|:()'\",;!&%@+\\"):
        return None  # a glob, a placeholder, a query, code
    last = text.rstrip("/").rsplit("/", 1)[-1]
    ext = last.rsplit(".", 1)[1].lower() if "." in last[1:] else ""
    if "/" not in text:
        # A bare name counts only as a file with a source extension. Bare `.js`
        # names are npm packages more often than files (chart.js).
        return text if ext in EXTENSIONS and ext != "js" else None
    if ext in EXTENSIONS or text.endswith("/"):
        return text
    # A folder-like path without an extension (`frontend/src`) is checked only when
    # it starts at a real top-level folder; `products/category` is a route.
    first = text.split("/", 1)[0]
    if first in roots or text.startswith("../"):
        return text
    return None


def present(path, doc_dir, tails):
    bare = path.rstrip("/")
    for base in (ROOT, os.path.join(ROOT, doc_dir)):
        if os.path.exists(os.path.normpath(os.path.join(base, bare))):
            return True
    return not bare.startswith("../") and bare in tails


def ignored_by_git(paths):
    """The subset of `paths` (relative to the root) that git ignores. A path
    is also asked as a folder (`frontend/dist/`), since a folder-only rule
    does not match a name that is not on disk."""
    if not paths:
        return set()
    asked = [p for path in paths for p in (path, path.rstrip("/") + "/")]
    try:
        run = subprocess.run(
            ["git", "-C", ROOT, "check-ignore", "--no-index", "--stdin"],
            input="\n".join(asked) + "\n", capture_output=True, text=True, check=False,
        )
    except OSError:
        return set()
    return {line.rstrip("/") for line in run.stdout.splitlines()}


def found_in(doc):
    """(line number, text, is_link) for every path-like mention in one doc."""
    in_fence = False
    with open(os.path.join(ROOT, doc), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if FENCE.match(line):
                in_fence = not in_fence
                continue
            if in_fence:
                # A tree or a command listing: only its first word, when unindented.
                if line[:1].strip():
                    yield number, line.split()[0], False
                continue
            for match in CODE_SPAN.finditer(line):
                yield number, match.group(2), False
            for match in LINK.finditer(CODE_SPAN.sub("", line)):
                yield number, match.group(1).split("#", 1)[0], True


def main():
    tails = index_tails()
    roots = top_level_dirs()
    checked = 0
    missing = []
    for doc in docs_to_read():
        doc_dir = os.path.dirname(doc)
        for number, text, _ in found_in(doc):
            path = candidate(text, roots)
            if path is None:
                continue
            checked += 1
            if not present(path, doc_dir, tails):
                missing.append((doc, number, path))

    # A path git ignores, in any place the doc may mean, is build output.
    def places(doc, path):
        # Keep a folder's slash: git's `/data/` pattern matches only a folder.
        bare, slash = path.rstrip("/"), "/" if path.endswith("/") else ""
        near = os.path.normpath(os.path.join(os.path.dirname(doc), bare)).replace(os.sep, "/")
        found = [base + bare + slash for base in PACKAGE_BASES] + [near + slash]
        return [p for p in found if not p.startswith("..")]

    ignored = ignored_by_git(sorted({p for doc, _, path in missing for p in places(doc, path)}))
    missing = [
        (doc, n, path) for doc, n, path in missing if not ignored.intersection(p.rstrip("/") for p in places(doc, path))
    ]

    if missing:
        for doc, number, path in missing:
            print(f"{doc}:{number}: {path}")
        print(f"check-doc-paths: {len(missing)} of {checked} named paths are missing", file=sys.stderr)
        return 1
    print(f"check-doc-paths: all {checked} paths named in the docs exist")
    return 0


if __name__ == "__main__":
    sys.exit(main())
