import Foundation

/// A control that turns a value on and off, as SwiftUI's `Toggle`.
///
/// In a terminal a toggle is drawn as iOS draws its switch: the label at the leading edge and, at the trailing
/// edge of the width offered, a switch whose knob sits right when on (`[ ●]`, green) and left when off
/// (`[○ ]`, grey). It takes the focus with Tab; Space or Return flips it, and so does a click anywhere on it.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that shows a custom label.
    ///
    /// - Parameters:
    ///   - isOn: A binding to whether the toggle is on.
    ///   - label: A view that describes what the toggle turns on and off.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label, then the switch at the trailing edge, in a focusable control.
    public var body: some View {
        let isOn = self.isOn
        let on = isOn.wrappedValue
        FocusableControl(behaviour: ControlBehaviour(
            keyHelp: [KeyHelp("␣", "toggle")],
            handleKey: { press in
                guard press.is(.space) || press.is(.return) else { return .ignored }
                isOn.wrappedValue.toggle()
                return .handled
            },
            handleClick: { _ in isOn.wrappedValue.toggle() }
        )) {
            HStack(spacing: 0) {
                label
                Spacer(minLength: 8)
                Text(verbatim: on ? "[ ●]" : "[○ ]").foregroundStyle(on ? Color.green : Color.secondary)
            }
        }
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the toggle's localized title.
    ///   - isOn: A binding to whether the toggle is on.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The toggle's title.
    ///   - isOn: A binding to whether the toggle is on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == KumikoCore.Label<Text, Image> {
    /// Creates a toggle titled with a localized string key and a system image.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the toggle's localized title.
    ///   - systemImage: The name of the SF Symbol shown before the title.
    ///   - isOn: A binding to whether the toggle is on.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { KumikoCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle titled with a string (not localized) and a system image.
    ///
    /// - Parameters:
    ///   - title: The toggle's title.
    ///   - systemImage: The name of the SF Symbol shown before the title.
    ///   - isOn: A binding to whether the toggle is on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { KumikoCore.Label(title, systemImage: systemImage) }
    }
}
