import Foundation

/// A value interpolated into a localized string, kept with its kind so that a translation's format specifiers
/// (`%@`, `%lld`, `%.1f`, `%2$@`) can place it, and a plural variation can choose by it.
enum LocalizedArgument: Equatable, Sendable {
    /// Text (`%@`): a string, a `Text`'s characters, a date in a style.
    case text(String, image: Image? = nil)
    /// A signed integer (`%lld`, `%d`, `%ld`).
    case integer(Int64)
    /// An unsigned integer (`%llu`, `%lu`, `%u`).
    case unsigned(UInt64)
    /// A floating-point number (`%lf`, `%f`, `%.2f`).
    case floating(Double)

    /// The number a plural variation chooses by, with its visible fraction digits; nil for text.
    var pluralOperand: (value: Double, fractionDigits: Int)? {
        switch self {
        case .text: return nil
        case .integer(let value): return (Double(value), 0)
        case .unsigned(let value): return (Double(value), 0)
        case .floating(let value): return (value, value == value.rounded() ? 0 : 1)
        }
    }

    /// The argument written with a conversion (`lld`, `.1f`, `@`), as `String(format:locale:)` would for its kind
    /// in `locale`.
    func formatted(with conversion: String, locale: Locale?) -> String {
        guard let last = conversion.last, last != "@" else { return plainText }
        let spec = "%" + conversion
        switch self {
        case .text(let string, _): return string
        case .integer(let value):
            if "fFeEgGaA".contains(last) { return String(format: spec, locale: locale, Double(value)) }
            return String(format: "%" + Self.integerSpec(conversion), locale: locale, value)
        case .unsigned(let value):
            if "fFeEgGaA".contains(last) { return String(format: spec, locale: locale, Double(value)) }
            return String(format: "%" + Self.integerSpec(conversion), locale: locale, value)
        case .floating(let value):
            if "dDiuUxXoOcC".contains(last) { return String(format: "%" + Self.integerSpec(conversion), locale: locale, Int64(value.clampedToInt64)) }
            // `%lf` is `%f` (the `l` is ignored for a double), as printf reads it.
            return String(format: spec.replacingOccurrences(of: "l", with: ""), locale: locale, value)
        }
    }

    /// The argument as `%@` shows it.
    var plainText: String {
        switch self {
        case .text(let string, _): return string
        case .integer(let value): return String(value)
        case .unsigned(let value): return String(value)
        case .floating(let value): return String(describing: value)
        }
    }

    /// An integer conversion with a 64-bit length (`lld`), whatever length it was written with (`d`, `ld`, `hd`).
    private static func integerSpec(_ conversion: String) -> String {
        var body = conversion
        let last = body.removeLast()
        while let end = body.last, "hlqLzjt".contains(end) { body.removeLast() }
        return body + "ll" + String(last == "D" ? "d" : last == "U" ? "u" : last == "O" ? "o" : last)
    }
}

private extension Double {
    var clampedToInt64: Double { isFinite ? Swift.min(Swift.max(self, -9.2e18), 9.2e18) : 0 }
}

/// A format string as a String Catalog or a `.strings` file holds it, split into literal text and the places its
/// arguments go: printf's specifiers (`%@`, `%lld`, `%.2f`, positional `%2$@`), `%%` for a percent sign.
struct LocalizedFormat: Equatable, Sendable {
    /// A part of a format: literal text, or an argument's place.
    enum Part: Equatable, Sendable {
        case literal(String)
        /// The argument at `index` (0-based), written with `conversion` (`@`, `lld`, `.1f`).
        case argument(index: Int, conversion: String)
        /// A catalog substitution (`%#@name@`), resolved by the catalog before formatting, at the place of the
        /// argument at `index` (0-based; a `.stringsdict` variable stands for that argument).
        case substitution(String, index: Int)
    }

    let parts: [Part]

    /// Parses `format`; a `%` that starts no specifier stays as text.
    init(_ format: String) {
        var parts: [Part] = []
        var literal = ""
        var next = 0
        var scalars = Substring(format)
        while let percent = scalars.firstIndex(of: "%") {
            literal += scalars[..<percent]
            var rest = scalars[scalars.index(after: percent)...]
            if rest.first == "%" {
                literal += "%"
                scalars = rest.dropFirst()
                continue
            }
            if rest.hasPrefix("#@"), let end = rest.dropFirst(2).firstIndex(of: "@") {
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                // A substitution stands at an argument's place: the specifiers after it take the next ones.
                parts.append(.substitution(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end]), index: next))
                next += 1
                scalars = rest[rest.index(after: end)...]
                continue
            }
            // Optional position: digits then `$`.
            var position: Int?
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let number = Int(digits), number > 0 {
                position = number - 1
                rest = rest.dropFirst(digits.count + 1)
            }
            // Flags, width, precision, length, conversion, in that order.
            var after = rest.drop { "-+ #0'".contains($0) }
            after = after.drop { $0.isASCII && $0.isNumber }
            if after.first == "." { after = after.dropFirst().drop { $0.isASCII && $0.isNumber } }
            for length in ["hh", "ll", "h", "l", "q", "L", "z", "j", "t"] where after.hasPrefix(length) {
                after = after.dropFirst(length.count)
                break
            }
            let body = rest[rest.startIndex..<after.startIndex]
            let afterBody = after
            guard let conversion = afterBody.first, "@dDiuUxXoOfFeEgGaAcCsSp".contains(conversion) else {
                literal += "%"
                scalars = scalars[scalars.index(after: percent)...]
                continue
            }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            let index = position ?? next
            next = index + 1
            parts.append(.argument(index: index, conversion: String(body) + String(conversion)))
            scalars = afterBody.dropFirst()
        }
        literal += scalars
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
    }

    /// The pieces of the formatted string: literal text (where Markdown applies) and the arguments written in,
    /// each with the image it stands for, if any. An argument missing from `arguments` is written as nothing, and
    /// a substitution by `substitute` (nothing when it returns nil). Numbers are written as `locale` writes them
    /// (its decimal separator: "1,5" in German).
    func pieces(with arguments: [LocalizedArgument], locale: Locale?,
                substitute: (String) -> [LocalizedStringKey.Piece]? = { _ in nil }) -> [LocalizedStringKey.Piece] {
        var pieces: [LocalizedStringKey.Piece] = []
        for part in parts {
            switch part {
            case .literal(let text):
                pieces.append(LocalizedStringKey.Piece(string: text, isLiteral: true))
            case .argument(let index, let conversion):
                guard arguments.indices.contains(index) else { continue }
                let argument = arguments[index]
                if case .text(_, let image?) = argument {
                    pieces.append(LocalizedStringKey.Piece(string: "", isLiteral: false, image: image))
                } else {
                    pieces.append(LocalizedStringKey.Piece(string: argument.formatted(with: conversion, locale: locale), isLiteral: false))
                }
            case .substitution(let name, _):
                pieces += substitute(name) ?? []
            }
        }
        return pieces
    }
}

extension LocalizedArgument {
    /// A number as an argument (integers signed and unsigned, floating-point numbers); nil for anything else.
    static func number<T>(_ value: T) -> LocalizedArgument? {
        switch value {
        case let integer as any SignedInteger: return .integer(Int64(clamping: integer))
        case let integer as any UnsignedInteger: return .unsigned(UInt64(clamping: integer))
        case let number as any BinaryFloatingPoint: return .floating(Double(number))
        default: return nil
        }
    }

    /// The specifier Xcode writes in a key for a value of `T`: `lld` for `Int`, `d` for `Int32`, `llu` for `UInt`,
    /// `lf` for `Double` and `CGFloat`, `f` for `Float`, `@` for anything else.
    static func conversion<T>(of value: T) -> String {
        switch value {
        case is Int, is Int64: return "lld"
        case is Int32: return "d"
        case is Int16: return "hd"
        case is Int8: return "hhd"
        case is UInt, is UInt64: return "llu"
        case is UInt32: return "u"
        case is UInt16: return "hu"
        case is UInt8: return "hhu"
        case is Float: return "f"
        case is any BinaryFloatingPoint: return "lf"
        case is any BinaryInteger: return "lld"
        default: return "@"
        }
    }
}
