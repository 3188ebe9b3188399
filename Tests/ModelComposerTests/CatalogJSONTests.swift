#if os(Linux)
  import Foundation
  import Testing

  @testable import ModelComposer

  /// The String Catalog's JSON reader, checked against Foundation's parser as the reference.
  @Suite struct CatalogJSONTests {
    /// Foundation's reading of a JSON value, as a `CatalogJSON` to compare with the reader's.
    private func reference(_ object: Any) -> CatalogJSON {
      switch object {
      case let dictionary as [String: Any]:
        .object(
          dictionary.sorted { $0.key < $1.key }.map {
            .init(key: $0.key, value: reference($0.value))
          })
      case let array as [Any]: .array(array.map(reference))
      case let string as String: .string(string)
      // Foundation gives `true` and `false` as NSNumbers of a class of their own.
      case let number as NSNumber where type(of: number) == type(of: NSNumber(value: true)):
        .bool(number.boolValue)
      case let number as NSNumber: .number(number.doubleValue)
      default: .null
      }
    }

    private func referenceReading(_ text: String) throws -> CatalogJSON {
      reference(
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed))
    }

    /// `value` with every object's members in key order, as the reference gives them.
    private func sorted(_ value: CatalogJSON) -> CatalogJSON {
      switch value {
      case .object(let members):
        .object(
          members.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: sorted($0.value)) })
      case .array(let elements): .array(elements.map(sorted))
      default: value
      }
    }

    @Test func readsTheShippedCatalogAsFoundationDoes() throws {
      let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/ModelComposer/Resources/Localizable.xcstrings")
      let data = try Data(contentsOf: path)
      let read = try #require(CatalogJSON.parse([UInt8](data)))
      #expect(sorted(read) == reference(try JSONSerialization.jsonObject(with: data)))
      #expect((read["strings"]?.members { $0 }?.count ?? 0) > 40)
    }

    @Test(arguments: [
      #"{"a": [1, -2.5e3, true, false, null], "b": {}}"#,
      #"["tab\there", "quote \" slash \/ back \\", "\u00e9\u0301", "\ud83d\ude00 ok"]"#,
      #"  "plain é 中文"  "#,
      "[]",
    ])
    func readsValuesAsFoundationDoes(_ text: String) throws {
      #expect(CatalogJSON.parse(Array(text.utf8)).map(sorted) == (try referenceReading(text)))
    }

    @Test func skippedMembersAreLeftOutAndTheRestReadAsBefore() throws {
      let text = #"{"a": {"x": [1, {"y": "}"}], "z": "\" ]"}, "b": 2.5, "c": {"x": true}}"#
      let read = try #require(CatalogJSON.parse(Array(text.utf8)) { key, _ in key == "x" })
      #expect(sorted(read) == (try referenceReading(#"{"a": {"z": "\" ]"}, "b": 2.5, "c": {}}"#)))
      let outer = try #require(
        CatalogJSON.parse(Array(text.utf8)) { key, depth in depth == 0 && key != "b" })
      #expect(outer == .object([.init(key: "b", value: .number(2.5))]))
    }

    /// A skipped string ends at the first quote after an even run of backslashes: escaped
    /// backslashes right before its closing quote, and escaped quotes inside it, are passed.
    @Test func skippedStringsEndAtTheirClosingQuoteWhateverTheyEscape() throws {
      let text = #"{"x": ["ends \\", "\\\" q", "\\\\", "", "\"", "\\\\\" ,}"], "k": "a\\"}"#
      let read = try #require(CatalogJSON.parse(Array(text.utf8)) { key, _ in key == "x" })
      #expect(read == .object([.init(key: "k", value: .string("a\\"))]))
      #expect(CatalogJSON.parse(Array(#"{"x": "open \\\"}"#.utf8)) { key, _ in key == "x" } == nil)
    }

    @Test func aKeyWrittenTwiceMeansItsLastValue() throws {
      let read = try #require(CatalogJSON.parse(Array(#"{"a": 1, "b": 2, "a": "last"}"#.utf8)))
      #expect(read["a"] == .string("last"))
      #expect(read["b"] == .number(2))
    }

    @Test(arguments: [
      "", "{", #"{"a": 1,}"#, #"{"a" 1}"#, "[1] 2", #""\ud800""#, #""\ud800\u0041""#,
      "\"raw \n newline\"", #""\x""#, "tru", String(repeating: "[", count: 100),
    ])
    func refusesWhatIsNotJSON(_ text: String) {
      #expect(CatalogJSON.parse(Array(text.utf8)) == nil)
    }
  }
#endif
