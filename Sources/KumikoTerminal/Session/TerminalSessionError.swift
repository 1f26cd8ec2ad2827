/// Why a ``TerminalSession`` could not start or write.
package enum TerminalSessionError: Error, Equatable, Sendable {
    /// The input descriptor is not a terminal (its attributes cannot be read).
    case notATerminal
    /// Another session is running; there is one terminal per process.
    case anotherSessionIsActive
    /// A system call failed, with its name and `errno`.
    case systemCallFailed(_ name: String, errno: Int32)
}
