import Foundation

/// Prints results as Markdown: the table of operations, memory while scrolling, and the issue's bars.
struct Report {
    /// The results, in the order measured.
    let results: [OperationResult]
    /// Measured runs per operation.
    let runs: Int
    /// What the rows were shown in.
    let subject: BenchSubject

    /// The peak memory budget at 1,000,000 rows, in MB.
    static let peakBudgetMB = 200.0
    /// How far memory after scrolling may be from memory after the first frame.
    static let scrollMemoryTolerance = 0.10

    /// The whole report.
    var text: String {
        [table, memory, observedMemory, bars].filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// A number of milliseconds or MB with a precision that suits its size.
    private func format(_ value: Double) -> String {
        value < 10 ? String(format: "%.3f", value) : value < 100 ? String(format: "%.2f", value) : String(format: "%.1f", value)
    }

    /// A row count as "1k", "1M".
    private func rows(_ count: Int) -> String {
        if count >= 1_000_000, count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
        if count >= 1_000, count % 1_000 == 0 { return "\(count / 1_000)k" }
        return String(count)
    }

    /// One line per operation and size.
    private var table: String {
        var lines = [
            "The rows in a `\(subject.viewName)`. Median of \(runs) runs after one warm-up run (scroll-memory: the page frames after the first). Times are from the mutation to the end of the next frame (update, layout, display list, 120×40 cells); `mutation` and `frame` are the medians of the two parts (the mutation is the app's code, the frame is Kumiko's work); `app alone` is the same mutation with no Kumiko at all, only the previous rows kept alive as any UI showing them keeps them; `CPU` is the median thread CPU time over the same span (robust when other processes compete for the cores); `first run` is the warm-up. RSS: the child process's peak (getrusage) / after the op (statm).",
            "",
            "| op | N | median ms | min ms | max ms | RSS MB (peak / after) | mutation ms | app alone ms | frame ms | CPU ms | first run ms | screen |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
        ]
        for result in results {
            let name = "\(result.operation.title) (`\(result.operation.rawValue)`)"
            if let skipped = result.skipped {
                lines.append("| \(name) | \(rows(result.size)) | – | – | – | – | – | – | – | – | – | not measured: \(skipped) |")
                continue
            }
            let total = Statistics(result.total)
            let memory = "\(format(result.peakMB)) / \(format(result.currentMB))"
            let alone = result.appAlone.isEmpty ? "–" : format(Statistics(result.appAlone).median)
            let split = result.mutation.isEmpty ? "– | – | –" : "\(format(Statistics(result.mutation).median)) | \(alone) | \(format(Statistics(result.frame).median))"
            let screen = result.mismatch.map { "✗ \($0)" } ?? "ok"
            lines.append("| \(name) | \(rows(result.size)) | \(format(total.median)) | \(format(total.min)) | \(format(total.max)) | \(memory) | \(split) | \(format(Statistics(result.cpu).median)) | \(format(result.cold)) | \(screen) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Memory after the first frame against after scrolling 100,000 rows.
    private var memory: String {
        guard let result = results.first(where: { $0.operation == .scrollMemory && $0.skipped == nil }),
              let first = result.firstFrameMB, let after = result.afterScrollMB, first > 0 else { return "" }
        let p99 = Statistics.percentile(0.99, of: result.total)
        return """
            Memory at \(rows(result.size)) rows: \(format(first)) MB after the first frame, \(format(after)) MB after scrolling \
            \(ListBenchmark.memoryScrollPages * 40) rows page by page (ratio \(String(format: "%.3f", after / first))); \
            page frames p50 \(format(Statistics(result.total).median)) ms, p99 \(format(p99)) ms; selecting a row \
            afterwards \(result.selectAfterScroll.map { format($0) } ?? "–") ms.
            """
    }

    /// Peak memory after the first frame against after scrolling every `@Observable` row, with its bar, and what
    /// Observation alone grows by for the same rows (observation-floor), if measured.
    private var observedMemory: String {
        let floor = results.first { $0.operation == .observationFloor && $0.skipped == nil }
        return results.filter { $0.operation == .observedScrollMemory && $0.skipped == nil }.compactMap { result in
            guard let first = result.firstFrameMB, let after = result.afterScrollMB, first > 0 else { return nil }
            let change = (after - first) / first
            let verdict = change <= Self.scrollMemoryTolerance ? "pass" : "**fail**"
            let current = result.firstFrameCurrentMB.map { "; resident now \(format($0)) MB after the first frame, \(format(result.currentMB)) MB at the end" } ?? ""
            var text = """
                `@Observable` rows in a `\(subject.viewName)` at \(rows(result.size)) rows: peak RSS \(format(first)) MB after the \
                first frame, \(format(after)) MB after scrolling all rows page by page (\(String(format: "%+.1f", change * 100))%, \
                bar: within 10%: \(verdict))\(current); page frames p50 \(format(Statistics(result.total).median)) ms.
                """
            if let floor, floor.size == result.size, let floorGrowth = floor.memoryGrowthMB {
                let own = after - first - floorGrowth
                text += """
                     Observation alone (observation-floor: the same rows, each observed once and cancelled, no UI) grows \
                    by \(format(floorGrowth)) MB; beyond that, Kumiko's rows grow by \(String(format: "%+.2f", own)) MB \
                    (\(String(format: "%+.1f", own / first * 100))% of the first screen's).
                    """
            }
            return text
        }.joined(separator: "\n\n")
    }

    /// The issue's bars at 1,000,000 rows, each passed or failed.
    private var bars: String {
        var lines = [
            "Measured is the whole operation (the app's mutation and Kumiko's frame); Kumiko's frame alone and the app's mutation alone (no Kumiko, see above) show whose time it is.",
            "",
            "| bar at 1M rows | budget | measured | Kumiko's frame | app alone | |",
            "|---|---:|---:|---:|---:|---|",
        ]
        let atMillion = results.filter { $0.size == 1_000_000 && $0.skipped == nil }
        for result in atMillion {
            guard let budget = result.operation.budgetAtOneMillion else { continue }
            let median = Statistics(result.total).median
            let verdict = (median < budget ? "pass" : "**fail**") + (result.mismatch == nil ? "" : ", but the screen is **wrong**")
            let frame = result.frame.isEmpty ? "–" : "\(format(Statistics(result.frame).median)) ms"
            let alone = result.appAlone.isEmpty ? "–" : "\(format(Statistics(result.appAlone).median)) ms"
            lines.append("| \(result.operation.title) | < \(format(budget)) ms | \(format(median)) ms | \(frame) | \(alone) | \(verdict) |")
        }
        // The @Observable rows' memory operations (scrolling every row; Observation alone) have their own bar below.
        let peakMeasured = atMillion.filter { $0.operation != .observedScrollMemory && $0.operation != .observationFloor }
        if let largest = peakMeasured.max(by: { $0.peakMB < $1.peakMB }) {
            let pass = largest.peakMB < Self.peakBudgetMB
            lines.append("| peak memory (largest: \(largest.operation.rawValue)) | < \(format(Self.peakBudgetMB)) MB | \(format(largest.peakMB)) MB | | | \(pass ? "pass" : "**fail**") |")
        }
        if let result = atMillion.first(where: { $0.operation == .scrollMemory }),
           let first = result.firstFrameMB, let after = result.afterScrollMB, first > 0 {
            let change = abs(after - first) / first
            lines.append("| memory after scrolling 100k rows vs first frame | within 10% | \(String(format: "%+.1f", (after - first) / first * 100))% | | | \(change <= Self.scrollMemoryTolerance ? "pass" : "**fail**") |")
        }
        return lines.count > 4 ? lines.joined(separator: "\n") : ""
    }
}
