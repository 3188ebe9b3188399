import Testing

@testable import ModelComposer

@Test(arguments: [
  ("atlas-3", "atlas-3"),
  ("atlas-3-mini", "atlas-3-mini"),
  ("unknown", "atlas-3-mini"),
  ("", "atlas-3-mini"),
  // A locked id the app put in its binding is honoured: only missing ids fall back.
  ("atlas-3-max", "atlas-3-max"),
])
func modelIDResolvesOrFallsBackToTheFirstUnlocked(id: String, current: String) {
  #expect(Configuration(model: id).currentModel?.id == current)
}

@Test func fallbackSkipsLockedModels() {
  #expect(Configuration(model: "gone", models: lockedFirst).currentModel?.id == "free")
}

@Test func noUnlockedModelMeansNoCurrentModel() {
  let allLocked = lockedFirst.map { Model(id: $0.id, name: $0.name, detail: "", isLocked: true) }
  #expect(Configuration(model: "gone", models: allLocked).currentModel == nil)
  #expect(Configuration(model: "pro", models: allLocked).currentModel?.id == "pro")
}

@Test func anEmptyModelListMeansNoCurrentModel() {
  #expect(Configuration(model: "atlas-3", models: []).currentModel == nil)
}

@Test func duplicateIDsKeepTheFirstModelAndMode() {
  let configuration = Configuration(
    model: "a",
    models: [
      Model(id: "a", name: "First A", detail: ""),
      Model(id: "b", name: "B", detail: ""),
      Model(id: "a", name: "Second A", detail: ""),
    ],
    availableModes: [.search, Mode(id: "search", title: "Again", symbol: "globe"), .think])
  #expect(configuration.models.map(\.name) == ["First A", "B"])
  #expect(configuration.currentModel?.name == "First A")
  #expect(configuration.availableModes == [.search, .think])
}

@Test func selectedModesFollowChipOrderAndIgnoreUnknownIDs() {
  let configuration = Configuration(
    model: "atlas-3", modes: ["image", "nope", "search"], availableModes: Mode.defaults)
  #expect(configuration.selectedModes == [.search, .image])
  #expect(
    Configuration(model: "atlas-3", modes: ["search"], availableModes: []).selectedModes == [])
}

@Test(
  arguments: [
    (nil, false),
    (Usage(remaining: 1, limit: 40), false),
    (Usage(remaining: 0, limit: 40), true),
    (Usage(remaining: -1, limit: 0), true),
  ] as [(Usage?, Bool)])
func onlyAnExhaustedUsageLimits(usage: Usage?, isAtLimit: Bool) {
  #expect(Configuration(model: "atlas-3", usage: usage).isAtLimit == isAtLimit)
}

/// The spec's Research thread: Atlas 3 of the samples, the default modes all off, 12 of 40
/// messages left, "Ask anything", Upgrade at the limit and the locked model's prompt.
@Test func theResearchThreadIsTheSpecs() {
  let thread = ModelComposer.ResearchThread.configuration
  #expect(thread.currentModel == Model.samples[1] && thread.currentModel?.name == "Atlas 3")
  #expect(thread.models == Model.samples && thread.availableModes == Mode.defaults)
  #expect(thread.selectedModes.isEmpty)
  #expect(thread.usage == Usage(remaining: 12, limit: 40))
  #expect(thread.placeholder == "Ask anything")
  #expect(thread.hasUpgrade && thread.hasLockedHandler)
  let appearance = ComposerAppearance(
    configuration: thread, interaction: Interaction(), context: context)
  #expect(appearance.usageLine?.text == "12 messages left today")
}
