import Foundation

/// A classic plural table (`ja.lproj/Localizable.stringsdict`), the property list Xcode used for plurals before
/// String Catalogs: each key maps to a dictionary whose `NSStringLocalizedFormatKey` is a format naming variables
/// (`%#@files@`), and each variable is a dictionary with `NSStringFormatSpecTypeKey` `NSStringPluralRuleType` (its
/// strings by CLDR plural category: `zero`, `one`, `two`, `few`, `many`, `other`) or
/// `NSStringDeviceSpecificRuleType` (its strings by device: `iphone`, `mac`, …), and `NSStringFormatValueTypeKey`,
/// the specifier its argument is written with (`d`, `ld`, `@`).
///
/// Read into the same values as a String Catalog's (``StringCatalog/Value``): the format key is the string, each
/// variable a substitution of the argument it stands at (the first variable the first argument, unless earlier
/// specifiers took arguments before it).
enum StringsDictFile {
    /// Why a table could not be read: where, and what.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// A property list's value as a stringsdict uses them: strings and dictionaries.
    private enum Node: Decodable {
        case string(String)
        case dictionary([String: Node])
        case other

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let dictionary = try? container.decode([String: Node].self) {
                self = .dictionary(dictionary)
            } else {
                self = .other
            }
        }
    }

    /// The values of the table at `path`, by key.
    static func read(contentsOf path: String) throws -> [String: StringCatalog.Value] {
        guard let data = FileManager.default.contents(atPath: path) else { throw Malformed(description: "\(path): cannot be read") }
        return try parse(data, path: path)
    }

    /// The values of a table's bytes; `path` names it in errors.
    static func parse(_ data: Data, path: String) throws -> [String: StringCatalog.Value] {
        let root: [String: Node]
        do {
            root = try PropertyListDecoder().decode([String: Node].self, from: data)
        } catch {
            throw Malformed(description: "\(path): not a property list of dictionaries (\(error))")
        }
        var values: [String: StringCatalog.Value] = [:]
        for (key, node) in root {
            guard case .dictionary(let entry) = node else {
                throw Malformed(description: "\(path): the entry of \"\(key)\" is not a dictionary")
            }
            do {
                values[key] = try value(of: entry)
            } catch let error as Malformed {
                throw Malformed(description: "\(path): \"\(key)\": \(error.description)")
            }
        }
        return values
    }

    /// One key's value: its format, and a substitution for each variable the format names.
    private static func value(of entry: [String: Node]) throws -> StringCatalog.Value {
        guard case .string(let format)? = entry["NSStringLocalizedFormatKey"] else {
            throw Malformed(description: "no NSStringLocalizedFormatKey string")
        }
        var substitutions: [String: StringCatalog.Substitution] = [:]
        for case .substitution(let name, let index) in LocalizedFormat(format).parts {
            guard case .dictionary(let variable)? = entry[name] else {
                throw Malformed(description: "the variable \(name) has no dictionary")
            }
            substitutions[name] = try substitution(variable, argument: index + 1, name: name)
        }
        return substitutions.isEmpty ? .string(format) : .substituted(.string(format), substitutions)
    }

    /// A variable: its strings by plural category or by device, for the argument at `argument` (1-based).
    private static func substitution(_ variable: [String: Node], argument: Int, name: String) throws -> StringCatalog.Substitution {
        var strings: [String: StringCatalog.Value] = [:]
        for (key, node) in variable where !key.hasPrefix("NSString") {
            if case .string(let text) = node { strings[key] = .string(text) }
        }
        let specifier: String
        if case .string(let type)? = variable["NSStringFormatValueTypeKey"] { specifier = type } else { specifier = "@" }
        let value: StringCatalog.Value
        switch variable["NSStringFormatSpecTypeKey"] {
        case .string("NSStringPluralRuleType")?:
            var cases: [PluralCategory: StringCatalog.Value] = [:]
            for (key, text) in strings {
                guard let category = PluralCategory(rawValue: key) else {
                    throw Malformed(description: "\"\(key)\" of \(name) is not a plural category")
                }
                cases[category] = text
            }
            value = .plural(cases)
        case .string("NSStringDeviceSpecificRuleType")?:
            value = .device(strings)
        default:
            throw Malformed(description: "\(name)'s NSStringFormatSpecTypeKey is neither NSStringPluralRuleType nor NSStringDeviceSpecificRuleType")
        }
        return StringCatalog.Substitution(argument: argument, formatSpecifier: specifier, value: value)
    }
}
