/// A type whose stored properties declare command-line arguments: `@Option`, `@Flag`,
/// `@Argument`, and `@OptionGroup` for the arguments of another such type. Each argument is
/// declared once, as a property, and both parsing and `--help` read that declaration, so what
/// the help says and what a command reads cannot drift apart (swift-argument-parser's manner).
public protocol ParsableArguments {
  /// A value holding only the declarations: the parser reads them from it, then fills it in.
  init()

  /// Checks what the values allow only together (two flags that contradict each other), once
  /// every argument has been read; throws a ``UsageError``.
  mutating func validate() throws
}

extension ParsableArguments {
  public mutating func validate() throws {}
}

/// A command's name and the words its `--help` shows around the arguments.
public struct CommandConfiguration: Sendable {
  public let name: String
  /// One line, for a list of commands and the first line of `--help`.
  public let summary: String
  /// What `--help` adds under the arguments; empty when nothing.
  public let discussion: String

  public init(name: String, summary: String, discussion: String = "") {
    self.name = name
    self.summary = summary
    self.discussion = discussion
  }
}

/// A command: the arguments its properties declare, and its name and words for `--help`.
public protocol ParsableCommand: ParsableArguments {
  static var configuration: CommandConfiguration { get }
}

extension ParsableCommand {
  /// The command with `words`, those after its name, read into its properties. A word it
  /// does not declare, a missing or refused value and a wrong number of positional words are
  /// refused here, before the command runs, so no command can forget to refuse one.
  public static func parse(_ words: [String]) throws -> Self {
    var command = Self()
    let arguments = DeclaredArguments(of: command)
    try arguments.read(words, command: configuration.name)
    try arguments.validateGroups()
    try command.validate()
    return command
  }
}

/// A mistake on the command line, in words that name the argument and what it allows.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
