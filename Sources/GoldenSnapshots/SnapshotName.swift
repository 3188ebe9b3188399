/// A snapshot's name made safe as a file name on any file system: ASCII letters, digits, `.`,
/// `-` and `_` are kept; every run of anything else (spaces, slashes, colons, parentheses,
/// other scripts) becomes one `-`; leading and trailing `.` and `-` go, so a golden is never
/// a hidden file, nor taken for a temporary file a killed run left behind. At most 200
/// characters, which leaves room for `.expected.png` within the usual 255-byte limit.
///
///     "limitReached()" → "limitReached", "menu/open: dark" → "menu-open-dark"
enum SnapshotName {
  static let maximumLength = 200

  /// Empty when `name` has nothing a file name can keep.
  static func sanitized(_ name: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || ".-_".unicodeScalars.contains(scalar)
      {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    while let first = result.first, ".-".contains(first) { result.removeFirst() }
    result = String(result.prefix(maximumLength))
    while let last = result.last, ".-".contains(last) { result.removeLast() }
    return result
  }
}
