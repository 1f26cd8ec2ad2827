import Foundation

/// A text field that the backend edits with a field of its own (the browser's `<input>`, so that input methods,
/// paste, spell checking and password managers work as they do everywhere else on the platform), drawn only in a
/// display list that edits text natively (``DisplayList/editsTextNatively``). Elsewhere the field draws its text
/// and caret itself and edits by keys.
///
/// The backend shows ``text`` in a field at ``frame`` and reports what the user makes of it with the field's
/// ``node`` (the web session: `ViewGraph.sendText(_:cursor:toInput:)`); it takes ``text`` into its field only when
/// the app changed it (a text it did not send).
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct TextInput: Hashable, Sendable {
    /// What the field holds, for the backend to choose its kind of field and its keyboard.
    public enum Kind: Hashable, Sendable {
        /// A line of text (`TextField`).
        case text
        /// A password (`SecureField`): shown masked, offered to password managers.
        case secure
        /// A search field (`searchable`).
        case search
        /// Lines of text (`TextEditor`): the backend's multi-line field, where Return is a line break.
        case multiline
    }

    /// The node that edits the text: where the backend sends what the user typed.
    public var node: ViewIdentity
    /// Where the field's text goes, in points.
    public var frame: CGRect
    /// The kind of field.
    public var kind: Kind
    /// The text now.
    public var text: String
    /// What shows while the text is empty.
    public var placeholder: String
    /// The text's font and colour.
    public var style: TextStyle
    /// The placeholder's colour.
    public var placeholderColor: ResolvedColor?
    /// Where a short text sits in the field.
    public var alignment: TextAlignment
    /// Whether the field has the keyboard focus: the backend's field takes it too.
    public var isFocused: Bool
    /// Whether the field takes input (`disabled(false)`).
    public var isEnabled: Bool
    /// Whether the field draws a border (`.roundedBorder`).
    public var hasBorder: Bool
    /// The keyboard the field asks for (`keyboardType(_:)`); nil: the default.
    public var keyboardType: UIKeyboardType?
    /// What the field holds, for autofill (`textContentType(_:)`); nil: not said.
    public var contentType: UITextContentType?
    /// Whether autocorrection is off (`autocorrectionDisabled(_:)`); nil: the platform's default.
    public var autocorrectionDisabled: Bool?
    /// How typed text is capitalized (`textInputAutocapitalization(_:)`); nil: the platform's default.
    public var autocapitalization: TextInputAutocapitalization?

    /// Creates a field's description.
    public init(node: ViewIdentity, frame: CGRect, kind: Kind, text: String, placeholder: String, style: TextStyle,
                placeholderColor: ResolvedColor?, alignment: TextAlignment = .leading, isFocused: Bool,
                isEnabled: Bool = true, hasBorder: Bool = false) {
        self.node = node
        self.frame = frame
        self.kind = kind
        self.text = text
        self.placeholder = placeholder
        self.style = style
        self.placeholderColor = placeholderColor
        self.alignment = alignment
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.hasBorder = hasBorder
    }

    /// The field with the keyboard traits in effect where it is drawn.
    package func with(_ traits: TextInputTraits) -> TextInput {
        var input = self
        input.keyboardType = traits.keyboardType
        input.contentType = traits.contentType
        input.autocorrectionDisabled = traits.autocorrectionDisabled
        input.autocapitalization = traits.autocapitalization
        return input
    }
}

/// A node that edits a text a backend's own field reports whole (``TextInput``).
@MainActor
protocol NativeTextEditing: AnyObject {
    /// Takes the text of the backend's field, with its cursor at `cursor` (nil: the end), as if the user had
    /// typed it; returns whether the node took it.
    func replaceText(with text: String, cursor: Int?) -> Bool
}
