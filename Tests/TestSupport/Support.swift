import ComposerRender
import Foundation
import Raster
import Testing

/// One renderer for the whole test run, so fonts load once; or why it cannot load them.
private let loadedRenderer = Result { try ComposerRenderer() }

/// The tests' renderer. Only tests marked `.needsFonts` use it, and they run only where it
/// loaded.
public var renderer: ComposerRenderer {
  guard case .success(let renderer) = loadedRenderer else {
    preconditionFailure("a test that draws must be marked .needsFonts: \(fontsProblem ?? "")")
  }
  return renderer
}

/// What keeps the renderer from drawing: the missing font file and the package that installs
/// it (`make deps` installs them all); nil when the fonts load.
public let fontsProblem: String? =
  if case .failure(let error) = loadedRenderer { "\(error)" } else { nil }

extension Trait where Self == ConditionTrait {
  /// Runs a test that draws only where the fonts load; elsewhere it is skipped, and the skip
  /// names the missing file and its package, while the tests that need no fonts still run.
  public static var needsFonts: Self {
    .enabled(if: fontsProblem == nil, Comment(rawValue: fontsProblem ?? ""))
  }
}

/// The repository's root, from this file's place in it.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// A fresh, empty folder under the system's temporary folder.
public func temporaryDirectory(_ label: String = #function) throws -> String {
  let path = NSTemporaryDirectory() + "composer-\(label.filter(\.isLetter))-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Every file under `directory` with its bytes, to show that a run left a folder as it was.
public func folderContents(_ directory: String) throws -> [String: Data] {
  var contents: [String: Data] = [:]
  for name in try FileManager.default.subpathsOfDirectory(atPath: directory) {
    var isDirectory: ObjCBool = false
    let path = "\(directory)/\(name)"
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      contents[name] = isDirectory.boolValue ? Data() : FileManager.default.contents(atPath: path)
    }
  }
  return contents
}

/// The number of frames an animated PNG's acTL chunk declares; throws for a PNG without one.
public func animationFrameCount(_ data: Data) throws -> Int {
  let bytes = Array(data)
  var offset = 8
  while offset + 8 <= bytes.count {
    let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == "acTL" {
      return bytes[(offset + 8)..<(offset + 12)].reduce(0) { $0 << 8 | Int($1) }
    }
    offset += 12 + length
  }
  throw NotAnAnimation()
}

/// A PNG without an acTL chunk, where an animation was expected.
public struct NotAnAnimation: Error {}

/// A blue bar on white, 120 × 60 px, its left edge at `x`: moved by a fraction of a pixel, only
/// its edge columns change, which anti-aliasing detection excuses.
public func blueBar(x: Double) throws -> Image {
  let canvas = try Canvas(pixelWidth: 120, pixelHeight: 60, scale: 1, background: .white)
  canvas.fill(
    .rect(Rect(x: x, y: 10, width: 60, height: 30)), with: RGBA(red: 0, green: 122, blue: 255))
  return canvas.image
}
