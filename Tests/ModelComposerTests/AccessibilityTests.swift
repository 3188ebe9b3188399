import Testing

@testable import ModelComposer

/// One line per element: `id "label" value [traits]`, traits in declaration order.
private func dump(_ appearance: ComposerAppearance) -> [String] {
  appearance.accessibilityElements.map { element in
    let traits = AccessibilityTrait.allCases.filter(element.traits.contains).map(\.rawValue)
    let value = element.value.map { " = \"\($0)\"" } ?? ""
    return "\(element.id) \"\(element.label)\"\(value) [\(traits.joined(separator: ", "))]"
  }
}

@Test func idleCardReadsFieldPillChipsSendAndUsage() {
  let idle = ComposerAppearance(
    configuration: Configuration(
      model: "atlas-3", modes: ["think"], usage: Usage(remaining: 12, limit: 40)),
    interaction: Interaction(text: "Hello"), context: context)
  #expect(
    dump(idle) == [
      #"field "Message" = "Hello" [textField]"#,
      #"pill "Model" = "Atlas 3" [button]"#,
      #"chip.search "Search" = "Off" [button]"#,
      #"chip.think "Think" = "On" [button, selected]"#,
      #"chip.image "Image" = "Off" [button]"#,
      #"send "Send" [button]"#,
      #"usage "12 messages left today." [staticText]"#,
    ])
}

@Test func openMenuReadsAfterThePill() {
  let open = ComposerAppearance(
    configuration: Configuration(model: "atlas-3", availableModes: [], hasLockedHandler: false),
    interaction: Interaction(isMenuOpen: true), context: context)
  #expect(
    dump(open) == [
      #"field "Message" [textField]"#,
      #"pill "Model" = "Atlas 3" [button]"#,
      #"menu.atlas-3-mini "Atlas 3 Mini, Fastest for everyday tasks" [button]"#,
      #"menu.atlas-3 "Atlas 3, Great for most questions" [button, selected]"#,
      #"menu.atlas-3-max "Atlas 3 Max, Best for complex problems" = "Pro" [button, notEnabled]"#,
      #"send "Send" [button, notEnabled]"#,
    ])
}

@Test func aFailedSendReadsTheErrorBeforeTheUsage() {
  let failed = ComposerAppearance(
    configuration: Configuration(
      model: "atlas-3", availableModes: [.search],
      usage: Usage(remaining: 1, limit: 40, resets: nextMorning)),
    interaction: Interaction(text: "Hello", phase: .failed(message: "Couldn't send. Try again.")),
    context: context)
  #expect(
    dump(failed) == [
      #"field "Message" = "Hello" [textField]"#,
      #"pill "Model" = "Atlas 3" [button]"#,
      #"chip.search "Search" = "Off" [button]"#,
      #"send "Send" [button]"#,
      #"error "Couldn't send. Try again." [staticText]"#,
      #"usage "1 message left until 9:00 AM." [staticText]"#,
    ])
}

@Test func atTheLimitEverythingButUpgradeIsOff() {
  let limited = ComposerAppearance(
    configuration: Configuration(
      model: "atlas-3", modes: ["search"], availableModes: [.search],
      usage: Usage(remaining: 0, limit: 40, resets: nextMorning), hasUpgrade: true),
    interaction: Interaction(isFocused: true, isMenuOpen: true), context: context)
  #expect(
    dump(limited) == [
      #"field "You've reached today's limit" [textField, notEnabled]"#,
      #"pill "Model" = "Atlas 3" [button, notEnabled]"#,
      #"chip.search "Search" = "On" [button, selected, notEnabled]"#,
      #"send "Send" [button, notEnabled]"#,
      #"usage "You've used all 40 messages. More at 9:00 AM." [staticText]"#,
      #"upgrade "Upgrade" [button]"#,
    ])
}

@Test func whileSendingTheSendSlotReadsStop() {
  let sending = ComposerAppearance(
    configuration: Configuration(model: "atlas-3", availableModes: [], usage: nil),
    interaction: Interaction(phase: .sending(draft: "Hello")), context: context)
  #expect(
    dump(sending) == [
      #"field "Message" [textField]"#,
      #"pill "Model" = "Atlas 3" [button]"#,
      #"send "Stop" [button]"#,
    ])
}

@Test func elementIDsAreUniqueEvenWithDuplicateInputIDs() {
  let appearance = ComposerAppearance(
    configuration: Configuration(
      model: "atlas-3", models: Model.samples + Model.samples,
      availableModes: Mode.defaults + Mode.defaults),
    interaction: Interaction(isMenuOpen: true), context: context)
  let ids = appearance.accessibilityElements.map(\.id)
  #expect(Set(ids).count == ids.count)
  #expect(ids.count == 9)
}

/// The identifiers an app's UI tests find the controls by: the elements' stable names, the
/// same whatever the text, the language or the state (Send and Stop share "send").
@Test func accessibilityIdentifiersAreTheElementsStableNames() {
  let failedAtTheLimit = ComposerAppearance(
    configuration: Configuration(
      model: "atlas-3", modes: ["think"], usage: Usage(remaining: 0, limit: 40),
      hasUpgrade: true),
    interaction: Interaction(text: "Hola", phase: .failed(message: "Sin conexión")),
    context: context)
  #expect(
    failedAtTheLimit.accessibilityElements.map(\.identifier) == [
      "field", "pill", "chip.search", "chip.think", "chip.image", "send", "error", "usage",
      "upgrade",
    ])
  let sending = ComposerAppearance(
    configuration: Configuration(model: "atlas-3", availableModes: []),
    interaction: Interaction(phase: .sending(draft: "Hello")), context: context)
  #expect(sending.sendButton.accessibility.label == "Stop")
  #expect(sending.sendButton.accessibility.identifier == "send")
}
