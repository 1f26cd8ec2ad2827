import Foundation

/// A classic strings table (`ja.lproj/Localizable.strings`): `"key" = "value";` pairs, with `/* */` and `//`
/// comments, backslash escapes (`\"`, `\\`, `\n`, `\t`, `\U30A2`) and bare-word keys, in UTF-8 or UTF-16 with its
/// byte-order mark. Read here rather than by `PropertyListSerialization`, whose parser writes to standard error
/// (a terminal app's screen) when a file is malformed.
enum StringsFile {
    /// Why a table could not be read: where, and what.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// The pairs of the table at `path`.
    static func read(contentsOf path: String) throws -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path) else { throw Malformed(description: "\(path): cannot be read") }
        return try parse(data, path: path)
    }

    /// The pairs of a table's bytes; `path` names it in errors.
    static func parse(_ data: Data, path: String) throws -> [String: String] {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else { throw Malformed(description: "\(path):1: not UTF-16") }
            text = decoded
        } else {
            guard let decoded = String(data: data, encoding: .utf8) else { throw Malformed(description: "\(path):1: not UTF-8") }
            text = decoded
        }
        var parser = Parser(scalars: Array(text.unicodeScalars))
        var pairs: [String: String] = [:]
        do {
            while try parser.skipSpaceAndComments() {
                let key = try parser.token()
                try parser.skipSpaceAndComments()
                if parser.take("=") {
                    try parser.skipSpaceAndComments()
                    pairs[key] = try parser.token()
                    try parser.skipSpaceAndComments()
                } else {
                    // `"key";` alone maps the key to itself.
                    pairs[key] = key
                }
                guard parser.take(";") else { throw parser.error("expected ';'") }
            }
        } catch let error as Parser.Failure {
            throw Malformed(description: "\(path):\(error.line): \(error.reason)")
        }
        return pairs
    }

    private struct Parser {
        struct Failure: Error { let line: Int; let reason: String }

        let scalars: [Unicode.Scalar]
        var position = 0
        var line = 1

        func error(_ reason: String) -> Failure { Failure(line: line, reason: reason) }

        mutating func advance() {
            if scalars[position] == "\n" { line += 1 }
            position += 1
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            advance()
            return true
        }

        /// Skips white space and comments; whether anything is left.
        @discardableResult
        mutating func skipSpaceAndComments() throws -> Bool {
            while position < scalars.count {
                let scalar = scalars[position]
                if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                    advance()
                } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                    let start = line
                    advance(); advance()
                    while position + 1 < scalars.count, !(scalars[position] == "*" && scalars[position + 1] == "/") { advance() }
                    guard position + 1 < scalars.count else { throw Failure(line: start, reason: "a comment that never ends") }
                    advance(); advance()
                } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                    while position < scalars.count, scalars[position] != "\n" { advance() }
                } else {
                    return true
                }
            }
            return false
        }

        /// A quoted string or a bare word.
        mutating func token() throws -> String {
            guard position < scalars.count else { throw error("expected a string, found the end") }
            if take("\"") { return try quoted() }
            var word = String.UnicodeScalarView()
            while position < scalars.count, Self.isWordScalar(scalars[position]) {
                word.append(scalars[position])
                advance()
            }
            guard !word.isEmpty else { throw error("expected a string, found '\(scalars[position])'") }
            return String(word)
        }

        private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar)
        }

        private mutating func quoted() throws -> String {
            let start = line
            var out = String.UnicodeScalarView()
            while position < scalars.count {
                let scalar = scalars[position]
                advance()
                if scalar == "\"" { return String(out) }
                guard scalar == "\\" else { out.append(scalar); continue }
                guard position < scalars.count else { break }
                let escaped = scalars[position]
                advance()
                switch escaped {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, position < scalars.count, scalars[position].properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(scalars[position])
                        advance()
                    }
                    guard let value = UInt32(hex, radix: 16), let unit = Unicode.Scalar(value) else {
                        throw error("a \\U escape without four hex digits")
                    }
                    out.append(unit)
                default: out.append(escaped)
                }
            }
            throw Failure(line: start, reason: "a string that never ends")
        }
    }
}
