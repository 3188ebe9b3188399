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
    struct ModelPill: View {
      let pill: ComposerAppearance.Pill
      let menu: ComposerAppearance.ModelMenu
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
            Text(pill.title)
              .foregroundStyle(theme.color[pill.titleColor])
              .lineLimit(1)
              .truncationMode(.tail)
            Image(systemName: pill.symbol)
              .imageScale(.small)
              .foregroundStyle(theme.color[pill.chevronColor])
          }
          .font(Font(pill.font))
          // Sized by its text, so the capsule grows with Dynamic Type: 32 points at Large.
          .padding(.horizontal, Metrics.pillHorizontalPadding)
          .padding(.vertical, Metrics.pillVerticalPadding)
          .frame(minHeight: Metrics.circleDiameter)
          .background(theme.color[pill.background], in: Capsule())
          .hitTarget()
        }
        // A plain button keeps the label as drawn; the default style would tint it and, on
        // macOS, put it in a pop-up button's bezel.
        .menuStyle(.button)
        .buttonStyle(.plain)
        .menuIndicator(.hidden)
        .menuOrder(.fixed)
        .showsLargeContentViewer(title: pill.title, systemImage: pill.symbol)
        .disabled(!pill.isEnabled)
        .composerAccessibility(pill.accessibility)
      }
    }

    /// A mode chip: a ring around the outline symbol while off, a filled capsule with the filled
    /// symbol and, when `showsTitle` (the core's `Chip.showsTitle`, unless the row is short of
    /// room), the title while on.
    struct ModeChip: View {
      let chip: ComposerAppearance.Chip
      let showsTitle: Bool
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
            if showsTitle {
              Text(chip.title)
                .foregroundStyle(theme.color[chip.titleColor])
                .lineLimit(1)
                .transition(.opacity)
            }
          }
          .font(Font(chip.font))
          .padding(.horizontal, showsTitle ? Metrics.chipHorizontalPadding : 0)
          .frame(minWidth: Metrics.circleDiameter)
          .frame(height: Metrics.circleDiameter)
          .background {
            if let background = chip.background {
              Capsule().fill(theme.color[background])
            }
          }
          .overlay {
            if let ring = chip.ring {
              Capsule().strokeBorder(theme.color[ring], lineWidth: 1)
            }
          }
          .hitTarget()
        }
        .buttonStyle(.plain)
        .showsLargeContentViewer(title: chip.title, systemImage: chip.symbol)
        .disabled(!chip.isEnabled)
        .composerAccessibility(chip.accessibility)
      }
    }

    /// Send, or Stop in its place while a message is sending: one 32 point circle.
    struct SendButton: View {
      let button: ComposerAppearance.SendButton
      let action: () -> Void

      @Environment(\.spTheme) private var theme

      var body: some View {
        Button {
          action()
        } label: {
          Image(systemName: button.symbol)
            .font(Font(button.font))
            .foregroundStyle(theme.color[button.foreground])
            .frame(width: Metrics.circleDiameter, height: Metrics.circleDiameter)
            .background(theme.color[button.background], in: Circle())
            .hitTarget()
        }
        .buttonStyle(.plain)
        .showsLargeContentViewer(title: button.accessibility.label, systemImage: button.symbol)
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
        .font(Font(line.font))
        .foregroundStyle(theme.color[line.color])
        .accessibilityElement(children: .ignore)
        .composerAccessibility(line.accessibility)
      }
    }

    /// How many messages are left, the count rolling as it changes (a fade under Reduce
    /// Motion), with Upgrade at its trailing end at the limit.
    struct UsageLine: View {
      let upgrade: ComposerAppearance.Upgrade?
      let onUpgrade: () -> Void
      /// The line as of a time. It can name a reset time, and one that passes while the screen
      /// shows it has to leave the line, so the line alone re-reads the time, once a minute.
      let line: (Date) -> ComposerAppearance.UsageLine?

      @Environment(\.spTheme) private var theme
      @Environment(\.accessibilityReduceMotion) private var reduceMotion

      var body: some View {
        HStack(spacing: Metrics.controlSpacing) {
          TimelineView(.everyMinute) { timeline in
            if let line = line(timeline.date) {
              text(line)
            }
          }
          Spacer(minLength: 0)
          if let upgrade {
            Button {
              onUpgrade()
            } label: {
              Text(upgrade.title)
                .font(Font(upgrade.font))
                .foregroundStyle(theme.color[upgrade.color])
                .hitTarget()
            }
            .buttonStyle(.plain)
            .dynamicTypeSize(...DynamicTypeSize(Metrics.largestControlTypeSize))
            .fixedSize()
            .composerAccessibility(upgrade.accessibility)
          }
        }
        // Upgrade comes with a new `Usage`, handed over outside any transaction of ours.
        .animation(animation(of: .upgrade), value: upgrade)
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
        .font(Font(line.font))
        .foregroundStyle(theme.color[line.color])
        .accessibilityElement(children: .ignore)
        .composerAccessibility(line.accessibility)
        // The app hands over a new `Usage` outside any transaction of ours, so the roll
        // animates here.
        .animation(animation(of: .usageLine), value: line)
      }

      /// The element's own animation from the motion table (`ComposerMotion`).
      private func animation(of element: ComposerElement) -> Animation? {
        ComposerMotion.animation(of: element, theme: theme, reduceMotion: reduceMotion)
      }
    }
  }

  extension View {
    /// The label, value and traits the core gives an element, so VoiceOver reads the card
    /// exactly as the accessibility dump says.
    func composerAccessibility(_ element: AccessibilityElement) -> some View {
      accessibilityLabel(Text(element.label))
        .accessibilityValue(Text(element.value ?? ""))
        .accessibilityAddTraits(AccessibilityTraits(composer: element.traits))
    }

    /// At least 44×44 points, tappable all over, with the visual centred: every control's target.
    fileprivate func hitTarget() -> some View {
      frame(
        minWidth: ModelComposer.Metrics.minimumTarget,
        minHeight: ModelComposer.Metrics.minimumTarget
      )
      .contentShape(Rectangle())
    }

    /// The row's text stops growing at `Metrics.largestControlTypeSize`; past it, a long press
    /// shows `title` and its symbol in the large content viewer, as Apple's bars do.
    fileprivate func showsLargeContentViewer(title: String, systemImage: String) -> some View {
      accessibilityShowsLargeContentViewer {
        Label(title, systemImage: systemImage)
      }
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
