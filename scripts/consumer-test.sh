#!/usr/bin/env bash
# `make consumer-test`: the README's "Golden tests in your own package", run as an app team
# would. Builds a small package in a temporary folder that depends on this checkout by path
# (SwiftPM needs no network for that), with the README's test, then checks:
#   1. `SNAPSHOT_TESTING_RECORD=all swift test` records the golden (the run fails, saying so);
#   2. with the test's scenario changed, `swift test --attachments-path DIR` fails, printing
#      absolute `expected:`, `actual:` and `diff:` paths that exist, and Swift Testing writes the
#      three pictures into DIR.
# Its build goes to .build/consumer-test/ here (kept, so a second run only rebuilds the small
# package), the package itself to a temporary folder that is removed. Slow the first time: it
# builds this package's libraries once more, as a dependency.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scratch="$root/.build/consumer-test"
work=$(mktemp -d "${TMPDIR:-/tmp}/consumer-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
# A path dependency's identity is its folder's name.
identity=$(basename "$root")

fail() {
  echo "consumer-test: FAILED: $*" >&2
  exit 1
}

app="$work/MyApp"
mkdir -p "$app/Sources/MyApp" "$app/Tests/MyAppTests/__Snapshots__"
touch "$app/Tests/MyAppTests/__Snapshots__/.gitkeep"
cat >"$app/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MyApp",
  platforms: [.iOS(.v17), .macOS(.v15)],
  dependencies: [.package(path: "$root")],
  targets: [
    .target(
      name: "MyApp",
      dependencies: [.product(name: "ModelComposer", package: "$identity")]),
    .testTarget(
      name: "MyAppTests",
      dependencies: [
        "MyApp", .product(name: "ComposerSnapshotTesting", package: "$identity"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
SWIFT
cat >"$app/Sources/MyApp/MyApp.swift" <<'SWIFT'
import ModelComposer

/// The app's modes, as an app hands them to the block.
public let appModes = ModelComposer.Mode.defaults
SWIFT
# The README's example, as written there.
sed -n '/^## Golden tests in your own package$/,/^```$/p' README.md | sed '1,/^```swift$/d;$d' \
  >"$app/Tests/MyAppTests/LimitTests.swift"
grep -q 'assertSnapshot(of: scenario' "$app/Tests/MyAppTests/LimitTests.swift" ||
  fail "README.md has no swift example under \"## Golden tests in your own package\""

# `run_tests MODE [ARGUMENTS]`: swift test in the package with SNAPSHOT_TESTING_RECORD=MODE,
# its output in $work/out.txt. The caller's own snapshot settings would change what is checked.
run_tests() {
  local mode=$1
  shift
  env -u SNAPSHOT_RECORD -u SNAPSHOT_ARTIFACTS -u GITHUB_ACTIONS SNAPSHOT_TESTING_RECORD="$mode" \
    swift test --package-path "$app" --scratch-path "$scratch" "$@" >"$work/out.txt" 2>&1
}

started=$SECONDS
echo "consumer-test: recording with SNAPSHOT_TESTING_RECORD=all in $app"
if run_tests all; then
  cat "$work/out.txt" >&2
  fail "a run that records should fail, saying what it wrote"
fi
golden="$app/Tests/MyAppTests/__Snapshots__/LimitTests/limit.png"
if [ "$(head -c 8 "$golden" 2>/dev/null | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]; then
  cat "$work/out.txt" >&2
  fail "no PNG golden at $golden"
fi
# The same scenario drawn by the same renderer: this repository's own golden of the example.
cmp -s "$golden" Tests/ComposerSnapshotTestingTests/__Snapshots__/AssertSnapshotTests/limit.png ||
  fail "$golden differs from the example's golden in Tests/ComposerSnapshotTestingTests"
echo "consumer-test: golden written: $golden"

# The picture changes, its size kept (so there is a diff picture too): a limit of 41, not 40.
sed -i 's/limit: 40/limit: 41/' "$app/Tests/MyAppTests/LimitTests.swift"
grep -q 'limit: 41' "$app/Tests/MyAppTests/LimitTests.swift" ||
  fail "the README's example no longer has \"limit: 40\" to change"
attachments="$work/attachments"
mkdir -p "$attachments"
echo "consumer-test: checking the changed picture with --attachments-path $attachments"
if run_tests never --attachments-path "$attachments"; then
  cat "$work/out.txt" >&2
  fail "a changed picture should fail the test"
fi
for kind in expected actual diff; do
  path=$(grep -oE "^ *$kind: +[^ ]+" "$work/out.txt" | head -n 1 | sed -E 's/^ *[a-z]+: +//') || true
  case "$path" in
  /*) [ -s "$path" ] || fail "$kind: $path does not exist" ;;
  *)
    cat "$work/out.txt" >&2
    fail "the failure prints no absolute $kind: path (got \"$path\")"
    ;;
  esac
  echo "consumer-test: $kind: $path"
  # Swift Testing names an attachment after the file it was made from, in a folder of its own.
  find "$attachments" -type f -name "*$kind*.png" | grep -q . ||
    fail "no $kind picture among the attachments in $attachments: $(find "$attachments" -type f)"
done
report=$(grep -oE "Report: +[^ ]+" "$work/out.txt" | head -n 1 | sed -E 's/^Report: +//') || true
case "$report" in
/*) [ -s "$report" ] || fail "Report: $report does not exist" ;;
*) fail "the failure prints no absolute Report: path (got \"$report\")" ;;
esac
echo "consumer-test: report: $report"
echo "consumer-test: attachments: $(find "$attachments" -type f -name '*.png' | wc -l) pictures"
echo "consumer-test: passed in $((SECONDS - started)) s"
