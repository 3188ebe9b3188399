import ArgumentParsing
import Testing

/// Words read into the properties that declare them.
@Suite struct ParsingTests {
  @Test func eachValueLandsInItsProperty() throws {
    let paint = try Paint.parse([
      "kitchen", "-o", "kitchen.png", "--coats=3", "--thinner", "0.25", "--finish", "gloss",
      "--dry-run", "--width", "20", "--round",
    ])
    #expect(paint.wall == "kitchen")
    #expect(paint.output == "kitchen.png")
    #expect(paint.coats == 3)
    #expect(paint.thinner == 0.25)
    #expect(paint.finish == .gloss)
    #expect(paint.dryRun)
    #expect(paint.brush.width == 20)
    #expect(paint.brush.round && !paint.brush.flat)
  }

  @Test func whatIsNotGivenHasItsDefault() throws {
    let paint = try Paint.parse(["kitchen", "--output", "kitchen.png"])
    #expect(paint.coats == 2)
    #expect(paint.thinner == nil)
    #expect(paint.finish == nil)
    #expect(paint.colours == [])
    #expect(paint.log == nil)
    #expect(!paint.dryRun)
    #expect(paint.brush.width == 50 && !paint.brush.round)
  }

  /// The options may come in any order, before or after the positional word, and "-" is a
  /// positional word (standard input), not an option.
  @Test func optionsAndPositionalWordsMix() throws {
    let paint = try Paint.parse(["--coats", "4", "-", "-o", "-"])
    #expect(paint.wall == "-" && paint.output == "-" && paint.coats == 4)
  }

  @Test func aRepeatedOptionKeepsEveryValueInOrder() throws {
    let paint = try Paint.parse([
      "hall", "-o", "h.png", "--colour", "white", "--colour=red", "--colour", "white",
    ])
    #expect(paint.colours == [.white, .red, .white])
  }

  @Test func aSingleOptionGivenTwiceKeepsTheLastValue() throws {
    let paint = try Paint.parse(["hall", "-o", "first.png", "--coats", "1", "-o", "last.png"])
    #expect(paint.output == "last.png" && paint.coats == 1)
  }

  @Test func aFlagGivenTwiceIsStillOn() throws {
    #expect(try Paint.parse(["hall", "-o", "h.png", "--dry-run", "--dry-run"]).dryRun)
  }

  /// `--log` alone means `--log -`: at the end, or before another option; any other next
  /// word, "-" included, is its value.
  @Test(arguments: [
    (["--log"], "-"),
    (["--log", "--dry-run"], "-"),
    (["--log", "strokes.txt"], "strokes.txt"),
    (["--log", "-"], "-"),
    (["--log=strokes.txt"], "strokes.txt"),
  ])
  func anOptionalValueMayBeLeftOut(words: [String], log: String) throws {
    let paint = try Paint.parse(["hall", "-o", "h.png"] + words)
    #expect(paint.log == log)
    #expect(paint.wall == "hall")
  }

  @Test func positionalWordsAreTakenInOrder() throws {
    let compare = try Compare.parse(["left", "--check", "colour", "right", "--check", "gloss"])
    #expect(compare.walls == ["left", "right"])
    #expect(compare.checks == ["colour", "gloss"])
    #expect(compare.part == nil && compare.light == "warm")
  }

  @Test func formatsOfTheirOwnReadTheirValues() throws {
    let compare = try Compare.parse([
      "a", "b", "--check", "size", "--part", "2/3", "--light", "cold",
    ])
    #expect(compare.part == Compare.Part("2/3"))
    #expect(compare.part?.index == 2 && compare.part?.count == 3)
    #expect(compare.light == "cold")
  }

  /// A group's default set by the command that takes it.
  @Test func aCommandMaySetItsGroupsDefaults() throws {
    #expect(try Compare.parse(["a", "b", "--check", "size"]).brush.width == 20)
    #expect(try Compare.parse(["a", "b", "--check", "size", "--width", "30"]).brush.width == 30)
  }

  /// Each parse fills in a value of its own: an earlier result keeps its values.
  @Test func everyParseMakesAValueOfItsOwn() throws {
    let first = try Paint.parse(["kitchen", "-o", "k.png", "--coats", "3", "--width", "20"])
    let second = try Paint.parse(["hall", "-o", "h.png", "--coats", "5"])
    #expect(first.wall == "kitchen" && first.coats == 3 && first.brush.width == 20)
    #expect(second.wall == "hall" && second.coats == 5 && second.brush.width == 50)
  }

  @Test func aCommandWithoutArgumentsTakesNoWords() throws {
    _ = try Tidy.parse([])
    #expect(throws: UsageError("expected no arguments, got now")) { try Tidy.parse(["now"]) }
  }
}
