import ArgumentParsing
import Testing

/// `--help` made from the declarations parsing reads: the usage line in the order declared
/// (positional words first), then one entry an argument with what it allows, its default and
/// whether it repeats, wrapped to 100 columns, then the discussion.
@Suite struct HelpTests {
  @Test func eachKindOfArgumentIsListedWithWhatItAllows() {
    #expect(
      Paint.help(program: "tool") == """
        tool paint: paint one wall

        Usage: tool paint <wall> -o FILE [--coats N] [--thinner L] [--finish matt|gloss]
                 [--colour COLOUR]... [--log [FILE]] [--dry-run] [--width MM] [--round] [--flat]

          <wall>               the wall to paint
          -o, --output FILE    the picture of the painted wall
          --coats N            coats of paint, a whole number from 1 to 5 (default: 2)
          --thinner L          litres of thinner a coat, a number from 0.0 to 0.5 (default: none)
          --finish matt|gloss  the finish
          --colour COLOUR      a colour to mix in, one of red, green, blue, white; may be repeated
          --log [FILE]         also log every stroke; - or no FILE logs to standard output
          --dry-run            say what would be painted, and paint nothing
          --width MM           the brush's width, a whole number from 10 to 100 (default: 50)
          --round              a round brush
          --flat               a flat brush

        Paint that has dried stays; --dry-run first says what would be painted.

        """)
  }

  /// A label longer than 24 characters stands on its own line; a long entry wraps under its
  /// column, and so does a long usage line.
  @Test func longLabelsAndEntriesWrap() {
    #expect(
      Compare.help(program: "tool") == """
        tool compare: compare two walls

        Usage: tool compare <a> <b> --check WHAT... [--part K/N] [--light LIGHT]
                 [--surface wall|floor|ceiling] [--width MM] [--round] [--flat]

          <a> <b>                   the two walls
          --check WHAT              what to compare; may be repeated
          --part K/N                compare only this part, K/N with 1 ≤ K ≤ N
          --light LIGHT             the light to compare them in (default: warm)
          --surface wall|floor|ceiling
                                    which paint is compared: the walls' own, or that of the floor or the
                                    ceiling in front of each wall, as seen from the door (default: wall)
          --width MM                the brush's width, a whole number from 10 to 100 (default: 20)
          --round                   a round brush
          --flat                    a flat brush

        """)
  }

  @Test func aCommandWithoutArgumentsHasOnlyItsUsage() {
    #expect(Tidy.help(program: "tool") == "tool tidy: put the brushes away\n\nUsage: tool tidy\n")
  }
}
