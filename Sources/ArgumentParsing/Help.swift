extension ParsableCommand {
  /// `--help`: "tool render: draw one scenario to a PNG", the usage line, then one entry per
  /// argument with what it allows, wrapped to 100 columns, then the discussion. `program` is
  /// the tool's name, which leads the usage line.
  public static func help(program: String) -> String {
    let arguments = DeclaredArguments(of: Self()).definitions
    let width = min(24, arguments.map(\.label.count).max() ?? 0)
    let list = arguments.map { argument in
      let label = argument.label
      let text = wrap(
        argument.help.split(whereSeparator: \.isWhitespace), width: 100 - width - 4,
        indent: width + 4)
      return label.count > width
        ? "  \(label)\n\(String(repeating: " ", count: width + 4))\(text)\n"
        : "  \(label.padding(toLength: width))  \(text)\n"
    }
    let name = configuration.name
    let usage = wrap([program, name] + arguments.map(\.synopsis), width: 93, indent: 9)
    let discussion = configuration.discussion
    return "\(program) \(name): \(configuration.summary)\n\nUsage: \(usage)\n"
      + (list.isEmpty ? "" : "\n" + list.joined())
      + (discussion.isEmpty
        ? "" : "\n" + wrap(discussion.split(whereSeparator: \.isWhitespace)) + "\n")
  }
}

/// `words` in lines of at most `width` characters, broken only between words; lines after
/// the first start with `indent` spaces.
func wrap(_ words: [some StringProtocol], width: Int = 100, indent: Int = 0) -> String {
  var lines: [String] = []
  var line = ""
  for word in words {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  lines.append(line)
  return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
}

extension String {
  /// The text with spaces after it up to `length` characters.
  func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - count))
  }
}
