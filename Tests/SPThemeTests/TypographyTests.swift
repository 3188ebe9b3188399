import SPTheme
import Testing

typealias Size = SPTheme.DynamicTypeSize

/// Documentation/iOSFacts.md, "Dynamic Type sizes" (the HIG's table), size/leading per
/// category.
private let ramp:
  [(Size, body: [Double], subhead: [Double], footnote: [Double], caption: [Double])] =
    [
      (.xSmall, [14, 19], [12, 16], [12, 16], [11, 13]),
      (.small, [15, 20], [13, 18], [12, 16], [11, 13]),
      (.medium, [16, 21], [14, 19], [12, 16], [11, 13]),
      (.large, [17, 22], [15, 20], [13, 18], [12, 16]),
      (.xLarge, [19, 24], [17, 22], [15, 20], [14, 19]),
      (.xxLarge, [21, 26], [19, 24], [17, 22], [16, 21]),
      (.xxxLarge, [23, 29], [21, 28], [19, 24], [18, 23]),
      (.accessibility1, [28, 34], [25, 31], [23, 29], [22, 28]),
      (.accessibility2, [33, 40], [30, 37], [27, 33], [26, 32]),
      (.accessibility3, [40, 48], [36, 43], [33, 40], [32, 39]),
      (.accessibility4, [47, 56], [42, 50], [38, 46], [37, 44]),
      (.accessibility5, [53, 62], [49, 58], [44, 52], [43, 51]),
    ]

private func pair(_ style: SPTheme.TextStyle, _ size: Size) -> [Double] {
  let metrics = style.metrics(at: size)
  return [metrics.size, metrics.leading]
}

@Test func rampCoversEverySizeInOrder() {
  #expect(ramp.map(\.0) == Size.allCases)
}

@Test(arguments: ramp)
func rampMatchesHIG(
  size: Size, body: [Double], subhead: [Double], footnote: [Double], caption: [Double]
) {
  #expect(pair(.body, size) == body)
  #expect(pair(.headline, size) == body)  // Headline shares Body's sizes, in Semibold.
  #expect(pair(.subhead, size) == subhead)
  #expect(pair(.footnote, size) == footnote)
  #expect(pair(.caption, size) == caption)
}

@Test func sizesKeepSwiftUIsCaseNamesAndOrder() {
  #expect(
    Size.allCases.map(\.rawValue) == [
      "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
      "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ])
  #expect(Size.allCases.sorted() == Size.allCases)
  #expect(Size.xxxLarge < .accessibility1)
  #expect(!(Size.large < .large))
}

@Test(arguments: Size.allCases)
func onlyAX1ThroughAX5AreAccessibilitySizes(size: Size) {
  #expect(size.isAccessibilitySize == size.rawValue.hasPrefix("accessibility"))
}

@Test func headlineIsSemiboldAndTheRestRegular() {
  let type = SPTheme.standard.type
  #expect(
    [type.body, type.subhead, type.footnote, type.caption, type.headline].map(\.weight) == [
      .regular, .regular, .regular, .regular, .semibold,
    ])
  #expect(type.headline.style == .headline)
}

@Test func modifiersReadLikeSwiftUI() {
  let token = SPTheme.standard.type.footnote.weight(.semibold).monospacedDigit()
  #expect(token == SPTheme.TextToken(.footnote, weight: .semibold, monospacedDigits: true))
  #expect(SPTheme.standard.type.footnote.monospacedDigits == false)
}

@Test func resolvedFontCarriesTheRampAndTheToken() {
  let font = SPTheme.standard.type.subhead.weight(.semibold).resolved(at: .accessibility2)
  #expect(font.size == 30)
  #expect(font.leading == 37)
  #expect(font.weight == .semibold)
  #expect(font.monospacedDigits == false)
}
