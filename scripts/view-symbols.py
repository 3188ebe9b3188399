#!/usr/bin/env python3
"""The SwiftUI half of the API docs: the symbols of ModelComposer and SPTheme that exist only
where SwiftUI does (the view's initialisers and `body`, `ModelComposerExample`, SPTheme's SwiftUI
bridges such as `EnvironmentValues.spTheme`), as symbol graphs that `make docs` adds to the
Linux ones, so the documentation shows the view as an app sees it.

Linux cannot build the view, so the graphs are made against the iOS SDK that
../shared/tools/ios-sdk/typecheck.sh stages (IOS_SDK_HOME, default ~/.cache/ios-sdk): each module
is compiled for arm64-apple-ios17.0 without function bodies (their code is not documentation,
and the 17.4 SDK's standard library predates what typed throws lower to), and
swift-symbolgraph-extract reads it. Of the module's own graph, only what the Linux graph lacks is
kept (matched by path and kind: Linux and iOS name `Date` by different modules, so a symbol's
identifier is not enough); a graph of extensions to SwiftUI is kept whole.

The result is committed in Documentation/DocC/SymbolGraphs/, because a machine without the SDK
still builds the docs:

  scripts/view-symbols.py --linux-graphs DIR --write     regenerate the committed graphs
  scripts/view-symbols.py --linux-graphs DIR --check     exit 3 when they are out of date
  (DIR: the folder `swift package dump-symbol-graph` wrote; exit 2 when no SDK is staged, 1 on
  any other failure)
"""

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMITTED = os.path.join(ROOT, "Documentation", "DocC", "SymbolGraphs")
MODULES = ("SPTheme", "ModelComposer")  # in import order
TARGET = "arm64-apple-ios17.0"


def sdk_flags():
    home = os.environ.get("IOS_SDK_HOME", os.path.expanduser("~/.cache/ios-sdk"))
    sdk = os.path.join(home, "iPhoneOS17.4.sdk")
    if not os.path.isdir(sdk):
        sys.exit(2)
    return ["-target", TARGET, "-sdk", sdk, "-resource-dir", os.path.join(home, "res"),
            "-module-cache-path", os.path.join(home, "module-cache")]


def ios_graphs(work):
    """The modules' full iOS symbol graphs, by file name."""
    flags = sdk_flags()
    for module in MODULES:
        sources = sorted(glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"),
                                   recursive=True))
        subprocess.run(["swiftc", *flags, "-swift-version", "6", "-emit-module",
                        "-parse-as-library", "-module-name", module, "-I", work,
                        "-emit-module-path", os.path.join(work, module + ".swiftmodule"),
                        "-Xfrontend", "-experimental-skip-all-function-bodies", *sources],
                       check=True)
        subprocess.run(["swift-symbolgraph-extract", "-module-name", module, *flags, "-I", work,
                        "-minimum-access-level", "public", "-skip-synthesized-members",
                        "-output-dir", work], check=True)
    return {os.path.basename(path): json.load(open(path, encoding="utf-8"))
            for path in glob.glob(os.path.join(work, "*.symbols.json"))}


def only_with_swiftui(ios, linux):
    """`ios` less what `linux` has: the symbols it lacks, the one of the module's own type that
    is a view there (so its doc comment and declaration are the view's), and the relationships
    of what is kept."""
    def key(symbol):
        return (tuple(symbol["pathComponents"]), symbol["kind"]["identifier"])

    def documented(symbol):
        return symbol.get("docComment") is not None

    present = {key(s): s for s in linux["symbols"]}
    kept = [s for s in ios["symbols"]
            if key(s) not in present or (documented(s) and not documented(present[key(s)]))]
    ids = {s["identifier"]["precise"] for s in kept}
    relationships = [r for r in ios["relationships"] if r["source"] in ids]
    return dict(ios, symbols=kept, relationships=relationships)


def graphs(linux_dir, work):
    result = {}
    for name, graph in ios_graphs(work).items():
        if "@" in name:  # extensions to another module, SwiftUI's: iOS only, kept whole
            result[name] = graph
            continue
        linux = json.load(open(os.path.join(linux_dir, name), encoding="utf-8"))
        result[name.replace(".symbols.json", ".ios.symbols.json")] = only_with_swiftui(graph, linux)
    return result


def text(graph):
    # Absolute source paths differ between machines; the docs never show them.
    for symbol in graph["symbols"]:
        symbol.pop("location", None)
        if "docComment" in symbol:
            symbol["docComment"].pop("uri", None)
    return json.dumps(graph, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--linux-graphs", required=True)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true")
    mode.add_argument("--check", action="store_true")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        made = {name: text(graph) for name, graph in graphs(arguments.linux_graphs, work).items()}
    committed = {os.path.basename(p): open(p, encoding="utf-8").read()
                 for p in glob.glob(os.path.join(COMMITTED, "*.symbols.json"))}
    if arguments.check:
        stale = sorted(set(made) ^ set(committed) | {n for n in made if made[n] != committed.get(n)})
        for name in stale:
            print(f"Documentation/DocC/SymbolGraphs/{name} is out of date", file=sys.stderr)
        sys.exit(3 if stale else 0)
    shutil.rmtree(COMMITTED, ignore_errors=True)
    os.makedirs(COMMITTED)
    for name, content in made.items():
        with open(os.path.join(COMMITTED, name), "w", encoding="utf-8") as file:
            file.write(content)
        print(f"wrote Documentation/DocC/SymbolGraphs/{name}")


if __name__ == "__main__":
    main()
