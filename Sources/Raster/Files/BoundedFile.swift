import Foundation

/// Reading a whole file whose size has a limit: the size is checked before a byte is read, so
/// a file far larger than any the tool makes (a PNG, a manifest, a report folder's list) costs
/// nothing but the refusal, and the bytes are read once, straight into the array returned.
public enum BoundedFile {
  /// The bytes of the regular file at `path`, when it has at most `limit` bytes; `what` names
  /// the kind of file in the refusal ("a PNG file may be at most 320 MB").
  public static func read(_ path: String, atMost limit: Int, what: String) throws(RasterError)
    -> [UInt8]
  {
    // Non-blocking, so a FIFO in a golden's place is refused below instead of waited on.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw .unreadableFile(
        reason: errno == ENOENT ? "no such file" : "the file cannot be read: \(reason())")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadableFile(reason: "the file cannot be read: \(reason())")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .unreadableFile(reason: "the file cannot be read: it is not a regular file")
    }
    let size = Int(status.st_size)
    guard size <= limit else { throw .fileTooLarge(size: size, limit: limit, what: what) }
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      while initialized < size {
        let count = Foundation.read(
          descriptor, buffer.baseAddress! + initialized, size - initialized)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { failure = errno }
        if count <= 0 { break }  // an error, or a file that shrank while it was read
        initialized += count
      }
    }
    guard failure == 0 else {
      throw .unreadableFile(
        reason: "the file cannot be read: \(String(cString: strerror(failure)))")
    }
    return bytes
  }

  private static func reason() -> String { String(cString: strerror(errno)) }
}

/// "320 MB (335544320 bytes)" for a limit of whole mebibytes, else "N bytes".
func sizeWords(_ bytes: Int) -> String {
  bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB (\(bytes) bytes)" : "\(bytes) bytes"
}
