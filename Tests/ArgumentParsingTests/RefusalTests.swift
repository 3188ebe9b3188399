import ArgumentParsing
import Testing

/// Every mistake is refused with words that name the argument and what it allows.
@Suite struct RefusalTests {
  @Test(arguments: [
    (["kitchen"], "paint needs -o FILE"),
    (["kitchen", "-o", "k.png", "--colour"], "--colour needs a value"),
    (["kitchen", "-o"], "-o needs a value"),
    (["kitchen", "-o", "k.png", "--dry-run=yes"], "--dry-run takes no value"),
    (["kitchen", "-o", "k.png", "--brush", "flat"], "unknown option --brush"),
    (
      ["kitchen", "-o", "k.png", "--color", "red"],
      "unknown option --color (did you mean --colour?)"
    ),
    (["kitchen", "-o", "k.png", "-x"], "unknown option -x (did you mean -o?)"),
    ([], "expected one wall, got nothing"),
    (["kitchen", "hall", "-o", "k.png"], "expected one wall, got kitchen hall"),
    (
      ["kitchen", "-o", "k.png", "--coats", "6"],
      #"--coats must be a whole number from 1 to 5, got "6""#
    ),
    (
      ["kitchen", "-o", "k.png", "--coats", "two"],
      #"--coats must be a whole number from 1 to 5, got "two""#
    ),
    (
      ["kitchen", "-o", "k.png", "--thinner", "1"],
      #"--thinner must be a number from 0.0 to 0.5, got "1""#
    ),
    (
      ["kitchen", "-o", "k.png", "--thinner", "nan"],
      #"--thinner must be a number from 0.0 to 0.5, got "nan""#
    ),
    (
      ["kitchen", "-o", "k.png", "--finish", "satin"],
      #"--finish must be matt or gloss, got "satin""#
    ),
    (
      ["kitchen", "-o", "k.png", "--finish", "glos"],
      #"--finish must be matt or gloss, got "glos" (did you mean gloss?)"#
    ),
    (
      ["kitchen", "-o", "k.png", "--colour", "pink"],
      #"--colour must be one of red, green, blue, white, got "pink""#
    ),
    (
      ["kitchen", "-o", "k.png", "--width", "5"],
      #"--width must be a whole number from 10 to 100, got "5""#
    ),
    (["kitchen", "-o", "k.png", "--round", "--flat"], "--round and --flat contradict each other"),
  ])
  func paintRefuses(words: [String], message: String) {
    #expect(throws: UsageError(message)) { try Paint.parse(words) }
  }

  @Test(arguments: [
    (["a", "b"], "compare needs --check WHAT"),
    (["a"], "expected two walls, got a"),
    (["a", "b", "c", "--check", "x"], "expected two walls, got a b c"),
    (
      ["a", "b", "--check", "x", "--part", "3/2"], #"--part must be K/N with 1 ≤ K ≤ N, got "3/2""#
    ),
    (["a", "b", "--check", "x", "--light", "dim"], "a light is warm or cold"),
    (["a", "b", "--check", "x", "--part", "1/1"], "--part 1/1 is the whole wall; leave it out"),
  ])
  func compareRefuses(words: [String], message: String) {
    #expect(throws: UsageError(message)) { try Compare.parse(words) }
  }

  /// Every value is checked, the ones a later one replaces too.
  @Test func aReplacedValueIsCheckedToo() {
    #expect(throws: UsageError(#"--coats must be a whole number from 1 to 5, got "9""#)) {
      try Paint.parse(["kitchen", "-o", "k.png", "--coats", "9", "--coats", "1"])
    }
  }

  /// The words are sorted first, then the positional count is checked, then each value, then
  /// what is required, then the groups' checks and the command's: the first mistake in that
  /// order is the one named.
  @Test(arguments: [
    (["--coats", "9", "--nope"], "unknown option --nope"),
    (["--coats", "9"], "expected one wall, got nothing"),
    (["kitchen", "--coats", "9"], #"--coats must be a whole number from 1 to 5, got "9""#),
    (["kitchen", "--round", "--flat"], "paint needs -o FILE"),
  ])
  func theFirstMistakeIsNamed(words: [String], message: String) {
    #expect(throws: UsageError(message)) { try Paint.parse(words) }
  }

  /// A group's check runs before the command's own.
  @Test func aGroupIsCheckedBeforeTheCommand() {
    #expect(throws: UsageError("--round and --flat contradict each other")) {
      try Compare.parse(["a", "b", "--check", "x", "--part", "1/1", "--round", "--flat"])
    }
  }
}
