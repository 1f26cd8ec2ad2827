import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension TableTests {
    /// A table's rows are a list's lazy rows: only the rows in view are built, and the header stays.
    @MainActor
    @Suite struct TableLazinessTests {
        struct Numbered: Identifiable {
            let id: Int
        }

        @MainActor
        final class Builds {
            var count = 0
        }

        private static func table(_ count: Int, builds: Builds) -> some View {
            Table((0..<count).lazy.map { Numbered(id: $0) }) {
                TableColumn("Number") { (row: Numbered) in
                    Text("Row \(row.id)").onAppear { builds.count += 1 }
                }
                TableColumn("Double") { (row: Numbered) in Text("\(row.id * 2)") }
            }
        }

        @Test func theHeaderStaysAfterScrolling500Rows() {
            // The first ↓ puts the cursor on row 0; 500 more reach row 500.
            let terminal = TestTerminal(columns: 30, rows: 12) { Self.table(1000, builds: Builds()).regularWidth() }
            for _ in 0...500 { terminal.press(.downArrow) }
            let screen = lines(terminal)
            #expect(screen[0].hasPrefix(" Number"))
            #expect(screen[1].hasPrefix("──"))
            #expect(screen[10].hasPrefix("›Row 500"), "\(terminal.screen)")
        }

        @Test func aMillionRowsBuildOnlyTheVisibleOnes() {
            let builds = Builds()
            let start = ContinuousClock.now
            let terminal = TestTerminal(columns: 30, rows: 12) { Self.table(1_000_000, builds: builds).regularWidth() }
            let screen = lines(terminal)
            #expect(screen[2].hasPrefix(" Row 0"))
            #expect(screen[10].hasPrefix(" Row 8"))
            // 9 visible rows and 4 of overscan.
            #expect(builds.count == 13)
            terminal.press(.end)
            #expect(lines(terminal)[10].hasPrefix("›Row 999999"), "\(terminal.screen)")
            terminal.press(.home)
            terminal.press(.pageDown)
            #expect(lines(terminal).contains { $0.hasPrefix("›Row ") })
            #expect(ContinuousClock.now - start < .seconds(3))
        }
    }
}
