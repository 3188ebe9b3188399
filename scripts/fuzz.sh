#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (coverage + AddressSanitizer) and runs each for
# FUZZ_SECONDS (default 30), one after another on one core at the lowest priority. The working
# corpus grows in .build/fuzz/<target>/corpus from the seeds in Fuzz/Corpus; a crash, leak,
# timeout or out-of-memory input is saved as .build/fuzz/<target>/crash-* (or leak-, timeout-,
# oom-) and the script stops with its path. Reproduce one with
#   Fuzz/.build/release/fuzz-<target> <file>
# Usage: scripts/fuzz.sh [target...]   (targets: scenario png text render)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-30}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(scenario png text render)
# Before the long sanitizer build, so a misspelt name fails at once.
for target in "${targets[@]}"; do
  case $target in
    scenario | png | text | render) ;;
    *) echo "error: unknown fuzz target $target (scenario, png, text, render)" >&2; exit 2 ;;
  esac
done
swift=${SWIFT:-swift}

# lld: the default gold linker warns about AddressSanitizer symbols it cannot export.
# SwiftPM's --sanitize fuzzer links the targets with libFuzzer's main but instruments only the
# Fuzz package's own modules; -Xswiftc -sanitize=fuzzer gives the code under test coverage.
build=("$swift" build --package-path Fuzz -c release --sanitize fuzzer --sanitize address
  -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld)
nice -n 19 "${build[@]}" -j 1
bin=$("${build[@]}" --show-bin-path)

# libFuzzer and AddressSanitizer print the stack of a crash; Swift's own backtracer would spend
# half a minute symbolising it first.
export SWIFT_BACKTRACE=enable=no

for target in "${targets[@]}"; do
  work=.build/fuzz/$target
  mkdir -p "$work/corpus"
  # One process fuzzing in-process: -jobs/-workers would fork a child that logs to the
  # current folder, and one at a time is what running without them means.
  options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024
    -print_final_stats=1 -artifact_prefix="$work/")
  case $target in
    scenario | render) options+=(-dict=Fuzz/scenario.dict -max_len=8192) ;;
    png) options+=(-max_len=65536) ;;
    text) options+=(-max_len=4096) ;;
  esac
  seeds=Fuzz/Corpus/$target
  [ "$target" = render ] && seeds=Fuzz/Corpus/scenario
  echo "== fuzz-$target for ${seconds}s (corpus $work/corpus, seeds $seeds)" >&2
  if ! nice -n 19 "$bin/fuzz-$target" "${options[@]}" "$work/corpus" "$seeds" \
    2> "$work/log.txt"; then
    tail -40 "$work/log.txt" >&2
    echo "error: fuzz-$target found a problem; the input is saved in $work/ (see $work/log.txt)" >&2
    exit 1
  fi
  grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|^Done" "$work/log.txt" >&2 || true
done
