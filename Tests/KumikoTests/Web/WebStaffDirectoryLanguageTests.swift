import Foundation
import Testing
@testable import KumikoWeb

/// The built Staff Directory served by itself (`StaffDirectory --web`, its String Catalog in its resources beside
/// it, as a person runs it) and opened in headless Chromium whose language is Japanese or Chinese: the browser's
/// `Accept-Language` picks the session's language, so the title, the search field's prompt and the departments
/// come from the catalog.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebStaffDirectoryLanguageTests {
    @Test(arguments: [
        ("ja-JP,ja;q=0.9", "社員名簿", "名前で検索", "営業部"),
        ("zh-CN,zh;q=0.9", "员工名录", "按姓名搜索", "销售部"),
    ])
    func theDirectoryInThePagesLanguage(acceptLanguage: String, title: String, prompt: String, department: String) async throws {
        let app = try #require(Self.executable, "StaffDirectory is not built beside the tests")
        let server = try ServedApp(executable: app)
        defer { server.stop() }
        let port = try #require(server.port, "the server said no address: \(server.output)")
        let seen = try await Chromium.drive { () -> [String] in
            let browser = try Chromium(width: 390, height: 844)
            let agent = try browser.call("Browser.getVersion")["userAgent"] as? String ?? "Chromium"
            try browser.call("Emulation.setUserAgentOverride", ["userAgent": agent, "acceptLanguage": acceptLanguage])
            try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
            guard try browser.waitUntil(timeout: .seconds(60), { $0.contains("Juan Chavez") }) else { return [try browser.shownText()] }
            let heading = try browser.evaluate("document.querySelector('#kumiko [role=navigation] [role=heading]').innerText")
            let field = try browser.evaluate("""
                (() => { const f = document.querySelector('#kumiko input'); return f ? (f.placeholder || f.getAttribute('aria-label')) : ''; })()
                """)
            return [try browser.shownText(), heading, field]
        }
        try #require(seen.count == 3, "the page never showed the directory: \(seen.first ?? "")")
        #expect(seen[1] == "\"\(title)\"")
        #expect(seen[2] == "\"\(prompt)\"")
        #expect(seen[0].contains(department))
        #expect(!seen[0].contains("Staff Directory") && !seen[0].contains("Sales"))
    }

    /// The built executable, beside the test bundle (`swift test` builds every product first).
    static var executable: String? {
        let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for candidate in [directory, directory.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("StaffDirectory").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// `StaffDirectory --web` on a port of the system's choosing, in English (`LANG=C`: the language must come
    /// from the page), until stopped.
    final class ServedApp: @unchecked Sendable {
        private let process = Process()
        private let pipe = Pipe()
        private(set) var output = ""
        /// The port it serves on, read from its "serving … at http://127.0.0.1:PORT/" line.
        private(set) var port: Int?

        init(executable: String) throws {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--web", "--port", "0"]
            var environment = ProcessInfo.processInfo.environment
            for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[name] = nil }
            environment["LANG"] = "C"
            process.environment = environment
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let handle = pipe.fileHandleForReading
            let deadline = ContinuousClock.now + .seconds(60)
            while port == nil, ContinuousClock.now < deadline, process.isRunning {
                let data = handle.availableData
                if data.isEmpty { break }
                output += String(decoding: data, as: UTF8.self)
                if let range = output.range(of: "http://127.0.0.1:") {
                    port = Int(output[range.upperBound...].prefix { $0.isNumber })
                }
            }
        }

        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }
}
