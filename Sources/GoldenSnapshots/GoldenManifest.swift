import Foundation
import Raster

/// What a set of goldens was drawn with: the renderer's version, the C libraries the pixels
/// depend on, and every font file's SHA-256. Kept as `manifest.json` beside the goldens, so a
/// check on a machine with other fonts or libraries says so instead of failing mysteriously.
/// It also keeps each golden's digest (``GoldenDigest``), so a check that paints the same
/// pixels needs no decoding.
public struct GoldenManifest: Codable, Equatable, Sendable {
  /// What draws goldens, as their manifest records it: the renderer's version, which changes
  /// when what it draws does, and the fonts it draws text with. A store given one compares
  /// this machine with the goldens' manifest and keeps the manifest current when it records.
  public struct Renderer: Sendable {
    public var version: String
    public var fonts: FontLibrary

    public init(version: String, fonts: FontLibrary) {
      self.version = version
      self.fonts = fonts
    }
  }

  public var renderer: String
  /// "FreeType" → "2.12.1", "HarfBuzz" → "6.0.0", "libpng" → "1.6.39", "libdeflate" → "1.14",
  /// "xxHash" → "0.8.1".
  public var libraries: [String: String]
  /// Font file name → SHA-256 in hex.
  public var fonts: [String: String]
  /// A golden's path inside the folder ("default.light.png", "transitions/chip-on.light.png")
  /// → its digest; empty in a manifest written before digests, which then decodes every golden.
  public var goldens: [String: GoldenDigest] = [:]

  public static let fileName = "manifest.json"
  /// The largest manifest read: a golden's digest takes about 200 bytes, so this holds some
  /// 80 000 goldens; a larger file is refused before it is read.
  public static let maximumFileSize = 16 << 20

  /// This machine's manifest, for goldens `renderer` draws.
  public static func current(drawnBy renderer: Renderer) throws -> GoldenManifest {
    let fonts = renderer.fonts
    return try GoldenManifest(
      renderer: renderer.version,
      libraries: Dictionary(
        FontLibrary.libraryVersions.map { ($0.name, $0.version) }, uniquingKeysWith: { a, _ in a }),
      fonts: Dictionary(
        fonts.fontFileDigests().map { ($0.fileName, $0.sha256) },
        uniquingKeysWith: { a, _ in a }))
  }

  /// The manifest in `directory`, or nil when there is none. One that is there but cannot be
  /// read or decoded is an error naming the file, so a damaged manifest is never taken for a
  /// missing one.
  public static func read(from directory: String) throws -> GoldenManifest? {
    let path = "\(directory)/\(fileName)"
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let data: [UInt8]
    do {
      data = try BoundedFile.read(path, atMost: maximumFileSize, what: "a golden manifest")
    } catch {
      throw SnapshotFileError(description: "\(path) cannot be read: \(error)")
    }
    do {
      return try JSONDecoder().decode(GoldenManifest.self, from: Data(data))
    } catch {
      throw SnapshotFileError(description: "\(path) is not a golden manifest (\(error))")
    }
  }

  /// What a failure adds when the goldens in `directory` were drawn with other fonts or
  /// libraries than `here`, or their manifest (`recorded`, as read) cannot be read; nil when
  /// they agree or there is no manifest yet.
  static func note(
    comparing here: GoldenManifest, with recorded: Result<GoldenManifest?, any Error>,
    in directory: String
  ) -> String? {
    let differences: [String]
    do {
      differences = try recorded.get()?.differences(from: here) ?? []
    } catch {
      return notComparedNote(error)
    }
    guard !differences.isEmpty else { return nil }
    return
      "This machine is not the one the goldens were drawn on (\(directory)/\(fileName)):\n  "
      + differences.joined(separator: "\n  ")
  }

  /// What a failure adds when this machine's manifest cannot be made, or the goldens' read.
  static func notComparedNote(_ error: any Error) -> String {
    "This machine's fonts and libraries could not be compared with the goldens': \(error)"
  }

  public func write(to directory: String) throws {
    let encoder = JSONEncoder()
    // Sorted keys, so the same goldens write the same bytes; "transitions/chip-on.light.png"
    // as it is spelled, not with `\/`.
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try AtomicFile.write(
      Array(try encoder.encode(self)) + [0x0A], to: "\(directory)/\(Self.fileName)")
  }

  /// One line per thing that differs between the goldens' manifest (`self`) and `here`.
  public func differences(from here: GoldenManifest) -> [String] {
    var lines: [String] = []
    if renderer != here.renderer {
      lines.append("renderer \(here.renderer) here, \(renderer) for the goldens")
    }
    for name in Set(libraries.keys).union(here.libraries.keys).sorted()
    where libraries[name] != here.libraries[name] {
      lines.append(
        "\(name) \(here.libraries[name] ?? "absent") here, \(libraries[name] ?? "absent") for the goldens"
      )
    }
    for file in Set(fonts.keys).union(here.fonts.keys).sorted()
    where fonts[file] != here.fonts[file] {
      lines.append(
        "\(file) has SHA-256 \(here.fonts[file]?.prefix(12) ?? "absent") here, "
          + "\(fonts[file]?.prefix(12) ?? "absent") for the goldens")
    }
    return lines
  }
}

extension GoldenManifest {
  private enum CodingKeys: String, CodingKey {
    case renderer, libraries, fonts, goldens
  }

  /// A manifest written before digests, or of goldens that have none (text), has no `goldens`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    renderer = try container.decode(String.self, forKey: .renderer)
    libraries = try container.decode([String: String].self, forKey: .libraries)
    fonts = try container.decode([String: String].self, forKey: .fonts)
    goldens = try container.decodeIfPresent([String: GoldenDigest].self, forKey: .goldens) ?? [:]
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(renderer, forKey: .renderer)
    try container.encode(libraries, forKey: .libraries)
    try container.encode(fonts, forKey: .fonts)
    if !goldens.isEmpty { try container.encode(goldens, forKey: .goldens) }
  }
}
