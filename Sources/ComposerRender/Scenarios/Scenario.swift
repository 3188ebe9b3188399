import Foundation
import Layout
import ModelComposer
import Raster
import SPTheme
import Synchronization

/// Everything one picture depends on (Documentation/Scenarios.md): the device, the environment,
/// the block's inputs and the interaction state. Every key of its JSON is optional; the block's
/// inputs default to the spec's Research thread as `ModelComposer.ResearchThread` has it (sample
/// models, Atlas 3, the default modes, 12 of 40 messages left, Upgrade available), the state
/// `ModelComposerExample` starts in, so a scenario names only what it changes.
public struct Scenario: Sendable, Hashable {
  public var name = "scenario"
  public var width = 393.0
  public var scale = 3.0
  /// The screen's height in points: the open menu gets what the screen leaves above the block
  /// (``Device``), and the picture is never taller than the screen.
  public var screenHeight = Device.iPhone15.screenHeight
  public var colorScheme = SPTheme.ColorScheme.light
  /// Increase Contrast: the tokens' high-contrast variants (Documentation/Tokens.md).
  public var contrast = SPTheme.ColorContrast.normal
  public var dynamicTypeSize = SPTheme.DynamicTypeSize.large
  public var reduceMotion = false
  public var locale = "en_US"
  /// Which way the card reads; nil follows `locale`, as SwiftUI's `\.layoutDirection` follows
  /// the app's language (``effectiveLayoutDirection``).
  public var layoutDirection: LayoutDirection?
  public var timeZone = "UTC"
  /// The scenario's clock: "today" and reset times are read against it, never the machine's.
  public var now = Scenario.referenceNow
  public var model = ResearchThread.model
  public var modes = ResearchThread.modes
  public var usage: ModelComposer.Usage? = ResearchThread.usage
  public var hasUpgrade = ResearchThread.hasUpgrade
  public var hasLockedHandler = ResearchThread.hasLockedHandler
  public var text = ""
  public var focused = false
  public var phase = Phase.idle
  public var error: String?
  public var menuOpen = false
  /// The app's own symbols by name, as outlines, which modes may name beside the SF Symbol
  /// stand-ins (and which win over a stand-in of the same name).
  public var symbols = SymbolSet()
  /// The tokens it is drawn with; nil draws with the renderer's theme (``ComposerRenderer/theme``).
  public var theme: SPTheme?
  /// The models, chips and prompt a scenario names; nil for the Research thread's, which are in
  /// the scenario's language and so follow `locale` (see `models`).
  private var ownModels: [ModelComposer.Model]?
  private var ownModes: [ModelComposer.Mode]?
  private var ownPlaceholder: String?

  /// The Research thread's sample models in the scenario's language unless set. Setting the
  /// samples of the current language is the same as leaving them unset, so a scenario read
  /// back from its own JSON equals it.
  public var models: [ModelComposer.Model] {
    get { ownModels ?? ResearchThread.models(in: language) }
    set { ownModels = newValue == ResearchThread.models(in: language) ? nil : newValue }
  }

  /// The default modes in the scenario's language unless set, as `models`.
  public var availableModes: [ModelComposer.Mode] {
    get { ownModes ?? ResearchThread.availableModes(in: language) }
    set { ownModes = newValue == ResearchThread.availableModes(in: language) ? nil : newValue }
  }

  /// "Ask anything" in the scenario's language unless set, as `models`.
  public var placeholder: String {
    get { ownPlaceholder ?? ResearchThread.placeholder(in: language) }
    set { ownPlaceholder = newValue == ResearchThread.placeholder(in: language) ? nil : newValue }
  }

  private var language: Locale { Locale(identifier: locale) }

  public enum Phase: String, Sendable, Hashable, CaseIterable, Codable {
    case idle
    case sending
    case failed
  }

  /// 2026-01-15 12:00 UTC: a fixed "now" so no picture depends on when it was drawn.
  public static let referenceNow = Date(timeIntervalSince1970: 1_768_478_400)

  public init(name: String = "scenario", _ configure: (inout Scenario) -> Void = { _ in }) {
    self.name = name
    configure(&self)
  }

  private typealias ResearchThread = ModelComposer.ResearchThread

  /// The accepted ranges, shared by the decoder's messages and the CLI's overrides.
  public static let widthRange = 100.0...4096.0
  public static let scaleRange = 1.0...4.0
  /// From the 3.5-inch iPhone's 480 pt, the shortest iOS has had, to the widths' bound.
  public static let screenHeightRange = 480.0...4096.0
  public static let maximumModelCount = 100
  public static let maximumModeCount = 20
  /// An app's own symbols a scenario may carry, and the length of each one's path data.
  public static let maximumSymbolCount = 100
  public static let maximumPathDataLength = 100_000

  /// Whether `identifier` can name a locale: ASCII letters, `_` and `-` ("de_DE", "en-XA").
  /// The scenario's `locale` key and the tools' `--locale` both hold to it.
  public static func isLocaleIdentifier(_ identifier: String) -> Bool {
    !identifier.isEmpty
      && identifier.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "-") }
  }

  /// What `isLocaleIdentifier(_:)` asks, for refusals.
  public static let localeRule = "a locale identifier such as en_US"
}

extension Scenario {
  /// The block's inputs, as the view builds them from its initialiser.
  public var configuration: ModelComposer.Configuration {
    ModelComposer.Configuration(
      model: model, modes: Set(modes), models: models, availableModes: availableModes,
      usage: usage, placeholder: placeholder, hasUpgrade: hasUpgrade,
      hasLockedHandler: hasLockedHandler)
  }

  /// The interaction state, and back: the one place where a scenario's `phase` and `error` meet
  /// the interaction's phase, both ways. While sending, `text` is what was typed since the send
  /// began (the field was cleared when it started); the draft a failed send would hand back is
  /// no scenario's to hold, so it reads as empty and is dropped when set (a film keeps it,
  /// `FilmState.draft`). After a failure `text` is the text handed back and `error` the message.
  public var interaction: ModelComposer.Interaction {
    get {
      let state: ModelComposer.Interaction.Phase =
        switch phase {
        case .idle: .idle
        case .sending: .sending(draft: "")
        case .failed: .failed(message: error ?? "")
        }
      return ModelComposer.Interaction(
        text: text, isFocused: focused, phase: state, isMenuOpen: menuOpen)
    }
    set {
      text = newValue.text
      focused = newValue.isFocused
      menuOpen = newValue.isMenuOpen
      (phase, error) =
        switch newValue.phase {
        case .idle: (.idle, nil)
        case .sending: (.sending, nil)
        case .failed(let message): (.failed, message)
        }
    }
  }

  public var context: ModelComposer.Context {
    ModelComposer.Context(
      now: now, dynamicTypeSize: dynamicTypeSize, locale: Locale(identifier: locale),
      // Decoding checked the identifier; a scenario built in code with a bad one gets UTC.
      timeZone: TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!)
  }

  /// The direction the card is laid out in: `layoutDirection` when the scenario sets it, else
  /// the locale's (``layoutDirection(forLocale:)``).
  public var effectiveLayoutDirection: LayoutDirection {
    layoutDirection ?? Self.layoutDirection(forLocale: locale)
  }

  /// Right to left when the locale's language is written right to left (Arabic, Hebrew,
  /// Persian, Urdu, and the pseudo-locale ar-XB, whose language is Arabic), as iOS mirrors an
  /// app running in such a language; left to right otherwise, unknown languages included.
  /// Foundation answers from CLDR's likely scripts through ICU, on Linux as on Apple platforms.
  /// Asked once a locale: the answer goes through ICU's likely subtags, a few per cent of a
  /// card's check when it was asked on every layout.
  public static func layoutDirection(forLocale identifier: String) -> LayoutDirection {
    if let known = directions.withLock({ $0[identifier] }) { return known }
    let direction: LayoutDirection =
      Locale.Language(identifier: identifier).characterDirection == .rightToLeft
      ? .rightToLeft : .leftToRight
    directions.withLock {
      // Emptied now and then, so a process drawing in ever new locales stays bounded.
      if $0.count >= 256 { $0.removeAll(keepingCapacity: true) }
      $0[identifier] = direction
    }
    return direction
  }

  private static let directions = Mutex<[String: LayoutDirection]>([:])

  public var appearance: ComposerAppearance {
    ComposerAppearance(configuration: configuration, interaction: interaction, context: context)
  }
}
