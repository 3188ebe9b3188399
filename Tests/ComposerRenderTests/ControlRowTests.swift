import ComposerRender
import Layout
import ModelComposer
import Raster
import SPTheme
import TestSupport
import Testing

/// The control row laid out by eye (Documentation/Geometry.md, "Control row"), over widths,
/// type sizes and chips that were not drawn for the catalog, asserted on the layout's frames.
@Suite(.needsFonts) struct ControlRowTests {
  static let modes = ["search", "think", "image"]
  static let widths = [320.0, 375, 393, 440]
  static let titledSizes: [SPTheme.DynamicTypeSize] = [.xSmall, .large, .xLarge, .xxxLarge]
  static let accessibilitySizes = SPTheme.DynamicTypeSize.allCases.filter(\.isAccessibilitySize)

  func layout(
    width: Double = 393, size: SPTheme.DynamicTypeSize = .large, modes: Set<String> = [],
    name: String? = nil, configure: (inout Scenario) -> Void = { _ in }
  ) throws -> ComposerLayout {
    try renderer.layout(
      Scenario {
        $0.width = width
        $0.dynamicTypeSize = size
        $0.modes = Self.modes.filter(modes.contains)
        if let name {
          $0.models = [ModelComposer.Model(id: "m", name: name, detail: "")]
          $0.model = "m"
        }
        configure(&$0)
      })
  }

  // MARK: Titles

  @Test(
    arguments: [
      (393.0, SPTheme.DynamicTypeSize.large), (320, .large), (320, .xxxLarge), (375, .xSmall),
      (440, .xxLarge), (320, .medium),
    ])
  func everyOnChipShowsItsNameBelowTheAccessibilitySizes(
    width: Double, size: SPTheme.DynamicTypeSize
  ) throws {
    for on in [["think"], ["search", "image"], Self.modes] {
      let layout = try layout(width: width, size: size, modes: Set(on))
      for mode in Self.modes {
        let title = ComposerElement.part(.title, of: .chip(mode))
        #expect(layout.has(title) == on.contains(mode), "\(mode) at \(size), \(width) pt")
        guard on.contains(mode) else { continue }
        let capsule = try layout.frame(of: .part(.capsule, of: .chip(mode)))
        let symbol = try layout.frame(of: .part(.symbol, of: .chip(mode)))
        let name = try layout.frame(of: title)
        #expect(name.width > 20 && capsule.contains(name) && capsule.contains(symbol))
        // 10 · symbol · 4 · name · 10, the symbol's and the name's ink.
        #expect(abs(symbol.minX - capsule.minX - 10) < 0.001)
        #expect(abs(name.minX - symbol.maxX - 4) < 0.001)
        #expect(abs(capsule.maxX - name.maxX - 10) < 0.001)
      }
    }
  }

  @Test(arguments: ControlRowTests.accessibilitySizes, [320.0, 393])
  func atAccessibilitySizesEveryChipKeepsToItsSymbolInA32PointCircle(
    size: SPTheme.DynamicTypeSize, width: Double
  ) throws {
    let layout = try layout(width: width, size: size, modes: ["search", "image"])
    for mode in Self.modes {
      #expect(!layout.has(.part(.title, of: .chip(mode))))
      let circle = try layout.shape(ofChip: mode)
      #expect(circle.width == 32 && circle.height == 32)
    }
  }

  // MARK: The pill

  /// With every chip on, at 320 pt, the sample names and names of their kind stay whole (and
  /// at 375 pt longer ones): the pill's name is as wide as on a screen with room to spare.
  @Test(
    arguments: [
      (320.0, "Atlas 3"), (320, "Atlas 3 Mini"), (320, "Atlas 3 Max"), (320, "GPT-4o mini"),
      (375, "Gemini 2.5 Pro"),
    ], [SPTheme.DynamicTypeSize.large, .xxxLarge, .accessibility3])
  func thePillsNameIsWholeWithEveryChipOn(
    screen: (width: Double, name: String), size: SPTheme.DynamicTypeSize
  ) throws {
    let name = screen.name
    let narrow = try layout(width: screen.width, size: size, modes: Set(Self.modes), name: name)
    let roomy = try layout(width: 2000, size: size, modes: Set(Self.modes), name: name)
    let title = ComposerElement.part(.title, of: .pill)
    #expect(try narrow.frame(of: title).width == roomy.frame(of: title).width)
  }

  /// A name wider than half the row truncates to half the row, and no further.
  @Test(arguments: ControlRowTests.widths)
  func aLongNameTruncatesAtHalfTheRow(width: Double) throws {
    let layout = try layout(
      width: width, modes: ["think"], name: "Atlas 3 Extended Reasoning Preview Edition")
    let card = try layout.frame(of: .card)
    let row = card.width - 20
    let title = try layout.frame(of: .part(.title, of: .pill))
    #expect(title.width <= row / 2 && title.width > row / 2 - 12)
    #expect(title.height == 20, "one line of subhead")
  }

  /// 12 pt · name · 4 pt · chevrons · 12 pt, the name's and the chevrons' ink.
  @Test(arguments: [SPTheme.DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility2])
  func thePillsPaddingIsMeasuredFromTheInk(size: SPTheme.DynamicTypeSize) throws {
    let layout = try layout(size: size)
    let capsule = try layout.frame(of: .part(.capsule, of: .pill))
    let title = try layout.frame(of: .part(.title, of: .pill))
    let chevron = try layout.frame(of: .part(.chevron, of: .pill))
    #expect(abs(title.minX - capsule.minX - 12) < 0.001)
    #expect(abs(chevron.minX - title.maxX - 4) < 0.001)
    #expect(abs(capsule.maxX - chevron.maxX - 12) < 0.001)
  }

  // MARK: Gaps and corners

  /// The same gap you see between the pill and the first chip and between chips, in every
  /// mix of on and off; and between the last chip and Send when they fit.
  @Test(
    arguments: ControlRowTests.widths,
    ControlRowTests.titledSizes + [.accessibility1, .accessibility4])
  func theVisibleGapsBetweenNeighboursAreEqual(width: Double, size: SPTheme.DynamicTypeSize)
    throws
  {
    for on in [[], ["think"], ["search", "image"], Self.modes] {
      let layout = try layout(width: width, size: size, modes: Set(on))
      var shapes = [try layout.frame(of: .part(.capsule, of: .pill))]
      shapes += try Self.modes.map { try layout.shape(ofChip: $0) }
      let gaps = zip(shapes, shapes.dropFirst()).map { $1.minX - $0.maxX }
      for gap in gaps {
        #expect(abs(gap - gaps[0]) < 0.5, "\(on) at \(size), \(width) pt: \(gaps)")
      }
      let send = try layout.frame(of: .part(.circle, of: .send))
      let lane = try layout.frame(of: .part(.lane, of: .controlRow))
      if shapes.last!.maxX + 12 <= lane.maxX + 0.001 {
        #expect(send.minX - shapes.last!.maxX >= gaps[0] - 0.5)
      }
    }
  }

  /// Send's circle sits as far from the card's trailing edge as from its bottom, and the
  /// pill's capsule as far from the leading edge as from the bottom; below xLarge, where both
  /// are 32 pt tall, all four are the same 10 pt.
  @Test(arguments: ControlRowTests.widths, SPTheme.DynamicTypeSize.allCases)
  func thePillAndSendNestInTheCardsCorners(width: Double, size: SPTheme.DynamicTypeSize)
    throws
  {
    for phase in [Scenario.Phase.idle, .sending] {
      let layout = try layout(width: width, size: size, modes: ["think"]) { $0.phase = phase }
      let card = try layout.frame(of: .card)
      let send = try layout.frame(of: .part(.circle, of: .send))
      let pill = try layout.frame(of: .part(.capsule, of: .pill))
      #expect(abs((card.maxX - send.maxX) - (card.maxY - send.maxY)) < 0.001)
      #expect(abs(pill.minX - card.minX - 10) < 0.001)
      #expect(abs(card.maxY - pill.maxY - 10) < 0.001)
      #expect(abs(pill.midY - send.midY) < 0.001)
      if size < .xLarge { #expect(abs(card.maxX - send.maxX - 10) < 0.001) }
    }
  }

  /// Where the chips fit, every target is at least 44 pt each way, contains what it is the
  /// target of, and none lies over another.
  @Test(arguments: [(393.0, SPTheme.DynamicTypeSize.large), (440, .xSmall), (393, .accessibility5)])
  func targetsAre44PointsAndNeverOverlap(width: Double, size: SPTheme.DynamicTypeSize) throws {
    let layout = try layout(width: width, size: size, modes: ["think"])
    let controls: [(ComposerElement, ComposerElement)] =
      [(.pill, .part(.capsule, of: .pill))]
      + Self.modes.map { (.chip($0), .part(.symbol, of: .chip($0))) }
      + [(.send, .part(.circle, of: .send))]
    let targets = try controls.map { target, shape in
      let frame = try layout.frame(of: target)
      #expect(frame.width >= 44 && frame.height >= 44)
      #expect(frame.contains(try layout.frame(of: shape)))
      return frame
    }
    for (left, right) in zip(targets, targets.dropFirst()) {
      #expect(right.minX >= left.maxX - 0.001, "\(right) overlaps \(left)")
    }
  }

  // MARK: The lane

  /// At 320 pt with a long name and every chip on, the chips run past the lane's end: the
  /// lane spans the pill's capsule to Send's circle, the first chip 12 pt in; in the lane's
  /// last 12 pt the picture is the card's colour, and before the 24 pt fade the chip shows.
  @Test func chipsThatDontFitRunPastTheLaneAndFadeAtItsEnd() throws {
    let layout = try renderer.layout(
      try #require(Catalog.entry(named: "chips-overflow-320")).scenario)
    let lane = try layout.frame(of: .part(.lane, of: .controlRow))
    let pill = try layout.frame(of: .part(.capsule, of: .pill))
    let send = try layout.frame(of: .part(.circle, of: .send))
    #expect(lane.minX == pill.maxX && lane.maxX == send.minX)
    #expect(try layout.shape(ofChip: "search").minX == lane.minX + 12)
    let cut = try Self.modes.map { try layout.shape(ofChip: $0) }
      .first { $0.minX < lane.maxX && $0.maxX > lane.maxX }
    let chip = try #require(cut, "a chip lies across the lane's end")
    let image = try renderer.paint(layout)
    let scale = layout.scenario.scale
    let y = Int(chip.midY * scale)
    let surface = RGBA(red: 0xF2, green: 0xF2, blue: 0xF7)
    for x in Int(((lane.maxX - 12) * scale).rounded())..<Int((lane.maxX * scale).rounded()) {
      #expect(image.pixel(x: x, y: y) == surface, "at \(x)")
    }
    let before = image.pixel(x: Int((lane.maxX - 38) * scale), y: y)
    #expect(before != surface, "the chip shows before the fade")
  }

  /// The row is one arrangement whatever the chips show: the same elements in the same order
  /// with none on, one on and all on, so a toggle changes a chip, never the row.
  @Test(arguments: [393.0, 320])
  func theRowKeepsItsElementsAcrossAToggle(width: Double) throws {
    func wholeElements(_ on: Set<String>) throws -> [ComposerElement] {
      let layout = try layout(width: width, modes: on)
      var seen: [ComposerElement] = []
      for placement in layout.elements {
        let whole = placement.payload.id.whole
        guard
          [.pill, .send].contains(whole) || Self.modes.map(ComposerElement.chip).contains(whole)
            || placement.payload.id == .part(.lane, of: .controlRow)
        else { continue }
        if seen.last != whole { seen.append(whole) }
      }
      return seen
    }
    let off = try wholeElements([])
    #expect(off.count == 6)
    #expect(try wholeElements(["think"]) == off)
    #expect(try wholeElements(Set(Self.modes)) == off)
  }

  // MARK: Symbols

  /// Send's glyph and the chips' symbols follow one rule: their font no larger than xLarge,
  /// so at the accessibility sizes the arrow is no larger than the chips' symbols.
  @Test(
    arguments: [
      (SPTheme.DynamicTypeSize.xSmall, 14.0), (.large, 18), (.xLarge, 20), (.xxxLarge, 20),
      (.accessibility3, 20), (.accessibility5, 20),
    ])
  func sendAndTheChipsSymbolsShareOneSize(size: SPTheme.DynamicTypeSize, em: Double) throws {
    let layout = try layout(size: size, modes: ["think"])
    for symbol in [ComposerElement.send] + Self.modes.map(ComposerElement.chip) {
      #expect(try layout.frame(of: .part(.symbol, of: symbol)).height == em, "\(symbol)")
    }
  }

  // MARK: The lines under the card

  /// The usage line's text starts 8 pt under the card in every state: with and without the
  /// limit, a reset time and Upgrade; the first line is the error when there is one.
  @Test(arguments: [320.0, 393], [SPTheme.DynamicTypeSize.large, .xxxLarge, .accessibility3])
  func theUsageLineSitsEightPointsUnderTheCardInEveryState(
    width: Double, size: SPTheme.DynamicTypeSize
  ) throws {
    let resets = Scenario.referenceNow.addingTimeInterval(21 * 3600)
    let usages = [
      ModelComposer.Usage(remaining: 12, limit: 40),
      ModelComposer.Usage(remaining: 3, limit: 40, resets: resets),
      ModelComposer.Usage(remaining: 0, limit: 40, resets: resets),
      ModelComposer.Usage(remaining: 0, limit: 40),
    ]
    for usage in usages {
      for hasUpgrade in [true, false] {
        let layout = try layout(width: width, size: size) {
          $0.usage = usage
          $0.hasUpgrade = hasUpgrade
        }
        let card = try layout.frame(of: .card)
        #expect(try layout.frame(of: .part(.text, of: .usageLine)).minY - card.maxY == 8)
        #expect(try layout.frame(of: .usageLine).minY - card.maxY == 8)
      }
    }
    let failed = try layout(width: width, size: size) {
      $0.phase = .failed
      $0.text = "Hello"
      $0.usage = ModelComposer.Usage(remaining: 0, limit: 40)
    }
    let card = try failed.frame(of: .card)
    let error = try failed.frame(of: .part(.text, of: .errorLine))
    #expect(error.minY - card.maxY == 8)
    #expect(try failed.frame(of: .part(.text, of: .usageLine)).minY - error.maxY == 8)
  }

  /// Upgrade's first baseline is the usage line's, and its 44 pt target reaches past the text
  /// (4 pt above it, the rest below) without reaching the card.
  @Test(arguments: [320.0, 393], [SPTheme.DynamicTypeSize.xSmall, .large, .accessibility2])
  func upgradeSitsOnTheUsageLinesFirstBaseline(width: Double, size: SPTheme.DynamicTypeSize)
    throws
  {
    let layout = try layout(width: width, size: size) {
      $0.usage = ModelComposer.Usage(remaining: 0, limit: 40)
    }
    let usage = try layout.frame(of: .part(.text, of: .usageLine))
    let title = try layout.frame(of: .part(.title, of: .upgrade))
    let usageFont = SPTheme.TextToken(.footnote).resolved(at: size)
    let upgradeFont = SPTheme.TextToken(.subhead).weight(.semibold).resolved(
      at: min(size, .xxxLarge))
    func baseline(_ font: SPTheme.ResolvedFont, weight: FontWeight) -> Double {
      renderer.fonts.baseline(
        for: TextStyle(size: font.size, weight: weight), lineHeight: font.leading)
    }
    #expect(
      abs(
        (title.minY + baseline(upgradeFont, weight: .semibold))
          - (usage.minY + baseline(usageFont, weight: .regular))) < 0.001)
    let target = try layout.frame(of: .upgrade)
    #expect(target.height == 44 && target.width >= 44 && target.contains(title))
    #expect(abs(title.minY - target.minY - 4) < 0.001)
    #expect(target.minY > (try layout.frame(of: .card)).maxY)
    #expect(abs(title.maxX - (try layout.frame(of: .card)).maxX + 16) < 0.001)
  }
}
