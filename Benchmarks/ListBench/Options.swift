/// The command line: `ListBench [--view list|table|lazy-stack] [--runs N] [--sizes 1000,1000000] [--ops select,swap]
/// [--in-process]`, or `ListBench --child OP SIZE [--view V] [--runs N] [--show]` to measure one operation in this
/// process and print it as JSON
/// (`--show` also prints each run’s screen to standard error).
struct Options {
    /// Measured runs per operation (after one warm-up run).
    var runs = 5
    /// Row counts for every operation; nil uses each operation's defaults.
    var sizes: [Int]?
    /// The operations to measure.
    var operations = Operation.allCases
    /// What the rows are shown in.
    var subject = BenchSubject.list
    /// Measure everything in this process instead of one child process per operation and size (peak memory
    /// is then the whole run's).
    var inProcess = false
    /// Whether a child prints each run’s screen to standard error (to see what is measured).
    var showsScreen = false
    /// The one operation and size a child process measures.
    var child: (operation: Operation, size: Int)?

    /// The usage text.
    static let usage = """
        usage: ListBench [--view list|table|lazy-stack] [--runs N] [--sizes N,N,...] [--ops OP,OP,...] [--in-process]
               ListBench --child OP SIZE [--view list|table|lazy-stack] [--runs N] [--show]
        operations: \(Operation.allCases.map(\.rawValue).joined(separator: ", "))
        """

    /// Parses arguments (without the program name); an error with a message when they are invalid (with an
    /// empty message for `--help`).
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var rest = arguments[...]
        /// The argument after option `name`.
        func value(_ name: String) throws(OptionsError) -> String {
            guard let value = rest.popFirst() else { throw OptionsError(message: "\(name) needs a value") }
            return value
        }
        /// A count such as `1000`, `1_000`, `10k` or `1M`.
        func count(_ text: String) throws(OptionsError) -> Int {
            let cleaned = text.replacingOccurrences(of: "_", with: "")
            let scaled: Int?
            switch cleaned.last {
            case "k", "K": scaled = Int(cleaned.dropLast()).map { $0 * 1_000 }
            case "m", "M": scaled = Int(cleaned.dropLast()).map { $0 * 1_000_000 }
            default: scaled = Int(cleaned)
            }
            guard let scaled, scaled >= 0 else { throw OptionsError(message: "not a count: \(text)") }
            return scaled
        }
        /// An operation by its name.
        func operation(_ text: String) throws(OptionsError) -> Operation {
            guard let operation = Operation(rawValue: text) else { throw OptionsError(message: "unknown operation: \(text)") }
            return operation
        }
        do throws(OptionsError) {
            while let argument = rest.popFirst() {
                switch argument {
                case "--runs": options.runs = max(try count(try value(argument)), 1)
                case "--sizes":
                    var sizes: [Int] = []
                    for text in try value(argument).split(separator: ",") { sizes.append(try count(String(text))) }
                    options.sizes = sizes
                case "--ops":
                    var operations: [Operation] = []
                    for text in try value(argument).split(separator: ",") { operations.append(try operation(String(text))) }
                    options.operations = operations
                case "--view":
                    let name = try value(argument)
                    guard let subject = BenchSubject(rawValue: name) else { throw OptionsError(message: "unknown view: \(name)") }
                    options.subject = subject
                case "--in-process": options.inProcess = true
                case "--show": options.showsScreen = true
                case "--child": options.child = (try operation(try value(argument)), try count(try value(argument)))
                case "-h", "--help": throw OptionsError(message: "")
                default: throw OptionsError(message: "unknown argument: \(argument)")
                }
            }
        } catch {
            return .failure(error)
        }
        return .success(options)
    }

    /// The (operation, size) pairs to measure, in order.
    var plan: [(operation: Operation, size: Int)] {
        operations.flatMap { operation in (sizes ?? operation.defaultSizes).map { (operation, $0) } }
    }
}

/// A command-line error.
struct OptionsError: Error {
    /// What is wrong (empty for `--help`).
    let message: String
}
