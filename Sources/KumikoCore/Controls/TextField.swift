/// A control that displays an editable text interface, as SwiftUI's `TextField`.
///
/// In a terminal a text field is one line as wide as the space offered (in a `Form` row it fills the row, as
/// on iOS). It shows its text, or, while the text is empty, its prompt (else its title) in the secondary
/// colour, as iOS shows the placeholder; the title is not shown otherwise (wrap the field in
/// ``LabeledContent`` to show one). It takes the focus with Tab or a click; while it has it, a caret `▏` shows
/// where typing goes, printable keys and pastes insert there (so `q` types rather than quits), the usual
/// line-editing keys move and delete (←/→, ⌥←/⌥→ or Ctrl-←/→ by word, Home/End or Ctrl-A/Ctrl-E, ⌫/⌦, Ctrl-U,
/// Ctrl-K, Ctrl-W), and Return runs the `onSubmit(of: .text)` actions around it (with none, Return is left to
/// a `keyboardShortcut(.defaultAction)` button; Tab, Escape, ↑ and ↓ are always left to the views around).
/// Text longer than the field scrolls so the caret stays in view. There is no selection.
///
/// A field with a vertical `axis` grows nothing in a terminal: it is one line like the others, scrolling
/// sideways.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let axis: Axis?
    let onEditingChanged: ((Bool) -> Void)?
    let onCommit: (() -> Void)?
    /// The formatted value of a field made with `value:format:` or `value:formatter:`.
    var formatted: FormattedFieldValue? = nil

    init(text: Binding<String>, prompt: Text?, axis: Axis?, onEditingChanged: ((Bool) -> Void)?,
         onCommit: (() -> Void)?, label: Label) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.axis = axis
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// Creates a text field with a prompt and a label view.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit.
    ///   - prompt: What the empty field shows: guidance on what to type.
    ///   - label: A view that describes the purpose of the field; a `Text` label is shown as the placeholder
    ///     when there is no prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: nil, onEditingChanged: nil, onCommit: nil, label: label())
    }

    /// Creates a text field with a preferred axis, a prompt and a label view (one line in a terminal).
    ///
    /// - Parameters:
    ///   - text: The text to display and edit.
    ///   - prompt: What the empty field shows: guidance on what to type.
    ///   - axis: The axis in which to scroll text that does not fit; a terminal field always scrolls
    ///     sideways.
    ///   - label: A view that describes the purpose of the field.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: axis, onEditingChanged: nil, onCommit: nil, label: label())
    }

    /// The editable line.
    public var body: some View {
        TextInputField(text: text, placeholder: prompt ?? (label as? Text), isSecure: false,
                       onEditingChanged: onEditingChanged, onCommit: onCommit, formatted: formatted)
    }
}

extension TextField where Label == Text {
    /// Creates a text field titled with a localized string key (the placeholder while it is empty).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: nil, onEditingChanged: nil, onCommit: nil, label: Text(titleKey))
    }

    /// Creates a text field titled with a string (not localized; the placeholder while it is empty).
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: nil, onEditingChanged: nil, onCommit: nil, label: Text(title))
    }

    /// Creates a text field titled with a localized string key, with a prompt.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - prompt: What the empty field shows instead of the title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: nil, onEditingChanged: nil, onCommit: nil, label: Text(titleKey))
    }

    /// Creates a text field titled with a string (not localized), with a prompt.
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - prompt: What the empty field shows instead of the title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: nil, onEditingChanged: nil, onCommit: nil, label: Text(title))
    }

    /// Creates a text field titled with a localized string key, with a preferred axis (one line in a
    /// terminal).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - axis: The axis in which to scroll text that does not fit; a terminal field always scrolls sideways.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, onEditingChanged: nil, onCommit: nil, label: Text(titleKey))
    }

    /// Creates a text field titled with a string (not localized), with a preferred axis (one line in a
    /// terminal).
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - axis: The axis in which to scroll text that does not fit; a terminal field always scrolls sideways.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, onEditingChanged: nil, onCommit: nil, label: Text(title))
    }

    /// Creates a text field titled with a localized string key, with a prompt and a preferred axis (one line
    /// in a terminal).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - prompt: What the empty field shows instead of the title.
    ///   - axis: The axis in which to scroll text that does not fit; a terminal field always scrolls sideways.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, onEditingChanged: nil, onCommit: nil, label: Text(titleKey))
    }

    /// Creates a text field titled with a string (not localized), with a prompt and a preferred axis (one
    /// line in a terminal).
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - prompt: What the empty field shows instead of the title.
    ///   - axis: The axis in which to scroll text that does not fit; a terminal field always scrolls sideways.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, onEditingChanged: nil, onCommit: nil, label: Text(title))
    }

    // MARK: Deprecated in SwiftUI

    /// Creates a text field titled with a localized string key that reports when editing begins and ends and
    /// when the user commits. Deprecated in SwiftUI: use `onSubmit(of:_:)` and `FocusState`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - onEditingChanged: Told `true` when the field takes the focus and `false` when it loses it.
    ///   - onCommit: Run when the user presses Return in the field.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, axis: nil, onEditingChanged: onEditingChanged, onCommit: onCommit,
                  label: Text(titleKey))
    }

    /// Creates a text field titled with a string that reports when editing begins and ends and when the user
    /// commits. Deprecated in SwiftUI: use `onSubmit(of:_:)` and `FocusState`.
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - onEditingChanged: Told `true` when the field takes the focus and `false` when it loses it.
    ///   - onCommit: Run when the user presses Return in the field.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, axis: nil, onEditingChanged: onEditingChanged, onCommit: onCommit,
                  label: Text(title))
    }

    /// Creates a text field titled with a localized string key that reports when the user commits.
    /// Deprecated in SwiftUI: use `onSubmit(of:_:)`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - onCommit: Run when the user presses Return in the field.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, axis: nil, onEditingChanged: nil, onCommit: onCommit, label: Text(titleKey))
    }

    /// Creates a text field titled with a string that reports when the user commits. Deprecated in SwiftUI:
    /// use `onSubmit(of:_:)`.
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - onCommit: Run when the user presses Return in the field.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, axis: nil, onEditingChanged: nil, onCommit: onCommit, label: Text(title))
    }

    /// Creates a text field titled with a localized string key that reports when editing begins and ends.
    /// Deprecated in SwiftUI: use `FocusState`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - onEditingChanged: Told `true` when the field takes the focus and `false` when it loses it.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(text: text, prompt: nil, axis: nil, onEditingChanged: onEditingChanged, onCommit: nil,
                  label: Text(titleKey))
    }

    /// Creates a text field titled with a string that reports when editing begins and ends. Deprecated in
    /// SwiftUI: use `FocusState`.
    ///
    /// - Parameters:
    ///   - title: The field's title, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - onEditingChanged: Told `true` when the field takes the focus and `false` when it loses it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(text: text, prompt: nil, axis: nil, onEditingChanged: onEditingChanged, onCommit: nil,
                  label: Text(title))
    }
}
