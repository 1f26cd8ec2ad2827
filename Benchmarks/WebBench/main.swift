import Foundation

// WebBench: the browser backend (KumikoWeb) in release mode, against the issue's targets.
//
//   1. list: a 1,000,000-row `List` (RowsApp 1000000 --web, a child process) in headless Chromium
//      (/usr/bin/chromium over --remote-debugging-pipe, a fresh browser per run): request to first contentful
//      paint and to the first frame's items in the DOM, DOM nodes under #kumiko, 100 clicks on rows timed in the
//      page from pointerdown to the patch painted (a MutationObserver, then the next requestAnimationFrame), and
//      the WebSocket bytes per selection move (DevTools' Network.webSocketFrameReceived).
//   2. sessions: Staff Directory (StaffDirectory --web, a child process, fresh per run): 1,000 idle sessions'
//      server memory (VmRSS before and after; a session counts once its first frame has arrived), then 200
//      sessions sending 5 keys/s each for 20 s: event to patch received, and errors.
//   3. frame: in this process, a Down key's web frame (KumikoWeb's server on loopback, event to patch received)
//      against the terminal's frame (TestTerminal, as KeyBench), same list, same window; their ratio.
//
// Each figure is the median of --runs runs (5), with its spread; the report on standard output has one line per
// figure: value, target, pass/FAIL (progress goes to standard error). Run it with:
//
//     swift build -c release --product RowsApp
//     swift build -c release --product StaffDirectory
//     swift build -c release --product WebBench
//     .build/release/WebBench                      # all three parts, about 8 minutes on 2 cores
//     .build/release/WebBench list --runs 7        # a subset: list, sessions, frame (any of them)
//     .build/release/WebBench --help               # the other options (rows, clicks, window, sessions, rate…)
//
// Loopback only; every child (app servers, browsers) is ended when it is done, on exit and on Ctrl-C. The open-
// file limit is raised for the thousand sessions (the server, a child, inherits it).

switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    if !error.message.isEmpty { printError("WebBench: \(error.message)") }
    printError(Options.usage)
    exit(error.message.isEmpty ? 0 : 2)
case .success(let options):
    ChildProcesses.endOnInterrupt()
    let limit = FileLimit.raise(to: 4 * options.idleSessions + 1_024)
    if options.parts.contains(.sessions), limit < 2 * options.idleSessions + 256 {
        printError("WebBench: the open-file limit is \(limit); \(options.idleSessions) sessions may fail to open.")
    }
    var report = Report()
    let started = Date()
    let startLoad = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    for part in options.parts {
        switch part {
        case .list:
            report.figures += ListBenchmark(options: options).measure()
        case .sessions:
            report.figures += await IdleSessionsBenchmark(options: options).measure()
            report.figures += await ActiveSessionsBenchmark(options: options).measure()
        case .frame:
            report.figures += await FrameBenchmark(options: options).measure()
        case .keys:
            report.figures += await KeysProfile(options: options).measure()
        }
    }
    let minutes = Date().timeIntervalSince(started) / 60
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    print("""
        WebBench: \(options.parts.map(\.rawValue).joined(separator: ", ")); medians of \(options.runs) runs \
        (min/max over runs, or p50/p99 within each run as named); \(ProcessInfo.processInfo.activeProcessorCount) cores, \
        load average at the start \(startLoad), at the end \(load); \(String(format: "%.1f", minutes)) min
        \(report.text)
        \(report.failures == 0 ? "all targets met" : "\(report.failures) figure(s) miss their target")
        """)
    exit(0)
}
