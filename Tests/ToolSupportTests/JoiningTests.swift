import Testing
import ToolSupport

/// `concatenated(separator:)` stands in for the standard library's `joined(separator:)`, so it
/// must give the same string for every shape of list.
@Suite struct JoiningTests {
  @Test(arguments: [
    [], [""], ["one"], ["a", "b"], ["", ""], ["light", "dark", "both"], ["é", "\u{301}", "x"],
  ])
  func givesWhatJoinedGives(strings: [String]) {
    for separator in ["", ", ", " or ", "|"] {
      #expect(
        strings.concatenated(separator: separator) == strings.joined(separator: separator),
        "\(strings) with \(separator.debugDescription)")
    }
  }
}
