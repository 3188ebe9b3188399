import Testing
import ToolSupport

/// "Did you mean …?": one deterministic rule for every mistyped name.
@Suite struct SuggestionTests {
  @Test(arguments: [
    ("wdith", ["name", "width", "scale"], "width"),  // two letters swapped: one edit
    ("serch", ["search", "think", "image"], "search"),
    ("Dark", ["light", "dark"], "dark"),  // case does not count
    ("menu-opn", ["menu-open", "menu-open-ax3"], "menu-open"),
    ("fo", ["to", "go"], "to"),  // a tie goes to the earlier candidate
  ])
  func theNearestCandidateIsSuggested(word: String, candidates: [String], expected: String) {
    #expect(Suggestion.nearest(to: word, among: candidates) == expected)
  }

  @Test func farWordsGetNoSuggestion() {
    // "dakrr" is two edits from "dark", more than a third of its five letters allows.
    #expect(Suggestion.nearest(to: "dakrr", among: ["light", "dark"]) == nil)
    #expect(Suggestion.nearest(to: "colour", among: ["scale", "width"]) == nil)
    #expect(Suggestion.clause(for: "purple", among: ["light", "dark"]) == "")
    #expect(
      Suggestion.clause(for: "lihgt", among: ["light", "dark"]) { "\"\($0)\"" }
        == #" (did you mean "light"?)"#)
  }
}
