#!/usr/bin/python3
"""Times the peers on the same work as `render-composer bench`, in the same run, and prints each
figure beside ours as a ratio. Run it through `make bench-peers`, which installs the peers.

Peers, each doing what our tool does for the default card (Snapshots/default.light.png,
1179 x 402 px, the card at 393 pt and scale 3):
  - Chromium, headless, driven over the DevTools protocol on 127.0.0.1: one warm browser, many
    rounds of "change the DOM, take a screenshot" of an HTML/CSS replica of the card
    (Benchmarks/card.html) at device scale 3; and one `chromium --screenshot` process per image.
  - cairo + Pango (python3-cairo, PangoCairo through python3-gi) drawing the same card at 3x,
    painting and PNG writing timed apart.
  - libpng at its default settings (zlib level 6, adaptive filters): timed inside
    `render-composer bench` on the same pixels, and through cairo's PNG writer here.
  - ImageMagick `compare` on the same pair of images as our diff.

Everything is local: the browser listens on loopback only, every loop is bounded, and the
browser is killed at the end. Times are medians in milliseconds.
"""

import argparse
import base64
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CARD_HTML = os.path.join(HERE, "card.html")

sys.path.insert(0, os.path.join(ROOT, "scripts"))
from devtools import CHROMIUM_FLAGS, DevTools, start_chromium, stop  # noqa: E402


def median_ms(samples):
    return statistics.median(samples) * 1000


def spread_ms(samples):
    ordered = sorted(samples)
    q = statistics.quantiles(ordered, n=4) if len(ordered) >= 2 else [ordered[0]] * 3
    return q[0] * 1000, q[2] * 1000


def timed(body, runs, warm_up):
    for _ in range(warm_up):
        body()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        samples.append(time.perf_counter() - start)
    return samples


def pixel_count(size):
    """The pixels of a size as a bench note gives it: "1179×402 px"."""
    width, height = size.removesuffix(" px").split("×")
    return int(width) * int(height)


def figure(samples, note=""):
    low, high = spread_ms(samples)
    return {"median": median_ms(samples), "p25": low, "p75": high, "runs": len(samples),
            "note": note}


# MARK: Chromium


def chromium_warm(runs, out):
    """One browser; each round changes the usage line's text, then screenshots the card."""
    profile = tempfile.mkdtemp(prefix="bench-chromium-")
    process, _, url = start_chromium(profile)
    try:
        tools = DevTools(url)
        tools.call("Page.enable")
        tools.call("Emulation.setDeviceMetricsOverride", width=393, height=134,
                   deviceScaleFactor=3, mobile=False)
        tools.call("Page.navigate", url="file://" + CARD_HTML)
        tools.call("Runtime.evaluate", expression="document.fonts.ready.then(() => true)",
                   awaitPromise=True)
        counter = [0]
        path = os.path.join(out, "chromium-warm.png")

        def round_trip():
            counter[0] += 1
            tools.call("Runtime.evaluate", expression=(
                "document.getElementById('usage').textContent = "
                f"'{counter[0] % 40} messages left today'"))
            shot = tools.call("Page.captureScreenshot", format="png",
                              clip={"x": 0, "y": 0, "width": 393, "height": 134, "scale": 1})
            with open(path, "wb") as file:
                file.write(base64.b64decode(shot["data"]))

        samples = timed(round_trip, runs, warm_up=5)
        tools.close()
        return figure(samples, "DOM change + Page.captureScreenshot (PNG) + file write")
    finally:
        stop(process)
        shutil.rmtree(profile, ignore_errors=True)


def chromium_process(runs, out):
    """One `chromium --screenshot` process per image, from launch to exit."""
    samples = []
    for k in range(runs):
        profile = tempfile.mkdtemp(prefix="bench-chromium-")
        start = time.perf_counter()
        # --screenshot captures the window, whose viewport is 87 CSS px shorter than the
        # window; 221 = 134 + 87 shows the whole card (the image is 1179 x 663 px).
        status = run_bounded(
            ["chromium", *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
             "--force-device-scale-factor=3", "--window-size=393,221",
             f"--screenshot={out}/chromium-process.png", "file://" + CARD_HTML], limit=60)
        samples.append(time.perf_counter() - start)
        if status != 0:
            raise RuntimeError(f"chromium --screenshot exited {status}")
        shutil.rmtree(profile, ignore_errors=True)
    return figure(samples, "launch, load, screenshot, exit")


# MARK: cairo + Pango


def cairo_card():
    """The default card drawn with cairo + Pango at 3x; returns (paint, write_png) closures."""
    import cairo
    import gi
    gi.require_version("Pango", "1.0")
    gi.require_version("PangoCairo", "1.0")
    from gi.repository import Pango, PangoCairo

    width, height, scale = 393, 134, 3
    font_map = PangoCairo.FontMap.get_default()
    context = font_map.create_context()
    options = cairo.FontOptions()
    options.set_antialias(cairo.ANTIALIAS_GRAY)
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    PangoCairo.context_set_font_options(context, options)
    PangoCairo.context_set_resolution(context, 72 * scale)

    def text(string, family, size, weight=Pango.Weight.NORMAL, tabular=False):
        """Shaped once, as our layout step shapes once; painting draws the laid-out lines."""
        layout = Pango.Layout.new(context)
        description = Pango.FontDescription.from_string(family)
        description.set_size(int(size * Pango.SCALE))
        description.set_weight(weight)
        layout.set_font_description(description)
        if tabular:
            attributes = Pango.AttrList()
            attributes.insert(Pango.attr_font_features_new("tnum"))
            layout.set_attributes(attributes)
        layout.set_text(string, -1)
        return layout

    prompt = text("Ask anything", "Inter", 17)
    title = text("Atlas 3", "Inter", 15, Pango.Weight.SEMIBOLD)
    usage = text("12 messages left today", "Inter", 13, tabular=True)
    icons = {code: text(chr(code), "Material Icons", size) for code, size in
             [(0xE5D7, 15), (0xE8B6, 18), (0xE90F, 18), (0xE3F4, 18), (0xE5D8, 20)]}
    surface_box = [None]

    def rounded(cr, x, y, w, h, r):
        cr.new_sub_path()
        cr.arc(x + w - r, y + r, r, -1.5708, 0)
        cr.arc(x + w - r, y + h - r, r, 0, 1.5708)
        cr.arc(x + r, y + h - r, r, 1.5708, 3.14159)
        cr.arc(x + r, y + r, r, 3.14159, 4.71239)
        cr.close_path()

    def show(cr, layout, x, top, height, rgba):
        """The layout centred vertically in a box `height` tall, as CSS centres a line."""
        cr.set_source_rgba(*rgba)
        _, logical_height = layout.get_pixel_size()
        cr.move_to(x * scale, top * scale + (height * scale - logical_height) / 2)
        PangoCairo.show_layout(cr, layout)

    secondary = (60 / 255, 60 / 255, 67 / 255, 0.6)
    tertiary = (60 / 255, 60 / 255, 67 / 255, 0.3)
    separator = (60 / 255, 60 / 255, 67 / 255, 0.29)
    fill = (120 / 255, 120 / 255, 128 / 255, 0.16)

    def paint():
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width * scale, height * scale)
        cr = cairo.Context(surface)
        cr.set_source_rgb(1, 1, 1)
        cr.paint()
        cr.scale(scale, scale)
        rounded(cr, 20, 8, 353, 92, 20)
        cr.set_source_rgb(0xF2 / 255, 0xF2 / 255, 0xF7 / 255)
        cr.fill()
        rounded(cr, 20.5, 8.5, 352, 91, 19.5)
        cr.set_source_rgba(*separator)
        cr.set_line_width(1)
        cr.stroke()
        rounded(cr, 30, 58, 93.476, 32, 16)
        cr.set_source_rgba(*fill)
        cr.fill()
        for x in (131.476, 175.476, 219.476):
            cr.arc(x + 16, 74, 15.5, 0, 6.28319)
            cr.set_source_rgba(*separator)
            cr.stroke()
        cr.arc(341, 74, 16, 0, 6.28319)
        cr.set_source_rgba(*fill)
        cr.fill()
        cr.identity_matrix()
        show(cr, prompt, 36, 22, 22, tertiary)
        show(cr, title, 42, 64, 20, (0, 0, 0, 1))
        show(cr, usage, 36, 108, 18, secondary)
        show(cr, icons[0xE5D7], 96.476, 66.5, 15, secondary)
        for x, code in ((138.476, 0xE8B6), (182.476, 0xE90F), (226.476, 0xE3F4)):
            show(cr, icons[code], x, 65, 18, secondary)
        show(cr, icons[0xE5D8], 331, 64, 20, tertiary)
        surface.flush()
        surface_box[0] = surface

    def write_png(path):
        surface_box[0].write_to_png(path)

    return paint, write_png


def cairo_figures(runs, out):
    paint, write_png = cairo_card()
    path = os.path.join(out, "cairo.png")
    paint_samples = timed(paint, runs, warm_up=5)
    write_samples = timed(lambda: write_png(path), runs, warm_up=2)
    return (figure(paint_samples, "surface + shapes + 3 text lines + 5 icons, 1179 x 402 px"),
            figure(write_samples, f"cairo_surface_write_to_png (libpng defaults), "
                                  f"{os.path.getsize(path)} bytes"))


# MARK: Processes


def run_bounded(command, limit):
    """Runs `command` to its end and returns its exit status; a watchdog kills it after
    `limit` seconds. Not `subprocess.run(timeout=)`, whose wait polls with growing sleeps and
    so rounds a 30 ms process up to the next step (31.5, 63.5 ms...)."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    watchdog = threading.Timer(limit, process.kill)
    watchdog.start()
    try:
        return process.wait()
    finally:
        watchdog.cancel()


def process_figure(command, runs, accept=(0,)):
    def run():
        status = run_bounded(command, limit=120)
        if status not in accept:
            raise RuntimeError(f"{' '.join(command)} exited {status}")
    return figure(timed(run, runs, warm_up=2), "whole process")


# MARK: Report


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", required=True, help="the release render-composer")
    parser.add_argument("--runs", type=int, default=60, help="runs of each in-process figure")
    parser.add_argument("--process-runs", type=int, default=5,
                        help="runs of each one-process-per-image figure")
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "bench-peers"),
                        help="where pictures and results.json go")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    snapshots = os.path.join(ROOT, "Snapshots")

    def say(text):
        print(text, file=sys.stderr, flush=True)

    say("ours: render-composer bench --json (a minute or two)")
    ours_report = json.loads(subprocess.run(
        [args.tool, "bench", "--json", "--runs", str(args.runs), "--snapshots", snapshots],
        check=True, capture_output=True, text=True, cwd=ROOT).stdout)
    ours = {t["id"]: t for t in ours_report["timings"]}

    def our(identifier):
        statistic = ours[identifier]["statistic"]
        return {"median": statistic["median"], "p25": statistic["lowerQuartile"],
                "p75": statistic["upperQuartile"], "runs": statistic["runs"],
                "note": ours[identifier].get("note") or ""}

    say("Chromium: warm browser over DevTools")
    chromium = chromium_warm(args.runs, args.out)
    say("Chromium: one process per image")
    chromium_cold = chromium_process(args.process_runs, args.out)
    say("cairo + Pango")
    cairo_paint, cairo_png = cairo_figures(args.runs, args.out)
    first, second = (os.path.join(snapshots, name + ".png")
                     for name in ("default.light", "typing-one-line.light"))
    say("ImageMagick compare")
    # As many runs as the in-process figures: a process takes milliseconds, and a median of 20
    # was moved by a few hundred milliseconds of a busy neighbour on a shared machine.
    magick = process_figure(["compare", "-metric", "AE", first, second, "null:"],
                            args.runs, accept=(0, 1))
    say("ours as processes")
    our_render_process = process_figure(
        [args.tool, "render", "default", "-o", os.path.join(args.out, "ours.png")], args.runs)
    our_diff_process = process_figure([args.tool, "diff", first, second], args.runs,
                                      accept=(0, 1))
    # What CI runs: one `check` process over every golden, started cold (no cache of a run
    # before it), the manifest read and the fonts loaded once.
    our_check_process = process_figure([args.tool, "check", "--report",
                                        os.path.join(args.out, "check-report")],
                                       args.process_runs)

    # (what, ours, the other side, target ratio or None); ratio = other / ours, bigger is
    # better for us. The other side is a peer, or for the gallery our own run on one core.
    rows = [
        ("check one state (layout + paint + pixel digest, the golden decoded only on a "
         "mismatch) vs warm Chromium: DOM change + screenshot",
         our("default.light/check"), chromium, 150),
        ("render one state to a PNG file vs warm Chromium: DOM change + screenshot",
         our("default.light/render-file"), chromium, 16),
        ("`render-composer render` process vs one `chromium --screenshot` process",
         our_render_process, chromium_cold, 80),
        ("paint the card vs cairo + Pango painting it (3x)",
         our("default.light/paint"), cairo_paint, 2.0),
        ("PNG encode vs libpng's defaults (zlib 6, adaptive filters) on the same pixels",
         our("default.light/encode"), our("default.light/encode-libpng-defaults"), 8),
        ("PNG encode vs cairo's PNG writer (libpng defaults, RGB)",
         our("default.light/encode"), cairo_png, None),
        ("read + decode a golden vs the same picture written with libpng's defaults",
         our("default.light/decode"), our("default.light/decode-libpng-defaults"), None),
        ("diff, in process (pixelmatch rules, counting) vs ImageMagick `compare -metric AE`",
         our("diff/count"), magick, 5),
        ("`render-composer diff` process (decodes both) vs ImageMagick `compare -metric AE`",
         our_diff_process, magick, 3),
        ("gallery on 2 cores vs on 1 core",
         our("catalog/gallery-2"), our("catalog/gallery-1"), 1.8),
    ]
    size_ours = int(ours["default.light/encode"]["note"].split()[0])
    size_libpng = int(ours["default.light/encode-libpng-defaults"]["note"].split()[0])
    peak_mb = ours_report["peakResidentKiB"] / 1024
    busy = ours["catalog/gallery-2"]["coresBusy"]

    machine = ours_report["machine"]
    print(f"render-composer vs peers on {machine['processor']}, {machine['cores']} cores, "
          f"1-minute load {machine['loadAverageAtStart']:.2f} at the start. Medians in ms "
          f"[25th-75th percentile] of {args.runs} runs ({args.process_runs} for Chromium "
          f"processes). Ratio = the other side / ours: bigger is better for us.")
    print()
    print("| work | ours (ms) | other side (ms) | ratio | target |")
    print("|---|---:|---:|---:|---|")
    results = []
    for what, mine, theirs, target in rows:
        ratio = theirs["median"] / mine["median"]
        verdict = "" if target is None else (
            f"≥ {target}×: {'met' if ratio >= target else 'MISSED'}")
        print(f"| {what} | {mine['median']:.3f} [{mine['p25']:.3f}–{mine['p75']:.3f}] "
              f"| {theirs['median']:.2f} [{theirs['p25']:.2f}–{theirs['p75']:.2f}] "
              f"| {ratio:.1f}× | {verdict} |")
        results.append({"what": what, "ours": mine, "other": theirs, "ratio": ratio,
                        "target": target})
    growth = size_ours / size_libpng - 1
    print(f"| PNG size of the card: ours vs libpng's defaults | {size_ours} B | {size_libpng} B "
          f"| {growth * 100:+.1f} % | ≤ +0 %: {'met' if growth <= 0 else 'MISSED'} |")
    # Not a ratio to a peer: how much dearer than the card the dearest state is to check, and
    # how much of that is its size (its note: "name, W×H px"; the card's paint row: "W×H px").
    costliest, card = our("catalog/check-costliest"), our("default.light/check")
    dearer = costliest["median"] / card["median"]
    name, size = costliest["note"].split(", ")
    pixels = pixel_count(size) / pixel_count(our("default.light/paint")["note"])
    print(f"| the costliest state to check ({name}, {size}: {pixels:.1f}× the card's pixels) vs "
          f"the default card | "
          f"{costliest['median']:.3f} [{costliest['p25']:.3f}–{costliest['p75']:.3f}] | "
          f"{card['median']:.2f} [{card['p25']:.2f}–{card['p75']:.2f}] | {dearer:.1f}× dearer, "
          f"{dearer / pixels:.2f}× per pixel | ≤ 1.2× per pixel: "
          f"{'met' if dearer / pixels <= 1.2 else 'MISSED'} |")
    # A whole-catalog check per golden: the process (what CI pays) and in process (warm).
    pictures, filmstrips = (int(part.split()[0])
                            for part in our("catalog/check")["note"].split(", "))
    goldens = pictures + filmstrips
    for label, figure_ in (("`render-composer check` process, started cold", our_check_process),
                           ("check every golden in process, warm", our("catalog/check"))):
        per = figure_["median"] / goldens
        print(f"| {label}: {goldens} goldens on {machine['cores']} cores, per golden | "
              f"{per:.3f} [{figure_['p25'] / goldens:.3f}–{figure_['p75'] / goldens:.3f}] | | | "
              f"≤ 1.0 ms: {'met' if per <= 1.0 else 'MISSED'} |")
    print(f"| peak resident memory of the whole bench (gallery on {machine['cores']} cores "
          f"included) | {peak_mb:.1f} MB | | | < 150 MB: {'met' if peak_mb < 150 else 'MISSED'} |")
    print()
    if busy < 1.5:
        print(f"Note: the gallery on 2 cores kept only {busy:.1f} cores busy (CPU time / wall "
              f"time): something else was using the machine, so its speed-up says little. "
              f"Run again on a quiet machine.")
    print(f"Pictures: {args.out}/ (chromium-warm.png, chromium-process.png, cairo.png, "
          f"ours.png); every figure: {args.out}/results.json")
    with open(os.path.join(args.out, "results.json"), "w") as file:
        json.dump({"machine": machine, "rows": results, "ours": ours_report,
                   "peers": {"chromium-warm": chromium, "chromium-process": chromium_cold,
                             "cairo-paint": cairo_paint, "cairo-png": cairo_png,
                             "imagemagick-compare": magick}}, file, indent=2)


if __name__ == "__main__":
    main()
