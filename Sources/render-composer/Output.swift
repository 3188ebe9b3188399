import ArgumentParsing
import Foundation
import Raster
import ToolSupport

/// Where a command's file goes: standard output for "-", else the file, written whole; not
/// flushed to disk, since any of these outputs is drawn again in a moment.
enum Output {
  static func write(_ bytes: [UInt8], to path: String) throws {
    if path == "-" {
      FileHandle.standardOutput.write(Data(bytes))
    } else {
      try AtomicFile.write(bytes, to: path, durable: false)
    }
  }

  /// Progress lines, apart from the results on standard output; control characters escaped
  /// (``Console``).
  static func progress(_ line: String) {
    Console(handle: .standardError).line(line)
  }
}

/// Where a command's lines for people go: standard output, or standard error when standard
/// output carries data for a program (`check --json`), so that data is all it carries.
///
/// Each line is written at once (no buffer a killed run would lose), with every control
/// character but the line breaks escaped (`\u{1B}`), so no path or value in a message drives
/// the terminal or a CI log. Values that could hold a line break are escaped where they are
/// put in a message, and paths with control characters are refused on the command line.
struct Console: Sendable {
  let handle: FileHandle

  func line(_ text: String) {
    handle.write(Data((text.terminalEscaped + "\n").utf8))
  }
}

extension ValueFormat where Value == String {
  /// A file the tool writes PNG bytes to: a name ending in one of `extensions` (any case), or
  /// `-` for standard output. Any other name (`card.jpg`) is refused, naming the option,
  /// rather than given PNG bytes under a name that says otherwise.
  static func pngFile(extensions: [String] = ["png"]) -> ValueFormat {
    let names = extensions.map { ".\($0)" }
    return ValueFormat(
      "FILE",
      allowed:
        "a file name ending in \(names.concatenated(separator: " or ")), or - for standard output"
    ) { word in
      word == "-" || names.contains { word.lowercased().hasSuffix($0) } ? word : nil
    }
  }
}
