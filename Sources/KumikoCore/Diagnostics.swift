import Foundation

/// Clear, once-per-kind diagnostics on standard error for misuse and bad input; the app keeps going.
package enum Diagnostics {
    nonisolated(unsafe) private static var reported: Set<String> = []
    nonisolated(unsafe) private static var handler: ((String) -> Void)?
    private static let lock = NSLock()

    /// Reports `message` the first time a diagnostic of kind `kind` occurs.
    package static func warnOnce(_ kind: String, _ message: @autoclosure () -> String) {
        lock.lock()
        let isNew = reported.insert(kind).inserted
        let handler = handler
        lock.unlock()
        guard isNew else { return }
        let text = "Kumiko: \(message())"
        if let handler { handler(text) } else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }

    /// Routes diagnostics to `handler` instead of standard error (nil restores standard error); for tests
    /// and for a terminal app whose screen owns standard error.
    package static func setHandler(_ handler: ((String) -> Void)?) {
        lock.lock()
        self.handler = handler
        lock.unlock()
    }
}
