import Foundation

/// Internal: the value behind a text field made with `value:format:` or `value:formatter:`: how to show the
/// bound value as text, and how to take edited text back.
///
/// The field shows ``display()`` while it does not have the focus; while it has it, the user edits a draft that
/// starts as that text. Return and losing the focus *commit* the draft (``commit(_:)``): it is parsed, and the
/// bound value is replaced only when parsing succeeds, as SwiftUI's formatted fields do (a draft that does not
/// parse leaves the value as it was, and the field shows that value formatted again).
struct FormattedFieldValue {
    /// The bound value, formatted. Reading it inside an evaluation subscribes the field to the value.
    let display: () -> String
    /// Parses edited text and writes the value when it parses; returns whether it did.
    let commit: (String) -> Bool

    /// A value formatted and parsed by a parseable format style (`.number`, `.currency(code:)`, `.percent`,
    /// `Date.FormatStyle` with a parse strategy).
    static func style<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> FormattedFieldValue
    where F.FormatOutput == String {
        FormattedFieldValue(
            display: { format.format(value.wrappedValue) },
            commit: { text in
                guard let parsed = try? format.parseStrategy.parse(text) else { return false }
                value.wrappedValue = parsed
                return true
            })
    }

    /// An optional value formatted and parsed by a parseable format style: nil shows as an empty field, and
    /// an empty (or blank) draft commits nil.
    static func style<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, format: F) -> FormattedFieldValue
    where F.FormatOutput == String {
        FormattedFieldValue(
            display: { value.wrappedValue.map(format.format) ?? "" },
            commit: { text in
                if text.allSatisfy(\.isWhitespace) {
                    value.wrappedValue = nil
                    return true
                }
                guard let parsed = try? format.parseStrategy.parse(text) else { return false }
                value.wrappedValue = parsed
                return true
            })
    }

    /// A value formatted and parsed by a `Formatter`. A `NumberFormatter` and a `DateFormatter` read text back
    /// (the object is taken when it is a `V`; a number also converts to the numeric types); other formatters
    /// only show the value (Foundation on Linux has no general `getObjectValue`: a one-time diagnostic).
    static func formatter<V>(_ value: Binding<V>, formatter: Formatter) -> FormattedFieldValue {
        FormattedFieldValue(
            display: { formatter.string(for: value.wrappedValue) ?? "" },
            commit: { text in
                guard let parsed: V = parse(text, with: formatter) else { return false }
                value.wrappedValue = parsed
                return true
            })
    }

    /// What `formatter` reads from `text` as a `V`, or nil when it reads nothing or something else.
    private static func parse<V>(_ text: String, with formatter: Formatter) -> V? {
        let object: Any?
        if let numbers = formatter as? NumberFormatter {
            object = numbers.number(from: text)
        } else if let dates = formatter as? DateFormatter {
            object = dates.date(from: text)
        } else {
            // Foundation on Linux reads text back only through each formatter's own methods.
            Diagnostics.warnOnce("TextField.formatter.\(type(of: formatter))",
                                 "TextField(value:formatter:): a \(type(of: formatter)) cannot read text back on this platform; the value stays as it was.")
            return nil
        }
        if let value = object as? V { return value }
        guard let number = object as? NSNumber else { return nil }
        switch V.self {
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is Int.Type: return number.intValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return nil
        }
    }
}
