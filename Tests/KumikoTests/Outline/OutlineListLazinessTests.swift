import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension OutlineTests {
    /// An outline in a list stays lazy: only the rows in view (plus `LazyStackElement.overscanRows`, 4, below)
    /// are built, however many elements the tree has; a very deep tree draws with its indentation capped.
    @MainActor
    @Suite struct OutlineListLazinessTests {
        @MainActor
        final class Appearances {
            var appeared = 0
        }

        private func hundredThousand(_ log: Appearances) -> some View {
            let roots = (0..<100_000).map { FileItem("Folder \($0)", [FileItem("File \($0)")]) }
            return List(roots, children: \.children) { item in
                Text(item.name).onAppear { log.appeared += 1 }
            }
            .listStyle(.plain)
        }

        private func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var result = String(line.replacingOccurrences(of: "┃", with: " "))
                while result.last == " " { result.removeLast() }
                return result
            }
        }

        @Test func aHundredThousandRootsBuildOnlyTheVisibleRows() throws {
            let log = Appearances()
            let view = hundredThousand(log)
            let h = ListHarness(view, columns: 24, rows: 10)
            let start = ContinuousClock.now
            let text = h.render()
            let elapsed = ContinuousClock.now - start
            #expect(lines(text) == (0..<10).map { " ▸ Folder \($0)" })
            // 10 visible rows plus 4 of overscan below.
            #expect(log.appeared == 14)
            #expect(elapsed < .seconds(1), "first render took \(elapsed)")
            let list = try #require(h.renderer.viewGraph?.listControllers.first)
            #expect(list.rowCount == 100_000)
            // Expanding a root far down builds that row, not the ones before it.
            log.appeared = 0
            #expect(list.setRowExpanded(true, atRow: 50_000))
            h.render()
            #expect(list.rowCount == 100_001)
            #expect(log.appeared <= 2)
            try #require(h.list).scroll(to: CGPoint(x: 0, y: 50_000 * 16))
            #expect(lines(h.render()).prefix(3) == [" ▾ Folder 50000", "     File 50000", " ▸ Folder 50001"])
        }

        /// 1,000 levels, all expanded: the indentation stops at 16 levels (32 columns), or half the row's width
        /// when that is less, so the deepest rows still show their names.
        @Test func aThousandLevelsDeepTreeCapsItsIndentation() throws {
            var chain = FileItem("L999")
            for level in (0..<999).reversed() { chain = FileItem("L\(level)", [chain]) }
            let h = ListHarness(List([chain], children: \.children) { Text($0.name) }.listStyle(.plain), columns: 80, rows: 6)
            h.render()
            let list = try #require(h.renderer.viewGraph?.listControllers.first)
            for row in 0..<999 {
                #expect(list.setRowExpanded(true, atRow: row))
                h.render()
            }
            #expect(list.rowCount == 1000)
            #expect(list.outlineDepth(ofRow: 999) == 999)
            #expect(lines(h.render()).prefix(3) == [" ▾ L0", "   ▾ L1", "     ▾ L2"])
            try #require(h.list).scroll(to: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
            // Levels 16 and deeper line up: the triangle at column 1 + 32, the name two columns later.
            let indent = String(repeating: " ", count: 33)
            #expect(lines(h.render()).suffix(3) == [indent + "▾ L997", indent + "▾ L998", indent + "  L999"])
            // In a narrow list the indentation is at most half the content's width (19 of 38 columns): the triangle
            // at column 1 + 19.
            let narrow = ListHarness(List([chain], children: \.children) { Text($0.name) }.listStyle(.plain), columns: 40, rows: 6)
            narrow.render()
            let narrowList = try #require(narrow.renderer.viewGraph?.listControllers.first)
            for row in 0..<20 {
                narrowList.setRowExpanded(true, atRow: row)
                narrow.render()
            }
            try #require(narrow.list).scroll(to: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
            #expect(lines(narrow.render()).last == String(repeating: " ", count: 20) + "▸ L20")
        }

        @Test func duplicateIDsDoNotCrash() throws {
            let twins = [FileItem("A", [FileItem("x")]), FileItem("A", [FileItem("y")])]
            let h = ListHarness(List(twins, children: \.children) { Text($0.name) }.listStyle(.plain), columns: 20, rows: 6)
            #expect(lines(h.render()).prefix(2) == [" ▸ A", " ▸ A"])
            let list = try #require(h.renderer.viewGraph?.listControllers.first)
            list.setRowExpanded(true, atRow: 0)
            // One id, one expansion: both elements open.
            #expect(lines(h.render()).prefix(4) == [" ▾ A", "     x", " ▾ A", "     y"])
        }
    }
}
