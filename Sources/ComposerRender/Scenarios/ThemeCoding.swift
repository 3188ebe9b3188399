import Foundation
import Raster
import SPTheme

// Theme files (`render-composer --theme FILE`, a scenario's `"theme"`): SPTheme decides their
// shape (`SPTheme.init(reading:over:relativeTo:)`); they are read here with the scenarios'
// strict reader, so they are refused the same way, key named and range given.

extension SPTheme {
  /// Decodes a theme file strictly, as scenario files are: `base` with the tokens it names. Its
  /// font files are read relative to `directory`.
  public init(json data: Data, over base: SPTheme = .standard, directory: String = ".") throws {
    guard data.count <= Scenario.maximumFileSize else {
      throw ScenarioError(
        key: "",
        problem:
          "the file is \(data.count) bytes; a theme may be at most \(Scenario.maximumFileSize) bytes"
      )
    }
    try JSONCheck.check(data)
    let decoder = JSONDecoder()
    decoder.userInfo[ThemeDocument.baseKey] = base
    decoder.userInfo[Scenario.directoryKey] = directory
    do {
      self = try decoder.decode(ThemeDocument.self, from: data).theme
    } catch let error as ScenarioError {
      throw error
    } catch let error as DecodingError {
      throw ScenarioError(decoding: error)
    }
  }

  /// Reads and decodes a theme file; its font files are read relative to its folder. Only a
  /// regular file is read, and an oversized one is refused before reading, so a path to a
  /// device or a pipe cannot keep the tool reading.
  public init(contentsOfFile path: String, over base: SPTheme = .standard) throws {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let attributes else {
      throw ScenarioError(key: "", problem: "cannot read \(path): no such file")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular,
      let size = attributes[.size] as? Int
    else {
      throw ScenarioError(key: "", problem: "cannot read \(path): not a regular file")
    }
    guard size <= Scenario.maximumFileSize else {
      throw ScenarioError(
        key: "",
        problem:
          "\(path) is \(size) bytes; a theme may be at most \(Scenario.maximumFileSize) bytes")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScenarioError(key: "", problem: "cannot read \(path)")
    }
    try self.init(
      json: data, over: base, directory: URL(fileURLWithPath: path).deletingLastPathComponent().path
    )
  }

  /// How a golden's manifest entry names the theme that drew it: nil for the standard theme
  /// (no entry says it), else the XXH3 digest of its ``json()``, so goldens drawn with the same
  /// tokens name the same theme.
  public var manifestName: String? {
    self == .standard ? nil : "xxh3:" + XXH3.hex128([UInt8](json()))
  }
}

/// A theme object at the top of a file or under a scenario's `theme` key.
private struct ThemeDocument: Decodable {
  static let baseKey = CodingUserInfoKey(rawValue: "themeBase")!
  let theme: SPTheme

  init(from decoder: any Decoder) throws {
    theme = try SPTheme(
      reading: StrictObject<ThemeKey>(decoder, allowing: SPTheme.fileKeys),
      over: decoder.userInfo[Self.baseKey] as? SPTheme ?? .standard,
      relativeTo: decoder.userInfo[Scenario.directoryKey] as? String ?? ".")
  }
}

/// A key of a theme file: any string, checked against the keys SPTheme allows where it is read.
struct ThemeKey: CodingKey, RawRepresentable {
  var rawValue: String
  init(rawValue: String) { self.rawValue = rawValue }
  init(stringValue: String) { rawValue = stringValue }
  init?(intValue: Int) { nil }
  var stringValue: String { rawValue }
  var intValue: Int? { nil }
}

extension StrictObject: ThemeObjectReader where Keys == ThemeKey {
  func object(_ key: String, keys: [String]) throws -> StrictObject<ThemeKey>? {
    let anyKey = AnyKey(stringValue: key)
    guard container.contains(anyKey), try !container.decodeNil(forKey: anyKey) else { return nil }
    return try StrictObject(container.superDecoder(forKey: anyKey), allowing: keys)
  }

  func symbols(_ key: String, relativeTo directory: String) throws -> [String: SPTheme.Symbol]? {
    try symbols(ThemeKey(rawValue: key), relativeTo: directory)?.themeSymbols
  }

  func string(_ key: String) throws -> String? { try string(ThemeKey(rawValue: key)) }

  func bool(_ key: String) throws -> Bool? { try bool(ThemeKey(rawValue: key)) }

  func number(_ key: String, in range: ClosedRange<Double>, unit: String) throws -> Double? {
    try number(ThemeKey(rawValue: key), in: range, unit: unit)
  }

  func choice(_ key: String, among values: [String]) throws -> String? {
    try choice(ThemeKey(rawValue: key), among: values)
  }

  func refusal(_ key: String, _ problem: String) -> any Error {
    error(ThemeKey(rawValue: key), problem)
  }
}

extension StrictObject {
  /// A scenario's `theme`: a theme file's path, relative to `directory`, or a theme object;
  /// either over the standard theme. nil when absent.
  func theme(_ key: Keys, relativeTo directory: String?) throws -> SPTheme? {
    let anyKey = AnyKey(stringValue: key.rawValue)
    if let path = try? container.decode(String.self, forKey: anyKey) {
      let file =
        path.hasPrefix("/")
        ? path : URL(fileURLWithPath: directory ?? ".").appendingPathComponent(path).path
      do {
        return try SPTheme(contentsOfFile: file)
      } catch let failure as ScenarioError {
        throw error(key, "\(file): \(failure)")
      }
    }
    let expecting = "a theme file's path or a theme object"
    guard contains(key), try !container.decodeNil(forKey: anyKey) else { return nil }
    guard (try? container.nestedContainer(keyedBy: AnyKey.self, forKey: anyKey)) != nil else {
      throw error(key, "expected \(expecting)")
    }
    return try decode(ThemeDocument.self, key, expecting: expecting)?.theme
  }
}
