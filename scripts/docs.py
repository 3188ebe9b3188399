#!/usr/bin/python3
"""Assembles the DocC catalogs of `make docs` from Documentation/DocC/ (see its README):
copies each catalog into the build folder and fills in its markers with text from where it
is kept (the README, Documentation/), the states the renderer drew for this build, and the
tool's own --help. A marker whose file or heading is missing stops the build, naming it.

Usage: scripts/docs.py --gallery DIR --tool PATH --out DIR
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOGS = os.path.join(ROOT, "Documentation", "DocC")
NOTES = os.path.join(ROOT, "Documentation")
MARKER = re.compile(
    r'^<!-- (include|design-notes|states|films|commands)(?: (\S+)(?: "([^"]+)")?)? -->$',
    re.MULTILINE)
# The films the states page plays: a chip's change and the menu opening.
FILMS = ("chip-on", "menu-opens")
LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)")


class DocsError(Exception):
    pass


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def without_title(text):
    """The text after its `# Title` line."""
    lines = text.split("\n")
    if lines and lines[0].startswith("# "):
        lines = lines[1:]
    return "\n".join(lines).strip("\n")


def section(text, heading, where):
    """The lines under `heading` up to the next heading of any level, outside code blocks."""
    lines = text.split("\n")
    if heading not in lines:
        raise DocsError(f'{where} has no heading "{heading}"')
    start = lines.index(heading) + 1
    body, fenced = [], False
    for line in lines[start:]:
        if line.startswith("```"):
            fenced = not fenced
        if not fenced and line.startswith("#"):
            break
        body.append(line)
    return "\n".join(body).strip("\n")


def docc_fragment(note, slug):
    """DocC names a heading by its text with spaces as hyphens; GitHub by a lower-case slug."""
    for line in read(os.path.join(NOTES, note + ".md")).split("\n"):
        if line.startswith("#"):
            title = line.lstrip("#").strip()
            if re.sub(r"[^a-z0-9 -]", "", title.lower()).replace(" ", "-") == slug:
                return title.replace(" ", "-")
    raise DocsError(f"Documentation/{note}.md has no heading for the link #{slug}")


def rewrite_links(text, source, articles):
    """Links to Documentation/ pages become DocC links when the catalog has them as articles;
    links to other repository files keep their words only; web links stay."""
    def replace(match):
        image, words, target = match.groups()
        if image or re.match(r"^[a-z]+:", target):
            return match.group(0)
        if target.startswith("#"):  # a heading of the same file, which the page may not have
            return words
        path, _, fragment = target.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(source), path))
        note = os.path.splitext(os.path.relpath(resolved, NOTES))[0]
        name = "DesignNotes" if note == "README" else note
        if os.path.dirname(resolved) == NOTES and name in articles:
            link = f"doc:{name}" + (f"#{docc_fragment(note, fragment)}" if fragment else "")
            return f"[{words}]({link})"
        return words
    return LINK.sub(replace, text)


def include(path, heading, articles):
    source = os.path.join(ROOT, path)
    if not os.path.exists(source):
        raise DocsError(f"{path} does not exist")
    text = read(source)
    body = section(text, heading, path) if heading else without_title(text)
    return rewrite_links(body, source, articles)


def design_notes(catalog, articles):
    """One article per page of Documentation/, and the index page with a list of them."""
    for note in notes():
        source = os.path.join(NOTES, note + ".md")
        text = read(source)
        title = text.split("\n", 1)[0]
        with open(os.path.join(catalog, note + ".md"), "w", encoding="utf-8") as file:
            file.write(f"{title}\n\n{rewrite_links(without_title(text), source, articles)}\n")
    index = include("Documentation/README.md", None, articles)
    return index + "\n\n## Topics\n\n### Pages\n\n" + "\n".join(f"- <doc:{n}>" for n in notes())


def notes():
    return sorted(os.path.splitext(f)[0] for f in os.listdir(NOTES)
                  if f.endswith(".md") and f != "README.md")


def states(catalog, gallery):
    """Every state of the gallery's gallery.json, grouped by topic, each with its light and
    dark picture (DocC shows the one matching the page's scheme, at the picture's scale)."""
    manifest = json.loads(read(os.path.join(gallery, "gallery.json")))
    resources = os.path.join(catalog, "Resources")
    os.makedirs(resources, exist_ok=True)
    topics = {}
    for state in manifest["states"]:
        scale = "" if state["scale"] == 1 else f"@{state['scale']:g}x"
        name = "state-" + state["name"]
        shutil.copy(os.path.join(gallery, state["light"]), os.path.join(resources, name + scale + ".png"))
        shutil.copy(os.path.join(gallery, state["dark"]),
                    os.path.join(resources, f"{name}~dark{scale}.png"))
        details = f"{state['typeSize']}, {state['width']:g} pt, @{state['scale']:g}x"
        topics.setdefault(state["topic"], []).append(
            f"### {state['name']}\n\n{state['summary']} ({details})\n\n"
            f"![{state['name']}: {state['summary']}]({name})")
    return "\n\n".join(f"## {topic.capitalize()}\n\n" + "\n\n".join(entries)
                       for topic, entries in topics.items())


def films(catalog, gallery):
    """A few of the gallery's films (FILMS), each beside its Reduce Motion twin, light or dark
    as the page is: animated PNGs, which the browser plays."""
    manifest = json.loads(read(os.path.join(gallery, "gallery.json")))
    resources = os.path.join(catalog, "Resources")
    os.makedirs(resources, exist_ok=True)
    chosen = [film for film in manifest["films"] if film["name"] in FILMS]
    if len(chosen) != len(FILMS):
        raise DocsError(f"gallery.json lacks one of the films {', '.join(FILMS)}")
    blocks = []
    for film in chosen:
        seconds = (film["frames"] - 1) / film["fps"]
        blocks.append(f"### {film['name']}\n\n{film['summary']} ({seconds:.3f} s at "
                      f"{film['fps']} fps; then the same change under Reduce Motion)")
        for kind, suffix, words in (("film", "", ""),
                                    ("reducedMotion", "-reduce-motion", ", under Reduce Motion")):
            name = f"film-{film['name']}{suffix}"
            scale = f"@{film['scale']:g}x"
            shutil.copy(os.path.join(gallery, film["light"][kind]),
                        os.path.join(resources, name + scale + ".png"))
            shutil.copy(os.path.join(gallery, film["dark"][kind]),
                        os.path.join(resources, f"{name}~dark{scale}.png"))
            blocks.append(f"![{film['name']}{words}: {film['summary']}]({name})")
    return "\n\n".join(blocks)


def commands(tool):
    """`render-composer --help`, then each command's."""
    def helped(*arguments):
        return subprocess.run([tool, *arguments, "--help"], check=True, capture_output=True,
                              text=True).stdout.rstrip()
    overview = helped()
    names = re.findall(r"^  (\S+)  ", overview.split("Commands:", 1)[1], re.MULTILINE)
    blocks = [f"```\n{overview}\n```"] + [f"### {name}\n\n```\n{helped(name)}\n```" for name in names]
    return "\n\n".join(blocks)


def fill(article, catalog, articles, options):
    text = read(article)

    def replace(match):
        kind, path, heading = match.groups()
        if kind == "include":
            return include(path, heading, articles)
        if kind == "design-notes":
            return design_notes(catalog, articles)
        if kind == "states":
            return states(catalog, options.gallery)
        if kind == "films":
            return films(catalog, options.gallery)
        return commands(options.tool)
    try:
        return MARKER.sub(replace, text)
    except DocsError as error:
        raise DocsError(f"{os.path.relpath(article, ROOT)}: {error}") from None


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--tool", required=True)
    parser.add_argument("--out", required=True)
    options = parser.parse_args()
    shutil.rmtree(options.out, ignore_errors=True)
    for name in sorted(os.listdir(CATALOGS)):
        if not name.endswith(".docc"):
            continue
        catalog = os.path.join(options.out, name)
        shutil.copytree(os.path.join(CATALOGS, name), catalog)
        articles = {os.path.splitext(f)[0] for f in os.listdir(catalog) if f.endswith(".md")}
        if "DesignNotes" in articles:
            articles |= set(notes())
        for file in sorted(os.listdir(catalog)):
            if file.endswith(".md"):
                path = os.path.join(catalog, file)
                text = fill(path, catalog, articles, options)
                with open(path, "w", encoding="utf-8") as output:
                    output.write(text)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except DocsError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(1)
