/// An app's own symbol as SVG path data (the `d` attribute) on a 24 × 24 grid, Material Icons'
/// and SF Symbols' nominal square, y down: what a scenario names beside the SF Symbol stand-ins
/// of ``IconTable``, drawn filled (non-zero) in the symbol's colour.
///
/// Every command but the elliptical arc is read: `M L H V C S Q T Z`, absolute and relative,
/// with SVG's implicit repetition. An arc would need sine and cosine to become curves, which no
/// picture may use (Documentation/Determinism.md), so `A` is refused, asking for curves.
public struct SymbolOutline: Hashable, Sendable {
  /// The path data as written, which a scenario's JSON gives back.
  public let pathData: String
  /// The outline in grid units.
  public let path: Path

  /// The side of the grid the path data is drawn on.
  public static let gridSize = 24.0

  public init(pathData: String) throws(SymbolOutlineError) {
    self.pathData = pathData
    var reader = PathDataReader(Array(pathData.unicodeScalars))
    path = try reader.read()
  }

  public static func == (lhs: SymbolOutline, rhs: SymbolOutline) -> Bool {
    lhs.pathData == rhs.pathData
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(pathData) }

  /// The outline with its grid `size` points wide, its top-left corner at `origin`.
  public func path(size: Double, at origin: Point) -> Path {
    let scale = size / Self.gridSize
    func place(_ point: Point) -> Point {
      Point(x: origin.x + point.x * scale, y: origin.y + point.y * scale)
    }
    var placed = Path()
    for element in path.elements {
      switch element {
      case .move(let to): placed.move(to: place(to))
      case .line(let to): placed.line(to: place(to))
      case .quadCurve(let to, let control): placed.quadCurve(to: place(to), control: place(control))
      case .curve(let to, let control1, let control2):
        placed.curve(to: place(to), control1: place(control1), control2: place(control2))
      case .closeSubpath: placed.closeSubpath()
      }
    }
    return placed
  }
}

/// Path data that cannot be read, and where.
public struct SymbolOutlineError: Error, Equatable, CustomStringConvertible {
  public let description: String
}

/// SVG path data read command by command (SVG 1.1, "Path data").
private struct PathDataReader {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var path = Path()
  private var current = Point(x: 0, y: 0)
  private var subpathStart = Point(x: 0, y: 0)
  /// The last curve's second control point (for `S`) or control point (for `T`), reflected
  /// by the next smooth curve of the same kind.
  private var lastCubicControl: Point?
  private var lastQuadControl: Point?

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  mutating func read() throws(SymbolOutlineError) -> Path {
    skipSeparators()
    guard index < scalars.count else { throw failure("the path data is empty") }
    var command: Unicode.Scalar?
    while true {
      skipSeparators()
      guard index < scalars.count else { break }
      if isCommand(scalars[index]) {
        command = scalars[index]
        index += 1
      } else if command == nil {
        throw failure("expected a command such as M, got \"\(scalars[index])\"")
      }
      guard let letter = command else { break }
      try perform(letter)
      // After a move, further coordinate pairs are lines (SVG's implicit repetition).
      if letter == "M" { command = "L" } else if letter == "m" { command = "l" }
      if letter == "Z" || letter == "z" { command = nil }
    }
    guard path.elements.contains(where: { if case .move = $0 { false } else { true } }) else {
      throw failure("the path draws nothing")
    }
    return path
  }

  private mutating func perform(_ letter: Unicode.Scalar) throws(SymbolOutlineError) {
    let relative = letter.properties.isLowercase
    func point(_ x: Double, _ y: Double) -> Point {
      relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
    }
    var cubic: Point?
    var quad: Point?
    switch letter {
    case "M", "m":
      let to = point(try number(letter), try number(letter))
      path.move(to: to)
      subpathStart = to
      current = to
    case "L", "l":
      current = point(try number(letter), try number(letter))
      path.line(to: current)
    case "H", "h":
      let x = try number(letter)
      current = Point(x: relative ? current.x + x : x, y: current.y)
      path.line(to: current)
    case "V", "v":
      let y = try number(letter)
      current = Point(x: current.x, y: relative ? current.y + y : y)
      path.line(to: current)
    case "C", "c", "S", "s":
      let control1: Point
      if letter == "C" || letter == "c" {
        control1 = point(try number(letter), try number(letter))
      } else {
        control1 = reflected(lastCubicControl)
      }
      let control2 = point(try number(letter), try number(letter))
      let to = point(try number(letter), try number(letter))
      path.curve(to: to, control1: control1, control2: control2)
      current = to
      cubic = control2
    case "Q", "q", "T", "t":
      let control =
        letter == "Q" || letter == "q"
        ? point(try number(letter), try number(letter)) : reflected(lastQuadControl)
      let to = point(try number(letter), try number(letter))
      path.quadCurve(to: to, control: control)
      current = to
      quad = control
    case "Z", "z":
      path.closeSubpath()
      current = subpathStart
    case "A", "a":
      throw failure(
        "arcs (\"\(letter)\") cannot be drawn without sine and cosine, which no picture uses; "
          + "convert them to curves (C)")
    default:
      throw failure("\"\(letter)\" is not a path command")
    }
    lastCubicControl = cubic
    lastQuadControl = quad
  }

  /// The current point's mirror of `control`, or the current point when the last segment was
  /// not a curve of the same kind.
  private func reflected(_ control: Point?) -> Point {
    guard let control else { return current }
    return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
  }

  private func isCommand(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic && scalar != "e" && scalar != "E"
  }

  private mutating func skipSeparators() {
    while index < scalars.count, scalars[index] == "," || scalars[index].properties.isWhitespace {
      index += 1
    }
  }

  /// A number: an optional sign, digits with at most one point, an optional exponent.
  private mutating func number(_ command: Unicode.Scalar) throws(SymbolOutlineError) -> Double {
    skipSeparators()
    let start = index
    if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
    var sawPoint = false
    var sawDigit = false
    while index < scalars.count {
      let scalar = scalars[index]
      if ("0"..."9").contains(scalar) {
        sawDigit = true
      } else if scalar == ".", !sawPoint {
        sawPoint = true
      } else {
        break
      }
      index += 1
    }
    if sawDigit, index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      index += 1
      if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
      while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
    }
    let text = String(String.UnicodeScalarView(scalars[start..<index]))
    guard sawDigit, let value = Double(text), value.isFinite else {
      index = start
      throw failure("expected a number after \"\(command)\"")
    }
    return value
  }

  private func failure(_ problem: String) -> SymbolOutlineError {
    SymbolOutlineError(description: "at character \(index + 1): \(problem)")
  }
}
