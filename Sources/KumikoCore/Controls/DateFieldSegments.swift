import Foundation

/// Internal: a date as a date picker's field shows it, in parts the user edits one at a time (the month, the
/// day, the year, the hour, the minute, AM/PM), and the edits themselves.
///
/// The parts and their order are the locale's (`DateFormatter.dateFormat(fromTemplate:)` with the templates
/// `yMMMd` for the date and `jmm` for the time: "Nov 14, 2023  10:13 PM" in `en_US`, "14.11.2023  22:13" in
/// `de_DE` has "d. MMM y"), each part formatted on its own in the locale, calendar and time zone given.
struct DateFieldSegments: Equatable {
    /// A part of the date a user can change.
    enum Field: Hashable, Sendable {
        case year, month, day, hour, minute, second, dayPeriod

        /// The field a run of a pattern letter shows; nil for parts that are not edited (a weekday, an era).
        init?(patternLetter: Character) {
            switch patternLetter {
            case "y", "Y", "u", "U", "r": self = .year
            case "M", "L": self = .month
            case "d": self = .day
            case "h", "H", "k", "K": self = .hour
            case "m": self = .minute
            case "s": self = .second
            case "a", "b", "B": self = .dayPeriod
            default: return nil
            }
        }
    }

    /// One part of the shown date: its characters and the field it edits (nil for punctuation and spaces).
    struct Segment: Equatable {
        var text: String
        var field: Field?
    }

    /// The parts, in the order shown.
    var segments: [Segment]

    /// The indices of the parts that can be edited, in the order shown.
    var editableIndices: [Int] { segments.indices.filter { segments[$0].field != nil } }

    /// The parts of `date` showing `components`, in `locale`, `calendar` and `timeZone`.
    init(date: Date, components: DatePickerComponents, locale: Locale, calendar: Calendar, timeZone: TimeZone) {
        var templates: [String] = []
        if components.contains(.date) { templates.append("yMMMd") }
        if components.contains(.hourMinuteAndSecond) {
            templates.append("jmmss")
        } else if components.contains(.hourAndMinute) {
            templates.append("jmm")
        }
        if templates.isEmpty { templates = ["yMMMd"] }
        var segments: [Segment] = []
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        for (index, template) in templates.enumerated() {
            if index > 0 { segments.append(Segment(text: "  ", field: nil)) }
            let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
            for token in Self.tokens(of: pattern) {
                if let letter = token.letter {
                    formatter.dateFormat = token.text
                    segments.append(Segment(text: formatter.string(from: date), field: Field(patternLetter: letter)))
                } else {
                    segments.append(Segment(text: token.text, field: nil))
                }
            }
        }
        self.segments = segments
    }

    /// A date format pattern split into runs of one pattern letter (`MMM`, `d`, `y`) and literal text (quoted
    /// text unquoted, `''` as a quote).
    static func tokens(of pattern: String) -> [(text: String, letter: Character?)] {
        var tokens: [(text: String, letter: Character?)] = []
        var literal = ""
        var characters = Array(pattern)[...]
        func flushLiteral() {
            if !literal.isEmpty { tokens.append((literal, nil)); literal = "" }
        }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" { literal.append("'"); characters = characters.dropFirst(); continue }
                while let quoted = characters.first {
                    characters = characters.dropFirst()
                    if quoted == "'" {
                        if characters.first == "'" { literal.append("'"); characters = characters.dropFirst(); continue }
                        break
                    }
                    literal.append(quoted)
                }
            } else if character.isASCII, character.isLetter {
                flushLiteral()
                let run = characters.prefix { $0 == character }
                tokens.append((String(run), character))
                characters = characters.dropFirst(run.count)
            } else {
                literal.append(character)
                characters = characters.dropFirst()
            }
        }
        flushLiteral()
        return tokens
    }

    /// `date` with `field` moved by `amount` steps in `calendar`, the other fields kept (a day past the month's
    /// last wraps to 1, as a date field's day does; a year does not wrap; AM/PM moves by 12 hours within the day),
    /// then kept within `range`.
    static func step(_ date: Date, field: Field, by amount: Int, calendar: Calendar, in range: ClosedRange<Date>) -> Date {
        let component: Calendar.Component
        var value = amount
        switch field {
        case .year: component = .year
        case .month: component = .month
        case .day: component = .day
        case .hour: component = .hour
        case .minute: component = .minute
        case .second: component = .second
        case .dayPeriod:
            component = .hour
            value = amount.isMultiple(of: 2) ? 0 : 12
        }
        let moved = calendar.date(byAdding: component, value: value, to: date, wrappingComponents: field != .year) ?? date
        return min(max(moved, range.lowerBound), range.upperBound)
    }
}
