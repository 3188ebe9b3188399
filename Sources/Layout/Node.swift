/// Content whose size depends on the space offered, such as wrapped text. Layout knows nothing
/// of fonts: the renderer supplies an implementation backed by its shaper.
public protocol Measurable: Sendable {
  /// The size this content takes for a proposal. A `nil` width asks for the unwrapped width.
  func size(fitting proposal: ProposedSize) -> Size
}

/// A layout tree, built with modifiers the way a SwiftUI view is, so a tree reads in the same
/// order as the view it models: `content.padding(8).frame(minHeight: 44).background(card)`.
///
/// `Payload` marks the nodes a caller wants frames for (what to paint, which control is which);
/// the engine never looks inside it.
public indirect enum Node<Payload: Sendable>: Sendable {
  /// Measured content (text).
  case content(any Measurable)
  /// Takes whatever it is offered, like a SwiftUI `Shape` or `Color`; 10 pt when asked for
  /// its ideal size, as SwiftUI's shapes answer.
  case fill
  /// Stretches along its stack's axis; at least `minLength`.
  case spacer(minLength: Double)
  case stack(Axis, alignment: AxisAlignment, spacing: Double, children: [Node])
  case padding(EdgeInsets, Node)
  case fixedFrame(width: Double?, height: Double?, alignment: Alignment, Node)
  case flexibleFrame(FlexibleFrame, Node)
  /// Proposes `nil` (ideal size) on the chosen axes, as `.fixedSize(horizontal:vertical:)`.
  case fixedSize(horizontal: Bool, vertical: Bool, Node)
  case layoutPriority(Double, Node)
  /// The first child whose ideal length along `axis` fits the offer, else the last one, as
  /// SwiftUI's `ViewThatFits(in:)` chooses.
  case firstFitting(Axis, [Node])
  /// A second tree sized to the first one's frame, drawn behind it (`background`) or in
  /// front (`overlay`). The result has the first tree's size.
  case layer(Node, LayerOrder, Node, alignment: Alignment)
  case tagged(Payload, Node)

  public enum LayerOrder: Sendable {
    case background
    case overlay
  }
}

/// The bounds of `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
public struct FlexibleFrame: Hashable, Sendable {
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: Alignment

  public init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}

extension Node {
  public static func hStack(
    alignment: AxisAlignment = .center, spacing: Double = 0, _ children: [Node]
  ) -> Node {
    .stack(.horizontal, alignment: alignment, spacing: spacing, children: children)
  }

  public static func vStack(
    alignment: AxisAlignment = .center, spacing: Double = 0, _ children: [Node]
  ) -> Node {
    .stack(.vertical, alignment: alignment, spacing: spacing, children: children)
  }

  public static func firstFitting(along axis: Axis, _ candidates: [Node]) -> Node {
    .firstFitting(axis, candidates)
  }

  public static func spacer(_ minLength: Double = 0) -> Node {
    .spacer(minLength: minLength)
  }

  public func padding(_ insets: EdgeInsets) -> Node {
    .padding(insets, self)
  }

  public func padding(_ all: Double) -> Node {
    .padding(EdgeInsets(all), self)
  }

  public func padding(horizontal: Double = 0, vertical: Double = 0) -> Node {
    .padding(EdgeInsets(horizontal: horizontal, vertical: vertical), self)
  }

  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> Node
  {
    .fixedFrame(width: width, height: height, alignment: alignment, self)
  }

  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> Node {
    .flexibleFrame(
      FlexibleFrame(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
        minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
        alignment: alignment),
      self)
  }

  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Node {
    .fixedSize(horizontal: horizontal, vertical: vertical, self)
  }

  public func layoutPriority(_ priority: Double) -> Node {
    .layoutPriority(priority, self)
  }

  public func background(_ layer: Node, alignment: Alignment = .center) -> Node {
    .layer(self, .background, layer, alignment: alignment)
  }

  public func overlay(_ layer: Node, alignment: Alignment = .center) -> Node {
    .layer(self, .overlay, layer, alignment: alignment)
  }

  public func tagged(_ payload: Payload) -> Node {
    .tagged(payload, self)
  }
}
