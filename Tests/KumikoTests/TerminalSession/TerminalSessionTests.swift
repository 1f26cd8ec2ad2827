import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import KumikoTerminal

/// A terminal session on a pseudo-terminal: raw mode, setup and teardown sequences, exact restoration, window
/// size, resize notifications. Serialized: there is one terminal per process.
@Suite(.serialized) struct TerminalSessionTests {
    static let setup = "\(escape)[?1049h\(escape)[?25l\(escape)[?2004h\(escape)[?1000h\(escape)[?1002h\(escape)[?1006h"
    static let teardown = "\(escape)[?2026l\(escape)[0m\(escape)[?1006l\(escape)[?1002l\(escape)[?1000l\(escape)[?2004l"
        + "\(escape)[?25h\(escape)[?1049l"

    @Test func startEntersRawModeAndTurnsFeaturesOn() throws {
        let pty = try #require(PseudoTerminal())
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        try session.start()
        defer { session.stop() }
        #expect(session.isActive)
        let raw = pty.attributes
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        #expect(pty.readOutput() == Self.setup)
    }

    @Test func stopUndoesEverythingInReverseAndRestoresTheAttributesExactly() throws {
        let pty = try #require(PseudoTerminal())
        let before = pty.attributes
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        try session.start()
        #expect(pty.readOutput() == Self.setup)
        session.stop()
        #expect(!session.isActive)
        #expect(pty.readOutput() == Self.teardown)
        #expect(sameAttributes(pty.attributes, before))
    }

    @Test func stopTwiceOrWithoutStartDoesNothing() throws {
        let pty = try #require(PseudoTerminal())
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        session.stop()
        try session.start()
        session.stop()
        _ = pty.readOutput()
        session.stop()
        var waiting = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
        #expect(poll(&waiting, 1, 100) == 0)
    }

    @Test func featuresChooseTheModes() throws {
        let pty = try #require(PseudoTerminal())
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave, features: [.hiddenCursor, .focusEvents])
        try session.start()
        #expect(pty.readOutput() == "\(escape)[?25l\(escape)[?1004h")
        session.stop()
        #expect(pty.readOutput() == "\(escape)[?2026l\(escape)[0m\(escape)[?1004l\(escape)[?25h")
    }

    @Test func writeSendsAllBytes() throws {
        let pty = try #require(PseudoTerminal())
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave, features: [])
        try session.write(Array("frame".utf8))
        #expect(pty.readOutput() == "frame")
    }

    @Test func notATerminalCannotStart() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        let session = TerminalSession(inputFD: ends[0], outputFD: ends[1])
        #expect(throws: TerminalSessionError.notATerminal) { try session.start() }
        #expect(!session.isActive)
    }

    @Test func oneSessionAtATime() throws {
        let first = try #require(PseudoTerminal()), second = try #require(PseudoTerminal())
        let before = second.attributes
        let running = TerminalSession(inputFD: first.slave, outputFD: first.slave)
        let other = TerminalSession(inputFD: second.slave, outputFD: second.slave)
        try running.start()
        #expect(throws: TerminalSessionError.anotherSessionIsActive) { try other.start() }
        #expect(sameAttributes(second.attributes, before))
        running.stop()
        try other.start()
        other.stop()
    }

    @Test func sessionEndsWithItsOwner() throws {
        let pty = try #require(PseudoTerminal())
        let before = pty.attributes
        do {
            let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
            try session.start()
        }
        #expect(pty.readOutput() == Self.setup + Self.teardown)
        #expect(sameAttributes(pty.attributes, before))
    }

    @Test func windowSizeComesFromTheTerminal() throws {
        let pty = try #require(PseudoTerminal())
        pty.setSize(columns: 100, rows: 30)
        #expect(TerminalSession(inputFD: pty.slave, outputFD: pty.slave).size == TerminalSize(columns: 100, rows: 30))
        pty.setSize(columns: 7, rows: 3)
        #expect(TerminalSize.of(fileDescriptor: pty.slave, environment: [:]) == TerminalSize(columns: 7, rows: 3))
    }

    @Test func windowSizeFallsBackToTheEnvironmentThenEightyByTwentyFour() throws {
        let pty = try #require(PseudoTerminal())
        pty.setSize(columns: 0, rows: 0)
        #expect(TerminalSize.of(fileDescriptor: pty.slave, environment: ["COLUMNS": "120", "LINES": "40"])
            == TerminalSize(columns: 120, rows: 40))
        #expect(TerminalSize.of(fileDescriptor: -1, environment: ["COLUMNS": "132"]) == TerminalSize(columns: 132, rows: 24))
        #expect(TerminalSize.of(fileDescriptor: -1, environment: ["COLUMNS": "wide", "LINES": "-3"])
            == TerminalSize(columns: 80, rows: 24))
        #expect(TerminalSize.of(fileDescriptor: -1, environment: [:]) == TerminalSize(columns: 80, rows: 24))
    }

    @Test func sizesAreAtLeastOneCell() {
        #expect(TerminalSize(columns: 0, rows: -5) == TerminalSize(columns: 1, rows: 1))
    }

    @Test func resizeSignalMakesTheResizeDescriptorReadable() throws {
        let pty = try #require(PseudoTerminal())
        var before = sigaction()
        _ = sigaction(SIGWINCH, nil, &before)
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        #expect(session.resizeFD == nil)
        try session.start()
        let resizeFD = try #require(session.resizeFD)
        #expect(!session.drainResizeNotifications())
        // Dispatch's worker threads, which run tests, block signals: unblock SIGWINCH here to take it.
        var resize = sigset_t(), saved = sigset_t()
        sigemptyset(&resize)
        sigaddset(&resize, SIGWINCH)
        _ = pthread_sigmask(SIG_UNBLOCK, &resize, &saved)
        _ = raise(SIGWINCH)
        _ = raise(SIGWINCH)
        _ = pthread_sigmask(SIG_SETMASK, &saved, nil)
        var waiting = pollfd(fd: resizeFD, events: Int16(POLLIN), revents: 0)
        #expect(poll(&waiting, 1, 1000) == 1)
        #expect(session.drainResizeNotifications())
        #expect(!session.drainResizeNotifications())
        session.stop()
        #expect(session.resizeFD == nil)
        var after = sigaction()
        _ = sigaction(SIGWINCH, nil, &after)
        #expect(handlerAddress(after) == handlerAddress(before))
    }

    /// A process can start with SIGWINCH blocked (a tmux server started by a parent that blocks it passes that on to
    /// the apps in its panes): the session takes it on the thread that starts it, and leaves it blocked after.
    @Test func aSessionTakesTheResizeSignalThoughItStartedBlocked() throws {
        let pty = try #require(PseudoTerminal())
        var resize = sigset_t(), saved = sigset_t(), current = sigset_t()
        sigemptyset(&resize)
        sigaddset(&resize, SIGWINCH)
        _ = pthread_sigmask(SIG_BLOCK, &resize, &saved)
        defer { _ = pthread_sigmask(SIG_SETMASK, &saved, nil) }
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        try session.start()
        _ = pthread_sigmask(SIG_BLOCK, nil, &current)
        #expect(sigismember(&current, SIGWINCH) == 0)
        _ = raise(SIGWINCH)
        #expect(session.drainResizeNotifications())
        session.stop()
        _ = pthread_sigmask(SIG_BLOCK, nil, &current)
        #expect(sigismember(&current, SIGWINCH) == 1)
    }

    @Test func handlersAreInstalledWhileActiveAndPutBackAfter() throws {
        let pty = try #require(PseudoTerminal())
        let signals = RestoringSignalHandlers.terminatingSignals + RestoringSignalHandlers.crashSignals
        let before = signals.map { signal -> sigaction in
            var action = sigaction()
            _ = sigaction(signal, nil, &action)
            return action
        }
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        try session.start()
        for (signal, previous) in zip(signals, before) {
            var action = sigaction()
            _ = sigaction(signal, nil, &action)
            #expect(handlerAddress(action) != handlerAddress(previous), "signal \(signal)")
        }
        session.stop()
        for (signal, previous) in zip(signals, before) {
            var action = sigaction()
            _ = sigaction(signal, nil, &action)
            #expect(handlerAddress(action) == handlerAddress(previous), "signal \(signal)")
        }
    }

    @Test func ignoredTerminatingSignalStaysIgnored() throws {
        let pty = try #require(PseudoTerminal())
        var ignore = sigaction()
        ignore.handler = SIG_IGN
        var original = sigaction()
        _ = sigaction(SIGHUP, &ignore, &original)
        defer { _ = sigaction(SIGHUP, &original, nil) }
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        try session.start()
        var during = sigaction()
        _ = sigaction(SIGHUP, nil, &during)
        #expect(during.isIgnore)
        session.stop()
    }

    @Test func restoreFunctionPutsTheTerminalBackOnce() throws {
        let pty = try #require(PseudoTerminal())
        let before = pty.attributes
        let session = TerminalSession(inputFD: pty.slave, outputFD: pty.slave)
        try session.start()
        _ = pty.readOutput()
        #expect(TerminalRestoration.isArmed)
        TerminalRestoration.restore()
        #expect(!TerminalRestoration.isArmed)
        #expect(pty.readOutput() == Self.teardown)
        #expect(sameAttributes(pty.attributes, before))
        TerminalRestoration.restore()
        var waiting = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
        #expect(poll(&waiting, 1, 100) == 0)
        session.stop()
    }

    /// The address of an action's handler, to compare actions.
    private func handlerAddress(_ action: sigaction) -> UnsafeRawPointer? {
        action.handler.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }
}
