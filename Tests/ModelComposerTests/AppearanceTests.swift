import SPTheme
import Testing

@testable import ModelComposer

private func appearance(
  text: String = "", isFocused: Bool = false, phase: Interaction.Phase = .idle,
  isMenuOpen: Bool = false, model: String = "atlas-3", modes: Set<String> = [],
  models: [Model] = Model.samples, availableModes: [Mode] = Mode.defaults,
  usage: Usage? = Usage(remaining: 12, limit: 40), hasUpgrade: Bool = true,
  hasLockedHandler: Bool = true, size: SPTheme.DynamicTypeSize = .large
) -> ComposerAppearance {
  ComposerAppearance(
    configuration: Configuration(
      model: model, modes: modes, models: models, availableModes: availableModes, usage: usage,
      placeholder: "Ask anything", hasUpgrade: hasUpgrade, hasLockedHandler: hasLockedHandler),
    interaction: Interaction(
      text: text, isFocused: isFocused, phase: phase, isMenuOpen: isMenuOpen),
    context: Context(now: now, dynamicTypeSize: size))
}

private let atLimit = Usage(remaining: 0, limit: 40, resets: nextMorning)

// MARK: Field and card

@Test func anEmptyIdleFieldShowsThePlaceholder() {
  let field = appearance().field
  #expect(field.text == "")
  #expect(field.prompt == "Ask anything")
  #expect(field.showsPrompt)
  #expect(field.isEnabled)
  #expect(!field.isFocused)
  #expect(!field.showsCaret)
  #expect(field.textColor == .textPrimary)
  #expect(field.promptColor == .textTertiary)
  #expect(field.caretColor == .accent)
  #expect(field.font(in: SPTheme.standard.type) == SPTheme.standard.type.body)
}

@Test func focusShowsTheCaretAndDarkensTheHairline() {
  let focused = appearance(text: "Hi", isFocused: true)
  #expect(focused.field.showsCaret)
  #expect(!focused.field.showsPrompt)
  #expect(focused.borderColor == .textPrimary)
  #expect(appearance(text: "Hi").borderColor == .separator)
}

@Test func whitespaceIsTextSoThePromptHides() {
  #expect(!appearance(text: " ").field.showsPrompt)
}

@Test func atTheLimitTheFieldIsOffWithTheLimitPrompt() {
  let limited = appearance(text: "", isFocused: true, usage: atLimit)
  #expect(limited.field.prompt == "You've reached today's limit")
  #expect(!limited.field.isEnabled)
  #expect(!limited.field.isFocused)
  #expect(!limited.field.showsCaret)
  #expect(limited.field.textColor == .textTertiary)
  #expect(limited.borderColor == .separator)
}

// MARK: Pill and menu

@Test func thePillNamesTheCurrentModel() {
  let pill = appearance(model: "gone").pill
  #expect(pill.title == "Atlas 3 Mini")
  #expect(pill.isEnabled)
  #expect(pill.background == .fill)
  #expect(pill.titleColor == .textPrimary)
  #expect(pill.chevronColor == .textSecondary)
  #expect(pill.symbol == "chevron.up.chevron.down")
  #expect(pill.font(in: SPTheme.standard.type) == SPTheme.standard.type.subhead.weight(.semibold))
}

@Test func withNoModelThePillSaysSoAndSendStaysOff() {
  let empty = appearance(text: "Hello", models: [])
  #expect(empty.pill.title == "No model")
  #expect(!empty.pill.isEnabled)
  #expect(empty.menu.rows == [])
  #expect(!empty.sendButton.isEnabled)
  #expect(empty.field.isEnabled)

  let allLocked = appearance(text: "Hello", model: "gone", models: lockedFirst.filter(\.isLocked))
  #expect(allLocked.pill.title == "No model")
  #expect(allLocked.pill.isEnabled)
  #expect(!allLocked.sendButton.isEnabled)
}

@Test func atTheLimitThePillIsOffAndItsMenuClosed() {
  let limited = appearance(isMenuOpen: true, usage: atLimit)
  #expect(!limited.pill.isEnabled)
  #expect(limited.pill.titleColor == .textTertiary)
  #expect(limited.pill.chevronColor == .textTertiary)
  #expect(!limited.menu.isOpen)
}

@Test func menuRowsCheckTheCurrentModelAndLockWithPro() {
  let menu = appearance(isMenuOpen: true).menu
  #expect(menu.isOpen)
  #expect(menu.rows.map(\.id) == ["atlas-3-mini", "atlas-3", "atlas-3-max"])
  #expect(menu.rows.map(\.name) == ["Atlas 3 Mini", "Atlas 3", "Atlas 3 Max"])
  #expect(
    menu.rows.map(\.detail) == [
      "Fastest for everyday tasks", "Great for most questions", "Best for complex problems",
    ])
  #expect(menu.rows.map(\.isChecked) == [false, true, false])
  #expect(menu.rows.map(\.isLocked) == [false, false, true])
  #expect(menu.rows.map(\.badge) == [nil, nil, "Pro"])
  #expect(menu.rows.map(\.isEnabled) == [true, true, true])
  #expect(menu.rows.map(\.nameColor) == [.textPrimary, .textPrimary, .textPrimary])
  #expect(menu.rows.map(\.detailColor) == [.textSecondary, .textSecondary, .textSecondary])
  #expect(ComposerAppearance.ModelMenu.Row.checkmarkSymbol == "checkmark")
  #expect(ComposerAppearance.ModelMenu.Row.lockSymbol == "lock.fill")
}

/// SwiftUI's `Menu` gives an item a title, one subtitle, one image and a state, so "Pro" leads
/// the subtitle, the image is the lock, and the check is the current row's state.
@Test func menuRowsFoldProIntoTheSubtitleAndShowOneSymbol() {
  let rows = appearance().menu.rows
  #expect(
    rows.map(\.subtitle) == [
      "Fastest for everyday tasks", "Great for most questions", "Pro · Best for complex problems",
    ])
  #expect(rows.map(\.symbol) == [nil, nil, "lock.fill"])
}

@Test func aCurrentLockedModelIsCheckedWithItsLockAndAnEmptyDetailLeavesJustProOrNothing() {
  let models = [
    Model(id: "pro", name: "Pro Model", detail: "", isLocked: true),
    Model(id: "free", name: "Free Model", detail: ""),
  ]
  let rows = appearance(model: "pro", models: models).menu.rows
  #expect(rows.map(\.subtitle) == ["Pro", nil])
  #expect(rows.map(\.isChecked) == [true, false])
  #expect(rows.map(\.symbol) == ["lock.fill", nil])
}

@Test func withoutOnLockedLockedRowsAreOff() {
  let rows = appearance(hasLockedHandler: false).menu.rows
  #expect(rows.map(\.isEnabled) == [true, true, false])
  #expect(rows[2].nameColor == .textTertiary)
  #expect(rows[2].detailColor == .textTertiary)
}

// MARK: Chips

@Test func offChipsAreRingsAroundOutlineSymbols() {
  let chips = appearance().chips
  #expect(chips.map(\.id) == ["search", "think", "image"])
  #expect(chips.map(\.symbol) == ["magnifyingglass", "lightbulb", "photo"])
  for chip in chips {
    #expect(!chip.isOn && !chip.usesFilledSymbol && !chip.showsTitle && chip.isEnabled)
    #expect(chip.ring == .separator)
    #expect(chip.background == nil)
    #expect(chip.symbolColor == .textSecondary)
  }
}

@Test(arguments: SPTheme.DynamicTypeSize.allCases)
func onChipsFillAndShowTheirTitleBelowAccessibilitySizes(size: SPTheme.DynamicTypeSize) {
  let chips = appearance(modes: ["think"], size: size).chips
  let think = chips[1]
  #expect(think.title == "Think")
  #expect(think.isOn && think.usesFilledSymbol)
  #expect(think.showsTitle == !size.isAccessibilitySize)
  #expect(think.background == .fill)
  #expect(think.ring == nil)
  #expect(think.symbolColor == .textPrimary)
  #expect(think.titleColor == .textPrimary)
  #expect(think.font(in: SPTheme.standard.type) == SPTheme.standard.type.subhead.weight(.medium))
  #expect(chips.map(\.isOn) == [false, true, false])
}

@Test func anEmptyAvailableModesHidesTheChips() {
  #expect(appearance(modes: ["search"], availableModes: []).chips == [])
}

@Test func atTheLimitChipsAreOffInTertiary() {
  let chips = appearance(modes: ["search"], usage: atLimit).chips
  #expect(chips.map(\.isEnabled) == [false, false, false])
  #expect(chips.map(\.symbolColor) == [.textTertiary, .textTertiary, .textTertiary])
  #expect(chips[0].titleColor == .textTertiary)
}

// MARK: Send and Stop

@Test(
  arguments: [
    ("", nil, false),
    ("  \n", nil, false),
    ("Hello", nil, true),
    ("Hello", Usage(remaining: 1, limit: 40), true),
    ("Hello", Usage(remaining: 0, limit: 40), false),
  ] as [(String, Usage?, Bool)])
func sendIsOnOnlyForTextBelowTheLimit(text: String, usage: Usage?, isEnabled: Bool) {
  let send = appearance(text: text, usage: usage).sendButton
  #expect(send.kind == .send)
  #expect(send.isEnabled == isEnabled)
  #expect(send.symbol == "arrow.up")
  #expect(send.background == (isEnabled ? .accent : .fill))
  #expect(send.foreground == (isEnabled ? .accentOn : .textTertiary))
  #expect(send.font(in: SPTheme.standard.type) == SPTheme.standard.type.subhead.weight(.semibold))
}

@Test func whileSendingStopTakesSendsPlace() {
  let sending = appearance(text: "Next", phase: .sending(draft: "Hello"), usage: atLimit)
  #expect(sending.sendButton.kind == .stop)
  #expect(sending.sendButton.isEnabled)
  #expect(sending.sendButton.symbol == "stop.fill")
  #expect(sending.sendButton.background == .accent)
  #expect(sending.sendButton.foreground == .accentOn)
  #expect(sending.field.text == "Next")
}

// MARK: Lines under the card

@Test func aFailedSendShowsTheErrorLine() {
  let failed = appearance(text: "Hello", phase: .failed(message: "The network is offline."))
  #expect(failed.errorLine?.text == "The network is offline.")
  #expect(failed.errorLine?.symbol == "exclamationmark.circle")
  #expect(failed.errorLine?.color == .danger)
  #expect(failed.errorLine?.font(in: SPTheme.standard.type) == SPTheme.standard.type.footnote)
  #expect(appearance(phase: .failed(message: " ")).errorLine?.text == "Couldn't send. Try again.")
  #expect(appearance(phase: .sending(draft: "Hi")).errorLine == nil)
  #expect(appearance().errorLine == nil)
}

@Test(
  arguments: [
    (6, "6 messages left today", SPTheme.ColorRole.textSecondary, nil),
    (5, "5 messages left today", .warning, "exclamationmark.triangle.fill"),
    (1, "1 message left today", .warning, "exclamationmark.triangle.fill"),
    (0, "You've used all 40 messages today.", .warning, "exclamationmark.triangle.fill"),
  ] as [(Int, String, SPTheme.ColorRole, String?)])
func theUsageLineTurnsToWarningFromFiveLeft(
  remaining: Int, text: String, color: SPTheme.ColorRole, symbol: String?
) throws {
  let line = try #require(appearance(usage: Usage(remaining: remaining, limit: 40)).usageLine)
  #expect(line.text == text)
  #expect(line.color == color)
  #expect(line.symbol == symbol)
  #expect(line.font(in: SPTheme.standard.type) == SPTheme.standard.type.footnote.monospacedDigit())
}

@Test(
  arguments: [
    (12, "12 messages left until 9:00 AM."),
    (1, "1 message left until 9:00 AM."),
    (0, "You've used all 40 messages. More at 9:00 AM."),
  ] as [(Int, String)])
func theUsageLineCarriesItsCountAndReadsAsOneSentence(remaining: Int, spoken: String) throws {
  let usage = Usage(remaining: remaining, limit: 40, resets: nextMorning)
  let line = try #require(appearance(usage: usage).usageLine)
  #expect(line.remaining == remaining)
  #expect(line.accessibilitySentence == spoken)
  #expect(line.accessibility.label == spoken)
}

@Test func nilUsageHidesTheLineAndNeverLimits() {
  let unlimited = appearance(text: "Hello", usage: nil)
  #expect(unlimited.usageLine == nil)
  #expect(unlimited.upgrade == nil)
  #expect(unlimited.sendButton.isEnabled)
  #expect(unlimited.field.prompt == "Ask anything")
}

@Test func upgradeShowsAtTheLimitOnlyWithAnUpgradeHandler() throws {
  let upgrade = try #require(appearance(usage: atLimit).upgrade)
  #expect(upgrade.title == "Upgrade")
  #expect(upgrade.color == .accent)
  #expect(
    upgrade.font(in: SPTheme.standard.type) == SPTheme.standard.type.subhead.weight(.semibold))
  #expect(appearance(usage: atLimit, hasUpgrade: false).upgrade == nil)
  #expect(appearance(usage: Usage(remaining: 1, limit: 40)).upgrade == nil)
  #expect(
    appearance(usage: atLimit).usageLine?.text == "You've used all 40 messages. More at 9:00 AM.")
}

@Test func theAppearanceCarriesItsTextSize() {
  #expect(appearance(size: .accessibility3).dynamicTypeSize == .accessibility3)
}

/// The one gap between neighbours is the least at which two 32 pt circles' 44 pt targets
/// touch: each reaches 6 pt into it.
@Test func theGapBetweenNeighboursLetsTwoCirclesTargetsTouch() {
  typealias Metrics = ModelComposer.Metrics
  #expect(Metrics.controlSpacing == 12)
  #expect(Metrics.targetReach(forLength: Metrics.circleDiameter) == 6)
  #expect(2 * Metrics.targetReach(forLength: Metrics.circleDiameter) == Metrics.controlSpacing)
  #expect(Metrics.targetReach(forLength: 44) == 0)
  #expect(Metrics.targetReach(forLength: 90) == 0)
}

// MARK: Control row

/// (size) in → the pill's height, the band's, Send's inset and the padding under the band.
/// The pill grows with subhead's leading (capped at xxxLarge); Send moves in by half of what
/// the pill gains, so each stays as far from its side as from the bottom.
@Test(
  arguments: [
    (SPTheme.DynamicTypeSize.xSmall, 32.0, 44.0, 10.0, 4.0), (.large, 32, 44, 10, 4),
    (.xLarge, 34, 44, 11, 5), (.xxLarge, 36, 44, 12, 6), (.xxxLarge, 40, 44, 14, 8),
    (.accessibility1, 40, 44, 14, 8), (.accessibility5, 40, 44, 14, 8),
  ])
func theControlRowNestsThePillAndSendInTheCorners(
  size: SPTheme.DynamicTypeSize, pill: Double, height: Double, send: Double, bottom: Double
) {
  typealias Metrics = ModelComposer.Metrics
  let row = appearance(size: size).controlRow(typography: .standard)
  #expect(row.pillHeight == pill)
  #expect(row.height == height)
  #expect(row.sendInset == send)
  #expect(row.trailingInset == send)
  #expect(row.bottomInset == bottom)
  #expect(row.leadingInset == Metrics.rowCornerInset)
  // The pill's capsule and Send's circle, centred in the band, sit as far above the card's
  // bottom as from their sides.
  #expect(row.bottomInset + (row.height - row.pillHeight) / 2 == row.leadingInset)
  #expect(row.bottomInset + (row.height - Metrics.circleDiameter) / 2 == row.sendInset)
}

/// Half the row, and no more than the row leaves the name beside Send; never below zero.
@Test(arguments: [
  (260.0, Double.infinity, 130.0), (333, .infinity, 166.5), (0, .infinity, 0), (260, 200, 130),
  (260, 90.5, 90.5), (100, -20, 0),
])
func thePillsNameMayTakeHalfTheRow(rowWidth: Double, offered: Double, maximum: Double) {
  #expect(
    ModelComposer.Metrics.pillTitleMaximumWidth(rowWidth: rowWidth, offered: offered) == maximum)
}

/// Below the accessibility sizes every on chip shows its name, whatever the width; at them
/// none does. Off chips never do.
@Test(arguments: SPTheme.DynamicTypeSize.allCases)
func everyOnChipShowsItsNameBelowTheAccessibilitySizes(size: SPTheme.DynamicTypeSize) {
  let chips = appearance(modes: ["search", "image"], size: size).chips
  #expect(chips.map(\.showsTitle) == [true, false, true].map { $0 && !size.isAccessibilitySize })
}

@Test(
  arguments: [
    (SPTheme.DynamicTypeSize.large, 393.0, 250.0), (.xxxLarge, 320, 250),
    (.accessibility1, 393, 353), (.accessibility3, 320, 288), (.accessibility5, 440, 353),
  ])
func theMenuIs250PointsWideOrTheScreenLessItsMarginsAtAccessibilitySizes(
  size: SPTheme.DynamicTypeSize, screen: Double, width: Double
) {
  #expect(ModelComposer.Metrics.menuWidth(screenWidth: screen, typeSize: size) == width)
}

@Test func theMenusInsetsGrowWithBodyOnlyAtAccessibilitySizes() {
  typealias Metrics = ModelComposer.Metrics
  #expect(Metrics.menuInsetScale(at: .xxxLarge) == 1)
  #expect(Metrics.menuInsetScale(at: .accessibility3) == 40.0 / 17)
}

/// Every part's font is the theme's token: a theme whose subhead is body's size makes the pill
/// 22 + 12 tall, and the parts read its other tokens.
@Test func thePartsTakeTheirFontsFromTheThemesTypeTokens() {
  var type = SPTheme.Typography.standard
  type.body = SPTheme.TextToken(.headline)
  type.subhead = SPTheme.TextToken(.body)
  type.footnote = SPTheme.TextToken(.caption)
  let card = appearance(size: .large)
  #expect(card.field.font(in: type) == SPTheme.TextToken(.headline))
  #expect(card.pill.font(in: type) == SPTheme.TextToken(.body, weight: .semibold))
  #expect(card.sendButton.font(in: type) == SPTheme.TextToken(.body, weight: .semibold))
  #expect(card.chips[0].font(in: type) == SPTheme.TextToken(.body, weight: .medium))
  #expect(card.usageLine?.font(in: type) == SPTheme.TextToken(.caption).monospacedDigit())
  #expect(card.controlRow(typography: type).pillHeight == 34)
  #expect(card.controlRow(typography: .standard).pillHeight == 32)
}
