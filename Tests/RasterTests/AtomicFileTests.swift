import Foundation
import TestSupport
import Testing

@testable import Raster

/// `AtomicFile.rename(_:over:)` behaves as `rename` does whatever stands at the new name:
/// an old file is replaced and gone, a missing one is created, and a folder is refused and
/// kept, with the new file still at its old name.
@Suite struct AtomicFileTests {
  private static func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func anOldFileIsReplacedAndNothingIsLeftBehind() throws {
    let folder = try temporaryDirectory()
    try AtomicFile.write(Array("old".utf8), to: "\(folder)/picture.png", durable: false)
    try AtomicFile.write(Array("new".utf8), to: "\(folder)/staged", durable: false)
    #expect(AtomicFile.rename("\(folder)/staged", over: "\(folder)/picture.png"))
    #expect(Self.contents("\(folder)/picture.png") == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["picture.png"])
  }

  @Test func aMissingFileIsCreated() throws {
    let folder = try temporaryDirectory()
    try AtomicFile.write(Array("new".utf8), to: "\(folder)/staged", durable: false)
    #expect(AtomicFile.rename("\(folder)/staged", over: "\(folder)/picture.png"))
    #expect(Self.contents("\(folder)/picture.png") == "new")
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/staged"))
  }

  @Test func aFolderIsRefusedAndBothAreKept() throws {
    let folder = try temporaryDirectory()
    try AtomicFile.makeDirectory("\(folder)/picture.png")
    try AtomicFile.write(Array("kept".utf8), to: "\(folder)/picture.png/inside", durable: false)
    try AtomicFile.write(Array("new".utf8), to: "\(folder)/staged", durable: false)
    let replaced = AtomicFile.rename("\(folder)/staged", over: "\(folder)/picture.png")
    let reason = errno
    #expect(!replaced && reason == EISDIR)
    #expect(Self.contents("\(folder)/picture.png/inside") == "kept")
    #expect(Self.contents("\(folder)/staged") == "new")
  }

  /// A write over an existing file goes through the same rename: the file holds the new
  /// bytes, and no temporary file is left beside it.
  @Test func writingOverAFileLeavesOnlyTheNewBytes() throws {
    let folder = try temporaryDirectory()
    for bytes in ["first", "second, longer"] {
      try AtomicFile.write(Array(bytes.utf8), to: "\(folder)/page.html", durable: false)
    }
    #expect(Self.contents("\(folder)/page.html") == "second, longer")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["page.html"])
  }
}
