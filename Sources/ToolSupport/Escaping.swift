/// Text made safe for each format the tool writes, one escaper a format, so every page, report
/// and line escapes the same way.
///
/// Every escaper works on Unicode scalars, never on `Character`s: a `"` followed by a combining
/// mark (U+0301) is one grapheme cluster, which is not equal to `"`, so an escaper that looks at
/// clusters lets the quote through and the text closes the attribute it was put in. A reader of
/// HTML, XML, Markdown or workflow commands sees scalars (or bytes), and so does this.
extension String {
  /// Each scalar that has an entry in `replacements` replaced by it; every other one kept.
  package func replacingScalars(_ replacements: [Unicode.Scalar: String]) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let replacement = replacements[scalar] {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// HTML's special characters escaped, for element content and for attribute values in
  /// either kind of quotes.
  package var htmlEscaped: String {
    replacingScalars(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
  }

  /// XML element content: the markup characters escaped, carriage returns as character
  /// references (a parser would turn CR LF into LF), and characters XML 1.0 cannot hold at all
  /// (control characters other than tab and line breaks, U+FFFE, U+FFFF) replaced with U+FFFD.
  package var xmlEscapedText: String {
    replacingScalars(XMLEscaping.markup.merging(["\r": "&#13;"]) { $1 })
  }

  /// An XML attribute's value between double quotes: as ``xmlEscapedText``, with quotes
  /// escaped too, and line breaks and tabs as character references, which attribute
  /// normalisation would otherwise turn into spaces.
  package var xmlEscapedAttribute: String {
    replacingScalars(
      XMLEscaping.markup.merging([
        "\"": "&quot;", "'": "&apos;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;",
      ]) { $1 })
  }

  /// Plain text in Markdown (a table cell, a sentence): the characters that start or end
  /// emphasis, code, links, strikethrough and cells (`\\`, `` ` ``, `*`, `_`, `[`, `]`, `~`, `|`)
  /// backslash-escaped, as CommonMark allows; `<`, `>` and `&` as entities, so no HTML tag or
  /// entity is read; control characters, line breaks included, as spaces, so the text stays on
  /// its line of the table.
  package var markdownEscaped: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "\\", "`", "*", "_", "[", "]", "~", "|": result += "\\" + String(scalar)
      case _ where scalar.isControlCharacter: result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Inline code in Markdown, in a table cell: fenced by one backtick more than the longest
  /// run of backticks inside (CommonMark's rule, so no run closes it early), with a space
  /// inside each fence when the text holds a backtick, which CommonMark strips again; pipes
  /// escaped, which GitHub's tables read even inside code; control characters as spaces.
  package var markdownCodeSpan: String {
    var longestRun = 0
    var run = 0
    for scalar in unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longestRun = max(longestRun, run)
    }
    let fence = String(repeating: "`", count: longestRun + 1)
    let pad = longestRun > 0 ? " " : ""
    let body = String(
      String.UnicodeScalarView(
        unicodeScalars.map { $0.isControlCharacter ? " " : $0 })
    ).replacingScalars(["|": "\\|"])
    return fence + pad + body + pad + fence
  }

  /// A GitHub workflow command's message: `%`, carriage returns and line feeds escaped, as
  /// the runner reads them back, so text never ends the command's line or starts another.
  package var workflowCommandData: String {
    replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// A workflow command's property value: as ``workflowCommandData``, and `:` and `,`, which
  /// end a property.
  package var workflowCommandProperty: String {
    replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }

  /// Text for a terminal or a CI log, whose line breaks are the tool's own: every other
  /// control character (escape sequences, carriage returns, backspaces, C1 controls, DEL)
  /// written as `\u{1B}`, so a value can neither drive the terminal nor overwrite a line.
  package var terminalEscaped: String { terminalEscaping(keepsLineBreaks: true) }

  /// A value on one line of a terminal or log: as ``terminalEscaped``, and line breaks
  /// written as `\n` too, so it cannot start a line of its own (such as a forged `::error`).
  package var terminalEscapedLine: String { terminalEscaping(keepsLineBreaks: false) }

  private func terminalEscaping(keepsLineBreaks: Bool) -> String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n" where keepsLineBreaks, "\t": result.unicodeScalars.append(scalar)
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case _ where scalar.isControlCharacter:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// What both XML escapers replace.
private enum XMLEscaping {
  static let markup: [Unicode.Scalar: String] = {
    var replacements: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;"]
    let forbidden = (0..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) } + [0xFFFE, 0xFFFF]
    for value in forbidden { replacements[Unicode.Scalar(UInt32(value))!] = "\u{FFFD}" }
    return replacements
  }()
}

extension Unicode.Scalar {
  /// C0 and C1 control characters and DEL (general category Cc), and the line and paragraph
  /// separators, which some terminals and editors take for line breaks.
  fileprivate var isControlCharacter: Bool {
    properties.generalCategory == .control || value == 0x2028 || value == 0x2029
  }
}

extension String {
  /// Bytes that should be UTF-8 (a file name, a command-line argument) as text a message can
  /// show: each valid sequence as its character, each byte of an invalid one as `\xFF`, and
  /// control characters escaped as ``terminalEscapedLine`` escapes them.
  package init(displayingBytes bytes: some Collection<UInt8>) {
    let bytes = Array(bytes)
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var result = ""
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        result += String(Unicode.UTF8.decode(encoded)).terminalEscapedLine
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<(offset + length)] {
          result += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        offset += length
      case .emptyInput:
        self = result
        return
      }
    }
  }

  /// Whether the text holds a control character (general category Cc: C0, DEL, C1), which a
  /// path or a name the tool prints must not.
  package var containsControlCharacter: Bool {
    unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// Whether `bytes` are UTF-8 throughout.
  package static func isUTF8(_ bytes: some Collection<UInt8>) -> Bool {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .error: return false
      case .emptyInput: return true
      }
    }
  }
}
