# The README's two commands (`make gallery`, `make test`) and the ones around them. Every
# target installs missing system packages first (scripts/install-deps.sh), so each works on a
# fresh machine.
SWIFT ?= swift
GALLERY ?= gallery
TOOL = $$($(SWIFT) build -c release --show-bin-path)/render-composer

.PHONY: deps build release test gallery check record format lint

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product render-composer

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
## `make record ONLY="menu-open default"` limits it to those scenarios.
record: release
	$(TOOL) record $(foreach name,$(ONLY),--only $(name))

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

## Timings of the hot paths (release build): medians and spread, peak memory. `make
## bench-peers` installs Chromium, cairo + Pango and ImageMagick when missing and times them
## on the same work in the same run, ours beside theirs; see README "Performance".
.PHONY: bench bench-peers
bench: release
	$(TOOL) bench

bench-peers: release
	scripts/bench-peers.sh
