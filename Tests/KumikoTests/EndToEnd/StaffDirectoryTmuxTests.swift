import Foundation
import Testing

/// The Staff Directory as a person runs it: the real executable in a real terminal (a private tmux server,
/// 100 × 30, a regular width where the list and the detail sit side by side, or 80 × 24, a compact width where
/// they are one stack), driven by keys, and the terminal's settings (`stty -a`) identical before and after,
/// whether the app quits with `q` or is killed with SIGTERM.
@Suite(.serialized) struct StaffDirectoryTmuxTests {
    /// A private tmux server with one pane (100 × 30 unless told) running a shell command.
    final class Tmux {
        let socket = "kumiko-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

        init(command: String, columns: Int = 100, rows: Int = 30) throws {
            // The server this starts keeps the client's output open: give it none, or reading would never end.
            try run(["new-session", "-d", "-s", "e2e", "-x", "\(columns)", "-y", "\(rows)", command], capturing: false)
            try run(["set-option", "-t", "e2e", "status", "off"])
        }

        deinit { try? run(["kill-server"], capturing: false) }

        /// Runs a tmux command on this server and waits for it; returns its output when `capturing`.
        ///
        /// Spawned directly and reaped with `waitpid` (Foundation's `Process` never sees the client end here:
        /// the server it starts keeps running with the client's descriptors).
        @discardableResult
        func run(_ arguments: [String], capturing: Bool = true) throws -> String {
            var pipe: [Int32] = [-1, -1]
            guard Glibc.pipe(&pipe) == 0 else { throw POSIXError(.EIO) }
            defer { close(pipe[0]) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            if capturing {
                posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
                posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
            } else {
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
            posix_spawn_file_actions_addclose(&actions, pipe[0])
            let argv = ["tmux", "-L", socket] + arguments
            var cArguments = argv.map { strdup($0) } + [nil]
            defer { for argument in cArguments { free(argument) } }
            var pid: pid_t = 0
            let spawned = posix_spawnp(&pid, "tmux", &actions, nil, &cArguments, environ)
            close(pipe[1])
            guard spawned == 0 else { throw POSIXError(.ENOENT) }
            var output = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while capturing {
                let count = read(pipe[0], &buffer, buffer.count)
                if count <= 0 { break }
                output += buffer[0..<count]
            }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            return String(decoding: output, as: UTF8.self)
        }

        /// The pane's text.
        var screen: String { (try? run(["capture-pane", "-p", "-t", "e2e"])) ?? "" }

        /// Sends tmux key names.
        func send(_ keys: String...) throws { try run(["send-keys", "-t", "e2e"] + keys) }

        /// Waits until the screen satisfies `condition` (10 s at most); returns the last screen and whether it did.
        func waitFor(_ condition: (String) -> Bool) -> (screen: String, ok: Bool) {
            let deadline = Date().addingTimeInterval(10)
            var text = screen
            while !condition(text) {
                if Date() > deadline { return (text, false) }
                usleep(20_000)
                text = screen
            }
            return (text, true)
        }
    }

    /// The built executable, beside the test bundle (`swift test` builds every product first).
    private var executable: String? {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let directory = testBinary.deletingLastPathComponent()
        for candidate in [directory, directory.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("StaffDirectory").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The shell command that runs `app` in the locale `lang` (`ja_JP.UTF-8`) whatever the tests' own locale is: the
    /// app's texts are in the language its catalog has for it.
    static func inLocale(_ lang: String, _ app: String) -> String {
        "env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG=\(lang) \(app)"
    }

    private var tmuxInstalled: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A temporary folder for the stty snapshots.
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kumiko-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Where the terminal's settings (`stty -a`) are written before and after the app runs.
    private struct SettingsFiles {
        let before: String
        let after: String

        /// Files in `folder`.
        init(in folder: URL) {
            before = folder.appendingPathComponent("before").path
            after = folder.appendingPathComponent("after").path
        }

        /// The shell line that runs `app` between the two snapshots, then says it is done and waits.
        func wrapping(_ app: String) -> String { "stty -a > \(before); \(app); stty -a > \(after); echo E2E-DONE; sleep 30" }
    }

    /// Waits for the shell to say the app has ended and expects the terminal's settings as they were before it.
    private func expectTerminalRestored(_ tmux: Tmux, _ files: SettingsFiles, _ context: String) throws {
        let step = tmux.waitFor { $0.contains("E2E-DONE") }
        #expect(step.ok, "\(context):\n\(step.screen)")
        #expect(try String(contentsOfFile: files.before, encoding: .utf8) == String(contentsOfFile: files.after, encoding: .utf8))
    }

    /// `r` shows the progress line while the async refresh sleeps, and it goes when the refresh ends.
    private func expectRefreshShowsAndEnds(_ tmux: Tmux) throws {
        try tmux.send("r")
        var step = tmux.waitFor { $0.contains("Refreshing…") }
        #expect(step.ok, "while refreshing:\n\(step.screen)")
        step = tmux.waitFor { !$0.contains("Refreshing…") }
        #expect(step.ok, "after refreshing:\n\(step.screen)")
    }

    @Test func browseSearchOpenAndQuit() throws {
        try #require(tmuxInstalled, "tmux is needed (.ci/run installs it)")
        let app = try #require(executable, "StaffDirectory is not built beside the tests")
        let files = SettingsFiles(in: try scratch())
        let tmux = try Tmux(command: files.wrapping(Self.inLocale("en_US.UTF-8", app)))

        // Side by side: the sidebar list under its title, the detail's placeholder beside it.
        var step = tmux.waitFor { $0.contains("Juan Chavez") && $0.contains("No Selection") }
        #expect(step.ok, "first frame:\n\(step.screen)")
        #expect(step.screen.contains("(408) 555-4301"))
        #expect(step.screen.hasPrefix("     Staff Directory     │\n"), "the sidebar's title:\n\(step.screen)")

        // The cursor selects, and the detail beside the list follows it.
        try tmux.send("Down", "Down")
        step = tmux.waitFor { $0.contains("›Mei Chen                │") }
        #expect(step.ok, "after two Down:\n\(step.screen)")
        step = tmux.waitFor { $0.contains("mei.chen@example.com") }
        #expect(step.ok, "Mei Chen's detail:\n\(step.screen)")
        #expect(step.screen.contains("Juan Chavez"), "the list stays beside the detail:\n\(step.screen)")

        try tmux.send("/", "a", "n", "n", "e", " ", "j")
        step = tmux.waitFor { $0.contains("Anne Johnson") && !$0.contains("Juan Chavez") }
        #expect(step.ok, "searching \"anne j\":\n\(step.screen)")

        try tmux.send("Enter", "Down", "Enter")
        step = tmux.waitFor { $0.contains("(417) 555-9311") && $0.contains("Engineering") }
        #expect(step.ok, "Anne Johnson's detail:\n\(step.screen)")

        // Refresh: the progress line shows while the async action sleeps, and goes when it ends.
        try expectRefreshShowsAndEnds(tmux)

        try tmux.send("q")
        try expectTerminalRestored(tmux, files, "after q")
    }

    /// At 80 × 24 (a compact width, as an iPhone) the directory is one stack: the list alone, with no
    /// placeholder; ↓ moves the cursor, Return pushes the person's detail under "‹ Staff Directory", Escape goes
    /// back to the list (and clears the selection), a search, a refresh and `q` work as side by side.
    @Test func aNarrowTerminalPushesTheDetailAndEscapeGoesBack() throws {
        try #require(tmuxInstalled, "tmux is needed (.ci/run installs it)")
        let app = try #require(executable, "StaffDirectory is not built beside the tests")
        let files = SettingsFiles(in: try scratch())
        let tmux = try Tmux(command: files.wrapping(Self.inLocale("en_US.UTF-8", app)), columns: 80, rows: 24)
        let title = String(repeating: " ", count: 32) + "Staff Directory\n"

        var step = tmux.waitFor { $0.contains("Juan Chavez") }
        #expect(step.ok, "first frame:\n\(step.screen)")
        #expect(step.screen.hasPrefix(title), "the list's title:\n\(step.screen)")
        #expect(!step.screen.contains("No Selection"), "no placeholder in a stack:\n\(step.screen)")

        try tmux.send("Down")
        step = tmux.waitFor { $0.contains("│›Juan Chavez") }
        #expect(step.ok, "after Down:\n\(step.screen)")
        #expect(step.screen.hasPrefix(title), "the cursor moves without pushing:\n\(step.screen)")

        try tmux.send("Enter")
        step = tmux.waitFor { $0.hasPrefix("‹ Staff Directory\n") && $0.contains("juan.chavez@example.com") }
        #expect(step.ok, "Juan Chavez's detail pushed:\n\(step.screen)")
        #expect(!step.screen.contains("Mei Chen"), "the detail covers the list:\n\(step.screen)")
        #expect(step.screen.contains(" esc back  q quit"))

        try tmux.send("Escape")
        step = tmux.waitFor { $0.hasPrefix(title) && $0.contains("│›Juan Chavez") }
        #expect(step.ok, "back at the list:\n\(step.screen)")

        try tmux.send("/", "a", "n", "n", "e", " ", "j")
        step = tmux.waitFor { $0.contains("Anne Johnson") && !$0.contains("Juan Chavez") }
        #expect(step.ok, "searching \"anne j\":\n\(step.screen)")
        try tmux.send("Enter", "Down", "Enter")
        step = tmux.waitFor { $0.hasPrefix("‹ Staff Directory\n") && $0.contains("(417) 555-9311") }
        #expect(step.ok, "Anne Johnson's detail pushed:\n\(step.screen)")

        // Back in the list, which refreshes as it does side by side.
        try tmux.send("Escape")
        step = tmux.waitFor { $0.hasPrefix(title) }
        #expect(step.ok, "back at the list:\n\(step.screen)")
        try expectRefreshShowsAndEnds(tmux)

        try tmux.send("q")
        try expectTerminalRestored(tmux, files, "after q")
    }

    /// The mouse, as a terminal reports it (SGR): the wheel scrolls the list under the pointer, a click selects
    /// the row under it.
    @Test func theWheelScrollsAndAClickSelects() throws {
        try #require(tmuxInstalled, "tmux is needed (.ci/run installs it)")
        let app = try #require(executable, "StaffDirectory is not built beside the tests")
        let tmux = try Tmux(command: "\(Self.inLocale("en_US.UTF-8", app)); echo E2E-DONE; sleep 30")
        var step = tmux.waitFor { $0.contains("Juan Chavez") }
        #expect(step.ok, "first frame:\n\(step.screen)")
        // Four wheel notches down over the list (column 10, row 10; 1-based in the report): 12 lines.
        for _ in 0..<4 { try tmux.run(["send-keys", "-t", "e2e", "-l", "\u{1B}[<65;10;10M"]) }
        step = tmux.waitFor { !$0.contains("Juan Chavez") }
        #expect(step.ok, "after the wheel:\n\(step.screen)")
        // Back up, then click Mei Chen's name (screen line 7, 1-based).
        for _ in 0..<4 { try tmux.run(["send-keys", "-t", "e2e", "-l", "\u{1B}[<64;10;10M"]) }
        step = tmux.waitFor { $0.contains("Juan Chavez") }
        #expect(step.ok, "back at the top:\n\(step.screen)")
        try tmux.run(["send-keys", "-t", "e2e", "-l", "\u{1B}[<0;10;7M\u{1B}[<0;10;7m"])
        step = tmux.waitFor { $0.contains("›Mei Chen") && $0.contains("mei.chen@example.com") }
        #expect(step.ok, "after clicking Mei Chen:\n\(step.screen)")
        try tmux.send("q")
    }

    /// Runs the app with its output to a pipe and `COLUMNS`/`LINES` set; returns its exit status and output.
    private func pipedRun(columns: Int, rows: Int) throws -> (status: Int32, text: String) {
        let app = try #require(executable, "StaffDirectory is not built beside the tests")
        var pipe: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&pipe) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(app), nil]
        defer { free(arguments[0]) }
        let settings: [String] = ["COLUMNS=\(columns)", "LINES=\(rows)", "PATH=/usr/bin:/bin"]
        var environment: [UnsafeMutablePointer<CChar>?] = settings.map { setting in strdup(setting) } + [nil]
        defer { for entry in environment { free(entry) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, app, &actions, nil, &arguments, &environment) == 0)
        close(pipe[1])
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(pipe[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (status, String(decoding: output, as: UTF8.self))
    }

    /// Not a terminal (output to a pipe): one frame of `COLUMNS` × `LINES` is printed as plain text and the app
    /// exits. At 100 × 30 the list and the "No Selection" placeholder are side by side.
    @Test func notATerminalPrintsOneFrame() throws {
        let (status, text) = try pipedRun(columns: 100, rows: 30)
        #expect(status == 0)
        #expect(text.contains("Juan Chavez") && text.contains("No Selection"))
        #expect(text.hasPrefix("     Staff Directory     │\n"))
        #expect(!text.contains("\u{1B}"), "plain text, no escape sequences")
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 31)
    }

    /// Piped at 80 × 24 (a compact width), the one frame is the list alone under its title, as an iPhone first
    /// shows a split view: no detail column, so no "No Selection".
    @Test func notATerminalAtACompactWidthPrintsTheListAlone() throws {
        let (status, text) = try pipedRun(columns: 80, rows: 24)
        #expect(status == 0)
        #expect(text.hasPrefix(String(repeating: " ", count: 32) + "Staff Directory\n"))
        #expect(text.contains("Juan Chavez"))
        #expect(!text.contains("No Selection"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 5 && lines[5] == "│ Juan Chavez" + String(repeating: " ", count: 66) + "│", "the list's full width")
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 25)
    }

    /// A signal that ends the app (SIGTERM) or a crash (SIGSEGV, SIGABRT) leaves the terminal as it was.
    @Test(arguments: [SIGTERM, SIGSEGV, SIGABRT])
    func aSignalOrACrashRestoresTheTerminal(signal: Int32) throws {
        try #require(tmuxInstalled, "tmux is needed (.ci/run installs it)")
        let app = try #require(executable, "StaffDirectory is not built beside the tests")
        let folder = try scratch()
        let files = SettingsFiles(in: folder)
        let pidFile = folder.appendingPathComponent("pid").path
        let tmux = try Tmux(command: files.wrapping("\(Self.inLocale("en_US.UTF-8", app)) & echo $! > \(pidFile); wait"))
        let step = tmux.waitFor { $0.contains("Juan Chavez") }
        #expect(step.ok, "first frame:\n\(step.screen)")
        let pid = try #require(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, signal)
        try expectTerminalRestored(tmux, files, "after signal \(signal)")
    }

    /// 50 resizes as fast as tmux makes them (across the 100-column boundary between side by side and one
    /// stack, many times), then the app still answers and fills the last size in the layout of that width.
    @Test func aResizeStormLeavesTheAppRunning() throws {
        try #require(tmuxInstalled, "tmux is needed (.ci/run installs it)")
        let app = try #require(executable, "StaffDirectory is not built beside the tests")
        let tmux = try Tmux(command: "\(Self.inLocale("en_US.UTF-8", app)); echo E2E-DONE; sleep 30")
        var step = tmux.waitFor { $0.contains("Juan Chavez") }
        #expect(step.ok, "first frame:\n\(step.screen)")
        for index in 0..<50 {
            try tmux.run(["resize-window", "-t", "e2e", "-x", "\(20 + (index * 37) % 480)", "-y", "\(1 + (index * 11) % 50)"], capturing: false)
        }
        try tmux.run(["resize-window", "-t", "e2e", "-x", "120", "-y", "40"], capturing: false)
        step = tmux.waitFor { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 40 && lines[39].contains("q quit") && screen.contains("Juan Chavez")
                && screen.contains("No Selection")
        }
        #expect(step.ok, "after the storm, side by side:\n\(step.screen)")
        try tmux.run(["resize-window", "-t", "e2e", "-x", "80", "-y", "24"], capturing: false)
        step = tmux.waitFor { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 24 && lines[23].contains("q quit") && screen.contains("Juan Chavez")
                && !screen.contains("No Selection")
        }
        #expect(step.ok, "narrow after the storm, one stack:\n\(step.screen)")
        try tmux.send("q")
        step = tmux.waitFor { $0.contains("E2E-DONE") }
        #expect(step.ok, "after q:\n\(step.screen)")
    }

    /// With `LANG` set to Japanese or Simplified Chinese the directory speaks it: its title, its search field's
    /// placeholder and the departments' names come from its String Catalog (Sources/StaffDirectory/Resources),
    /// people's names stay as they are, and a search that finds nobody says so in the same language. The key help
    /// at the bottom comes from Kumiko's own catalog ("↑↓ 移動 … q 終了").
    @Test(arguments: [
        ("ja_JP.UTF-8", "社員名簿", "名前で検索", "営業部", "“zzz”に一致する結果", "選択されていません", "q 終了"),
        ("zh_CN.UTF-8", "员工名录", "按姓名搜索", "销售部", "没有与“zzz”匹配", "未选择", "q 退出"),
    ])
    func theDirectoryInJapaneseAndChinese(lang: String, title: String, prompt: String, department: String,
                                          noResults: String, noSelection: String, quit: String) throws {
        try #require(tmuxInstalled, "tmux is needed (.ci/run installs it)")
        let app = try #require(executable, "StaffDirectory is not built beside the tests")
        let tmux = try Tmux(command: "\(Self.inLocale(lang, app)); echo E2E-DONE; sleep 30", columns: 120, rows: 30)
        var step = tmux.waitFor { $0.contains("Juan Chavez") && $0.contains(noSelection) }
        #expect(step.ok, "first frame:\n\(step.screen)")
        #expect(step.screen.contains(title), "the title:\n\(step.screen)")
        #expect(step.screen.contains(prompt), "the search field's placeholder:\n\(step.screen)")
        #expect(step.screen.contains(department), "the first department:\n\(step.screen)")
        #expect(step.screen.contains(quit), "the key help:\n\(step.screen)")
        #expect(!step.screen.contains("Staff Directory") && !step.screen.contains("Sales"), "nothing left in English:\n\(step.screen)")
        #expect(!step.screen.contains(" quit"), "the key help left in English:\n\(step.screen)")
        try tmux.send("/", "z", "z", "z")
        step = tmux.waitFor { $0.contains(noResults) }
        #expect(step.ok, "searching \"zzz\":\n\(step.screen)")
        // Escape ends the search; `q` then quits (sent apart, or the terminal reads Escape and q as Meta-q).
        try tmux.send("Escape")
        step = tmux.waitFor { $0.contains("Juan Chavez") }
        #expect(step.ok, "after Escape:\n\(step.screen)")
        try tmux.send("q")
        step = tmux.waitFor { $0.contains("E2E-DONE") }
        #expect(step.ok, "after q:\n\(step.screen)")
    }
}
