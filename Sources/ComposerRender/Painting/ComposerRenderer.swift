import Layout
import ModelComposer
import Raster
import SPTheme

/// Draws scenarios: appearance (the block's own rules) → layout tree → frames → pixels.
///
/// Layout and painting are separate steps so a caller can check geometry without pixels, and
/// so the benchmark can time each. A renderer is cheap to copy and safe to share between
/// threads; each call sets its own text.
public struct ComposerRenderer: Sendable {
  public let fonts: FontLibrary
  /// The tokens of every scenario without a theme of its own.
  public let theme: SPTheme

  /// Recorded in every golden manifest. Bump it with any change meant to move pixels, so a
  /// set of goldens says which renderer drew it.
  public static let version = "1.4.0"

  public init(fonts: FontLibrary, theme: SPTheme = .standard) {
    self.fonts = fonts
    self.theme = theme
  }

  /// With the system's fonts (Inter, Material Icons, DejaVu Sans); throws, naming the file and
  /// the package that installs it, when one is missing.
  public init(theme: SPTheme = .standard) throws {
    self.init(fonts: try FontLibrary.shared(), theme: theme)
  }

  /// How far the picture reaches above a menu panel, as far as the screen's top: twice its
  /// shadow's blur (`Style.menuShadowBlurRadius`), where the shadow has faded to about one
  /// 8-bit step, so it is not cut flat at the picture's top.
  static let menuMargin = 2 * Style.menuShadowBlurRadius

  /// Lays the scenario out. Throws, naming the file and its package, when a font file it needs
  /// cannot be opened (`FontLibrary.checkOpenedFaces()`, in Raster).
  public func layout(_ scenario: Scenario) throws -> ComposerLayout {
    for style in SPTheme.TextStyle.allCases {
      if let font = theme(for: scenario).type[style].brandFont {
        try fonts.checkBrandFont(at: font.file)
      }
    }
    let style = Style(
      theme: theme(for: scenario), scheme: scenario.colorScheme, contrast: scenario.contrast,
      typeSize: scenario.dynamicTypeSize, layoutDirection: scenario.effectiveLayoutDirection)
    let appearance = scenario.appearance
    let tree = ComposerTree(
      appearance: appearance, style: style,
      typesetter: Typesetter(fonts: fonts, locale: scenario.locale),
      width: scenario.width, scale: scenario.scale,
      symbols: scenario.symbols.over(SymbolSet(theme: theme(for: scenario).symbols)))
    let direction = style.layoutDirection
    let section = tree.section.layout(
      proposing: ProposedSize(width: scenario.width, height: nil), direction: direction)
    var elements = tree.withChipHitAreas(tree.withLaneAtRest(section.placements))
    // The screen in the section's coordinates: the host pins the block's bottom to the
    // keyboard's top while the field is focused, else to the safe area's bottom.
    let blockBottom = scenario.screenHeight - scenario.coveredScreenBottom
    let screenTop = section.size.height - blockBottom
    var pictureTop = 0.0
    if appearance.menu.isOpen {
      // The panel opens upward from the pill, as iOS opens a menu near the keyboard, its
      // leading edge at the pill's (the right edge, right to left) and kept `menuScreenMargin`
      // from the screen's sides. The tree always has a pill; the menu never opens without one.
      guard let pill = elements.frame(of: .part(.capsule, of: .pill)) else {
        preconditionFailure("the menu is open but the card has no pill to anchor it to")
      }
      let maximumHeight = ModelComposer.Metrics.menuMaximumHeight(
        pillTop: pill.minY - screenTop, safeAreaTop: scenario.screenDevice.safeAreaTop,
        usableBottom: blockBottom, keyboardIsUp: scenario.focused, typeSize: style.typeSize)
      let margin = ModelComposer.Metrics.menuScreenMargin
      func top(ofPanel size: Size) -> Double {
        pill.minY - ModelComposer.Metrics.menuGap - size.height
      }
      let panel = tree.menu(maximumHeight: maximumHeight).layout(
        proposing: ProposedSize(width: tree.menuWidth, height: nil), direction: direction
      ) { size in
        let leadingX = direction == .leftToRight ? pill.minX : pill.maxX - size.width
        return Point(
          x: max(margin, min(leadingX, scenario.width - margin - size.width)),
          y: top(ofPanel: size))
      }
      elements += panel.placements
      // Room above the panel for its shadow, as far as the screen's top.
      pictureTop = min(pictureTop, top(ofPanel: panel.size) - Self.menuMargin)
    }
    // The picture runs from the screen's top at most (never past the screen) down to the
    // section's bottom; everything moves down by what it holds above the section.
    pictureTop = max(pictureTop, screenTop)
    if pictureTop != 0 {
      elements = elements.map { placement in
        var moved = placement
        moved.frame.origin.y -= pictureTop
        return moved
      }
    }
    let height = section.size.height - pictureTop
    try fonts.checkOpenedFaces()
    return ComposerLayout(
      scenario: scenario, appearance: appearance, style: style,
      size: Size(width: scenario.width, height: height), elements: elements)
  }

  /// Paints a layout. Throws when the picture would exceed the canvas limits (16384 px a side,
  /// 64 Mpx), a symbol has no stand-in glyph, or a font file cannot be opened.
  public func paint(_ layout: ComposerLayout) throws -> Image {
    try paintedCanvas(layout, size: layout.size).image
  }

  /// A canvas of `size` points on the section's background with the layout painted at its top
  /// left; larger than the layout when a caller draws beside it (the accessibility legend).
  func paintedCanvas(_ layout: ComposerLayout, size: Size) throws -> Canvas {
    let scale = layout.scenario.scale
    let canvas = try Canvas(
      pixelWidth: Int((size.width * scale).rounded(.up)),
      pixelHeight: Int((size.height * scale).rounded(.up)), scale: scale,
      background: layout.style.color(.bg))
    try Painter(style: layout.style, fonts: fonts).paint(layout.elements, on: canvas)
    try fonts.checkOpenedFaces()
    return canvas
  }

  /// What `scenario` is drawn with: its own theme, else the renderer's.
  public func theme(for scenario: Scenario) -> SPTheme { scenario.theme ?? theme }

  public func render(_ scenario: Scenario) throws -> Image {
    try paint(layout(scenario))
  }
}

/// The composer laid out for one scenario: every named element's frame in points, in painting
/// order, and what it shows.
public struct ComposerLayout: Sendable {
  public let scenario: Scenario
  public let appearance: ComposerAppearance
  let style: Style
  /// The picture's size in points: taller than the section when the menu is open, and never
  /// taller than the screen above the keyboard or the safe area's bottom (``Scenario/screenHeight``).
  public let size: Size
  public let elements: [Placement<Element>]

  /// The frame of an element (`.card`, `.pill`, `.chip("search")`, `.part(.ring, of: .send)`,
  /// …); throws `MissingElement` when this layout has none, such as `.menu` while it is closed.
  public func frame(of element: ComposerElement) throws(MissingElement) -> Rect {
    guard let frame = elements.frame(of: element) else {
      throw MissingElement(element: element, scenario: scenario.name)
    }
    return frame
  }

  /// VoiceOver's elements in reading order, each with its frame: the hit target for controls
  /// (a chip's whole target, however far its lane is scrolled), the line for text; and what a
  /// tap reaches of it. An element the appearance lists and the layout lacks throws
  /// `MissingElement` rather than dropping out of the reading unnoticed.
  public var accessibilityElements: [PlacedAccessibilityElement] {
    get throws(MissingElement) {
      try appearance.accessibilityElements.map { element throws(MissingElement) in
        PlacedAccessibilityElement(
          element: element, frame: try frame(of: element.id.voiceOverFrame),
          hitArea: elements.frame(of: element.id))
      }
    }
  }
}

/// An element asked of a layout that does not have it.
public struct MissingElement: Error, Equatable, CustomStringConvertible {
  public let element: ComposerElement
  /// The name of the scenario laid out.
  public let scenario: String

  public var description: String { "\(scenario): the layout has no element \(element.name)" }
}

extension [Placement<Element>] {
  /// The first frame tagged `element`, in painting order.
  fileprivate func frame(of element: ComposerElement) -> Rect? {
    first { $0.payload.id == element }?.frame
  }
}

/// A VoiceOver element where the layout put it, in points.
public struct PlacedAccessibilityElement: Sendable {
  public let element: AccessibilityElement
  /// The frame VoiceOver reports: for a chip its whole target even where the lane clips it,
  /// as iOS reports an element of a scroll view, scrolling it into view when it is focused.
  public let frame: Rect
  /// What a tap reaches: the frame, but for a chip the part of it inside the lane's hit
  /// region, and nil for a chip scrolled wholly out of it.
  public let hitArea: Rect?
}

extension ComposerElement {
  /// The element whose frame VoiceOver reports for this one: a chip's whole target
  /// (`Part.target`), since the chip's own frame in a layout is its hit area.
  fileprivate var voiceOverFrame: ComposerElement {
    if case .chip = self { .part(.target, of: self) } else { self }
  }
}
