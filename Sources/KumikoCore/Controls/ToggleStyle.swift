import Foundation

/// The appearance and behaviour of a toggle, as SwiftUI's `ToggleStyle`.
///
/// A custom style draws the toggle and changes its state itself (through
/// ``ToggleStyleConfiguration/isOn``), as in SwiftUI. The built-in styles (`.automatic`, `.switch`,
/// `.button`, `.checkbox`) are the platform's looks with the toggle's standard behaviour: the toggle takes the
/// focus; Space, Return or a click flips it.
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View

    /// Creates a view that represents the body of a toggle.
    ///
    /// - Parameter configuration: The properties of the toggle, including a label and a binding to the
    ///   toggle's state.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label {
        let content: AnyView
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label

    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool

    /// Whether the toggle is in a mixed state (a toggle over several sources that disagree).
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        self._isOn = isOn
        self.isMixed = isMixed
    }
}

extension ToggleStyleConfiguration.Label: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension ToggleStyleConfiguration.Label: StyleConfigurationContent {}

/// The looks of the built-in toggle styles, drawn by the platform.
package enum ToggleStyleKind: Sendable, Hashable {
    /// The platform's choice (a switch on iOS and in a terminal).
    case automatic
    /// A switch.
    case `switch`
    /// A button that shows whether it is on.
    case button
    /// A checkbox before the label.
    case checkbox
}

/// A built-in toggle style: the platform's look of `kind` in a control that takes the focus and flips the toggle
/// with Space, Return or a click.
struct PlatformToggle: View {
    let kind: ToggleStyleKind
    let configuration: ToggleStyleConfiguration
    @Environment(\.platform) private var platform

    var body: some View {
        let isOn = configuration.$isOn
        FocusableControl(behaviour: ControlBehaviour(
            keyHelp: [KeyHelp([.space], "toggle")],
            handleKey: { press in
                guard press.is(.space) || press.is(.return) else { return .ignored }
                isOn.wrappedValue.toggle()
                return .handled
            },
            handleClick: { _ in isOn.wrappedValue.toggle() }
        )) {
            platform.styles.toggle(kind, configuration)
        }
    }
}

/// The default toggle style: the platform's (a switch in a terminal, as on iOS).
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}

    /// Creates a view that represents the body of a toggle: the platform's look.
    ///
    /// - Parameter configuration: The properties of the toggle.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformToggle(kind: .automatic, configuration: configuration)
    }
}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates a switch toggle style.
    public init() {}

    /// Creates a switch style with a tint colour (accepted; the terminal's switch is green when on).
    ///
    /// - Parameter tint: The colour of the switch when it is on.
    @available(*, deprecated, message: "Use tint(_:) instead.")
    public init(tint: Color) {}

    /// Creates a view that represents the body of a toggle switch.
    ///
    /// - Parameter configuration: The properties of the toggle.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformToggle(kind: .switch, configuration: configuration)
    }
}

/// A toggle style that displays as a button with its label as the title.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}

    /// Creates a view that represents the body of a toggle button.
    ///
    /// - Parameter configuration: The properties of the toggle.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformToggle(kind: .button, configuration: configuration)
    }
}

/// A toggle style that displays a checkbox followed by its label (macOS's; every platform draws it here).
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates a checkbox toggle style.
    public init() {}

    /// Creates a view that represents the body of a toggle checkbox.
    ///
    /// - Parameter configuration: The properties of the toggle.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformToggle(kind: .checkbox, configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a checkbox followed by its label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
}

extension EnvironmentValues {
    /// The style of toggles here.
    var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    ///
    /// - Parameter style: The style (`.automatic`, `.switch`, `.button`, `.checkbox`, or one of your own).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style)
    }
}
