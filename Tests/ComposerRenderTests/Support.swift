import ComposerRender
import Foundation
import Layout
import Raster

/// One renderer for the whole suite: fonts load once.
let renderer: ComposerRenderer = {
  do {
    return try ComposerRenderer()
  } catch {
    fatalError("The suite needs the renderer's fonts (make deps installs them): \(error)")
  }
}()

/// The repository's root, from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// A fresh, empty folder under the system's temporary folder.
func temporaryDirectory(_ label: String = #function) throws -> String {
  let path = NSTemporaryDirectory() + "composer-\(label.filter(\.isLetter))-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

extension ComposerLayout {
  /// The frame of a named element, failing loudly when the tree has none by that name.
  func required(_ name: String) throws -> Layout.Rect {
    guard let frame = frame(of: name) else { throw MissingElement(name: name) }
    return frame
  }
}

struct MissingElement: Error, CustomStringConvertible {
  let name: String
  var description: String { "no element named \(name) in the layout" }
}
