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

/// The built `render-composer`, next to the test bundle.
let toolPath = URL(fileURLWithPath: CommandLine.arguments[0])
  .deletingLastPathComponent().appendingPathComponent("render-composer").path

/// How a run of the tool ended and what it printed.
struct ToolRun {
  let status: Int32
  let output: String
  let error: String
}

/// Runs `render-composer` to the end. Standard input is `input`, or the file `inputFile`;
/// `environment` adds to this process's.
func runTool(
  _ arguments: [String], input: Data = Data(), inputFile: String? = nil,
  environment: [String: String] = [:]
) throws -> ToolRun {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: toolPath)
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  let stdin = Pipe()
  if let inputFile {
    process.standardInput = FileHandle(forReadingAtPath: inputFile)
  } else {
    process.standardInput = stdin
  }
  try process.run()
  stdin.fileHandleForWriting.write(input)
  try stdin.fileHandleForWriting.close()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ToolRun(
    status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
    error: String(decoding: err, as: UTF8.self))
}

/// Every file under `directory` with its bytes, to show that a run left a folder as it was.
func folderContents(_ directory: String) throws -> [String: Data] {
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
