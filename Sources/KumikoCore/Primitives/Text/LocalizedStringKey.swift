import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal passed to `Text`
/// becomes. Interpolations format their values; the literal parts may carry Markdown emphasis.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The pieces, with whether each came from the literal (Markdown applies) or an interpolation.
    let pieces: [Piece]
    /// The key looked up instead of the one the pieces make (`String(localized: "id", defaultValue: …)`).
    var lookupKey: String?

    struct Piece: Equatable, Sendable {
        var string: String
        var isLiteral: Bool
        /// The image an interpolated image stands for (its run's characters come from the platform).
        var image: Image? = nil
        /// An interpolated value, as a translation's format places it; nil for literal text.
        var argument: LocalizedArgument? = nil
        /// The format specifier the key writes for it (`@`, `lld`, `lf`, or the one given with `specifier:`).
        var conversion: String? = nil
    }

    /// The key as Xcode extracts it into a String Catalog: the literal text, with each interpolation written as
    /// its format specifier (`"\(count) files"` is `"%lld files"`, a string `%@`, a `Double` `%lf`) and a percent
    /// sign in the text as `%%` once there are any.
    var key: String {
        if let lookupKey { return lookupKey }
        guard pieces.contains(where: { !$0.isLiteral }) else { return pieces.map(\.string).joined() }
        return pieces.map { piece in
            piece.isLiteral ? piece.string.replacingOccurrences(of: "%", with: "%%") : "%" + (piece.conversion ?? "@")
        }.joined()
    }

    /// The interpolated values, in order: what a translation's `%@`, `%lld`, `%2$@` place.
    var arguments: [LocalizedArgument] {
        pieces.compactMap { $0.isLiteral ? nil : ($0.argument ?? .text($0.string, image: $0.image)) }
    }

    /// Creates a key from a string.
    public init(_ value: String) { pieces = [Piece(string: value, isLiteral: true)] }
    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The key's text runs, with Markdown emphasis applied to literal parts.
    var runs: [Text.Run] { Self.runs(of: pieces) }

    /// Text runs of pieces (a key's, or its translation's), with Markdown emphasis applied to literal parts.
    static func runs(of pieces: [Piece]) -> [Text.Run] {
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
        /// Appends a string (`%@` in the key).
        public mutating func appendInterpolation(_ string: String) {
            appendText(string)
        }
        /// Appends any value: an integer (`%lld` in the key), a floating-point number (`%lf`) or anything else by
        /// its description (`%@`), as Xcode extracts them.
        public mutating func appendInterpolation<T>(_ value: T) {
            if let argument = LocalizedArgument.number(value) {
                pieces.append(Piece(string: String(describing: value), isLiteral: false, argument: argument,
                                    conversion: LocalizedArgument.conversion(of: value)))
            } else {
                appendText(String(describing: value))
            }
        }
        /// Appends a number with a printf-style format specifier (the specifier is the key's).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            let conversion = String(specifier.drop { $0 == "%" })
            let argument = LocalizedArgument.number(value) ?? .text(String(describing: value))
            pieces.append(Piece(string: String(format: specifier, locale: Text.currentLocale, value), isLiteral: false, argument: argument,
                                conversion: conversion))
        }
        /// Appends a text's characters and inline images (without its styling; `%@` in the key).
        public mutating func appendInterpolation(_ text: Text) {
            let runs = text.runs
            if runs.count == 1, let image = runs[0].image {
                appendImage(image)
            } else {
                appendText(runs.map(\.string).joined())
            }
        }
        /// Appends an image, drawn inline as its platform draws images in text (`SymbolImages`; `%@` in the key).
        public mutating func appendInterpolation(_ image: Image) {
            appendImage(image)
        }
        /// Appends a date in a style (`%@` in the key).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendText(style.format(date, locale: Text.currentLocale))
        }
        /// Appends a value formatted by a formatter (`%@` in the key).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            appendText(formatter.string(for: subject as AnyObject) ?? "")
        }
        /// Appends a value formatted by a format style in the text's locale (`%@` in the key).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendText(format.locale(Text.currentLocale).format(input))
        }

        private mutating func appendText(_ string: String) {
            pieces.append(Piece(string: string, isLiteral: false, argument: .text(string), conversion: "@"))
        }

        private mutating func appendImage(_ image: Image) {
            pieces.append(Piece(string: "", isLiteral: false, image: image, argument: .text("", image: image), conversion: "@"))
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

        /// The date shown in this style in `locale` and the current time zone, as Foundation formats it there:
        /// `.date` is the long date ("June 3, 2026", "2026年6月3日"), `.time` the short time ("9:05 PM", "21:05"),
        /// `.relative` the time to or from `now` in at most two abbreviated units ("1 hr, 5 min", "1時間 5分"),
        /// `.offset` its largest unit with a sign ("+2 hours"), `.timer` hours, minutes and seconds ("2:05").
        func format(_ date: Date, now: Date = Date(), locale: Locale = ProcessLocale.current) -> String {
            switch kind {
            case 0:
                return Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: .current).format(date)
            case 1:
                return Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: .current).format(date)
            default:
                let seconds = date.timeIntervalSince(now).clampedInt()
                let magnitude = seconds.magnitude > UInt(Int.max) ? Int.max : abs(seconds)
                switch kind {
                case 2:
                    return Self.units(magnitude, width: .abbreviated, count: 2, locale: locale)
                case 3:
                    return (seconds < 0 ? "-" : "+") + Self.units(magnitude, width: .wide, count: 1, locale: locale)
                default:
                    let hours = magnitude / 3600, minutes = magnitude % 3600 / 60, rest = magnitude % 60
                    return hours > 0
                        ? String(format: "%d:%02d:%02d", hours, minutes, rest)
                        : String(format: "%d:%02d", minutes, rest)
                }
            }
        }

        /// `seconds` in hours, minutes and seconds, at most `count` units, the smallest cut rather than rounded.
        private static func units(_ seconds: Int, width: Duration.UnitsFormatStyle.UnitWidth, count: Int, locale: Locale) -> String {
            Duration.seconds(seconds).formatted(
                .units(allowed: [.hours, .minutes, .seconds], width: width, maximumUnitCount: count,
                       fractionalPart: .hide(rounded: .towardZero)).locale(locale)
            )
        }
    }
}
