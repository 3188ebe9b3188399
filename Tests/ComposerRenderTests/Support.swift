import ComposerRender
import Foundation
import Layout
import ModelComposer
import Raster
import Testing

/// One renderer for the whole suite, so fonts load once; or why it cannot load them.
private let loadedRenderer = Result { try ComposerRenderer() }

/// The suite's renderer. Only tests marked `.needsFonts` use it, and they run only where it
/// loaded.
var renderer: ComposerRenderer {
  guard case .success(let renderer) = loadedRenderer else {
    preconditionFailure("a test that draws must be marked .needsFonts: \(fontsProblem ?? "")")
  }
  return renderer
}

/// What keeps the renderer from drawing: the missing font file and the package that installs
/// it (`make deps` installs them all); nil when the fonts load.
let fontsProblem: String? =
  if case .failure(let error) = loadedRenderer { "\(error)" } else { nil }

extension Trait where Self == ConditionTrait {
  /// Runs a test that draws only where the fonts load; elsewhere it is skipped, and the skip
  /// names the missing file and its package, while the tests that need no fonts still run.
  static var needsFonts: Self {
    .enabled(if: fontsProblem == nil, Comment(rawValue: fontsProblem ?? ""))
  }
}

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

/// ``runTool(_:input:inputFile:environment:)`` on a thread of its own, for runs that draw many
/// pictures: waiting there leaves Swift's few shared threads (one a core) to the other tests,
/// whose own time limits a long blocking wait could otherwise exceed.
func runToolOffThePool(_ arguments: [String], environment: [String: String] = [:]) async throws
  -> ToolRun
{
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(with: Result { try runTool(arguments, environment: environment) })
    }
  }
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
  /// Whether the layout placed `element`: for the elements a state leaves out on purpose.
  func has(_ element: ComposerElement) -> Bool {
    elements.contains { $0.payload.id == element }
  }

  /// What you see of a chip: its filled capsule (or filled circle) when on, its ring when off.
  func shape(ofChip mode: String) throws -> Rect {
    let chip = ComposerElement.chip(mode)
    return has(.part(.capsule, of: chip))
      ? try frame(of: .part(.capsule, of: chip)) : try frame(of: .part(.ring, of: chip))
  }
}

/// The number of frames an animated PNG's acTL chunk declares; throws for a PNG without one.
func animationFrameCount(_ data: Data) throws -> Int {
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

struct NotAnAnimation: Error {}

/// A blue bar on white, 120 × 60 px, its left edge at `x`: moved by a fraction of a pixel, only
/// its edge columns change, which anti-aliasing detection excuses.
func blueBar(x: Double) throws -> Image {
  let canvas = try Canvas(pixelWidth: 120, pixelHeight: 60, scale: 1, background: .white)
  canvas.fill(
    .rect(Rect(x: x, y: 10, width: 60, height: 30)), with: RGBA(red: 0, green: 122, blue: 255))
  return canvas.image
}
