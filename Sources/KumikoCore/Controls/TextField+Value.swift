import Foundation

// Text fields bound to a formatted value, as SwiftUI's `TextField(_:value:format:prompt:)` and
// `TextField(_:value:formatter:)`: the field shows the value formatted; while it has the focus the user edits
// that text, and Return or leaving the field parses it and writes the value when it parses (text that does not
// parse leaves the value unchanged, and the field shows it formatted again). See ``FormattedFieldValue``.

extension TextField {
    /// Creates a text field that edits a value through a format style, with a label view.
    ///
    /// - Parameters:
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - format: A parseable format style (`.number`, `.currency(code:)`, `.percent`…).
    ///   - prompt: What the empty field shows.
    ///   - label: A view that describes the purpose of the field.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, axis: nil, onEditingChanged: nil, onCommit: nil, label: label())
        formatted = .style(value, format: format)
    }

    /// Creates a text field that edits an optional value through a format style, with a label view: an empty
    /// field is nil.
    ///
    /// - Parameters:
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - format: A parseable format style.
    ///   - prompt: What the empty field shows.
    ///   - label: A view that describes the purpose of the field.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, axis: nil, onEditingChanged: nil, onCommit: nil, label: label())
        formatted = .style(value, format: format)
    }

    /// Creates a text field that edits a value through a formatter, with a label view.
    ///
    /// - Parameters:
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - formatter: The formatter that shows and reads the value (`NumberFormatter`, `DateFormatter`…).
    ///   - prompt: What the empty field shows.
    ///   - label: A view that describes the purpose of the field.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .constant(""), prompt: prompt, axis: nil, onEditingChanged: nil, onCommit: nil, label: label())
        formatted = .formatter(value, formatter: formatter)
    }
}

extension TextField where Label == Text {
    /// Creates a text field titled with a localized string key that edits a value through a format style:
    /// `TextField("Amount", value: $amount, format: .currency(code: "USD"))`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title (the placeholder while it is empty).
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - format: A parseable format style.
    ///   - prompt: What the empty field shows instead of the title.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(titleKey) })
    }

    /// Creates a text field titled with a string (not localized) that edits a value through a format style.
    ///
    /// - Parameters:
    ///   - title: The field's title (the placeholder while it is empty).
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - format: A parseable format style.
    ///   - prompt: What the empty field shows instead of the title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(title) })
    }

    /// Creates a text field titled with a localized string key that edits an optional value through a format
    /// style: an empty field is nil.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title (the placeholder while it is empty).
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - format: A parseable format style.
    ///   - prompt: What the empty field shows instead of the title.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(titleKey) })
    }

    /// Creates a text field titled with a string (not localized) that edits an optional value through a format
    /// style: an empty field is nil.
    ///
    /// - Parameters:
    ///   - title: The field's title (the placeholder while it is empty).
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - format: A parseable format style.
    ///   - prompt: What the empty field shows instead of the title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(title) })
    }

    /// Creates a text field titled with a localized string key that edits a value through a formatter.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title (the placeholder while it is empty).
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - formatter: The formatter that shows and reads the value.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil, label: { Text(titleKey) })
    }

    /// Creates a text field titled with a localized string key that edits a value through a formatter, with a
    /// prompt.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the field's localized title.
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - formatter: The formatter that shows and reads the value.
    ///   - prompt: What the empty field shows instead of the title.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt, label: { Text(titleKey) })
    }

    /// Creates a text field titled with a string (not localized) that edits a value through a formatter.
    ///
    /// - Parameters:
    ///   - title: The field's title (the placeholder while it is empty).
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - formatter: The formatter that shows and reads the value.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil, label: { Text(title) })
    }

    /// Creates a text field titled with a string (not localized) that edits a value through a formatter, with a
    /// prompt.
    ///
    /// - Parameters:
    ///   - title: The field's title.
    ///   - value: The value to show formatted and to replace with what the user types, once it parses.
    ///   - formatter: The formatter that shows and reads the value.
    ///   - prompt: What the empty field shows instead of the title.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt, label: { Text(title) })
    }
}
