# The README's two commands (`make gallery`, `make test`) and the ones around them. Every
# target installs missing system packages first (scripts/install-deps.sh), so each works on a
# fresh machine.
SWIFT ?= swift
GALLERY ?= gallery
FUZZ_SECONDS ?= 30
TOOL = $$($(SWIFT) build -c release --show-bin-path)/render-composer

.PHONY: deps build release test gallery check record fuzz sanitize format lint

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

## The Swift runtime and Foundation linked into the tool (--static-swift-stdlib): a process
## then starts in about 4 ms instead of 7 (`render-composer --help`), the dynamic loader no
## longer binding their symbols. The toolchain's libFoundationEssentials.a makes the linker warn
## about `mktemp` (Foundation's own temporary files; the tool writes through AtomicFile).
## Linked at a fixed address (-no-pie): the 76 000 pointers of the static runtime and
## Foundation then need no relocating at start, which saves a `render` process some 200 page
## faults and half a millisecond. Optimised across modules (-cross-module-optimization): the
## layout engine's generic code is then specialised for the renderer's element type where it
## is used, instead of asking the runtime for generic metadata (17 % of the card's layout in
## `perf`, 1 % after): the card's layout 0.086 → 0.063 ms and its check 0.388 → 0.352 ms
## (minima of alternating `bench --only default.light` runs), a `check` of every golden about
## 5 % quicker. The pictures are the same bytes (`check` passes).
## Generic types' metadata reached through their accessors, not looked up by mangled name
## (-disable-concrete-type-metadata-mangled-name-accessors): a name's lookup asks the runtime
## whether each generic argument conforms to its protocols, and the runtime's first answer for
## a type reads all 5 760 conformance records of the static runtime and Foundation. A `render`
## process did that 44 times, 29 with the flag (counted with a uprobe on the runtime's scan):
## 16.0 → 15.3 ms a process (`perf stat -r 40`, three times each in turn), the card's warm
## check unchanged.
## ICU and libdeflate linked in too, from their archives (scripts/static-pkg-config.sh
## says how and why): a `render` process maps four shared libraries fewer and binds none of
## ICU's 12 900 relocations at start.
## And the C++ runtime, which only the static Swift runtime and ICU use: libstdc++ from its
## archive (scripts/static-cxx.sh says how) and libgcc's unwinder from its own
## (-static-libgcc). A `render` process maps two shared libraries fewer and skips libstdc++'s
## relocations and start-up: its median 16.1–20.6 → 14.2–17.6 ms (three rounds of 60
## alternating processes, the machine's speed changing between them), the same PNG bytes.
release: deps
	scripts/static-pkg-config.sh .build/static-pkg-config
	scripts/static-cxx.sh .build/static-cxx
	PKG_CONFIG_PATH=$(CURDIR)/.build/static-pkg-config \
	  $(SWIFT) build -c release --static-swift-stdlib --product render-composer -Xlinker -no-pie \
	  -Xlinker -L$(CURDIR)/.build/static-cxx -Xswiftc -Xclang-linker -Xswiftc -static-libgcc \
	  -Xswiftc -cross-module-optimization \
	  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

## The whole suite: unit tests, geometry, bad input, and every golden in Snapshots/.
test: deps
	$(SWIFT) test

## Every catalog state, light and dark, into $(GALLERY)/ with an index.html.
gallery: release
	$(TOOL) gallery -o $(GALLERY)

## The goldens alone, with the failure report in .build/snapshot-artifacts/.
check: release
	$(TOOL) check

## Accept new pictures: `make record` writes every golden that is missing or differs;
## `make record ONLY="menu-open default.light"` limits it to those scenarios and pictures.
record: release
	$(TOOL) record $(foreach name,$(ONLY),--only $(name))

## libFuzzer on the scenario decoder, the PNG decoder, text layout and rendering, each for
## FUZZ_SECONDS (default 30) on one core at low priority; `make fuzz FUZZ_SECONDS=600`.
## Findings are saved in .build/fuzz/<target>/; FUZZ_TARGETS="png text" runs only those.
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh $(FUZZ_TARGETS)

## The whole suite under AddressSanitizer (with LeakSanitizer), then ThreadSanitizer (the
## gallery and the golden check draw on several threads), each in its own build folder, at
## low priority; the tool the tests run is built with the same sanitizer. scripts/lsan.supp
## and scripts/tsan.supp name what the toolchain itself leaks or hides from TSan.
sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 \
	  nice -n 19 $(SWIFT) test --sanitize=address --scratch-path .build/asan -j 1
	TSAN_OPTIONS=suppressions=$(CURDIR)/scripts/tsan.supp \
	  nice -n 19 $(SWIFT) test --sanitize=thread --scratch-path .build/tsan -j 1

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Plugins Fuzz/Package.swift Fuzz/Sources

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins Fuzz/Package.swift Fuzz/Sources

## Timings of the hot paths (release build): medians and spread, peak memory. `make
## bench-peers` installs Chromium, cairo + Pango and ImageMagick when missing and times them
## on the same work in the same run, ours beside theirs; see Documentation/Performance.md.
.PHONY: bench bench-peers
bench: release
	$(TOOL) bench

bench-peers: release
	scripts/bench-peers.sh

## The documentation site (DocC: the block, ModelComposer and SPTheme, and the snapshot API, with the
## renderer's pictures of every state) into .build/docs/site/; open it through a web server:
## `python3 -m http.server -d .build/docs/site 8000`. See Documentation/README.md, "The
## documentation site".
.PHONY: docs test-web
docs: release
	scripts/docs.sh

## The gallery, the report of a deliberately failing check and the documentation site in
## headless Chromium (Debian's chromium over the DevTools protocol), installed when missing;
## screenshots of every page go to .build/test-web/screenshots/. See
## Documentation/ContinuousIntegration.md.
test-web: release docs
	scripts/test-web.sh

## The README's "Golden tests in your own package" as an app team runs it: a package in a
## temporary folder, depending on this checkout by path, records its golden with
## SNAPSHOT_TESTING_RECORD=all, then fails on a changed picture, printing absolute paths, with
## the pictures attached (`swift test --attachments-path`). Its build is kept in
## .build/consumer-test/; the first run builds this package's libraries again, as a dependency.
.PHONY: consumer-test
consumer-test: deps
	scripts/consumer-test.sh
