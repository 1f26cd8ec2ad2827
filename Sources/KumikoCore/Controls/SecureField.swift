/// A control into which the user securely enters private text, as SwiftUI's `SecureField`.
///
/// It is a ``TextField`` that draws a `•` for each character of its text: it takes the focus, edits, scrolls,
/// submits and shows its placeholder as a text field does.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let onCommit: (() -> Void)?

    init(text: Binding<String>, prompt: Text?, onCommit: (() -> Void)?, label: Label) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.onCommit = onCommit
    }

    /// Creates a secure field with a prompt and a label view.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit.
    ///   - prompt: What the empty field shows: guidance on what to type.
    ///   - label: A view that describes the purpose of the field; a `Text` label is shown as the placeholder
    ///     when there is no prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, onCommit: nil, label: label())
    }

    /// The editable line, masked.
    public var body: some View {
        TextInputField(text: text, placeholder: prompt ?? (label as? Text), isSecure: true, onEditingChanged: nil,
                       onCommit: onCommit)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field titled with a localized string key (the placeholder while it is empty).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, onCommit: nil, label: Text(titleKey))
    }

    /// Creates a secure field titled with a string (not localized; the placeholder while it is empty).
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, onCommit: nil, label: Text(title))
    }

    /// Creates a secure field titled with a localized string key, with a prompt.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - prompt: What the empty field shows instead of the title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, onCommit: nil, label: Text(titleKey))
    }

    /// Creates a secure field titled with a string (not localized), with a prompt.
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - prompt: What the empty field shows instead of the title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, onCommit: nil, label: Text(title))
    }

    /// Creates a secure field titled with a localized string key that reports when the user commits.
    /// Deprecated in SwiftUI: use `onSubmit(of:_:)`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - onCommit: Run when the user presses Return in the field.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, onCommit: onCommit, label: Text(titleKey))
    }

    /// Creates a secure field titled with a string that reports when the user commits. Deprecated in
    /// SwiftUI: use `onSubmit(of:_:)`.
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - onCommit: Run when the user presses Return in the field.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, onCommit: onCommit, label: Text(title))
    }
}
