import CUnicode

/// Where a line may end, by UAX #14 as ICU's line break iterator tailors it for a locale:
/// Japanese and Chinese kinsoku (no line starts with "。" or ends with "「"), Thai, Lao, Khmer
/// and Burmese words found in ICU's dictionaries.
public enum LineBreaks {
  /// The UTF-16 offsets before which a line may start, in increasing order, the last being the
  /// text's length (mandatory breaks among them); only that last one when ICU fails. `locale`
  /// is an identifier such as "ja_JP" or "th-TH"; "" is the root's rules.
  public static func opportunities(in utf16: [UInt16], locale: String) -> [Int] {
    guard !utf16.isEmpty else { return [] }
    var offsets = [Int32](repeating: 0, count: utf16.count)
    let count = utf16.withUnsafeBufferPointer { text in
      cunicode_line_breaks(text.baseAddress, Int32(text.count), locale, &offsets)
    }
    guard count > 0 else { return [utf16.count] }
    return offsets[..<Int(count)].map(Int.init)
  }
}
