import Foundation

// ListBench: js-framework-benchmark's operations on a Kumiko lazy list (or, with `--view table`, a four-column
// table), from 1,000 to 1,000,000 rows.
// Run with `swift run -c release ListBench [--runs N] [--sizes 1000,1000000] [--ops create,select]`; each
// operation and size runs in a child process of its own, and a Markdown table is printed.

switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    if !error.message.isEmpty { printError("ListBench: \(error.message)") }
    printError(Options.usage)
    exit(error.message.isEmpty ? 0 : 2)
case .success(let options):
    if let child = options.child {
        var benchmark = ListBenchmark(operation: child.operation, size: child.size, runs: options.runs, subject: options.subject)
        benchmark.showsScreen = options.showsScreen
        ChildProcess.emit(benchmark.run())
        exit(0)
    }
    /// What each operation and size measured, in order.
    var results: [OperationResult] = []
    for (operation, size) in options.plan {
        printError("ListBench: \(operation.rawValue) at \(size) rows…")
        if options.inProcess {
            var benchmark = ListBenchmark(operation: operation, size: size, runs: options.runs, subject: options.subject)
            results.append(benchmark.run())
        } else if let result = ChildProcess.measure(operation, size: size, runs: options.runs, subject: options.subject) {
            results.append(result)
        }
    }
    print(Report(results: results, runs: options.runs, subject: options.subject).text)
    exit(0)
}
