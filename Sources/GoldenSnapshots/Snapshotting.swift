import Raster

/// How to snapshot a value, in the manner of swift-snapshot-testing's `Snapshotting`: turn it
/// into a `Format` (a picture, a text), store that as a golden file with `pathExtension`, and
/// compare it through `diffing`. Composed with `pullback`, so the strategy for pictures becomes
/// one for scenarios by drawing them first, and the one for text one for scenarios by reading
/// their VoiceOver order.
public struct Snapshotting<Value, Format>: Sendable {
  /// The golden file's extension: "png", "txt", "json".
  public var pathExtension: String
  public var diffing: Diffing<Format>
  public var snapshot: @Sendable (Value) throws -> Format
  /// The theme a value is drawn with, as its golden's manifest entry names it (``GoldenDigest``);
  /// nil names none (the standard theme, or a value with no theme). ``pullback(_:)`` drops it:
  /// the strategy for the new value says what draws that.
  public var theme: (@Sendable (Value) -> String?)?

  public init(
    pathExtension: String, diffing: Diffing<Format>,
    snapshot: @escaping @Sendable (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue`, by turning it into a `Value` first.
  public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
    -> Snapshotting<NewValue, Format>
  {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      try snapshot(transform($0))
    }
  }
}

extension Snapshotting where Value == Format {
  /// The value is its own snapshot.
  public init(pathExtension: String, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
  }
}

extension Snapshotting where Value == Image, Format == Image {
  /// The picture itself, compared under `tolerance` (exact unless said otherwise).
  public static func image(tolerance: Tolerance = .exact) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance))
  }
}

extension Snapshotting where Value == String, Format == String {
  /// The text itself, compared line by line.
  public static var lines: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines)
  }
}

/// How a snapshot's format is compared, and turned into a golden file's bytes and back, in
/// the manner of swift-snapshot-testing's `Diffing`.
public struct Diffing<Format>: Sendable {
  public var toData: @Sendable (Format) throws -> [UInt8]
  public var fromData: @Sendable ([UInt8]) throws -> Format
  /// Nil when the two match; otherwise what differs.
  public var compare: @Sendable (_ expected: Format, _ actual: Format) -> Mismatch?
  /// A fingerprint of the format, equal for equal values, which the golden's manifest keeps so
  /// a check whose value has the golden's digest matches without reading the golden back
  /// (``GoldenDigest``); nil where reading back is cheap anyway.
  public var digest: (@Sendable (Format) -> String)?

  public init(
    toData: @escaping @Sendable (Format) throws -> [UInt8],
    fromData: @escaping @Sendable ([UInt8]) throws -> Format,
    compare: @escaping @Sendable (_ expected: Format, _ actual: Format) -> Mismatch?,
    digest: (@Sendable (Format) -> String)? = nil
  ) {
    self.toData = toData
    self.fromData = fromData
    self.compare = compare
    self.digest = digest
  }
}

extension Diffing where Format == Image {
  /// PNG files, compared under `tolerance`; a failure's diff picture shows what changed. Equal
  /// pixel digests match under every tolerance, so a check needs no decoding when they agree.
  public static func image(tolerance: Tolerance = .exact) -> Diffing {
    Diffing(
      toData: { try PNG.encode($0) }, fromData: PNG.decode, compare: tolerance.compare,
      digest: \.pixelDigest)
  }
}

extension Diffing where Format == String {
  /// UTF-8 files ending in one line break, compared line by line; a failure shows the changed
  /// lines in its message and as a diff file.
  public static var lines: Diffing {
    Diffing(
      toData: { Array($0.utf8) + [0x0A] },
      fromData: { bytes in
        let text = bytes.last == 0x0A ? bytes.dropLast() : bytes[...]
        guard let string = String(validating: text, as: UTF8.self) else {
          throw SnapshotFileError(description: "the file is not UTF-8 text")
        }
        return string
      },
      compare: { expected, actual in
        guard expected != actual else { return nil }
        let diff = LineDiff(expected, actual)
        let text = diff.text()
        return Mismatch(
          kind: .lines(removed: diff.removed, added: diff.added), details: text,
          diff: ("txt", { Array(text.utf8) + [0x0A] }))
      })
  }
}

/// A golden or manifest file that is there but cannot be used.
public struct SnapshotFileError: Error, CustomStringConvertible {
  public var description: String
}
