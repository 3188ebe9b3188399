extension Unicode.Scalar {
  /// Draws nothing a reader could see: whitespace and newlines (`White_Space`), format characters
  /// (general category Cf: U+200B zero width space, U+2060 word joiner, U+FEFF, U+200D, the
  /// bidi controls, the tags), other control characters (Cc), and the code points Unicode says
  /// to draw as nothing when unsupported (`Default_Ignorable_Code_Point`: the variation
  /// selectors U+FE00–U+FE0F and U+E0100–U+E01EF, U+034F, U+115F, U+3164 Hangul filler, …).
  /// Decided by the scalar's Unicode properties, so a new invisible character is covered as
  /// soon as the standard library's Unicode data knows it.
  var isInvisible: Bool {
    properties.isWhitespace || properties.isDefaultIgnorableCodePoint
      || properties.generalCategory == .format || properties.generalCategory == .control
  }
}

extension Character {
  /// Every scalar of the character is invisible: a lone U+FE0F is, but "❤️" (U+2764 U+FE0F)
  /// and "e" with a combining accent are not, since they hold something to see.
  var isInvisible: Bool { unicodeScalars.allSatisfy(\.isInvisible) }
}

extension StringProtocol {
  /// Nothing in it a reader could see (`Character.isInvisible`): Send stays off for it. The one
  /// rule behind Send's state and a message's trimming.
  var isBlank: Bool { allSatisfy(\.isInvisible) }

  /// Without the invisible characters at either end: what a message carries. Whole characters
  /// are trimmed, never parts of one, so an emoji's variation selector stays with its emoji,
  /// and what is left is empty exactly when the text `isBlank`.
  func trimmingInvisible() -> String {
    guard let first = firstIndex(where: { !$0.isInvisible }),
      let last = lastIndex(where: { !$0.isInvisible })
    else { return "" }
    return String(self[first...last])
  }
}
