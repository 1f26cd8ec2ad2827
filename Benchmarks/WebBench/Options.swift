import Foundation

/// The command line: `WebBench [list] [sessions] [frame] [--runs N] [--rows N] [--clicks N] [--window WxH]
/// [--idle N] [--active N] [--rate N] [--seconds N] [--presses N]`, or `WebBench keys [--runs N] [--presses N]
/// [--callgrind FILE]`.
struct Options {
    /// A part of the benchmark.
    enum Part: String, CaseIterable {
        /// The 1,000,000-row list in headless Chromium: first paint, DOM size, click to paint, bytes per move.
        case list
        /// Staff Directory sessions: 1,000 idle (memory), 200 active (event to patch, errors).
        case sessions
        /// A web frame against a terminal frame for the same selection move, in process.
        case frame
        /// One Staff Directory session's keys, one at a time: the server's CPU per key (optionally under
        /// callgrind). Not one of the benchmark's figures: a profiling aid, run only when named.
        case keys

        /// The parts run when none is named.
        static let benchmark: [Part] = [.list, .sessions, .frame]
    }

    /// The parts to run, in order.
    var parts: [Part] = Part.benchmark
    /// Measured runs of each figure (the report shows their median).
    var runs = 5
    /// Rows in the list (RowsApp's argument, and the frame part's RowsView).
    var rows = 1_000_000
    /// Clicks per list run.
    var clicks = 100
    /// The browser window for the list, in CSS pixels.
    var window = (width: 1280, height: 800)
    /// Idle sessions held open at once.
    var idleSessions = 1_000
    /// Active sessions.
    var activeSessions = 200
    /// Events per second each active session sends.
    var rate = 5
    /// How long the active sessions send, in seconds.
    var seconds = 20
    /// Down presses per frame run (and keys per keys run).
    var presses = 1_000
    /// With `keys`: run the server under callgrind, counting instructions only while the keys are handled, into
    /// this file.
    var callgrindFile: String?

    /// The usage text.
    static let usage = """
        usage: WebBench [list] [sessions] [frame] [--runs N] [--rows N] [--clicks N] [--window WxH]
                        [--idle N] [--active N] [--rate N] [--seconds N] [--presses N]
               WebBench keys [--runs N] [--presses N] [--callgrind FILE]
          list      a \(Format.count(1_000_000))-row List (RowsApp --web) in headless Chromium: first contentful paint,
                    DOM nodes, click to patch painted, bytes per selection move
          sessions  Staff Directory (StaffDirectory --web): 1,000 idle sessions' memory; 200 active sessions at
                    5 events/s: event to patch, errors
          frame     in process: a Down key's web frame (event to patch received) against the terminal's frame
          keys      one Staff Directory session (StaffDirectory --web): --presses keys (ten Downs, ten Ups, …),
                    each awaited: server CPU per key; with --callgrind FILE the server runs under valgrind's
                    callgrind, instructions counted only during the keys (not part of the default run)
          (no part: all three)   defaults: --runs 5 --rows 1000000 --clicks 100 --window 1280x800 --idle 1000
          --active 200 --rate 5 --seconds 20 --presses 1000
        Needs the release products RowsApp and StaffDirectory beside this executable, and /usr/bin/chromium.
        """

    /// Parses arguments (without the program name); a message when they are invalid (empty for `--help`).
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var parts: [Part] = []
        var rest = arguments[...]
        /// The count after option `name`, at least `minimum`.
        func count(_ name: String, minimum: Int = 1) throws(OptionsError) -> Int {
            guard let text = rest.popFirst() else { throw OptionsError(message: "\(name) needs a value") }
            let cleaned = text.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: "")
            let scaled: Int? = switch cleaned.last {
            case "k", "K": Int(cleaned.dropLast()).map { $0 * 1_000 }
            case "m", "M": Int(cleaned.dropLast()).map { $0 * 1_000_000 }
            default: Int(cleaned)
            }
            guard let scaled, scaled >= minimum else { throw OptionsError(message: "\(name): not a count of at least \(minimum): \(text)") }
            return scaled
        }
        do throws(OptionsError) {
            while let argument = rest.popFirst() {
                switch argument {
                case "--runs": options.runs = try count(argument)
                case "--rows": options.rows = try count(argument)
                case "--clicks": options.clicks = try count(argument)
                case "--idle": options.idleSessions = try count(argument)
                case "--active": options.activeSessions = try count(argument)
                case "--rate": options.rate = try count(argument)
                case "--seconds": options.seconds = try count(argument)
                case "--presses": options.presses = try count(argument)
                case "--callgrind":
                    guard let file = rest.popFirst() else { throw OptionsError(message: "--callgrind needs a file") }
                    options.callgrindFile = file
                case "--window":
                    let sizes = (rest.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
                    guard sizes.count == 2, sizes.allSatisfy({ (200...10_000).contains($0) }) else {
                        throw OptionsError(message: "--window needs WIDTHxHEIGHT, e.g. 1280x800")
                    }
                    options.window = (sizes[0], sizes[1])
                case "-h", "--help": throw OptionsError(message: "")
                default:
                    guard let part = Part(rawValue: argument) else { throw OptionsError(message: "unknown argument: \(argument)") }
                    if !parts.contains(part) { parts.append(part) }
                }
            }
        } catch {
            return .failure(error)
        }
        if !parts.isEmpty { options.parts = Part.allCases.filter(parts.contains) }
        return .success(options)
    }
}

/// A command-line error.
struct OptionsError: Error {
    /// What is wrong (empty for `--help`).
    let message: String
}
