import Foundation
import Testing

@testable import Raster

/// Unicode's own test data for the bidi algorithm (UAX #9) and line breaking (UAX #14), from
/// Debian's `unicode-data`, run through Raster's text API (``BidiParagraph``, ``LineBreaks``):
/// what the layout itself asks. Each file's count of matching cases is printed with the cases
/// that differ; both must pass at least 99.5 %.
@Suite struct UnicodeConformance {
  static let bidiFile = "/usr/share/unicode/BidiCharacterTest.txt"
  static let lineBreakFile = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
  static let requiredShare = 0.995

  /// The file's lines that are test cases, with their line numbers; nil when it is absent.
  static func cases(in path: String) -> [(number: Int, text: Substring)]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .enumerated().compactMap { index, line in
      let text = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
      return text.isEmpty ? nil : (index + 1, Substring(text))
    }
  }

  static func scalars(_ hex: some StringProtocol) -> [Unicode.Scalar] {
    hex.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
  }

  /// UTF-16 of `scalars`, and the offset each scalar starts at (the length last).
  static func utf16(_ scalars: [Unicode.Scalar]) -> (units: [UInt16], offsets: [Int]) {
    var units: [UInt16] = []
    var offsets: [Int] = []
    for scalar in scalars {
      offsets.append(units.count)
      units.append(contentsOf: UTF16.encode(scalar)!)
    }
    offsets.append(units.count)
    return (units, offsets)
  }

  static func report(_ name: String, passed: Int, total: Int, failures: [String]) {
    print("\(name): \(passed) of \(total)")
    for failure in failures { print("  \(name) differs: \(failure)") }
  }

  @Test(.enabled(if: cases(in: bidiFile) != nil, "unicode-data is not installed"))
  func bidiCharacterTest() throws {
    let cases = try #require(Self.cases(in: Self.bidiFile))
    var passed = 0
    var failures: [String] = []
    for (number, text) in cases {
      let fields = text.split(separator: ";", omittingEmptySubsequences: false)
      let scalars = Self.scalars(fields[0])
      let direction: ParagraphDirection =
        switch fields[1] {
        case "0": .leftToRight
        case "1": .rightToLeft
        default: .natural
        }
      let expectedLevel = Int(fields[2])!
      let expectedLevels = fields[3].split(separator: " ").map { Int($0) }
      let expectedOrder = fields[4].split(separator: " ").map { Int($0)! }

      let (units, offsets) = Self.utf16(scalars)
      let paragraph = BidiParagraph(utf16: units, direction: direction)
      let line = paragraph.line(0..<units.count)
      let levels = offsets.dropLast().map { Int(line.levels[$0]) }
      let scalarAt = Dictionary(
        uniqueKeysWithValues: offsets.dropLast().enumerated().map { ($1, $0) })
      let order = line.runs.flatMap { run -> [Int] in
        let starts = run.compactMap { scalarAt[$0] }
        return line.levels[run.lowerBound] % 2 == 1 ? starts.reversed() : starts
      }.filter { expectedLevels[$0] != nil }

      let levelsMatch = zip(levels, expectedLevels).allSatisfy { $1 == nil || $0 == $1 }
      if (paragraph.isRightToLeft ? 1 : 0) == expectedLevel && levelsMatch
        && order == expectedOrder
      {
        passed += 1
      } else {
        failures.append(
          "line \(number): \(fields[0]) dir \(fields[1]): levels \(levels) order \(order), expected "
            + "\(fields[2]); \(fields[3]); \(fields[4])")
      }
    }
    Self.report("BidiCharacterTest", passed: passed, total: cases.count, failures: failures)
    #expect(Double(passed) >= Self.requiredShare * Double(cases.count))
  }

  @Test(.enabled(if: cases(in: lineBreakFile) != nil, "unicode-data is not installed"))
  func lineBreakTest() throws {
    let cases = try #require(Self.cases(in: Self.lineBreakFile))
    var passed = 0
    var failures: [String] = []
    for (number, text) in cases {
      // "× 0023 ÷ 0020 ÷": a mark before and after every scalar; "÷" allows a break there.
      var scalars: [Unicode.Scalar] = []
      var expected: [Int] = []
      for token in text.split(separator: " ") {
        switch token {
        case "÷": if !scalars.isEmpty { expected.append(scalars.count) }
        case "×": break
        default: scalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
        }
      }
      let (units, offsets) = Self.utf16(scalars)
      let scalarAt = Dictionary(uniqueKeysWithValues: offsets.enumerated().map { ($1, $0) })
      let found = LineBreaks.opportunities(in: units, locale: "").compactMap { scalarAt[$0] }
      if found == expected {
        passed += 1
      } else {
        failures.append("line \(number): \(text) breaks at \(found), expected \(expected)")
      }
    }
    Self.report("LineBreakTest", passed: passed, total: cases.count, failures: failures)
    #expect(Double(passed) >= Self.requiredShare * Double(cases.count))
  }
}
