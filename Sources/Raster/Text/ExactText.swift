/// A text that equals another only when both hold the same scalars, for the keys of caches of
/// shaped text. `String`'s own equality and hashing go by canonical equivalence: "é" as one
/// scalar equals "e" with a combining acute, though each is shaped from its own scalars, and
/// both normalize the text every time, which costs the square of the length of a run of
/// combining marks (a letter with 100 000 points took 20 s to look up).
public struct ExactText: Hashable, Sendable {
  public let string: String

  public init(_ string: String) { self.string = string }

  public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
    lhs.string.utf8.elementsEqual(rhs.string.utf8)
  }

  public func hash(into hasher: inout Hasher) {
    var string = string
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
