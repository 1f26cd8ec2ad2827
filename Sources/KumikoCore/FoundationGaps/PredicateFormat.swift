import Foundation

// Linux's Foundation has `NSPredicate(block:)` but no format strings (they need key-value coding), so the common
// validation idiom of SwiftUI forms, `NSPredicate(format: "SELF MATCHES %@", emailRegex).evaluate(with: text)`,
// did not compile. These initialisers shadow Foundation's unavailable ones and build a block predicate from the
// format string's common subset.

extension NSPredicate {
    /// A predicate from a format string, as Foundation's `NSPredicate(format:_:)`, for the common subset of the
    /// predicate format language: comparisons of `SELF` or a property (read by name through reflection, key paths
    /// with dots, `%K`) with a value (`%@`, `%d`, `%f`, quoted strings, numbers, `TRUE`, `FALSE`, `NIL`) by `==`,
    /// `!=`, `<`, `<=`, `>`, `>=`, `MATCHES`, `LIKE`, `CONTAINS`, `BEGINSWITH` and `ENDSWITH` with the `[c]`, `[d]`
    /// and `[cd]` options, joined by `AND`, `OR`, `NOT` and parentheses. A format outside that subset is
    /// reported once on standard error, and the predicate matches nothing.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string and its arguments in an array; see ``init(format:_:)``.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = PredicateFormat.parse(predicateFormat, arguments: arguments ?? [])
        if parsed == nil {
            let shown = predicateFormat.count > 200 ? predicateFormat.prefix(200) + "…" : predicateFormat[...]
            Diagnostics.warnOnce("NSPredicate.format.\(shown)",
                "NSPredicate(format: \"\(shown)\"): Kumiko reads the common subset of the predicate format "
                + "language on Linux and not this; the predicate matches nothing.")
        }
        let patterns = MatchPatterns()
        self.init { object, _ in parsed?.evaluate(object, patterns: patterns) ?? false }
    }
}

/// A parsed predicate format string: a tree of comparisons.
indirect enum PredicateFormat {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(lhs: Operand, operator: String, caseInsensitive: Bool, diacriticInsensitive: Bool, rhs: Operand)

    /// A side of a comparison.
    enum Operand {
        case object
        case keyPath([String])
        case value(Any?)

        func resolve(in object: Any?) -> Any? {
            switch self {
            case .object: return object
            case .value(let value): return value
            case .keyPath(let names):
                return names.reduce(object) { value, name in value.flatMap { PredicateFormat.property(name, of: $0) } }
            }
        }
    }

    /// Parses `format` with its arguments; nil when it is outside the subset.
    static func parse(_ format: String, arguments: [Any]) -> PredicateFormat? {
        var parser = PredicateFormatParser(format, arguments: arguments)
        guard let predicate = parser.parseOr(), parser.atEnd else { return nil }
        return predicate
    }

    /// Whether `object` satisfies the predicate; `patterns` keeps the regular expressions `MATCHES` and `LIKE`
    /// compile, so a predicate evaluated over many objects compiles each pattern once.
    func evaluate(_ object: Any?, patterns: MatchPatterns) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(object, patterns: patterns)
        case .and(let lhs, let rhs): return lhs.evaluate(object, patterns: patterns) && rhs.evaluate(object, patterns: patterns)
        case .or(let lhs, let rhs): return lhs.evaluate(object, patterns: patterns) || rhs.evaluate(object, patterns: patterns)
        case let .comparison(lhs, op, c, d, rhs):
            return Self.compare(lhs.resolve(in: object), op, rhs.resolve(in: object), caseInsensitive: c,
                                diacriticInsensitive: d, patterns: patterns)
        }
    }

    /// A property of a value by name: a dictionary's entry, or a stored property found by reflection.
    static func property(_ name: String, of value: Any) -> Any? {
        if let dictionary = value as? [String: Any] { return dictionary[name] }
        if let dictionary = value as? NSDictionary { return dictionary[name] }
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == name || $0.label == "_" + name }) {
                return unwrap(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? nil
    }

    private static func string(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        if let string = value as? NSString { return String(describing: string) }
        if let string = value as? Substring { return String(string) }
        return nil
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as Int: return Double(value)
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Bool: return value ? 1 : 0
        case let value as NSNumber: return value.doubleValue
        case let value as any BinaryInteger: return Double(value)
        default: return nil
        }
    }

    private static func compare(_ lhs: Any?, _ op: String, _ rhs: Any?, caseInsensitive: Bool, diacriticInsensitive: Bool,
                                patterns: MatchPatterns) -> Bool {
        if var left = string(lhs), var right = string(rhs) {
            var options: String.CompareOptions = []
            if caseInsensitive { options.insert(.caseInsensitive) }
            if diacriticInsensitive { options.insert(.diacriticInsensitive) }
            if op == "MATCHES" || op == "LIKE" {
                // The whole string must match, as ICU's `matches()` that Foundation uses.
                let pattern = "\\A(?:" + (op == "LIKE" ? likePattern(right) : right) + ")\\z"
                guard let regex = patterns.regex(pattern, caseInsensitive: caseInsensitive) else { return false }
                if diacriticInsensitive { left = left.folding(options: .diacriticInsensitive, locale: nil) }
                return regex.firstMatch(in: left, range: NSRange(left.startIndex..., in: left)) != nil
            }
            if !options.isEmpty {
                left = left.folding(options: options, locale: nil)
                right = right.folding(options: options, locale: nil)
            }
            switch op {
            case "CONTAINS": return right.isEmpty ? false : left.contains(right)
            case "BEGINSWITH": return left.hasPrefix(right)
            case "ENDSWITH": return left.hasSuffix(right)
            default: return order(left, op, right)
            }
        }
        if let left = number(lhs), let right = number(rhs) { return order(left, op, right) }
        switch op {
        case "==": return lhs == nil && rhs == nil
        case "!=": return (lhs == nil) != (rhs == nil)
        default: return false
        }
    }

    /// The comparison operators on two values of one type.
    private static func order<T: Comparable>(_ lhs: T, _ op: String, _ rhs: T) -> Bool {
        switch op {
        case "==": return lhs == rhs
        case "!=": return lhs != rhs
        case "<": return lhs < rhs
        case "<=": return lhs <= rhs
        case ">": return lhs > rhs
        case ">=": return lhs >= rhs
        default: return false
        }
    }

    /// `LIKE`'s wildcards (`*` any characters, `?` one) as a regular expression.
    private static func likePattern(_ like: String) -> String {
        like.map { character in
            switch character {
            case "*": return ".*"
            case "?": return "."
            default: return NSRegularExpression.escapedPattern(for: String(character))
            }
        }.joined()
    }
}

/// The regular expressions one predicate's `MATCHES` and `LIKE` comparisons compiled, by pattern (nil: the pattern
/// does not compile), kept for the predicate's life. A predicate may be evaluated from several threads.
final class MatchPatterns: @unchecked Sendable {
    private let lock = NSLock()
    private var compiled: [String: NSRegularExpression?] = [:]

    /// The compiled `pattern`, compiling it the first time.
    func regex(_ pattern: String, caseInsensitive: Bool) -> NSRegularExpression? {
        let key = (caseInsensitive ? "i:" : "s:") + pattern
        lock.lock()
        defer { lock.unlock() }
        if let regex = compiled[key] { return regex }
        let regex = try? NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        compiled[key] = regex
        return regex
    }
}

/// Reads a predicate format string: `or := and (OR and)*`, `and := unary (AND unary)*`,
/// `unary := NOT unary | ( or ) | TRUEPREDICATE | FALSEPREDICATE | operand operator operand`.
struct PredicateFormatParser {
    private let tokens: [String]
    private var position = 0
    private var arguments: [Any]
    /// How deep parentheses and `NOT`s nest; a format nested deeper than ``maximumDepth`` is refused, so that a
    /// hostile string cannot exhaust the stack.
    private var depth = 0
    private static let maximumDepth = 64

    init(_ format: String, arguments: [Any]) {
        tokens = Self.tokenize(format)
        self.arguments = arguments
    }

    var atEnd: Bool { position == tokens.count }

    private var next: String? { position < tokens.count ? tokens[position] : nil }
    private var nextWord: String? { next?.uppercased() }

    mutating func parseOr() -> PredicateFormat? {
        parseChain(of: ["OR", "||"], operand: { $0.parseAnd() }, combine: PredicateFormat.or)
    }

    private mutating func parseAnd() -> PredicateFormat? {
        parseChain(of: ["AND", "&&"], operand: { $0.parseUnary() }, combine: PredicateFormat.and)
    }

    /// `operand (word operand)*`, combined from the left.
    private mutating func parseChain(of words: Set<String>, operand: (inout Self) -> PredicateFormat?,
                                     combine: (PredicateFormat, PredicateFormat) -> PredicateFormat) -> PredicateFormat? {
        guard var result = operand(&self) else { return nil }
        while let word = nextWord, words.contains(word) {
            position += 1
            guard let rhs = operand(&self) else { return nil }
            result = combine(result, rhs)
        }
        return result
    }

    private mutating func parseUnary() -> PredicateFormat? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        switch nextWord {
        case "NOT", "!":
            position += 1
            return parseUnary().map { .not($0) }
        case "(":
            position += 1
            guard let inner = parseOr(), next == ")" else { return nil }
            position += 1
            return inner
        case "TRUEPREDICATE":
            position += 1
            return .constant(true)
        case "FALSEPREDICATE":
            position += 1
            return .constant(false)
        default:
            guard let lhs = parseOperand(), let word = nextWord else { return nil }
            let operators = ["==": "==", "=": "==", "!=": "!=", "<>": "!=", "<": "<", "<=": "<=", "=<": "<=",
                             ">": ">", ">=": ">=", "=>": ">=", "MATCHES": "MATCHES", "LIKE": "LIKE",
                             "CONTAINS": "CONTAINS", "BEGINSWITH": "BEGINSWITH", "ENDSWITH": "ENDSWITH"]
            guard let op = operators[word] else { return nil }
            position += 1
            var caseInsensitive = false, diacriticInsensitive = false
            if next == "[" {
                guard position + 2 < tokens.count, tokens[position + 2] == "]" else { return nil }
                let options = tokens[position + 1].lowercased()
                guard !options.isEmpty, options.allSatisfy({ "cdn".contains($0) }) else { return nil }
                caseInsensitive = options.contains("c")
                diacriticInsensitive = options.contains("d")
                position += 3
            }
            guard let rhs = parseOperand() else { return nil }
            return .comparison(lhs: lhs, operator: op, caseInsensitive: caseInsensitive,
                               diacriticInsensitive: diacriticInsensitive, rhs: rhs)
        }
    }

    private mutating func parseOperand() -> PredicateFormat.Operand? {
        guard let token = next else { return nil }
        position += 1
        switch token.uppercased() {
        case "SELF": return .object
        case "TRUE", "YES": return .value(true)
        case "FALSE", "NO": return .value(false)
        case "NIL", "NULL": return .value(nil)
        case "%@", "%D", "%I", "%LD", "%LLD", "%LU", "%U", "%F", "%LF", "%G":
            guard !arguments.isEmpty else { return nil }
            return .value(arguments.removeFirst())
        case "%K":
            guard !arguments.isEmpty, let path = arguments.removeFirst() as? String else { return nil }
            return .keyPath(path.split(separator: ".").map(String.init))
        default:
            if let quote = token.first, quote == "'" || quote == "\"" { return .value(String(token.dropFirst().dropLast())) }
            if let number = Double(token) { return .value(number) }
            let names = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard names.allSatisfy({ name in
                guard let first = name.first, first.isLetter || first == "_" else { return false }
                return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }) else { return nil }
            if names.first?.uppercased() == "SELF" { return .keyPath(Array(names.dropFirst())) }
            return .keyPath(names)
        }
    }

    /// Splits a format string into words, quoted strings (quotes kept, `\` escapes resolved), `%` specifiers and
    /// operator symbols.
    private static func tokenize(_ format: String) -> [String] {
        var tokens: [String] = []
        var characters = Array(format)[...]
        while let character = characters.first {
            if character.isWhitespace {
                characters.removeFirst()
            } else if character == "'" || character == "\"" {
                characters.removeFirst()
                var literal = String(character)
                while let inner = characters.popFirst() {
                    if inner == "\\", let escaped = characters.popFirst() { literal.append(escaped); continue }
                    if inner == character { break }
                    literal.append(inner)
                }
                tokens.append(literal + String(character))
            } else if "()[]".contains(character) {
                tokens.append(String(characters.removeFirst()))
            } else if "=!<>&|".contains(character) {
                var symbol = ""
                while let next = characters.first, "=!<>&|".contains(next) { symbol.append(characters.removeFirst()) }
                tokens.append(symbol)
            } else {
                var word = ""
                while let next = characters.first, !next.isWhitespace, !"()[]=!<>&|'\"".contains(next) {
                    word.append(characters.removeFirst())
                }
                tokens.append(word)
            }
        }
        return tokens
    }
}
