import Foundation
import Testing

/// The public surface of `import Kumiko` is SwiftUI's API plus the extensions docs/PUBLIC-API.md lists: the
/// public declarations of the library targets must match the reviewed list docs/public-api.txt, so a new public
/// symbol is a deliberate change (`scripts/check-public-api --update` after review).
@Suite struct PublicAPITests {
    @Test func publicDeclarationsMatchTheReviewedList() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/check-public-api")
        guard FileManager.default.isExecutableFile(atPath: script.path) else { return }   // sources not at hand
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
    }
}
