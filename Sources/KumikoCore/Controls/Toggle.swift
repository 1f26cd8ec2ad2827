import Foundation

/// A control that turns a value on and off, as SwiftUI's `Toggle`.
///
/// It is drawn by the toggle style in effect (`toggleStyle(_:)`). With the built-in styles it takes the focus
/// with Tab; Space or Return flips it, and so does a click anywhere on it; `.automatic` is the platform's look
/// (in a terminal, as iOS draws its switch: the label, and a switch at the trailing edge, docs/TERMINAL-LOOK.md).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// The configuration a style made this toggle from (`init(_:)`), drawn in the platform's look.
    private var styled: ToggleStyleConfiguration?

    /// Creates a toggle that shows a custom label.
    ///
    /// - Parameters:
    ///   - isOn: A binding to whether the toggle is on.
    ///   - label: A view that describes what the toggle turns on and off.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    @Environment(\.toggleStyle) private var style

    /// The body the toggle style in effect makes of the label and the binding.
    public var body: some View {
        if let styled { return AnyView(PlatformToggle(kind: .automatic, configuration: styled)) }
        return AnyView(style.makeBody(configuration: ToggleStyleConfiguration(label: .init(content: AnyView(ControlLabel(label: label))), isOn: isOn)))
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration, for a style that changes the look of the toggle
    /// around it.
    ///
    /// Kumiko does not stack styles: the toggle is drawn in the platform's automatic look, with its standard
    /// behaviour.
    ///
    /// - Parameter configuration: The properties of the toggle, including a label and a binding to its state.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.isOn = configuration.$isOn
        self.label = configuration.label
        self.styled = configuration
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
