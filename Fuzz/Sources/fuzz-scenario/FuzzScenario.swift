import ComposerRender
import Foundation

/// Any bytes as a scenario file. A refusal must be a `ScenarioError`, which names the key and
/// what it allows; anything else thrown, a crash or a hang is a finding. An accepted scenario
/// must come back unchanged through `json()`, the form every tool writes it in.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let scenario: Scenario
  do {
    scenario = try Scenario(json: Data(bytes: bytes, count: count))
  } catch is ScenarioError {
    return 0
  } catch {
    fatalError("refused with \(type(of: error)), not a ScenarioError: \(error)")
  }
  do {
    let again = try Scenario(json: scenario.json())
    precondition(again == scenario, "json() changes the scenario: \(scenario) → \(again)")
  } catch {
    fatalError("json() of an accepted scenario is refused: \(error)")
  }
  return 0
}
