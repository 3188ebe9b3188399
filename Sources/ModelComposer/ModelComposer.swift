// On Apple platforms `ModelComposer` is the SwiftUI view; without SwiftUI (Linux) it is only the
// namespace its nested types (Model, Mode, Usage, Message, Session, …) live in. Those types are
// declared in extensions, so the same files compile on both.
#if canImport(SwiftUI)
  // The iOS 17.4 SDK leaves `AnnouncementPriority`, a plain enum of strings, unmarked as
  // Sendable, which AttributedString's attribute setter requires.
  @preconcurrency import Accessibility
  import SPTheme
  import SwiftUI

  /// A chat composer: one card with a field that grows from one line to six, then a row with the
  /// model pill, the mode chips and Send; under it, the usage line. It is a section, with no
  /// navigation stack, background, padding or scroll view of its own: pin it to the bottom of
  /// your conversation with `safeAreaInset(edge: .bottom)`, 20 points from the sides
  /// (`Metrics.hostHorizontalInset`), on the theme's background.
  ///
  /// ```swift
  /// struct ResearchThread: View {
  ///   @Environment(\.spTheme) private var theme
  ///   @State private var model: ModelComposer.Model.ID = "atlas-3"
  ///   @State private var modes: Set<ModelComposer.Mode.ID> = []
  ///   @State private var usage = ModelComposer.Usage(remaining: 12, limit: 40)
  ///   @State private var isShowingUpgrade = false
  ///
  ///   var body: some View {
  ///     MessageList()
  ///       .background(theme.color.bg)
  ///       .safeAreaInset(edge: .bottom) {
  ///         ModelComposer(
  ///           model: $model,
  ///           modes: $modes,
  ///           models: ModelComposer.Model.samples,
  ///           availableModes: ModelComposer.Mode.defaults,
  ///           usage: usage,
  ///           placeholder: "Ask anything",
  ///           onLocked: { _ in isShowingUpgrade = true },
  ///           onUpgrade: { isShowingUpgrade = true },
  ///           onSend: { message in
  ///             try await assistant.send(message)
  ///             usage = usage.afterSending()
  ///           }
  ///         )
  ///         .padding(.horizontal, ModelComposer.Metrics.hostHorizontalInset)
  ///         .padding(.vertical, ModelComposer.Metrics.hostVerticalInset)
  ///         .background(theme.color.bg)
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// Everything the card shows comes from `ComposerAppearance`, and every action goes through
  /// `ModelComposer.Session`: the view keeps the interaction state, builds a session for each
  /// tap or keystroke, writes the result back to the bindings and its state, and forwards the
  /// session's events as haptics (`sensoryFeedback`), VoiceOver announcements and `onLocked`.
  /// So the headless renderer's golden images test the very rules this view runs.
  @MainActor
  public struct ModelComposer: View {
    @Binding private var model: Model.ID
    @Binding private var modes: Set<Mode.ID>
    /// The app's draft (`init(text:isFocused:…)`); nil keeps the draft in `ownText`.
    private var appText: Binding<String>?
    /// The app's hold on the field's focus (`init(text:isFocused:…)`); nil keeps focus in
    /// `isFieldFocused`.
    private var appFocus: FocusState<Bool>.Binding?
    private let models: [Model]
    private let availableModes: [Mode]
    private let usage: Usage?
    private let placeholder: String
    private let onLocked: (Model) -> Void
    private let onUpgrade: (() -> Void)?
    private let onSend: @MainActor (Message) async throws -> Void

    @Environment(\.spTheme) private var theme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Phase and menu. The draft lives in `draftText` and focus in `focus`, and both are read into
    /// it for the core, so its own `text` stays empty.
    @State private var interaction = Interaction()
    /// The draft when the app holds none.
    @State private var ownText = ""
    /// The running `onSend`, kept here so that it is released, and cancelled, with the view's
    /// state. A finished one stays until the next send replaces it.
    @State private var sendTask: SendTask?
    @State private var haptics = HapticTriggers()
    /// The control row's width between its insets, which the pill's name may take a share of;
    /// nil until the row has been laid out once.
    @State private var rowWidth: Double?
    @FocusState private var isFieldFocused: Bool

    /// - Parameters:
    ///   - model: The current model's id. Your app owns it, so it can keep one per
    ///     conversation; an id not in `models` shows the first unlocked model.
    ///   - modes: The modes that are on.
    ///   - models: The pill's menu, in order.
    ///   - availableModes: The chips, in order; empty hides them.
    ///   - usage: The allowance; the block never counts, so hand it a new one after each
    ///     message. Nil hides the line and never limits.
    ///   - placeholder: The field's prompt below the limit.
    ///   - onLocked: Called with a locked model picked from the menu, instead of switching to
    ///     it: show your upgrade there.
    ///   - onUpgrade: Shows Upgrade at the end of the usage line at the limit; nil hides it.
    ///   - onSend: Sends a message. It runs in a task on the main actor, so it can update your
    ///     state directly and `await` its network work. Stop cancels the task and frees the
    ///     composer at once; any other error it throws shows its `errorDescription` (or
    ///     "Couldn't send. Try again.") under the card and puts the text back.
    public init(
      model: Binding<Model.ID>,
      modes: Binding<Set<Mode.ID>>,
      models: [Model] = Model.samples,
      availableModes: [Mode] = Mode.defaults,
      usage: Usage? = nil,
      placeholder: String,
      onLocked: @escaping (Model) -> Void,
      onUpgrade: (() -> Void)? = nil,
      onSend: @escaping @MainActor (Message) async throws -> Void
    ) {
      _model = model
      _modes = modes
      self.models = models
      self.availableModes = availableModes
      self.usage = usage
      self.placeholder = placeholder
      self.onLocked = onLocked
      self.onUpgrade = onUpgrade
      self.onSend = onSend
    }

    /// The same composer with your app holding the draft, and, if you pass it, the field's
    /// focus: keep a draft per conversation and put the cursor in the field yourself.
    ///
    /// ```swift
    /// @State private var drafts: [Conversation.ID: String] = [:]
    /// @FocusState private var isComposerFocused: Bool
    ///
    /// ModelComposer(
    ///   text: $drafts[conversation.id, default: ""], isFocused: $isComposerFocused,
    ///   model: $model, modes: $modes, usage: usage, placeholder: "Ask anything",
    ///   onLocked: { _ in isShowingUpgrade = true }, onSend: send)
    /// .onAppear { isComposerFocused = true }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The draft. The composer edits it as the user types, clears it when a message
    ///     goes and puts the text back when a send fails; what you write to it shows in the
    ///     field. Changing it does not clear an error line, which belongs to the last send.
    ///   - isFocused: The field's focus, as `.focused(_:)` takes it: the projection of a
    ///     `@FocusState` of yours (`$isComposerFocused`). Set it true to focus the field (the
    ///     keyboard comes up), false to dismiss it; it turns false by itself when the user
    ///     leaves the field. At the limit the field is off and counts as unfocused whatever it
    ///     says. A `FocusState` binding
    ///     rather than a `Binding<Bool>` because it is what SwiftUI's own focus API takes and
    ///     gives: the field focuses through it directly and the system keeps it true, with no
    ///     second copy of the focus to drift from the real one. Nil keeps focus to the
    ///     composer, as the other initialiser does.
    ///   - The rest are those of `init(model:modes:models:availableModes:usage:placeholder:
    ///     onLocked:onUpgrade:onSend:)`.
    public init(
      text: Binding<String>, isFocused: FocusState<Bool>.Binding? = nil,
      model: Binding<Model.ID>, modes: Binding<Set<Mode.ID>>,
      models: [Model] = Model.samples, availableModes: [Mode] = Mode.defaults,
      usage: Usage? = nil, placeholder: String,
      onLocked: @escaping (Model) -> Void, onUpgrade: (() -> Void)? = nil,
      onSend: @escaping @MainActor (Message) async throws -> Void
    ) {
      self.init(
        model: model, modes: modes, models: models, availableModes: availableModes,
        usage: usage, placeholder: placeholder, onLocked: onLocked, onUpgrade: onUpgrade,
        onSend: onSend)
      appText = text
      appFocus = isFocused
    }

    public var body: some View {
      // Nothing here changes with the time but the usage line, which re-reads it itself once
      // a minute (`UsageLine`); `now` only completes this appearance's context.
      let appearance = makeAppearance(now: .now)
      VStack(alignment: .leading, spacing: 0) {
        card(appearance)
        errorSlot(appearance.errorLine)
        if appearance.usageLine != nil {
          UsageLine(upgrade: appearance.upgrade, onUpgrade: { onUpgrade?() }) { now in
            makeAppearance(now: now).usageLine
          }
          .padding(.horizontal, Metrics.linesHorizontalInset)
          .padding(.top, Metrics.stackSpacing)
        }
      }
      .sensoryFeedback(.selection, trigger: haptics.selection)
      .sensoryFeedback(.impact(weight: .light), trigger: haptics.lightImpact)
      .sensoryFeedback(.error, trigger: haptics.error)
    }

    // MARK: Drawing

    /// The error line under the card, `stackSpacing` below it, in a slot that is there in
    /// every state and clips what it holds: as the error comes, the slot opens between the
    /// card and the usage line and the line shows in it as the card rises; as it goes, the
    /// card covers it again. It never fades in over the usage line (Documentation/Motion.md,
    /// "Films").
    private func errorSlot(_ line: ComposerAppearance.ErrorLine?) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        if let line {
          ErrorLine(line: line)
            .padding(.horizontal, Metrics.linesHorizontalInset)
            .padding(.top, Metrics.stackSpacing)
            .transition(ComposerMotion.insertion(theme: theme, reduceMotion: reduceMotion))
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .motionClip(of: .errorLine)
    }

    private func card(_ appearance: ComposerAppearance) -> some View {
      VStack(alignment: .leading, spacing: Metrics.stackSpacing) {
        textField(appearance.field)
        controlRow(appearance)
      }
      .background(theme.color.surface, in: cardShape)
      .overlay {
        // Focus changes outside any transaction of ours, so the hairline animates here: only
        // its colour changes, so even under Reduce Motion it fades in place.
        cardShape
          .strokeBorder(theme.color[appearance.borderColor], lineWidth: Metrics.hairlineWidth)
          .animation(animation(of: .part(.hairline, of: .card)), value: appearance.borderColor)
      }
    }

    private var cardShape: RoundedRectangle {
      RoundedRectangle(cornerRadius: theme.radius.lg, style: .continuous)
    }

    private func textField(_ field: ComposerAppearance.Field) -> some View {
      TextField(
        text: text,
        prompt: Text(field.prompt).foregroundStyle(theme.color[field.promptColor]),
        axis: .vertical
      ) {
        Text(field.accessibility.label)
      }
      .textFieldStyle(.plain)
      .lineLimit(1...Metrics.maximumFieldLines)
      .font(field.font(in: theme.type))
      .foregroundStyle(theme.color[field.textColor])
      .tint(theme.color[field.caretColor])
      .focused(focus)
      .onKeyPress(keys: [.return, .escape], phases: [.down, .repeat]) { respond(to: $0) }
      .disabled(!field.isEnabled)
      .accessibilityIdentifier(field.accessibility.identifier)
      .padding(.horizontal, Metrics.fieldHorizontalPadding)
      .padding(.top, Metrics.fieldTopPadding)
    }

    /// The pill, the chips' lane and Send, centred on one line and inset so the pill and Send
    /// nest in the card's bottom corners (`ComposerAppearance.ControlRow`), their text no
    /// larger than `Metrics.largestControlTypeSize`. The pill is served first and its name
    /// truncates only past its share of the row, which the row measures for it; the lane takes
    /// what is left and scrolls when the chips need more. It is one row whatever the chips
    /// show, so toggling a chip never swaps a view out from under VoiceOver's focus.
    private func controlRow(_ appearance: ComposerAppearance) -> some View {
      let row = appearance.controlRow(typography: theme.type)
      return HStack(spacing: 0) {
        ModelPill(
          pill: appearance.pill, menu: appearance.menu, controlRow: row, rowWidth: rowWidth
        ) { selectModel($0) }
        .layoutPriority(1)
        if appearance.chips.isEmpty {
          Spacer(minLength: Metrics.controlSpacing)
        } else {
          ChipLane(chips: appearance.chips, row: row) { toggleMode($0) }
        }
        // Send's circle keeps its frame, so even under Reduce Motion its colour and symbol fade in
        // place.
        SendButton(button: appearance.sendButton) { sendOrStop(appearance.sendButton.kind) }
          .animation(animation(of: .send), value: appearance.sendButton)
      }
      .frame(height: row.height)
      .dynamicTypeSize(...DynamicTypeSize(Metrics.largestControlTypeSize))
      .background {
        GeometryReader { proxy in
          Color.clear.preference(key: ControlRowWidth.self, value: proxy.size.width)
        }
      }
      // The action is `@Sendable` in the SDKs of current Xcode, so it writes through the
      // state's binding rather than the main actor-isolated property.
      .onPreferenceChange(ControlRowWidth.self) { [$rowWidth] in $rowWidth.wrappedValue = $0 }
      .padding(.leading, row.leadingInset)
      .padding(.trailing, row.trailingInset)
      .padding(.bottom, row.bottomInset)
    }

    // MARK: The core

    private func makeAppearance(now: Date) -> ComposerAppearance {
      ComposerAppearance(
        configuration: configuration, interaction: currentInteraction,
        context: Context(
          now: now, dynamicTypeSize: SPTheme.DynamicTypeSize(dynamicTypeSize), locale: locale,
          timeZone: timeZone))
    }

    private var configuration: Configuration {
      Configuration(
        model: model, modes: modes, models: models, availableModes: availableModes, usage: usage,
        placeholder: placeholder, hasUpgrade: onUpgrade != nil, hasLockedHandler: true)
    }

    private var currentInteraction: Interaction {
      var current = interaction
      current.text = draftText.wrappedValue
      current.isFocused = focus.wrappedValue
      return current
    }

    /// The draft: the app's (`init(text:isFocused:…)`) or the composer's own.
    private var draftText: Binding<String> { appText ?? $ownText }

    /// The field's focus: the app's, or the composer's own.
    private var focus: FocusState<Bool>.Binding { appFocus ?? $isFieldFocused }

    /// The field's text, every edit going through `Session.updateText`, which also clears a
    /// failed send's error.
    private var text: Binding<String> {
      Binding(
        get: { @MainActor [draftText] in draftText.wrappedValue },
        set: { @MainActor newText in updateText(newText) })
    }

    /// The core's actions, run against the bindings and the state.
    private var runner: SessionRunner {
      SessionRunner(
        inputs: configuration, model: $model, modes: $modes, text: draftText,
        interaction: $interaction, haptics: $haptics, onLocked: onLocked, locale: locale)
    }

    // MARK: Actions

    private func selectModel(_ id: Model.ID) {
      runner.run(animation: animation(for: .selectModel(id))) { $0.selectModel(id) }
    }

    private func toggleMode(_ id: Mode.ID) {
      runner.run(animation: animation(for: .toggleMode(id))) { $0.toggleMode(id) }
    }

    /// Keystrokes animate as the table says, so the field grows by a line, and a failed send's
    /// error leaves, smoothly; the text itself is the text view's to draw, at once.
    private func updateText(_ newText: String) {
      runner.run(animation: animation(for: .type(newText))) { $0.updateText(newText) }
    }

    /// Send and Stop share one slot, so the tap's time decides what a tap on Stop means: see
    /// `SendTask.acceptsStop(at:)`.
    private func sendOrStop(_ kind: ComposerAppearance.SendButton.Kind) {
      let now = ContinuousClock.now
      switch kind {
      case .send: send(at: now)
      case .stop: if sendTask?.acceptsStop(at: now) ?? true { stop() }
      }
    }

    /// Starts `onSend` in a `SendTask`, which reports how it ended through a runner: the
    /// task's closures hold the bindings, never this view, whose copy would keep `sendTask`
    /// (and so the task) alive after the view has gone.
    private func send(at now: ContinuousClock.Instant) {
      let runner = runner
      guard let message = runner.run(animation: animation(for: .send), { $0.send() }) else {
        return
      }
      let onSend = onSend
      let (succeeded, failed) = (animation(for: .succeed), animation(for: .fail(message: nil)))
      sendTask = SendTask(
        sentAt: now, send: { try await onSend(message) },
        finish: { failure in
          runner.run(animation: failure == nil ? succeeded : failed) {
            $0.finishSending(with: failure)
          }
        })
    }

    /// Frees the composer at once. The cancelled task's outcome is dropped (`SendTask`), and
    /// the session would ignore it anyway.
    private func stop() {
      sendTask?.cancel()
      sendTask = nil
      runner.run(animation: animation(for: .stop)) { $0.stop() }
    }

    /// A key of a hardware keyboard in the field, as Messages has them: the core decides
    /// (`Session.response(to:)`): Return and ⌘↩ send, ⇧↩ and ⌥↩ start a new line, Escape stops a
    /// send. Send's ⌘↩ and Stop's Escape are also the button's `keyboardShortcut`, so they work
    /// with the field unfocused and show in the iPad's shortcut list.
    ///
    /// How a hardware Return is told from the on-screen keyboard's: SwiftUI's `onKeyPress`
    /// reports only keys of a hardware keyboard ("Performs an action if the user presses a key
    /// on a hardware keyboard while the view has focus"). The on-screen keyboard's Return never
    /// comes here: it types its line break through the text view's input, which the text
    /// binding reports as an edit, so it starts a new line. That is all SwiftUI says: it names
    /// no keyboard, only key events. Limits, to be confirmed on a device: a hardware Return
    /// that confirms an input method's composition (Japanese, Chinese) would send instead, as
    /// SwiftUI does not expose the marked text; that a passed-on ⇧↩ becomes a line break is the
    /// text view's doing; and Mac Catalyst or an iPad app on a Mac may route keys differently.
    private func respond(to press: KeyPress) -> KeyPress.Result {
      var modifiers: KeyStroke.Modifiers = []
      if press.modifiers.contains(.shift) { modifiers.insert(.shift) }
      if press.modifiers.contains(.option) { modifiers.insert(.option) }
      let stroke = KeyStroke(
        press.key == .escape ? .escape : .return, modifiers: modifiers,
        isRepeat: press.phase == .repeat)
      switch runner.session.response(to: stroke) {
      case .send: send(at: .now)
      case .stop: stop()
      case .consume: break
      case .passThrough: return .ignored
      }
      return .handled
    }

    // MARK: Motion

    /// The animation `action` runs in, from the motion table (`ComposerMotion`): `snappy` or
    /// `smooth`; none under Reduce Motion, where frames change at once and each part whose
    /// look changes cross-fades by itself (`crossFade(of:)`, `ComposerMotion.insertion`).
    private func animation(for action: ComposerAction) -> Animation? {
      ComposerMotion.animation(for: action, theme: theme, reduceMotion: reduceMotion)
    }

    /// The element's own animation from the motion table, whatever changed it.
    private func animation(of element: ComposerElement) -> Animation? {
      ComposerMotion.animation(of: element, theme: theme, reduceMotion: reduceMotion)
    }
  }

  extension ModelComposer {
    /// Starts the field with `text`, as if typed: for previews of a composer mid-message.
    func draft(_ text: String) -> ModelComposer {
      var composer = self
      composer._ownText = State(initialValue: text)
      return composer
    }

    /// The control row's width, read by the row from its own geometry.
    private struct ControlRowWidth: PreferenceKey {
      static let defaultValue = 0.0

      static func reduce(value: inout Double, nextValue: () -> Double) {
        value = nextValue()
      }
    }

    /// One counter per haptic: `sensoryFeedback` plays when its trigger changes, so each event
    /// bumps its counter.
    private struct HapticTriggers {
      var selection = 0
      var lightImpact = 0
      var error = 0
    }

    /// Runs one action of the core against the app's bindings and the view's state, all held
    /// by reference, and applies its outcome: the bindings, the draft and the state (within
    /// `animation`), then the events. A send's task keeps one to report the end of `onSend`.
    ///
    /// Focus is the view's alone: no action reads it, so the runner leaves it out.
    @MainActor
    private struct SessionRunner {
      /// The block's inputs when the runner was made; the bindings' current ids replace its
      /// own. Finishing a send, the one action run later, reads only the interaction.
      let inputs: Configuration
      let model: Binding<Model.ID>
      let modes: Binding<Set<Mode.ID>>
      /// The draft, the app's or the view's; the interaction state holds the rest.
      let text: Binding<String>
      let interaction: Binding<Interaction>
      let haptics: Binding<HapticTriggers>
      let onLocked: (Model) -> Void
      /// The view's `\.locale`: the language of the session's announcements and messages.
      let locale: Locale

      /// The session as things stand, to ask what an action or a key would do.
      var session: Session {
        var configuration = inputs
        configuration.modelID = model.wrappedValue
        configuration.modeIDs = modes.wrappedValue
        var current = interaction.wrappedValue
        current.text = text.wrappedValue
        return Session(configuration: configuration, interaction: current, locale: locale)
      }

      @discardableResult
      func run<Result>(animation: Animation?, _ action: (inout Session) -> Result) -> Result {
        var session = session
        let result = action(&session)
        withAnimation(animation) {
          if session.configuration.modelID != model.wrappedValue {
            model.wrappedValue = session.configuration.modelID
          }
          if session.configuration.modeIDs != modes.wrappedValue {
            modes.wrappedValue = session.configuration.modeIDs
          }
          if session.interaction.text != text.wrappedValue {
            text.wrappedValue = session.interaction.text
          }
          var rest = session.interaction
          rest.text = ""
          interaction.wrappedValue = rest
        }
        session.events.forEach(forward)
        return result
      }

      private func forward(_ event: ComposerEvent) {
        switch event {
        case .haptic(.selection): haptics.wrappedValue.selection += 1
        case .haptic(.lightImpact): haptics.wrappedValue.lightImpact += 1
        case .haptic(.error): haptics.wrappedValue.error += 1
        case .announcement(let announcement): post(announcement)
        case .lockedModelPicked(let picked): onLocked(picked)
        }
      }
    }
  }

  /// Posts `announcement` at its priority, when its timing says.
  ///
  /// `afterMenuCloses` waits `menuClosingTime`: SwiftUI's `Menu` reports no dismissal, so this
  /// is a time, not an event. Whether VoiceOver speaks these in full can only be confirmed on
  /// a device with VoiceOver on.
  @MainActor
  private func post(_ announcement: ComposerEvent.Announcement) {
    var text = AttributedString(announcement.text)
    text.accessibilitySpeechAnnouncementPriority =
      switch announcement.priority {
      case .low: .low
      case .default: .default
      case .high: .high
      }
    switch announcement.timing {
    case .immediately:
      AccessibilityNotification.Announcement(text).post()
    case .afterMenuCloses:
      Task {
        try? await Task.sleep(for: menuClosingTime)
        AccessibilityNotification.Announcement(text).post()
      }
    }
  }

  /// Long enough for the system menu to finish closing and VoiceOver to settle on the pill it
  /// returns to; an estimate to confirm on a device.
  private let menuClosingTime: Duration = .milliseconds(600)

  // MARK: - Example

  /// The Research thread from the preview (`ModelComposer.ResearchThread`, which every
  /// scenario starts from too): Atlas 3, 12 of 40 messages left and counting down with each
  /// message, and an upgrade prompt from the locked model or from Upgrade. Pass
  /// `wrapsInNavigationStack: false` to push it in your own stack.
  @MainActor
  public struct ModelComposerExample: View {
    private let wrapsInNavigationStack: Bool
    private let draft: String

    @Environment(\.spTheme) private var theme
    @Environment(\.locale) private var locale
    @State private var model = ResearchThread.model
    @State private var modes = Set(ResearchThread.modes)
    @State private var usage: ModelComposer.Usage
    @State private var messages: [ModelComposer.Message] = []
    /// The model the upgrade prompt is about, or nil when it came from Upgrade.
    @State private var lockedModel: ModelComposer.Model?
    @State private var isShowingUpgrade = false

    private typealias ResearchThread = ModelComposer.ResearchThread

    public init(wrapsInNavigationStack: Bool = true) {
      self.init(
        wrapsInNavigationStack: wrapsInNavigationStack, usage: ResearchThread.usage, draft: "")
    }

    /// The thread in another state, for previews.
    init(wrapsInNavigationStack: Bool, usage: ModelComposer.Usage, draft: String) {
      self.wrapsInNavigationStack = wrapsInNavigationStack
      self.draft = draft
      _usage = State(initialValue: usage)
    }

    public var body: some View {
      if wrapsInNavigationStack {
        NavigationStack { thread }
      } else {
        thread
      }
    }

    private var thread: some View {
      ScrollView {
        LazyVStack(alignment: .trailing, spacing: 12) {
          ForEach(messages.indices, id: \.self) { index in
            SentMessage(message: messages[index])
          }
        }
        .padding(20)
      }
      .defaultScrollAnchor(.bottom)
      .background(theme.color.bg)
      .safeAreaInset(edge: .bottom) {
        ModelComposer(
          model: $model,
          modes: $modes,
          models: ResearchThread.models(in: locale),
          availableModes: ResearchThread.availableModes(in: locale),
          usage: usage,
          placeholder: ResearchThread.placeholder(in: locale),
          onLocked: { picked in
            lockedModel = picked
            isShowingUpgrade = true
          },
          onUpgrade: {
            lockedModel = nil
            isShowingUpgrade = true
          },
          onSend: { message in
            try await Task.sleep(for: .seconds(1))
            messages.append(message)
            usage = usage.afterSending()
          }
        )
        .draft(draft)
        .padding(.horizontal, ModelComposer.Metrics.hostHorizontalInset)
        .padding(.vertical, ModelComposer.Metrics.hostVerticalInset)
        .background(theme.color.bg)
      }
      .navigationTitle(Copy.research.title.resolved(in: locale))
      .alert(upgradeTitle, isPresented: $isShowingUpgrade) {
        Button(Copy.upgradePrompt.dismiss.resolved(in: locale), role: .cancel) {}
      } message: {
        Text(Copy.proIncludes(Copy.atlas3Max.name.resolved(in: locale)).resolved(in: locale))
      }
    }

    private var upgradeTitle: String {
      (lockedModel.map { Copy.partOfPro($0.name) } ?? Copy.upgradePrompt.title).resolved(
        in: locale)
    }
  }

  /// A sent message: its text in a bubble, with the model and modes it went with.
  private struct SentMessage: View {
    let message: ModelComposer.Message

    @Environment(\.spTheme) private var theme

    var body: some View {
      VStack(alignment: .trailing, spacing: 4) {
        Text(message.text)
          .font(theme.type.body)
          .foregroundStyle(theme.color.accentOn)
          .padding(.horizontal, 14)
          .padding(.vertical, 10)
          .background(
            theme.color.accent,
            in: RoundedRectangle(cornerRadius: theme.radius.lg, style: .continuous))
        Text(Copy.sentWith(model: message.model.name, modes: message.modes.map(\.title)))
          .font(theme.type.caption)
          .foregroundStyle(theme.color.textSecondary)
      }
      .frame(maxWidth: .infinity, alignment: .trailing)
    }
  }

  // The previews are debug-only, as Xcode builds them. Apart from that, it keeps the Linux
  // type-check against the iOS SDK honest: with no PreviewsMacros plugin there, a `#Preview`
  // that cannot expand stops the compiler before it reports any other file's errors.
  #if DEBUG
    #Preview("Research") {
      ModelComposerExample()
    }

    #Preview("Typing") {
      ModelComposerExample(
        wrapsInNavigationStack: true, usage: ModelComposer.ResearchThread.usage,
        draft: "Compare the three most cited papers on retrieval-augmented generation")
    }

    #Preview("Low") {
      ModelComposerExample(
        wrapsInNavigationStack: true,
        usage: ModelComposer.Usage(remaining: 3, limit: ModelComposer.ResearchThread.usage.limit),
        draft: "")
    }

    #Preview("At the limit") {
      ModelComposerExample(
        wrapsInNavigationStack: true,
        usage: ModelComposer.Usage(
          remaining: 0, limit: ModelComposer.ResearchThread.usage.limit,
          resets: Calendar.current.nextDate(
            after: .now, matching: DateComponents(hour: 9, minute: 0), matchingPolicy: .nextTime)),
        draft: "")
    }

    #Preview("Dark") {
      ModelComposerExample()
        .preferredColorScheme(.dark)
    }

    #Preview("Accessibility size") {
      ModelComposerExample()
        .dynamicTypeSize(.accessibility3)
    }

    // As an app in Arabic or Hebrew lays it out; English text, as the catalog's
    // `*-right-to-left` states draw it.
    #Preview("Right to left") {
      ModelComposerExample()
        .environment(\.layoutDirection, .rightToLeft)
    }
  #endif
#else
  // Without SwiftUI, only the namespace of the block's types. A struct, as the view is, so each
  // nested type is one symbol on every platform and the documentation merges the view's symbol
  // graph, made against the iOS SDK, with this one (scripts/docs.sh); its doc comment is the
  // view's.
  public struct ModelComposer: Sendable {
    private init() {}
  }
#endif
