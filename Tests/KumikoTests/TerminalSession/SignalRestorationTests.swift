import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import KumikoTerminal

extension TerminalSessionTests {
/// Real signals, in a forked child that shares the test's pseudo-terminal: the child dies, the terminal is back.
/// (Nested in ``TerminalSessionTests`` to run serialized with it: there is one terminal per process.)
///
/// Between `fork` and its end the child only calls async-signal-safe functions (`raise`, `setrlimit`, `pthread_sigmask`,
/// `_exit`) and stores to memory, so forking from the multi-threaded test process is safe.
@Suite struct SignalRestorationTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func terminatingSignalRestoresThenKillsWithTheSignal(signal: Int32) throws {
        let pty = try #require(PseudoTerminal())
        let before = pty.attributes
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        try session.start()
        defer { session.stop() }
        #expect(pty.readOutput() == TerminalSessionTests.setup)
        let status = runChild { _ = raise(signal) }
        #expect(status & 0x7F == signal, "the child died of the signal (a shell reports \(128 + signal))")
        #expect(pty.readOutput() == TerminalSessionTests.teardown)
        #expect(sameAttributes(pty.attributes, before))
    }

    @Test func crashSignalRestoresThenHandsOverToThePreviousHandler() throws {
        let pty = try #require(PseudoTerminal())
        let before = pty.attributes
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        try session.start()
        defer { session.stop() }
        _ = pty.readOutput()
        // In the child only: the handler there before (as the Swift runtime's backtracer would be) exits with 77.
        var previous = sigaction()
        previous.handler = { _ in _exit(77) }
        let status = runChild {
            RestoringSignalHandlers.previousActions[Int(SIGBUS)] = previous
            _ = raise(SIGBUS)
        }
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 77)
        #expect(pty.readOutput() == TerminalSessionTests.teardown)
        #expect(sameAttributes(pty.attributes, before))
    }

    @Test func crashSignalWithDefaultActionStillKills() throws {
        let pty = try #require(PseudoTerminal())
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        try session.start()
        defer { session.stop() }
        _ = pty.readOutput()
        let status = runChild {
            RestoringSignalHandlers.previousActions[Int(SIGSEGV)] = sigaction()
            _ = raise(SIGSEGV)
        }
        #expect(status & 0x7F == SIGSEGV)
        #expect(pty.readOutput() == TerminalSessionTests.teardown)
    }

    /// Forks, runs `body` in the child (which must end it; if it returns the child exits with 99) without core
    /// dumps, and returns the child's wait status.
    private func runChild(_ body: () -> Void) -> Int32 {
        // A limit of 1 byte disables core dumps, also where they are piped to a helper (which ignores 0).
        var noCore = rlimit(rlim_cur: 1, rlim_max: 1)
        #if os(Linux)
        let coreResource = __rlimit_resource_t(RLIMIT_CORE.rawValue)
        #else
        let coreResource = RLIMIT_CORE
        #endif
        // Dispatch's worker threads, which run tests, block signals; the child's only thread must not.
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        let child = fork()
        if child == 0 {
            _ = setrlimit(coreResource, &noCore)
            _ = pthread_sigmask(SIG_UNBLOCK, &everySignal, nil)
            body()
            _exit(99)
        }
        var status: Int32 = 0
        _ = waitpid(child, &status, 0)
        return status
    }
}
}
