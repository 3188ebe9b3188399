import Foundation
import Raster

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

  /// Progress lines, apart from the results on standard output.
  static func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// Where a command's lines for people go: standard output, or standard error when standard
/// output carries data for a program (`check --json`), so that data is all it carries.
struct Console {
  let handle: FileHandle

  func line(_ text: String) {
    handle.write(Data((text + "\n").utf8))
  }
}
