/// How a text field looks, as SwiftUI's built-in `TextFieldStyle`s: `.automatic`, `.plain` and
/// `.roundedBorder`.
///
/// In a terminal `.automatic` and `.plain` draw the text as it is, with nothing around it (as iOS draws a text
/// field in a form or with the automatic style); `.roundedBorder` puts the field between grey brackets,
/// `[John Doe      ]`, the brackets in the accent colour while the field has the focus. (Custom styles are
/// not supported yet.)
public protocol TextFieldStyle: Sendable {}

/// The text field styles Kumiko draws.
package enum TextFieldStyleKind: Sendable, Hashable {
    /// The platform's choice: plain.
    case automatic
    /// The text with nothing around it.
    case plain
    /// The text between brackets.
    case roundedBorder
}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: TextFieldStyleKind { .automatic }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: TextFieldStyleKind { .plain }
}

/// A text field style with a rounded border (brackets in a terminal).
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border: brackets in a terminal.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.automatic
}

extension EnvironmentValues {
    /// The style of text fields here.
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the text fields (and secure fields) in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, builtInKind(of: style, default: .automatic))
    }
}
