// swift-tools-version:6.2
import PackageDescription

// Swift 6.2 for Swift Testing's attachments (assertSnapshot attaches its pictures); macOS 15 for
// Synchronization's `Mutex`, which the renderer's caches use.

/// Modules and imports as in Documentation/Architecture.md: each module imports only the ones
/// listed above it, so the folder list reads top-down from tokens to the command-line tool.
let package = Package(
  name: "ModelComposer",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v15)],
  products: [
    .library(name: "SPTheme", targets: ["SPTheme"]),
    .library(name: "ModelComposer", targets: ["ModelComposer"]),
    /// For the fuzz targets in Fuzz/, a package of their own so `swift test` never builds them.
    .library(name: "Raster", targets: ["Raster"]),
    .library(name: "ComposerRender", targets: ["ComposerRender"]),
    .library(name: "GoldenSnapshots", targets: ["GoldenSnapshots"]),
    .library(name: "ComposerGoldens", targets: ["ComposerGoldens"]),
    .library(name: "ComposerSnapshotTesting", targets: ["ComposerSnapshotTesting"]),
    .executable(name: "render-composer", targets: ["render-composer"]),
    /// `swift package snapshots check|record`: the tool's golden check and recording.
    .plugin(name: "ComposerSnapshots", targets: ["ComposerSnapshots"]),
  ],
  targets: [
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    .systemLibrary(
      name: "CLibdeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    /// XXH3, the digests of goldens' pixels and bytes in their manifest.
    .systemLibrary(
      name: "CXXHash", pkgConfig: "libxxhash",
      providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]),
    /// glibc's `mallopt`, for the tool on Linux (see render-composer/main.swift).
    .systemLibrary(name: "CMalloc"),
    /// Two files' names swapped in one step, for AtomicFile (see its shim.h).
    .systemLibrary(name: "CFileSwap"),
    /// ICU, for bidi, line breaking and plural rules; reached only through CUnicode's header.
    .systemLibrary(
      name: "CICU", pkgConfig: "icu-uc icu-i18n",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
    /// The Unicode algorithms the text needs, from ICU, behind a C header of our own (see
    /// Sources/CUnicode/include/CUnicode.h for why Swift cannot import ICU's headers here).
    .target(name: "CUnicode", dependencies: ["CICU"]),

    .target(name: "SPTheme"),
    /// What the tool's modules share and the block has no use for: "did you mean", work spread
    /// over threads, the HTML pages' frame, one escaper per format written. Foundation only.
    .target(name: "ToolSupport"),
    /// The block. Its strings are `Resources/Localizable.xcstrings` (Documentation/Localization.md):
    /// Apple platforms compile the catalog and resolve it through Foundation; on Linux SwiftPM
    /// copies it as it is and the block reads it itself, with ICU's plural rules from CUnicode.
    .target(
      name: "ModelComposer",
      dependencies: [
        "SPTheme", .target(name: "CUnicode", condition: .when(platforms: [.linux])),
      ],
      resources: [.process("Resources")]),
    /// Point, Size and Rect: below Layout and Raster, which both build on them and re-export them.
    .target(name: "Geometry"),
    .target(name: "Layout", dependencies: ["Geometry"]),
    /// PNG files written and read with libdeflate (faster than zlib, and its CRC-32), in C for
    /// the byte loops; libpng's simplified API reads every PNG it does not take.
    .target(name: "CPNGCodec", dependencies: ["CLibdeflate"]),
    /// SHA-256's compression loop, in C so that a debug build hashes the fonts of a golden
    /// manifest (some 76 MB) in a second rather than half a minute.
    .target(name: "CDigest"),
    .target(
      name: "Raster",
      dependencies: [
        "Geometry", "CPNG", "CPNGCodec", "CLibdeflate", "CXXHash", "CFreeType", "CHarfBuzz",
        "CUnicode", "CDigest", "CFileSwap",
      ]),
    .target(
      name: "ComposerRender",
      dependencies: ["SPTheme", "ModelComposer", "Layout", "Raster", "ToolSupport"]),
    /// Goldens of any value: strategies, the store, record modes, manifest and failure report.
    /// It knows nothing of the composer, and does not import Testing, so the tool checks goldens
    /// with it too.
    .target(name: "GoldenSnapshots", dependencies: ["Raster", "ToolSupport"]),
    /// The composer's goldens: strategies for scenarios and films, the catalog's goldens and
    /// their check.
    .target(
      name: "ComposerGoldens",
      dependencies: ["ComposerRender", "GoldenSnapshots", "Raster", "ToolSupport"]),
    /// `assertSnapshot` for Swift Testing suites: kept apart so the tool does not link Testing.
    .target(
      name: "ComposerSnapshotTesting",
      dependencies: ["SPTheme", "ComposerRender", "ComposerGoldens", "GoldenSnapshots", "Raster"]
    ),
    /// The timings of `render-composer bench`, apart from the library, which has no use for them.
    .target(
      name: "ComposerBenchmark",
      dependencies: ["ComposerRender", "GoldenSnapshots", "ComposerGoldens", "Raster"]),
    /// The tool's options, each declared once as a property; parsing and `--help` read it.
    .target(name: "ArgumentParsing", dependencies: ["ToolSupport"]),
    .executableTarget(
      name: "render-composer",
      dependencies: [
        "SPTheme", "ModelComposer", "ToolSupport", "Raster", "ComposerRender", "GoldenSnapshots",
        "ComposerGoldens", "ComposerBenchmark", "ArgumentParsing",
        .target(name: "CMalloc", condition: .when(platforms: [.linux])),
      ]),
    /// `swift package snapshots check|record …`, running the tool in the package's folder; it
    /// asks to write there, since recording writes goldens and a check its report.
    .plugin(
      name: "ComposerSnapshots",
      capability: .command(
        intent: .custom(
          verb: "snapshots", description: "check or record golden pictures with render-composer"),
        permissions: [
          .writeToPackageDirectory(
            reason: "record writes goldens and their manifest; check writes its failure report")
        ]),
      dependencies: ["render-composer"]),

    .testTarget(name: "SPThemeTests", dependencies: ["SPTheme"]),
    .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport"]),
    .testTarget(
      name: "ModelComposerTests",
      dependencies: [
        "SPTheme", "ModelComposer",
        // The catalog's test asks ICU which plural categories each language has.
        .target(name: "CUnicode", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"]),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
    /// What the test targets above Raster share: the one renderer and the `.needsFonts` trait,
    /// the repository's root, fresh temporary folders, a folder's contents, a small picture and
    /// an APNG's frame count. Each test target is named after the module it tests.
    .target(
      name: "TestSupport", dependencies: ["ComposerRender", "Raster"], path: "Tests/TestSupport"),
    .testTarget(
      name: "ComposerRenderTests",
      dependencies: [
        "SPTheme", "ModelComposer", "Layout", "Raster", "ComposerRender", "TestSupport",
      ]),
    .testTarget(
      name: "GoldenSnapshotsTests",
      dependencies: [
        "GoldenSnapshots", "Raster", "SPTheme", "ComposerRender", "ComposerGoldens", "TestSupport",
      ]),
    .testTarget(
      name: "ComposerGoldensTests",
      dependencies: [
        "ComposerGoldens", "GoldenSnapshots", "ComposerSnapshotTesting", "ComposerRender", "Raster",
        "TestSupport",
      ],
      // assertSnapshot's goldens, read and written at run time.
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ComposerSnapshotTestingTests",
      dependencies: [
        "ComposerSnapshotTesting", "GoldenSnapshots", "ComposerRender", "ModelComposer", "Raster",
        "SPTheme", "TestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ComposerBenchmarkTests",
      dependencies: [
        "ComposerBenchmark", "ComposerGoldens", "GoldenSnapshots", "ComposerRender", "TestSupport",
      ]),
    .testTarget(
      name: "RenderComposerTests",
      dependencies: [
        "ComposerRender", "GoldenSnapshots", "ComposerGoldens", "ComposerBenchmark", "Raster",
        "SPTheme", "TestSupport",
        // Built so the tests can run the tool itself.
        "render-composer",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
