// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for the renderer, in a package of their own so `swift test` never builds
/// them; each is an executable whose `main` is libFuzzer's. Build and run them with
/// `make fuzz` (scripts/fuzz.sh): SwiftPM's `--sanitize fuzzer` links them that way but
/// instruments only this package's targets, so the script also passes `-sanitize=fuzzer` to
/// every module, giving the code under test its coverage counters.
let package = Package(
  name: "ComposerFuzz",
  dependencies: [.package(name: "ModelComposer", path: "..")],
  targets: [
    fuzzTarget("fuzz-scenario", "ComposerRender"),
    fuzzTarget("fuzz-png", "Raster"),
    fuzzTarget("fuzz-text", "Raster"),
    fuzzTarget("fuzz-render", "ComposerRender"),
  ],
  swiftLanguageModes: [.v6]
)

func fuzzTarget(_ name: String, _ library: String) -> Target {
  .executableTarget(name: name, dependencies: [.product(name: library, package: "ModelComposer")])
}
