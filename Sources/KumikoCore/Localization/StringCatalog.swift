import Foundation

/// A String Catalog (`.xcstrings`, the JSON Xcode writes: `{"sourceLanguage": "en", "strings": {key: {
/// "localizations": {language: …}}}, "version": "1.0"}`), read at run time: SwiftPM on Linux copies the file into
/// the resource bundle as it is, where Xcode would compile it into `.strings` and `.stringsdict` tables.
struct StringCatalog: Sendable {
    /// One language's value for a key: a string, variations by plural category or by device, and the
    /// substitutions (`%#@name@`) its strings name.
    indirect enum Value: Sendable, Equatable {
        case string(String)
        case plural([PluralCategory: Value])
        case device([String: Value])
        case substituted(Value, [String: Substitution])
    }

    /// A substitution: the argument it chooses by (1-based `argNum`), how that argument is written (`%arg` in its
    /// strings), and its value (plural variations, as a rule).
    struct Substitution: Sendable, Equatable {
        let argument: Int
        let formatSpecifier: String
        let value: Value
    }

    /// The language the keys are written in.
    let sourceLanguage: String
    /// Each key's values by language (as the catalog writes them: `ja`, `zh-Hans`).
    let strings: [String: [String: Value]]

    /// Why a catalog could not be read: where, and what.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the catalog at `path`.
    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Malformed(description: "\(path): cannot be read")
        }
        try self.init(data: data, path: path)
    }

    /// Reads a catalog from its JSON; `path` names it in errors.
    init(data: Data, path: String) throws {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Malformed(description: "\(path)\(Self.location(of: error, in: data)): not JSON (\(Self.reason(error)))")
        }
        guard let object = root as? [String: Any] else {
            throw Malformed(description: "\(path):1: a String Catalog is a JSON object")
        }
        sourceLanguage = object["sourceLanguage"] as? String ?? "en"
        guard let entries = object["strings"] as? [String: Any] else {
            throw Malformed(description: "\(path):1: no \"strings\" object")
        }
        var strings: [String: [String: Value]] = [:]
        for (key, entry) in entries {
            guard let entry = entry as? [String: Any] else {
                throw Malformed(description: "\(path)\(Self.line(ofKey: key, in: data)): the entry of \"\(key)\" is not an object")
            }
            guard let localizations = entry["localizations"] as? [String: Any] else { continue }
            var languages: [String: Value] = [:]
            for (language, localization) in localizations {
                do {
                    languages[language] = try Self.value(of: localization)
                } catch let error as Malformed {
                    throw Malformed(description: "\(path)\(Self.line(ofKey: key, in: data)): \"\(key)\" in \(language): \(error.description)")
                }
            }
            strings[key] = languages
        }
        self.strings = strings
    }

    /// A localization's value: `stringUnit`, `variations` (`plural`, `device`), `substitutions`.
    private static func value(of json: Any) throws -> Value {
        guard let object = json as? [String: Any] else { throw Malformed(description: "not an object") }
        let base: Value
        if let unit = object["stringUnit"] as? [String: Any] {
            guard let text = unit["value"] as? String else { throw Malformed(description: "a stringUnit without a value") }
            base = .string(text)
        } else if let variations = object["variations"] as? [String: Any] {
            if let plural = variations["plural"] as? [String: Any] {
                var cases: [PluralCategory: Value] = [:]
                for (name, value) in plural {
                    guard let category = PluralCategory(rawValue: name) else {
                        throw Malformed(description: "\"\(name)\" is not a plural category")
                    }
                    cases[category] = try Self.value(of: value)
                }
                base = .plural(cases)
            } else if let device = variations["device"] as? [String: Any] {
                var cases: [String: Value] = [:]
                for (name, value) in device { cases[name] = try Self.value(of: value) }
                base = .device(cases)
            } else {
                throw Malformed(description: "variations other than plural or device")
            }
        } else if object["substitutions"] != nil {
            // A value made only of substitutions still needs a string to hold them.
            throw Malformed(description: "substitutions without a stringUnit")
        } else {
            throw Malformed(description: "neither a stringUnit nor variations")
        }
        guard let substitutions = object["substitutions"] as? [String: Any] else { return base }
        var named: [String: Substitution] = [:]
        for (name, json) in substitutions {
            guard let substitution = json as? [String: Any] else { throw Malformed(description: "substitution \(name) is not an object") }
            let argument = (substitution["argNum"] as? Int) ?? 1
            let specifier = (substitution["formatSpecifier"] as? String) ?? "lld"
            named[name] = Substitution(argument: argument, formatSpecifier: specifier, value: try Self.value(of: substitution))
        }
        return .substituted(base, named)
    }

    /// `:line` of a JSON error's character index, when the error gives one.
    private static func location(of error: Error, in data: Data) -> String {
        let info = (error as NSError).userInfo
        let index = (info["NSJSONSerializationErrorIndex"] as? Int)
            ?? Self.firstNumber(after: "character ", in: reason(error))
        guard let index else { return "" }
        return ":\(line(atByte: index, in: data))"
    }

    private static func reason(_ error: Error) -> String {
        let info = (error as NSError).userInfo
        return (info[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
    }

    private static func firstNumber(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// The 1-based line of byte `offset` in `data`.
    private static func line(atByte offset: Int, in data: Data) -> Int {
        data.prefix(max(0, offset)).reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// `:line` of the first place `key` is written as a JSON key in `data`, if found.
    private static func line(ofKey key: String, in data: Data) -> String {
        guard let encoded = try? JSONSerialization.data(withJSONObject: [key], options: [.fragmentsAllowed]),
              let quoted = String(data: encoded, encoding: .utf8)?.dropFirst().dropLast(),
              let range = data.firstRange(of: Data(quoted.utf8)) else { return "" }
        return ":\(line(atByte: range.lowerBound, in: data))"
    }
}
