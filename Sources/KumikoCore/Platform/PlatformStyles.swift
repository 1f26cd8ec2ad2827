import Foundation

/// The looks a platform gives SwiftUI's automatic and built-in control styles (a toggle's switch, a bordered
/// button): the body a built-in style's `makeBody(configuration:)` shows, asked for through
/// `environment.platform.styles` when the style's view is evaluated.
///
/// Core keeps each control's behaviour (the focus, keys and clicks of a toggle or a disclosure group's line are
/// core's, around the look); a look only draws. The initial values are the neutral looks of
/// ``Platform/points``, made of text, stacks and shapes with no glyph of their own; a platform replaces the ones
/// it draws its own way (the terminal's are in `KumikoTerminal/Platform/TerminalStyles.swift`).
package struct PlatformStyles {
    /// The look of a built-in button style (the button's focus, keys and clicks are around it).
    package var button: @MainActor (ButtonStyleKind, PrimitiveButtonStyleConfiguration) -> AnyView
    /// The look of a built-in toggle style, inside a control that flips the toggle.
    package var toggle: @MainActor (ToggleStyleKind, ToggleStyleConfiguration) -> AnyView
    /// The look of a built-in progress view style.
    package var progressView: @MainActor (ProgressViewStyleKind, ProgressViewStyleConfiguration) -> AnyView
    /// The look of a built-in label style.
    package var label: @MainActor (LabelStyleKind, LabelStyleConfiguration) -> AnyView
    /// The automatic look of a disclosure group; its line that toggles is a ``DisclosureToggleLine``.
    package var disclosureGroup: @MainActor (DisclosureGroupStyleConfiguration) -> AnyView
    /// The automatic look of labeled content.
    package var labeledContent: @MainActor (LabeledContentStyleConfiguration) -> AnyView
    /// The automatic look of a group box.
    package var groupBox: @MainActor (GroupBoxStyleConfiguration) -> AnyView
    /// The character a secure field shows for each character of its text. The neutral one is `*` (ASCII, which
    /// every font draws; a neutral platform has no glyph of its own); a platform sets its own (iOS and the
    /// terminal: `•` U+2022 BULLET).
    package var secureFieldMask: Character

    /// Creates the platform-neutral styles.
    package init() {
        button = { AnyView(NeutralButton(kind: $0, configuration: $1)) }
        toggle = { AnyView(NeutralToggle(kind: $0, configuration: $1)) }
        progressView = { AnyView(NeutralProgressView(kind: $0, configuration: $1)) }
        label = { AnyView(NeutralLabel(kind: $0, configuration: $1)) }
        disclosureGroup = { AnyView(NeutralDisclosureGroup(configuration: $0)) }
        labeledContent = { AnyView(NeutralLabeledContent(configuration: $0)) }
        groupBox = { AnyView(NeutralGroupBox(configuration: $0)) }
        secureFieldMask = "*"
    }
}

/// A button as a neutral platform draws it: the label in the accent colour (red for a destructive role); bordered
/// styles on a rounded fill.
private struct NeutralButton: View {
    let kind: ButtonStyleKind
    let configuration: PrimitiveButtonStyleConfiguration

    var body: some View {
        let tint = configuration.role == .destructive ? Color.red : Color.accentColor
        switch kind {
        case .plain:
            configuration.label
        case .automatic, .borderless:
            configuration.label.foregroundStyleUnlessSet(tint)
        case .bordered:
            configuration.label.foregroundStyleUnlessSet(tint)
                .padding(.horizontal, 12).padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color.gray.opacity(0.2)))
        case .borderedProminent:
            configuration.label.foregroundStyle(Color.white)
                .padding(.horizontal, 12).padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 6).fill(tint))
        }
    }
}

/// A toggle as a neutral platform draws it: a switch is a capsule with its knob at the trailing end when on; a
/// checkbox a rounded square filled when on; a button a bordered button, prominent when on.
private struct NeutralToggle: View {
    let kind: ToggleStyleKind
    let configuration: ToggleStyleConfiguration

    var body: some View {
        let on = configuration.isOn
        switch kind {
        case .automatic, .switch:
            HStack {
                configuration.label
                Spacer(minLength: 8)
                // UISwitch's look: a 51 × 31 pt capsule, a 27 pt knob inset 2 pt from its end.
                ZStack(alignment: on ? .trailing : .leading) {
                    Capsule().fill(on ? Color.green : Color.gray.opacity(0.3))
                    Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
                }
                .frame(width: 51, height: 31)
            }
        case .checkbox:
            HStack {
                RoundedRectangle(cornerRadius: 3).fill(on ? Color.accentColor : Color.gray.opacity(0.3))
                    .frame(width: 14, height: 14)
                configuration.label
            }
        case .button:
            NeutralButton(kind: on ? .borderedProminent : .bordered,
                          configuration: PrimitiveButtonStyleConfiguration(role: nil, label: .init(content: AnyView(configuration.label)), action: {}))
        }
    }
}

/// A progress view as a neutral platform draws it: a capsule filled to the fraction done between the label and
/// the current value label; indeterminate, a circle before the label.
private struct NeutralProgressView: View {
    let kind: ProgressViewStyleKind
    let configuration: ProgressViewStyleConfiguration

    var body: some View {
        if let fraction = configuration.fractionCompleted, kind != .circular {
            VStack(alignment: .leading) {
                configuration.label
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color.gray.opacity(0.3))
                        Capsule().fill(Color.accentColor).frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: 4)
                configuration.currentValueLabel.foregroundStyle(Color.secondary)
            }
        } else {
            HStack {
                Circle().stroke(Color.secondary).frame(width: 16, height: 16)
                configuration.label
            }
        }
    }
}

/// A label as every platform draws it so far: the icon, one column (8 pt), then the title; or either alone.
private struct NeutralLabel: View {
    let kind: LabelStyleKind
    let configuration: LabelStyleConfiguration

    var body: some View {
        switch kind {
        case .titleOnly: configuration.title
        case .iconOnly: configuration.icon
        case .automatic, .titleAndIcon: HStack(spacing: 8) { configuration.icon; configuration.title }
        }
    }
}

/// A disclosure group as a neutral platform draws it: a chevron symbol and the label on a line that toggles,
/// then the content indented under it while expanded.
private struct NeutralDisclosureGroup: View {
    let configuration: DisclosureGroupStyleConfiguration

    var body: some View {
        let open = configuration.isExpanded
        VStack(alignment: .leading) {
            DisclosureToggleLine(isExpanded: configuration.$isExpanded) {
                HStack {
                    Image(systemName: open ? "chevron.down" : "chevron.right").foregroundStyle(Color.secondary)
                    configuration.label
                }
            }
            if open {
                configuration.content.padding(.leading, 20)
            }
        }
    }
}

/// Labeled content as every platform draws it so far: the label at the leading edge, the value at the trailing
/// edge in the secondary colour (unless it chooses its own), at least 8 pt apart.
private struct NeutralLabeledContent: View {
    let configuration: LabeledContentStyleConfiguration

    var body: some View {
        HStack(spacing: 0) {
            configuration.label
            Spacer(minLength: 8)
            configuration.content
                .foregroundStyle(Color.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

/// A group box as a neutral platform draws it: the label in the headline font over the content, padded, on a
/// rounded grey fill.
private struct NeutralGroupBox: View {
    let configuration: GroupBoxStyleConfiguration

    var body: some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.2)))
    }
}
