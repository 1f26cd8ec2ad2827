import Foundation

/// One line of the report: what was measured, its value, the target it is held to and whether it met it.
struct Figure {
    /// Which part of the benchmark measured it: `list`, `sessions` or `frame`.
    let part: String
    /// What it is.
    let name: String
    /// The value as shown (with its unit and spread).
    let value: String
    /// The target as shown (`< 300 ms`), or nil for a figure shown for context only.
    let target: String?
    /// Whether the value met the target; nil without a target, or when it could not be measured.
    let passed: Bool?

    /// A figure held to a target.
    init(_ part: String, _ name: String, _ value: String, target: String, passed: Bool?) {
        (self.part, self.name, self.value, self.target, self.passed) = (part, name, value, target, passed)
    }

    /// A figure shown for context.
    init(_ part: String, _ name: String, _ value: String) {
        (self.part, self.name, self.value, self.target, self.passed) = (part, name, value, nil, nil)
    }

    /// A figure that could not be measured, and why.
    static func missing(_ part: String, _ name: String, target: String, reason: String) -> Figure {
        Figure(part, name, "not measured: \(reason)", target: target, passed: false)
    }

    /// The verdict column: `pass`, `FAIL` or `info`.
    var verdict: String {
        guard target != nil else { return "info" }
        return passed == true ? "pass" : "FAIL"
    }
}

/// Number formats for the report.
enum Format {
    /// Milliseconds with a precision that suits their size.
    static func ms(_ value: Double) -> String {
        value < 10 ? String(format: "%.2f ms", value) : value < 100 ? String(format: "%.1f ms", value) : String(format: "%.0f ms", value)
    }

    /// A median with the extremes over runs: `12.3 ms (min 11.0, max 14.2)`.
    static func ms(_ summary: Summary) -> String {
        "\(ms(summary.median)) (min \(ms(summary.min)), max \(ms(summary.max)) over \(summary.count) runs)"
    }

    /// Bytes as `812 B`, `14.2 KiB`, `512.3 MiB`.
    static func bytes(_ value: Double) -> String {
        if value < 1024 { return String(format: "%.0f B", value) }
        if value < 1024 * 1024 { return String(format: "%.1f KiB", value / 1024) }
        return String(format: "%.1f MiB", value / 1_048_576)
    }

    /// A count with thousands separators: `1,000,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }
}

/// The report: one line per figure, aligned, with the verdict last.
struct Report {
    /// The figures, in the order measured.
    var figures: [Figure] = []

    /// The report's text.
    var text: String {
        let nameWidth = figures.map { $0.part.count + 2 + $0.name.count }.max() ?? 0
        let valueWidth = min(figures.map(\.value.count).max() ?? 0, 64)
        return figures.map { figure in
            let name = "\(figure.part)  \(figure.name)".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let value = figure.value.count < valueWidth ? figure.value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) : figure.value
            let target = (figure.target.map { "target \($0)" } ?? "").padding(toLength: 18, withPad: " ", startingAt: 0)
            return "\(name)  \(value)  \(target)  \(figure.verdict)"
        }.joined(separator: "\n")
    }

    /// How many figures failed their target.
    var failures: Int { figures.filter { $0.target != nil && $0.passed != true }.count }
}

/// Writes a line to standard error (progress, warnings): standard output is the report alone.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
