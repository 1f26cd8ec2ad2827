import Foundation

/// A type that applies standard interaction behaviour and a custom appearance to all buttons within a view
/// hierarchy, as SwiftUI's `ButtonStyle`.
///
/// The button keeps its behaviour (it takes the focus; Return, Space or a click run its action); the style
/// decides only what it looks like, from the label, the role and whether it is being pressed. Set it with
/// `buttonStyle(_:)`.
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    ///
    /// - Parameter configuration: The properties of the button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label {
        let content: AnyView
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button. In a terminal, true for a short moment (150 ms) after Return,
    /// Space or a click pressed it (docs/TERMINAL-LOOK.md).
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension ButtonStyleConfiguration.Label: StyleConfigurationContent {}

/// A type that applies custom interaction behaviour and a custom appearance to all buttons within a view
/// hierarchy, as SwiftUI's `PrimitiveButtonStyle`.
///
/// The style draws the button and may run its action with ``PrimitiveButtonStyleConfiguration/trigger()``.
/// In a terminal the button also keeps its keyboard path: it takes the focus, and Return, Space or a click run
/// the action. The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`)
/// are the platform's looks.
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    ///
    /// - Parameter configuration: The properties of the button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label {
        let content: AnyView
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension PrimitiveButtonStyleConfiguration.Label: StyleConfigurationContent {}

/// The looks of the built-in button styles, drawn by the platform.
package enum ButtonStyleKind: Sendable, Hashable {
    /// The platform's choice.
    case automatic
    /// The label as it is.
    case plain
    /// The label without a border.
    case borderless
    /// The label on a band.
    case bordered
    /// The label on a prominent band.
    case borderedProminent
}

/// The look of a built-in button style: whatever the platform draws for its kind.
struct PlatformButtonLook: View {
    let kind: ButtonStyleKind
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.platform) private var platform

    var body: some View {
        platform.styles.button(kind, configuration)
    }
}

/// The platform's default button style (in a terminal, the label in the accent colour).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the default button style.
    public init() {}

    /// Creates a view that represents the body of a button: the platform's look.
    ///
    /// - Parameter configuration: The properties of the button.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformButtonLook(kind: .automatic, configuration: configuration)
    }
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}

    /// Creates a view that represents the body of a button: the label as it is.
    ///
    /// - Parameter configuration: The properties of the button.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformButtonLook(kind: .plain, configuration: configuration)
    }
}

/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}

    /// Creates a view that represents the body of a button: the platform's borderless look.
    ///
    /// - Parameter configuration: The properties of the button.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformButtonLook(kind: .borderless, configuration: configuration)
    }
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}

    /// Creates a view that represents the body of a button: the platform's bordered look.
    ///
    /// - Parameter configuration: The properties of the button.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformButtonLook(kind: .bordered, configuration: configuration)
    }
}

/// A button style that applies standard border prominent artwork based on the button's context.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}

    /// Creates a view that represents the body of a button: the platform's prominent look.
    ///
    /// - Parameter configuration: The properties of the button.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformButtonLook(kind: .borderedProminent, configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The button style in effect: a `PrimitiveButtonStyle` draws and may trigger; a `ButtonStyle` only draws.
enum ResolvedButtonStyle {
    /// A style that draws the button and may trigger it.
    case primitive(any PrimitiveButtonStyle)
    /// A style that draws the button from its label and pressed state.
    case standard(any ButtonStyle)
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedButtonStyle { .primitive(DefaultButtonStyle()) }
}

extension EnvironmentValues {
    /// The style of buttons here.
    var buttonStyle: ResolvedButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and custom
    /// interaction behaviour.
    ///
    /// - Parameter style: The style (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`, or
    ///   one of your own).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .primitive(style))
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance and standard
    /// interaction behaviour.
    ///
    /// - Parameter style: The style.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .standard(style))
    }
}
