import ComposerRender
import Layout
import ModelComposer
import SPTheme
import TestSupport
import Testing

/// Geometry of the card as Documentation/Geometry.md fixes it, read from the layout the painter
/// draws.
@Suite(.needsFonts) struct GeometryTests {
  private func lines(_ count: Int) -> String {
    (1...count).map { "Line \($0)" }.joined(separator: "\n")
  }

  @Test(arguments: 1...8)
  func fieldGrowsOneBodyLineAtATimeUpToSix(lineCount: Int) throws {
    let layout = try renderer.layout(Scenario { $0.text = lines(lineCount) })
    // Body leading at Large is 22 pt.
    #expect(try layout.frame(of: .part(.text, of: .field)).height == Double(min(lineCount, 6)) * 22)
  }

  @Test func fieldShowsOneLineWhenEmpty() throws {
    #expect(try renderer.layout(Scenario()).frame(of: .part(.text, of: .field)).height == 22)
  }

  @Test func fieldSitsInsideTheCardWithItsPadding() throws {
    let layout = try renderer.layout(Scenario { $0.text = "Hello" })
    let card = try layout.frame(of: .card)
    let text = try layout.frame(of: .part(.text, of: .field))
    #expect(card == Rect(x: 20, y: 8, width: 353, height: card.height))
    #expect(text.minX - card.minX == 16)
    #expect(card.maxX - text.maxX == 16)
    #expect(text.minY - card.minY == 14)
  }

  /// The renderer draws the host as the example pins the block, and as the README tells an app
  /// to: `Metrics.hostHorizontalInset` from the screen's sides, `hostVerticalInset` above.
  @Test func theHostPinsTheBlockAsMetricsSays() throws {
    typealias Metrics = ModelComposer.Metrics
    let card = try renderer.layout(Scenario { $0.width = 375 }).frame(of: .card)
    #expect((card.minX, card.minY) == (Metrics.hostHorizontalInset, Metrics.hostVerticalInset))
    #expect(card.maxX == 375 - Metrics.hostHorizontalInset)
    let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
    #expect(readme.contains(".padding(.horizontal, \(Int(Metrics.hostHorizontalInset)))"))
  }

  @Test(arguments: SPTheme.DynamicTypeSize.allCases)
  func everyControlKeepsA44PointTarget(size: SPTheme.DynamicTypeSize) throws {
    let idle = try renderer.layout(
      Scenario {
        $0.dynamicTypeSize = size
        $0.modes = ["search"]
        $0.text = "Hi"
      })
    let sending = try renderer.layout(
      Scenario {
        $0.dynamicTypeSize = size
        $0.phase = .sending
      })
    let atLimit = try renderer.layout(
      Scenario {
        $0.dynamicTypeSize = size
        $0.usage = ModelComposer.Usage(remaining: 0, limit: 40)
      })
    // A chip's whole target: what its lane leaves of it is its hit area (LaneTargetTests).
    let chips = ["search", "think", "image"].map { ComposerElement.part(.target, of: .chip($0)) }
    let targets =
      try ([.pill] + chips + [.send]).map(idle.frame)
      + [try sending.frame(of: .send), try atLimit.frame(of: .upgrade)]
    for target in targets {
      #expect(target.width >= 44 && target.height >= 44, "\(target) at \(size)")
    }
  }

  /// The core decides the titles from the type size alone; given room (an iPad-wide card) the
  /// renderer shows exactly those.
  @Test(arguments: SPTheme.DynamicTypeSize.allCases)
  func chipsKeepToTheirSymbolsExactlyAtAccessibilitySizes(size: SPTheme.DynamicTypeSize) throws {
    let layout = try renderer.layout(
      Scenario {
        $0.width = 1024
        $0.dynamicTypeSize = size
        $0.modes = ["search", "think", "image"]
      })
    for mode in ["search", "think", "image"] {
      #expect(layout.has(.part(.title, of: .chip(mode))) == !size.isAccessibilitySize)
    }
  }

  @Test func offChipsShowNoTitleAtAnySize() throws {
    let layout = try renderer.layout(Scenario { $0.width = 1024 })
    let title = ComposerElement.part(.title, of: .chip("search"))
    #expect(!layout.has(title))
    let missing = #expect(throws: MissingElement.self) { try layout.frame(of: title) }
    #expect(missing?.element == title)
  }

  /// Pill, chips' lane and Send on one line: the pill's capsule and Send's circle inside the
  /// card, sharing one centre line with every chip; the chips that don't fit run on inside the
  /// lane rather than wrapping (after the pill in the lane's content, however far it rests
  /// scrolled).
  private func expectOneRow(_ layout: ComposerLayout) throws {
    let card = try layout.frame(of: .card)
    let pill = try layout.frame(of: .part(.capsule, of: .pill))
    let send = try layout.frame(of: .part(.circle, of: .send))
    #expect(pill.minX == card.minX + 10)
    #expect(send.maxX <= card.maxX - 10 && send.minX > pill.maxX)
    for chip in layout.appearance.chips {
      let symbol = try layout.frame(of: .part(.symbol, of: .chip(chip.id)))
      #expect(abs(symbol.midY - pill.midY) < 0.001)
      #expect(symbol.minX + layout.laneScrollOffset > pill.maxX)
    }
    #expect(abs(send.midY - pill.midY) < 0.001)
  }

  @Test func rowStaysOneLineAtAccessibility5On320Points() throws {
    try expectOneRow(
      try renderer.layout(
        Scenario {
          $0.width = 320
          $0.dynamicTypeSize = .accessibility5
          $0.modes = ["search", "think", "image"]
        }))
  }

  @Test(arguments: [320.0, 375, 393, 440])
  func rowStaysOneLineWithEveryChipOn(width: Double) throws {
    try expectOneRow(
      try renderer.layout(
        Scenario {
          $0.width = width
          $0.modes = ["search", "think", "image"]
        }))
  }

  @Test func longModelNameTruncatesInsteadOfWrapping() throws {
    let layout = try renderer.layout(Catalog.entry(named: "long-model-name")!.scenario)
    try expectOneRow(layout)
    // One line of subhead (20 pt leading), narrower than the name would need.
    #expect(try layout.frame(of: .part(.title, of: .pill)).height == 20)
    #expect(try layout.frame(of: .part(.title, of: .pill)).width < 200)
  }

  /// Every gap you see is 12 pt, the least that lets two circles' 44 pt targets touch without
  /// overlapping.
  @Test func circlesSit12PointsApartSoTheirTargetsTouchButNeverOverlap() throws {
    let layout = try renderer.layout(Scenario())
    let search = try layout.frame(of: .chip("search"))
    let think = try layout.frame(of: .chip("think"))
    #expect(abs(think.minX - search.maxX) < 1e-9)
    let circles =
      try layout.frame(of: .part(.ring, of: .chip("think"))).minX
      - layout.frame(of: .part(.ring, of: .chip("search"))).maxX
    #expect(abs(circles - 12) < 1e-9)
    let pillToCircle =
      try layout.frame(of: .part(.ring, of: .chip("search"))).minX
      - layout.frame(of: .part(.capsule, of: .pill)).maxX
    #expect(abs(pillToCircle - 12) < 1e-9)
  }

  @Test(arguments: [(320.0, 1.0), (375, 2), (393, 3), (440, 3), (393, 2.5)])
  func imageIsWidthTimesScaleWide(width: Double, scale: Double) throws {
    let image = try renderer.render(
      Scenario {
        $0.width = width
        $0.scale = scale
      })
    #expect(image.width == Int((width * scale).rounded(.up)))
    let layout = try renderer.layout(
      Scenario {
        $0.width = width
        $0.scale = scale
      })
    #expect(image.height == Int((layout.size.height * scale).rounded(.up)))
  }

  @Test(arguments: [SPTheme.DynamicTypeSize.large, .accessibility3, .accessibility5])
  func openMenuIsContainedInThePicture(size: SPTheme.DynamicTypeSize) throws {
    let layout = try renderer.layout(
      Scenario {
        $0.menuOpen = true
        $0.dynamicTypeSize = size
      })
    let picture = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
    let menu = try layout.frame(of: .menu)
    #expect(picture.contains(menu))
    // What the panel shows of each row: at accessibility5 the list scrolls inside it.
    for model in ModelComposer.Model.samples {
      let row = try layout.frame(of: .menuRow(model.id))
      guard row.minY < menu.maxY else { continue }
      let shown = Rect(
        x: row.minX, y: row.minY, width: row.width, height: min(row.maxY, menu.maxY) - row.minY)
      #expect(picture.contains(shown))
    }
    // It opens upward: its bottom is 5 pt above the pill's capsule, as UIKit opens a menu from
    // a button shorter than 44 pt.
    #expect(try layout.frame(of: .part(.capsule, of: .pill)).minY - menu.maxY == 5)
  }

  @Test func linesUnderTheCardAreEightPointsApartAndInsetSixteen() throws {
    let layout = try renderer.layout(Catalog.entry(named: "failed-and-low")!.scenario)
    let card = try layout.frame(of: .card)
    let error = try layout.frame(of: .errorLine)
    let usage = try layout.frame(of: .usageLine)
    #expect(error.minY - card.maxY == 8)
    #expect(usage.minY - error.maxY == 8)
    #expect(error.minX == card.minX + 16)
    #expect(usage.minX == card.minX + 16)
  }

  /// Targets: the pill's is its capsule (30 = 20 + 10, wider than 44, 6 pt above and below);
  /// Search's circle 12 pt after the capsule, its target reaching 6 pt round it; Think's
  /// capsule 12 pt after Search's circle; Image's circle 12 pt after Think; Send's circle
  /// ending 10 pt inside the card, its target 6 pt beyond.
  @Test func accessibilityElementsComeInReadingOrderWithFrames() throws {
    let layout = try renderer.layout(Scenario { $0.modes = ["think"] })
    #expect(
      try layout.accessibilityReading == """
        1. Ask anything — textField — (20, 8, 353 × 36)
        2. Model, Atlas 3 — button — (30, 52, 83 × 44)
        3. Search, Off — button — (119, 52, 44 × 44)
        4. Think, On — button, selected — (169, 52, 73.5 × 44)
        5. Image, Off — button — (248.5, 52, 44 × 44)
        6. Send — button, notEnabled — (325, 52, 44 × 44)
        7. 12 messages left today. — staticText — (36, 108, 321 × 18)
        """)
  }
}
