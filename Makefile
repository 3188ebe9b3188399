# The two commands of the README, plus the ones the issues add. Every target installs missing
# system packages first (scripts/install-deps.sh), so they work on a fresh machine.
SWIFT ?= swift
GALLERY ?= gallery

.PHONY: deps test gallery build release format lint

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product render-composer

test: deps
	$(SWIFT) test

gallery: release
	$$($(SWIFT) build -c release --show-bin-path)/render-composer gallery -o $(GALLERY)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests
