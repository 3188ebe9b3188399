import CUnicode

/// The direction a paragraph is set in: its first strong character's, as a text view's natural
/// direction is (left-to-right when it has none), or the one the caller sets (a right-to-left
/// locale's layout direction).
public enum ParagraphDirection: String, Hashable, Sendable, Codable, CaseIterable {
  case natural
  case leftToRight
  case rightToLeft

  /// The paragraph level ICU takes: -1 asks it for the first strong character's.
  fileprivate var level: Int32 {
    switch self {
    case .natural: -1
    case .leftToRight: 0
    case .rightToLeft: 1
    }
  }
}

/// A paragraph resolved by the Unicode bidi algorithm (UAX #9) in ICU: its level, each UTF-16
/// unit's embedding level, and each line's visual order with rule L1 applied. Offsets are
/// UTF-16 units, ICU's own; callers map them to what they hold.
public final class BidiParagraph {
  /// nil when ICU could not resolve the text (no memory): it is then one left-to-right run,
  /// or right-to-left when that was asked for.
  private let handle: OpaquePointer?
  public let length: Int
  /// Whether the paragraph resolved right-to-left (level 1).
  public let isRightToLeft: Bool
  /// Each UTF-16 unit's level before line breaking (rules X1 to I2): what shaping runs follow.
  public let levels: [UInt8]

  /// One line's levels (rule L1 applied) and its runs of equal level in visual order, left to
  /// right, as ranges of offsets from the line's start.
  public struct Line: Equatable, Sendable {
    public let levels: [UInt8]
    public let runs: [Range<Int>]
  }

  /// `utf16` holds one paragraph: no paragraph separator (LF, CR, NEL, U+2029) inside.
  public init(utf16: [UInt16], direction: ParagraphDirection) {
    length = utf16.count
    handle = utf16.withUnsafeBufferPointer {
      cunicode_bidi_open($0.baseAddress, Int32($0.count), direction.level)
    }
    guard let handle else {
      isRightToLeft = direction == .rightToLeft
      levels = Array(repeating: isRightToLeft ? 1 : 0, count: length)
      return
    }
    isRightToLeft = cunicode_bidi_paragraph_level(handle) == 1
    var resolved = [UInt8](repeating: isRightToLeft ? 1 : 0, count: length)
    _ = resolved.withUnsafeMutableBufferPointer { cunicode_bidi_levels(handle, $0.baseAddress) }
    levels = resolved
  }

  deinit { cunicode_bidi_close(handle) }

  /// The line `range` of the paragraph (UTF-16 offsets within it).
  public func line(_ range: Range<Int>) -> Line {
    let count = range.count
    guard count > 0 else { return Line(levels: [], runs: []) }
    var lineLevels = [UInt8](repeating: 0, count: count)
    var starts = [Int32](repeating: 0, count: count)
    var lengths = [Int32](repeating: 0, count: count)
    let runCount =
      handle.map { handle in
        cunicode_bidi_line(
          handle, Int32(range.lowerBound), Int32(range.upperBound), &lineLevels, &starts, &lengths)
      } ?? -1
    guard runCount > 0 else {
      return Line(levels: Array(levels[range]), runs: [0..<count])
    }
    return Line(
      levels: lineLevels,
      runs: (0..<Int(runCount)).map { Int(starts[$0])..<Int(starts[$0] + lengths[$0]) })
  }
}
