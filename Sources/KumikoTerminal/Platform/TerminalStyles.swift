import Foundation
import KumikoCore

/// The terminal's looks of SwiftUI's automatic and built-in styles (docs/TERMINAL-LOOK.md): every glyph a
/// built-in control draws in a terminal is chosen here. Labels and labeled content keep the neutral looks, which
/// already suit a terminal.
extension PlatformStyles {
    /// The terminal's styles.
    package static var terminal: PlatformStyles {
        var styles = PlatformStyles()
        styles.button = { AnyView(TerminalButton(kind: $0, configuration: $1)) }
        styles.toggle = { AnyView(TerminalToggle(kind: $0, configuration: $1)) }
        styles.progressView = { AnyView(TerminalProgressView(kind: $0, configuration: $1)) }
        styles.disclosureGroup = { AnyView(TerminalDisclosureGroup(configuration: $0)) }
        styles.groupBox = { AnyView(TerminalGroupBox(configuration: $0)) }
        styles.secureFieldMask = "•"
        return styles
    }
}

/// A label on a band one column wider at each side: grey (in `tint` unless a colour is set around it), or, when
/// prominent, the accent colour with the label in white.
private struct TerminalBand<Label: View>: View {
    let label: Label
    let isProminent: Bool
    let tint: Color

    var body: some View {
        if isProminent {
            label.padding(.horizontal, 8).background(Color.accentColor).foregroundStyle(Color.white)
        } else {
            label.padding(.horizontal, 8).background(Color.gray.opacity(0.35)).foregroundStyleUnlessSet(tint)
        }
    }
}

/// Buttons: `.automatic` and `.borderless` draw the label in the accent colour (red for a destructive role)
/// unless a colour is set around it; `.plain` draws it as it is; `.bordered` and `.borderedProminent` put it on a
/// band. A focused button is drawn in reverse video by the button itself.
private struct TerminalButton: View {
    let kind: ButtonStyleKind
    let configuration: PrimitiveButtonStyleConfiguration

    var body: some View {
        let tint = configuration.role == .destructive ? Color.red : Color.accentColor
        switch kind {
        case .plain: configuration.label
        case .automatic, .borderless: configuration.label.foregroundStyleUnlessSet(tint)
        case .bordered: TerminalBand(label: configuration.label, isProminent: false, tint: tint)
        case .borderedProminent: TerminalBand(label: configuration.label, isProminent: true, tint: tint)
        }
    }
}

/// Toggles. `.automatic` and `.switch`: the label, then at the trailing edge a switch whose knob sits right when
/// on (`[ ●]`, green) and left when off (`[○ ]`, grey), as iOS draws its switch. `.checkbox`: `[✓]` (accent) or
/// `[ ]` (grey), a column, the label. `.button`: the label on a band, prominent while on.
private struct TerminalToggle: View {
    let kind: ToggleStyleKind
    let configuration: ToggleStyleConfiguration

    var body: some View {
        let on = configuration.isOn
        switch kind {
        case .automatic, .switch:
            HStack(spacing: 0) {
                configuration.label
                Spacer(minLength: 8)
                Text(verbatim: on ? "[ ●]" : "[○ ]").foregroundStyle(on ? Color.green : Color.secondary)
            }
        case .checkbox:
            HStack(spacing: 8) {
                Text(verbatim: on ? "[✓]" : "[ ]").foregroundStyle(on ? Color.accentColor : Color.secondary)
                configuration.label
            }
        case .button:
            TerminalBand(label: configuration.label, isProminent: on, tint: Color.accentColor)
        }
    }
}

/// The frames of the terminal's spinner: a braille dot turning once a second.
private let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

/// Progress views. Indeterminate (and `.circular`, as on iOS): a spinner turning ten times a second (`⠋ ⠙ ⠹ …`,
/// first frame `⠋`), a column, the label. Determinate: the label, then a bar of `█` (done, accent) and `░`
/// (grey) across the width, then the current value label in grey. `.linear` is `.automatic`.
private struct TerminalProgressView: View {
    let kind: ProgressViewStyleKind
    let configuration: ProgressViewStyleConfiguration

    var body: some View {
        if let fraction = configuration.fractionCompleted, kind != .circular {
            VStack(alignment: .leading, spacing: 0) {
                configuration.label
                TerminalProgressBar(fraction: fraction)
                configuration.currentValueLabel.foregroundStyle(Color.secondary)
            }
        } else {
            HStack(spacing: 8) {
                Spinner(frames: spinnerFrames, interval: .milliseconds(100))
                configuration.label
            }
        }
    }
}

/// The bar of a determinate progress view: one row of `█` and `░` across the width it is given (20 columns when
/// none is offered); whole cells only, so it is full only when the task is done.
private struct TerminalProgressBar: View {
    let fraction: Double

    var body: some View {
        let cell = Platform.terminalCellSize
        GeometryReader { proxy in
            let columns = cell.width > 0 && proxy.size.width.isFinite ? max(Int((proxy.size.width / cell.width).rounded(.down)), 0) : 0
            let filled = ProgressFraction.filledColumns(fraction, of: columns)
            HStack(spacing: 0) {
                Text(verbatim: String(repeating: "█", count: filled)).foregroundStyle(Color.accentColor)
                Text(verbatim: String(repeating: "░", count: columns - filled)).foregroundStyle(Color.secondary)
            }
        }
        .frame(height: cell.height)
        .frame(idealWidth: ProgressFraction.idealBarWidth, maxWidth: .infinity, alignment: .leading)
    }
}

/// Disclosure groups: a line of a grey `▸` (collapsed) or `▾` (expanded), a space and the label, which takes
/// the focus; while expanded the content under it, indented two columns.
private struct TerminalDisclosureGroup: View {
    let configuration: DisclosureGroupStyleConfiguration

    var body: some View {
        let open = configuration.isExpanded
        VStack(alignment: .leading, spacing: 0) {
            DisclosureToggleLine(isExpanded: configuration.$isExpanded) {
                HStack(spacing: Platform.terminalCellSize.width) {
                    Text(verbatim: open ? "▾" : "▸").foregroundStyle(Color.secondary)
                    configuration.label
                }
            }
            if open {
                configuration.content.padding(.leading, 2 * Platform.terminalCellSize.width)
            }
        }
    }
}

/// Group boxes: a rounded box across the width offered, the label in bold on its first line, the content under
/// it, a column of space inside the box at each side.
private struct TerminalGroupBox: View {
    let configuration: GroupBoxStyleConfiguration

    var body: some View {
        let cell = Platform.terminalCellSize
        VStack(alignment: .leading, spacing: 0) {
            configuration.label.bold()
            configuration.content
        }
        .padding(EdgeInsets(top: cell.height, leading: 2 * cell.width, bottom: cell.height, trailing: 2 * cell.width))
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(RoundedRectangle(cornerRadius: cell.width).stroke(Color.secondary))
    }
}
