// The composer's controls and lines, one small view per part of `ComposerAppearance`. Each draws
// only what its part says (texts, colour roles, type tokens, symbols, accessibility) and hands
// taps back to `ModelComposer`, which runs them through the core's `Session`.
#if canImport(SwiftUI)
  import SPTheme
  import SwiftUI

  extension ModelComposer {
    /// The model pill and its menu. A `Menu` item has a title, one subtitle, one image and a
    /// state, so a row shows the name over `Row.subtitle` ("Pro · …" on a locked model) with
    /// `Row.symbol` (the lock), and the current model is the one whose state is on: each row
    /// is a `Toggle`, which the menu draws with the system's check and VoiceOver reads as
    /// selected. A locked row never turns on (picking it calls `onLocked`). The menu itself is
    /// the system's, so how VoiceOver reads it can only be confirmed on a device.
    ///
    /// The label is the capsule, `controlRow.pillHeight` tall and no narrower than a target
    /// (`controlRow.pillMinimumWidth`, so the target reaches past it only above and below):
    /// 12 pt, the name, 4 pt, the chevrons, 12 pt (SF Symbols are framed by their glyph, so
    /// these gaps are the ones you see). The name truncates only past its share of the row,
    /// `rowWidth` wide once measured (`PillTitleWidth`). The 44 pt target reaches past the
    /// capsule without moving it; the system anchors the menu to the capsule.
    struct ModelPill: View {
      let pill: ComposerAppearance.Pill
      let menu: ComposerAppearance.ModelMenu
      let controlRow: ComposerAppearance.ControlRow
      let rowWidth: Double?
      let select: (ModelComposer.Model.ID) -> Void

      @Environment(\.spTheme) private var theme

      var body: some View {
        Menu {
          ForEach(menu.rows) { row in
            // Turning the current row off picks it again, which changes nothing.
            Toggle(isOn: Binding(get: { row.isChecked }, set: { _ in select(row.id) })) {
              // A menu reads the first Text (or Label) as the title and a sibling Text as the
              // subtitle; a subtitle inside the Label would be dropped.
              if let symbol = row.symbol {
                Label(row.name, systemImage: symbol)
              } else {
                Text(row.name)
              }
              if let subtitle = row.subtitle {
                Text(subtitle)
              }
            }
            .disabled(!row.isEnabled)
          }
        } label: {
          HStack(spacing: Metrics.symbolSpacing) {
            PillTitleWidth(rowWidth: rowWidth) {
              Text(pill.title)
                .foregroundStyle(theme.color[pill.titleColor])
                .lineLimit(1)
                .truncationMode(.tail)
                // A new name cross-fades inside the title's frame as the pill widens, never
                // under the chevron (Documentation/Motion.md, "Films").
                .motionClip(of: .part(.title, of: .pill))
            }
            Image(systemName: pill.symbol)
              .imageScale(.small)
              .foregroundStyle(theme.color[pill.chevronColor])
          }
          // Under Reduce Motion the name and chevrons cross-fade while the capsule takes its
          // new width at once.
          .crossFade(of: pill, alignment: .leading)
          .font(pill.font(in: theme.type))
          .padding(.horizontal, Metrics.pillHorizontalPadding)
          .frame(minWidth: controlRow.pillMinimumWidth)
          .frame(height: controlRow.pillHeight)
          .motionClip(of: .pill)
          .background(theme.color[pill.background], in: Capsule())
          .hitTarget()
        }
        // A plain button keeps the label as drawn; the default style would tint it and, on
        // macOS, put it in a pop-up button's bezel.
        .menuStyle(.button)
        .buttonStyle(.plain)
        .menuIndicator(.hidden)
        .menuOrder(.fixed)
        .showsLargeContentViewer(pill.accessibility.largeContent)
        .disabled(!pill.isEnabled)
        .composerAccessibility(pill.accessibility)
      }
    }

    /// The chips in their lane: a horizontal scroll view that only scrolls when they don't
    /// fit, with `Metrics.controlSpacing` before, between and after them as you see them,
    /// masked as `ComposerAppearance.LaneMask` says: nothing within the gap of either end, and
    /// a fade only at an edge where a chip is clipped.
    ///
    /// The scroll view is the lane's hit region: it stands `row.laneHitInsets` inside the lane
    /// (clear of Send's target, which reaches 6 pt into the lane), and a scroll view hit-tests
    /// only within its bounds, so a chip's target is clipped to it and one scrolled out of it
    /// takes no taps; its content's margins (`row.laneContentMargins`) keep the chips where
    /// they are seen. The mask covers the whole lane, so what you see does not move. The lane
    /// measures its scroll view and the content (a `GeometryReader` behind each, reported as
    /// preferences; the content's frame in the scroll view's coordinate space gives the scroll
    /// offset), and the mask is always the same five views, only their widths change, so a
    /// toggle or a scroll never swaps a view. The lane is as tall as a target, so every chip's
    /// target lies inside it.
    struct ChipLane: View {
      let chips: [ComposerAppearance.Chip]
      let row: ComposerAppearance.ControlRow
      let toggle: (ModelComposer.Mode.ID) -> Void

      /// The scroll view's width: the lane's less `row.laneHitInsets`.
      @State private var scrollViewWidth = 0.0
      @State private var content = CGRect.zero
      /// The first on chip's frame in the scroll view's coordinate space, once measured.
      @State private var firstOnChip: CGRect?
      /// Whether the lane has been scrolled to where it rests, which it is once, as it appears.
      @State private var isAtRest = false
      @Environment(\.layoutDirection) private var layoutDirection
      @Environment(\.spTheme) private var theme
      @Environment(\.accessibilityReduceMotion) private var reduceMotion

      var body: some View {
        ScrollViewReader { scroller in
          ScrollView(.horizontal) {
            HStack(spacing: Metrics.controlSpacing) {
              ForEach(chips) { chip in
                ModeChip(chip: chip) { toggle(chip.id) }
                  .background {
                    if chip.id == chips.first(where: \.isOn)?.id {
                      GeometryReader { proxy in
                        Color.clear.preference(
                          key: FirstOnChipFrame.self, value: proxy.frame(in: .named(Self.space)))
                      }
                    }
                  }
              }
            }
            .padding(.leading, row.laneContentMargins.leading)
            .padding(.trailing, row.laneContentMargins.trailing)
            .frame(height: row.height)
            .background {
              GeometryReader { proxy in
                Color.clear.preference(
                  key: LaneContentFrame.self, value: proxy.frame(in: .named(Self.space)))
              }
            }
            // Where the lane rests: a point `restingScrollOffset` along the content, which the
            // lane scrolls to its leading edge.
            .background(alignment: .leading) {
              Color.clear.frame(width: 0).id(Self.restingPoint)
                .padding(.leading, restingScrollOffset)
            }
          }
          .scrollIndicators(.hidden)
          .scrollBounceBehavior(.basedOnSize, axes: .horizontal)
          .coordinateSpace(.named(Self.space))
          .background {
            GeometryReader { proxy in
              Color.clear.preference(key: ScrollViewWidth.self, value: proxy.size.width)
            }
          }
          .onPreferenceChange(LaneContentFrame.self) { [measurement] in
            measurement.take($0, into: \.content)
          }
          .onPreferenceChange(ScrollViewWidth.self) { [measurement] in
            measurement.take($0, into: \.scrollViewWidth)
          }
          .onPreferenceChange(FirstOnChipFrame.self) { [firstOnChip = $firstOnChip] in
            firstOnChip.wrappedValue = $0
          }
          .onChange(of: restingScrollOffset) {
            guard !isAtRest, scrollViewWidth > 0 else { return }
            isAtRest = true
            scroller.scrollTo(Self.restingPoint, anchor: .leading)
          }
          // A chip that is toggled scrolls the least that shows it whole, as VoiceOver scrolls
          // the chip it focuses into view.
          .onChange(of: chips) { old, new in
            guard let toggled = zip(old, new).first(where: { $0.isOn != $1.isOn })?.1 else {
              return
            }
            withAnimation(
              ComposerMotion.laneMaskAnimation(theme: theme, reduceMotion: reduceMotion)
            ) {
              scroller.scrollTo(toggled.id, anchor: nil)
            }
          }
        }
        .padding(.leading, row.laneHitInsets.leading)
        .padding(.trailing, row.laneHitInsets.trailing)
        .mask { LaneMaskView(mask: mask) }
      }

      private static let space = "ChipLane"
      private static let restingPoint = "ChipLane.restingPoint"

      /// `row.restingScrollOffset` from what the lane measures: the lane is the scroll view
      /// and `row.laneHitInsets`, and its content starts `laneHitInsets.leading` before the
      /// scroll view's. Frames are as drawn, so right to left the leading edge is the right.
      private var restingScrollOffset: Double {
        let hit = row.laneHitInsets.leading + row.laneHitInsets.trailing
        let span = firstOnChip.map { chip in
          let leading =
            layoutDirection == .leftToRight ? chip.minX - content.minX : content.maxX - chip.maxX
          return
            (leading + row.laneHitInsets.leading)..<(leading + row.laneHitInsets.leading
            + chip.width)
        }
        return row.restingScrollOffset(
          laneWidth: scrollViewWidth + hit, contentWidth: content.width + hit, firstOnChip: span)
      }

      /// How far the content's leading edge lies past the scroll view's. SwiftUI reports frames
      /// as they are drawn, a right-to-left child's origin mirrored in its parent
      /// (`LayoutDirection`: it "flips the x position of each view within its parent"), so
      /// right to left the leading edge is the content's right one: at rest it meets the
      /// scroll view's right edge.
      private var mask: ComposerAppearance.LaneMask {
        let scrollOffset =
          layoutDirection == .leftToRight ? -content.minX : content.maxX - scrollViewWidth
        return row.laneMask(
          scrollViewWidth: scrollViewWidth, contentWidth: content.width,
          scrollOffset: scrollOffset)
      }

      /// Where the lane's measurements go. The preference actions that report them are
      /// `@Sendable` in the SDKs of current Xcode, not main actor-isolated, so they write through
      /// the state's bindings, which this value carries with the animation to use.
      private var measurement: Measurement {
        Measurement(
          scrollViewWidth: $scrollViewWidth, content: $content,
          animation: ComposerMotion.laneMaskAnimation(theme: theme, reduceMotion: reduceMotion))
      }

      private struct Measurement {
        let scrollViewWidth: Binding<Double>
        let content: Binding<CGRect>
        let animation: Animation

        /// Takes a new measurement. Once the lane has been measured, a fade that comes or goes
        /// as an edge starts or stops clipping animates (`ComposerMotion.laneMaskToken`, the
        /// short fade under Reduce Motion) rather than jumping; the first measurement shows at
        /// once.
        func take<Value>(_ value: Value, into field: KeyPath<Measurement, Binding<Value>>) {
          let isFirst = scrollViewWidth.wrappedValue == 0
          self[keyPath: field].transaction(Transaction(animation: isFirst ? nil : animation))
            .wrappedValue = value
        }
      }
    }

    /// `LaneMask` as a mask: clear bands at both ends, a gradient over each fade, opaque
    /// between. A fade that is off is 0 wide, so the views stay the same. Right to left the
    /// stack puts the leading band at the right by itself, but a gradient's unit points are
    /// its own frame's, x from the left, and SwiftUI moves views without mirroring what they
    /// draw; so each gradient mirrors its content (`flipsForRightToLeftLayoutDirection`) and
    /// still runs from clear at the lane's end to opaque inside it.
    private struct LaneMaskView: View {
      let mask: ComposerAppearance.LaneMask

      var body: some View {
        HStack(spacing: 0) {
          Color.clear.frame(width: mask.clearWidth)
          LinearGradient(colors: [.clear, .black], startPoint: .leading, endPoint: .trailing)
            .flipsForRightToLeftLayoutDirection(true)
            .frame(width: mask.leadingFadeWidth)
          Color.black
          LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
            .flipsForRightToLeftLayoutDirection(true)
            .frame(width: mask.trailingFadeWidth)
          Color.clear.frame(width: mask.clearWidth)
        }
      }
    }

    /// The chips' frame in their lane's coordinate space: its width, and how far it is
    /// scrolled (minus its leading edge).
    private struct LaneContentFrame: PreferenceKey {
      static let defaultValue = CGRect.zero

      static func reduce(value: inout CGRect, nextValue: () -> CGRect) {
        value = nextValue()
      }
    }

    /// The first on chip's frame in its lane's coordinate space; nil when no chip is on.
    private struct FirstOnChipFrame: PreferenceKey {
      static let defaultValue: CGRect? = nil

      static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) {
        value = value ?? nextValue()
      }
    }

    /// The width of the lane's scroll view, its hit region.
    private struct ScrollViewWidth: PreferenceKey {
      static let defaultValue = 0.0

      static func reduce(value: inout Double, nextValue: () -> Double) {
        value = nextValue()
      }
    }

    /// A mode chip: a ring around the outline symbol while off, a filled capsule with the
    /// filled symbol and, below the accessibility sizes, the title while on.
    struct ModeChip: View {
      let chip: ComposerAppearance.Chip
      let toggle: () -> Void

      @Environment(\.spTheme) private var theme

      var body: some View {
        Button {
          toggle()
        } label: {
          HStack(spacing: Metrics.symbolSpacing) {
            Image(systemName: chip.symbol)
              .symbolVariant(chip.usesFilledSymbol ? .fill : .none)
              .foregroundStyle(theme.color[chip.symbolColor])
              .dynamicTypeSize(...DynamicTypeSize(Metrics.largestSymbolTypeSize))
            if chip.showsTitle {
              Text(chip.title)
                .foregroundStyle(theme.color[chip.titleColor])
                .lineLimit(1)
                .transition(.opacity)
            }
          }
          .font(chip.font(in: theme.type))
          .padding(.horizontal, chip.showsTitle ? Metrics.chipHorizontalPadding : 0)
          .frame(minWidth: Metrics.circleDiameter)
          .frame(height: Metrics.circleDiameter)
          // The name shows inside the capsule as it widens, never past it over the next chip
          // (Documentation/Motion.md, "Films").
          .motionClip(of: .chip(chip.id))
          .background {
            if let background = chip.background {
              Capsule().fill(theme.color[background])
            }
          }
          .overlay {
            if let ring = chip.ring {
              Capsule().strokeBorder(theme.color[ring], lineWidth: Metrics.hairlineWidth)
            }
          }
          // Under Reduce Motion the ring and the capsule cross-fade where they are, each at
          // its own width, and the neighbours take their places at once (Motion.md, "Films").
          .crossFade(of: chip, alignment: .leading)
          .hitTarget()
        }
        .buttonStyle(.plain)
        .showsLargeContentViewer(chip.accessibility.largeContent)
        .disabled(!chip.isEnabled)
        .composerAccessibility(chip.accessibility)
      }
    }

    /// Send, or Stop in its place while a message is sending: one 32 point circle. On a
    /// hardware keyboard ⌘↩ taps Send and Escape taps Stop, wherever the focus is (the field
    /// also takes Return itself: `ModelComposer.respond(to:)`).
    struct SendButton: View {
      let button: ComposerAppearance.SendButton
      let action: () -> Void

      /// ⌘↩, as in Messages and Mail.
      private static let sendShortcut = KeyboardShortcut(.return, modifiers: .command)

      @Environment(\.spTheme) private var theme

      var body: some View {
        Button {
          action()
        } label: {
          Image(systemName: button.symbol)
            .font(button.font(in: theme.type))
            .dynamicTypeSize(...DynamicTypeSize(Metrics.largestSymbolTypeSize))
            .foregroundStyle(theme.color[button.foreground])
            .frame(width: Metrics.circleDiameter, height: Metrics.circleDiameter)
            .motionClip(of: .send)
            .background(theme.color[button.background], in: Circle())
            .hitTarget()
        }
        .buttonStyle(.plain)
        .keyboardShortcut(button.kind == .send ? Self.sendShortcut : .cancelAction)
        .showsLargeContentViewer(button.accessibility.largeContent)
        .disabled(!button.isEnabled)
        .composerAccessibility(button.accessibility)
      }
    }

    /// Why the last send failed.
    struct ErrorLine: View {
      let line: ComposerAppearance.ErrorLine

      @Environment(\.spTheme) private var theme

      var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: Metrics.symbolSpacing) {
          Image(systemName: line.symbol)
          Text(line.text)
        }
        .font(line.font(in: theme.type))
        .foregroundStyle(theme.color[line.color])
        .accessibilityElement(children: .ignore)
        .composerAccessibility(line.accessibility)
      }
    }

    /// How many messages are left, the count rolling as it changes (a fade under Reduce
    /// Motion), with Upgrade at its trailing end at the limit, or under it at the
    /// accessibility sizes (`upgrade.placement`).
    struct UsageLine: View {
      let upgrade: ComposerAppearance.Upgrade?
      let onUpgrade: () -> Void
      /// The line as of a time. It can name a reset time, and one that passes while the screen
      /// shows it has to leave the line, so the line alone re-reads the time, once a minute.
      let line: (Date) -> ComposerAppearance.UsageLine?

      @Environment(\.spTheme) private var theme
      @Environment(\.accessibilityReduceMotion) private var reduceMotion

      var body: some View {
        UsageLineLayout(placement: upgrade?.placement ?? .besideLine) {
          TimelineView(.everyMinute) { timeline in
            if let line = line(timeline.date) {
              text(line)
            }
          }
          if let upgrade {
            Button {
              onUpgrade()
            } label: {
              Text(upgrade.title)
                .font(upgrade.font(in: theme.type))
                .foregroundStyle(theme.color[upgrade.color])
                .hitTarget(reachingAbove: upgrade.maximumTargetReachAbove)
            }
            .buttonStyle(.plain)
            .composerAccessibility(upgrade.accessibility)
            .transition(ComposerMotion.insertion(theme: theme, reduceMotion: reduceMotion))
          }
        }
        // Upgrade comes with a new `Usage`, handed over outside any transaction of ours. The
        // line narrows beside it, so under Reduce Motion, where frames change at once, only
        // Upgrade's own fade runs.
        .animation(reduceMotion ? nil : animation(of: .upgrade), value: upgrade)
      }

      private func text(_ line: ComposerAppearance.UsageLine) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: Metrics.symbolSpacing) {
          if let symbol = line.symbol {
            Image(systemName: symbol)
          }
          Text(line.text)
            .contentTransition(
              ComposerMotion.contentTransition(
                of: .part(.text, of: .usageLine), reduceMotion: reduceMotion,
                value: Double(line.remaining)))
        }
        .font(line.font(in: theme.type))
        .foregroundStyle(theme.color[line.color])
        // The app hands over a new `Usage` outside any transaction of ours, so the roll
        // animates here. Under Reduce Motion the line cross-fades whole instead, since the
        // warning symbol arriving would push the text over (frames change at once).
        .animation(reduceMotion ? nil : animation(of: .usageLine), value: line)
        .crossFade(of: line, alignment: .topLeading)
        .accessibilityElement(children: .ignore)
        .composerAccessibility(line.accessibility)
      }

      /// The element's own animation from the motion table (`ComposerMotion`).
      private func animation(of element: ComposerElement) -> Animation? {
        ComposerMotion.animation(of: element, theme: theme, reduceMotion: reduceMotion)
      }
    }
  }

  extension View {
    /// The label, value and traits the core gives an element, so VoiceOver reads the card
    /// exactly as the accessibility dump says, and its stable identifier for UI tests.
    func composerAccessibility(_ element: AccessibilityElement) -> some View {
      accessibilityLabel(Text(element.label))
        .accessibilityValue(Text(element.value ?? ""))
        .accessibilityAddTraits(AccessibilityTraits(composer: element.traits))
        .accessibilityIdentifier(element.identifier)
    }

    /// The control's 44×44 pt target around what it shows, reaching past it (no further
    /// above than `reachingAbove`) without changing its frame, so layout is by what you see.
    fileprivate func hitTarget(reachingAbove: Double = .infinity) -> some View {
      contentShape(TargetShape(maximumReachAbove: reachingAbove))
    }

    /// The row's text stops growing at `Metrics.largestControlTypeSize`; past it, a long press
    /// shows `content`'s title and symbol in the Large Content Viewer, as Apple's bars do (iOS
    /// offers it at the accessibility sizes). Nothing for an element without large content.
    @ViewBuilder
    fileprivate func showsLargeContentViewer(_ content: AccessibilityElement.LargeContent?)
      -> some View
    {
      if let content {
        accessibilityShowsLargeContentViewer {
          Label(content.title, systemImage: content.symbol)
        }
      } else {
        self
      }
    }
  }

  /// A control's hit target: its frame grown to at least `Metrics.minimumTarget` each way,
  /// centred (`Metrics.targetReach(forLength:)`), but reaching no further above than
  /// `maximumReachAbove`; what it cannot reach above, it reaches below.
  private struct TargetShape: Shape {
    let maximumReachAbove: Double

    func path(in rect: CGRect) -> Path {
      typealias Metrics = ModelComposer.Metrics
      let width = max(rect.width, Metrics.minimumTarget)
      let height = max(rect.height, Metrics.minimumTarget)
      let above = min(Metrics.targetReach(forLength: rect.height), maximumReachAbove)
      return Path(
        CGRect(x: rect.midX - width / 2, y: rect.minY - above, width: width, height: height))
    }
  }

  /// Proposes the pill's name no more than `Metrics.pillTitleMaximumWidth(rowWidth:offered:)`
  /// of what it is offered, so the name takes its own width up to its share of a row
  /// `rowWidth` wide and truncates past it; until the row is measured, what it is offered.
  private struct PillTitleWidth: Layout {
    let rowWidth: Double?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews.first?.sizeThatFits(capped(proposal)) ?? .zero
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      subviews.first?.place(at: bounds.origin, proposal: capped(ProposedViewSize(bounds.size)))
    }

    private func capped(_ proposal: ProposedViewSize) -> ProposedViewSize {
      guard let rowWidth else { return proposal }
      return ProposedViewSize(
        width: ModelComposer.Metrics.pillTitleMaximumWidth(
          rowWidth: rowWidth, offered: proposal.width ?? .infinity),
        height: proposal.height)
    }
  }

  /// The usage line with Upgrade (`placement`). Beside the line: the line takes the width
  /// Upgrade and `Metrics.upgradeSpacing` leave, and sets the height alone; Upgrade's first
  /// baseline sits on the line's, rising above its top if its text is taller, so the line is
  /// as far under the card with Upgrade as without. Under the line: the line takes the whole
  /// width, and Upgrade sits `Metrics.upgradeSpacing` under it at its leading edge (SwiftUI
  /// mirrors the x of what a `Layout` places, right to left).
  private struct UsageLineLayout: Layout {
    let placement: ComposerAppearance.Upgrade.Placement

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard let line = subviews.first else { return .zero }
      let upgrade = subviews.count > 1 ? subviews[1].sizeThatFits(.unspecified) : nil
      let size = line.sizeThatFits(lineProposal(proposal.width, beside: upgrade))
      switch (placement, upgrade) {
      case (.underLine, let upgrade?):
        return CGSize(
          width: proposal.width ?? max(size.width, upgrade.width),
          height: size.height + ModelComposer.Metrics.upgradeSpacing + upgrade.height)
      case (.besideLine, _), (.underLine, nil):
        let width =
          proposal.width
          ?? size.width + (upgrade.map { $0.width + ModelComposer.Metrics.upgradeSpacing } ?? 0)
        return CGSize(width: width, height: size.height)
      }
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      guard let line = subviews.first else { return }
      let upgrade = subviews.count > 1 ? subviews[1] : nil
      let upgradeSize = upgrade?.sizeThatFits(.unspecified)
      let lineProposal = lineProposal(bounds.width, beside: upgradeSize)
      line.place(at: bounds.origin, proposal: lineProposal)
      guard let upgrade, let upgradeSize else { return }
      switch placement {
      case .underLine:
        let lineHeight = line.sizeThatFits(lineProposal).height
        upgrade.place(
          at: CGPoint(
            x: bounds.minX,
            y: bounds.minY + lineHeight + ModelComposer.Metrics.upgradeSpacing),
          proposal: .unspecified)
      case .besideLine:
        let lineBaseline = line.dimensions(in: lineProposal)[VerticalAlignment.firstTextBaseline]
        let upgradeBaseline = upgrade.dimensions(in: .unspecified)[
          VerticalAlignment.firstTextBaseline]
        upgrade.place(
          at: CGPoint(
            x: bounds.maxX - upgradeSize.width, y: bounds.minY + lineBaseline - upgradeBaseline),
          proposal: .unspecified)
      }
    }

    /// What the line is offered: all of `width` when Upgrade is under it or absent, else what
    /// Upgrade and the spacing leave.
    private func lineProposal(_ width: CGFloat?, beside upgrade: CGSize?) -> ProposedViewSize {
      guard let upgrade, placement == .besideLine else {
        return ProposedViewSize(width: width, height: nil)
      }
      return ProposedViewSize(
        width: width.map { max(0, $0 - upgrade.width - ModelComposer.Metrics.upgradeSpacing) },
        height: nil)
    }
  }

  extension AccessibilityTraits {
    /// SwiftUI's traits for the core's.
    init(composer traits: Set<AccessibilityTrait>) {
      self.init(traits.compactMap(\.swiftUI))
    }
  }

  extension AccessibilityTrait {
    /// The SwiftUI trait that says the same; none for `notEnabled` and `textField`, which
    /// `.disabled` and `TextField` already say.
    fileprivate var swiftUI: AccessibilityTraits? {
      switch self {
      case .button: .isButton
      case .selected: .isSelected
      case .staticText: .isStaticText
      case .textField, .notEnabled: nil
      }
    }
  }
#endif
