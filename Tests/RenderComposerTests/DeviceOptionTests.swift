import Foundation
import TestSupport
import Testing

/// `--device` sets the scenario's width and scale, as the JSON's `device` does.
@Suite struct DeviceOptionTests {
  @Test func theCommandLineTakesADevice() throws {
    let run = try runTool(["show", "default", "--device", "iPhone 15 Pro Max"])
    #expect(run.status == 0, "\(run.error)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(json["width"] as? Double == 430 && json["scale"] as? Double == 3)
  }
}
