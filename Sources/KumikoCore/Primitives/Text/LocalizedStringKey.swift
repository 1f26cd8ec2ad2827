import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal passed to `Text`
/// becomes. Interpolations format their values; the literal parts may carry Markdown emphasis.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The pieces, with whether each came from the literal (Markdown applies) or an interpolation.
    let pieces: [Piece]

    struct Piece: Equatable, Sendable {
        var string: String
        var isLiteral: Bool
        /// The image an interpolated image stands for (its run's characters come from the platform).
        var image: Image? = nil
    }

    /// Creates a key from a string.
    public init(_ value: String) { pieces = [Piece(string: value, isLiteral: true)] }
    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The key's text runs, with Markdown emphasis applied to literal parts.
    var runs: [Text.Run] {
        pieces.flatMap { piece in
            piece.isLiteral ? MarkdownEmphasis.runs(piece.string) : [Text.Run(string: piece.string, image: piece.image)]
        }
    }

    /// Builds a key from literal segments and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var pieces: [Piece] = []

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            pieces.append(Piece(string: literal, isLiteral: true))
        }
        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            pieces.append(Piece(string: string, isLiteral: false))
        }
        /// Appends any value by its description.
        public mutating func appendInterpolation<T>(_ value: T) {
            pieces.append(Piece(string: String(describing: value), isLiteral: false))
        }
        /// Appends a number with a printf-style format specifier.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            pieces.append(Piece(string: String(format: specifier, value), isLiteral: false))
        }
        /// Appends a text's characters and inline images (without its styling).
        public mutating func appendInterpolation(_ text: Text) {
            pieces += text.runs.map { Piece(string: $0.string, isLiteral: false, image: $0.image) }
        }
        /// Appends an image, drawn inline as its platform draws images in text (`SymbolImages`).
        public mutating func appendInterpolation(_ image: Image) {
            pieces.append(Piece(string: "", isLiteral: false, image: image))
        }
        /// Appends a date in a style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            pieces.append(Piece(string: style.format(date), isLiteral: false))
        }
        /// Appends a value formatted by a formatter.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            pieces.append(Piece(string: formatter.string(for: subject as AnyObject) ?? "", isLiteral: false))
        }
        /// Appends a value formatted by a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            pieces.append(Piece(string: format.format(input), isLiteral: false))
        }
    }
}

/// Inline Markdown emphasis for literal text: `**bold**`, `*italic*`/`_italic_`, `` `code` ``, `~~strike~~`.
enum MarkdownEmphasis {
    /// Splits a literal into runs, applying emphasis; unmatched markers stay as text.
    static func runs(_ string: String) -> [Text.Run] {
        guard string.contains(where: { "*_`~".contains($0) }) else { return [Text.Run(string: string)] }
        var runs: [Text.Run] = []
        var plain = ""
        var rest = Substring(string)
        let markers: [(String, (inout Text.RunStyle) -> Void)] = [
            ("**", { $0.weight = .bold }), ("~~", { $0.strikethrough = true }),
            ("*", { $0.italic = true }), ("_", { $0.italic = true }), ("`", { _ in }),
        ]
        outer: while let first = rest.first {
            for (marker, apply) in markers where rest.hasPrefix(marker) {
                let inner = rest.dropFirst(marker.count)
                if let end = inner.range(of: marker), end.lowerBound > inner.startIndex {
                    if !plain.isEmpty { runs.append(Text.Run(string: plain)); plain = "" }
                    var run = Text.Run(string: String(inner[..<end.lowerBound]))
                    apply(&run.style)
                    runs.append(run)
                    rest = inner[end.upperBound...]
                    continue outer
                }
            }
            plain.append(first)
            rest = rest.dropFirst()
        }
        if !plain.isEmpty || runs.isEmpty { runs.append(Text.Run(string: plain)) }
        return runs
    }
}

extension Text {
    /// How `Text(date, style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        /// The date ("June 3, 2026").
        public static let date = DateStyle(kind: 0)
        /// The time ("11:23 PM").
        public static let time = DateStyle(kind: 1)
        /// Relative to now ("2 hr, 5 min").
        public static let relative = DateStyle(kind: 2)
        /// Offset from now ("+2 hours").
        public static let offset = DateStyle(kind: 3)
        /// A timer ("2:05:00").
        public static let timer = DateStyle(kind: 4)

        /// The date shown in this style, in the POSIX locale and the current time zone.
        func format(_ date: Date, now: Date = Date()) -> String {
            switch kind {
            case 0, 1:
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = kind == 0 ? "MMMM d, yyyy" : "h:mm a"
                return formatter.string(from: date)
            default:
                let seconds = date.timeIntervalSince(now).clampedInt()
                let magnitude = abs(seconds)
                let hours = magnitude / 3600, minutes = magnitude % 3600 / 60, rest = magnitude % 60
                switch kind {
                case 2:
                    if hours > 0 { return "\(hours) hr, \(minutes) min" }
                    if minutes > 0 { return "\(minutes) min, \(rest) sec" }
                    return "\(rest) sec"
                case 3:
                    let sign = seconds < 0 ? "-" : "+"
                    if hours > 0 { return "\(sign)\(hours) hour\(hours == 1 ? "" : "s")" }
                    if minutes > 0 { return "\(sign)\(minutes) minute\(minutes == 1 ? "" : "s")" }
                    return "\(sign)\(rest) second\(rest == 1 ? "" : "s")"
                default:
                    return hours > 0
                        ? String(format: "%d:%02d:%02d", hours, minutes, rest)
                        : String(format: "%d:%02d", minutes, rest)
                }
            }
        }
    }
}
