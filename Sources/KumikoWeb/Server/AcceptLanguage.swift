import Foundation

/// A browser's `Accept-Language` header (RFC 9110 §12.5.4: `ja-JP,ja;q=0.9,en;q=0.8`), read for the language a new
/// session's views are shown in.
enum AcceptLanguage {
    /// The locale of the language the header prefers most (the highest `q`, the first of equals), nil when it
    /// names none (empty, only `*`, or every weight zero). Malformed parts are skipped.
    static func preferredLocale(in header: String) -> Locale? {
        var best: (tag: String, weight: Double)?
        for part in header.prefix(1_000).split(separator: ",") {
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = fields.first, !tag.isEmpty, tag != "*", tag.count <= 35,
                  tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { continue }
            var weight = 1.0
            for parameter in fields.dropFirst() where parameter.hasPrefix("q=") {
                guard let value = Double(parameter.dropFirst(2)), value.isFinite, (0...1).contains(value) else { weight = 0; break }
                weight = value
            }
            if weight > 0, weight > (best?.weight ?? 0) { best = (tag, weight) }
        }
        return best.map { Locale(identifier: $0.tag) }
    }
}
