import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension GraphTests {
    /// Bad input never crashes: duplicate ids, empty data, zero and invalid sizes, huge text, state misuse.
    @MainActor
    @Suite struct BadInputTests {
        // MARK: Duplicate ForEach ids

        /// An id type used only by this test, so the once-per-type diagnostic is this test's to see.
        struct DuplicateTestID: Hashable, CustomStringConvertible {
            let raw: String
            var description: String { raw }
        }

        struct Tagged: Identifiable {
            let id: DuplicateTestID
            let label: String
        }

        struct DuplicateRows: View {
            let items: [Tagged]
            let handles: Handles<Int>
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(items) { item in
                        CounterRow(id: item.label, handles: handles)
                    }
                }
            }
        }

        @Test func duplicateIdsRenderEveryRowAndReportOnce() {
            let a = DuplicateTestID(raw: "a"), b = DuplicateTestID(raw: "b")
            let items = [Tagged(id: a, label: "a1"), Tagged(id: b, label: "b"), Tagged(id: a, label: "a2"), Tagged(id: a, label: "a3")]
            let handles = Handles<Int>()
            var harness: Harness<DuplicateRows>!
            var text = ""
            let messages = capturingDiagnostics {
                harness = Harness(DuplicateRows(items: items, handles: handles))
                text = harness.render()
                // Re-rendering with the duplicates again does not repeat the diagnostic.
                harness.content = DuplicateRows(items: items, handles: handles)
                harness.render()
            }
            #expect(text == "a1=0\nb=0\na2=0\na3=0")
            let duplicateMessages = messages.filter { $0.contains("ForEach") }
            #expect(duplicateMessages.count == 1)
            #expect(duplicateMessages.first?.contains("the id a occurs more than once") == true)

            // Every row, duplicates included, has working state of its own.
            handles.set("a1", 1)
            handles.set("b", 2)
            handles.set("a2", 3)
            handles.set("a3", 4)
            #expect(harness.render() == "a1=1\nb=2\na2=3\na3=4")
            // The first occurrence keeps the identity: it keeps its state when the later duplicates go away.
            harness.content = DuplicateRows(items: [Tagged(id: b, label: "b"), Tagged(id: a, label: "a1")], handles: handles)
            #expect(harness.render() == "b=2\na1=1")
        }

        // MARK: Empty collections

        @Test func emptyForEachRendersNothing() {
            #expect(render(VStack { ForEach([String](), id: \.self) { Text($0) } }) == "<no image>")
            #expect(render(VStack { ForEach(0..<0) { Text("\($0)") } }) == "<no image>")
            #expect(render(VStack(alignment: .leading) {
                Text("top")
                ForEach([String](), id: \.self) { Text($0) }
                Text("bottom")
            }) == "top\nbottom")
        }

        @Test func collectionEmptiedAndRefilled() {
            struct Rows: View {
                let ids: [String]
                let handles: Handles<Int>
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("header")
                        ForEach(ids, id: \.self) { CounterRow(id: $0, handles: handles) }
                    }
                }
            }
            let handles = Handles<Int>()
            let harness = Harness(Rows(ids: ["a", "b"], handles: handles))
            #expect(harness.render() == "header\na=0\nb=0")
            handles.set("a", 1)
            harness.content = Rows(ids: [], handles: handles)
            #expect(harness.render() == "header")
            harness.content = Rows(ids: ["a"], handles: handles)
            #expect(harness.render() == "header\na=0")
        }

        // MARK: Zero and invalid sizes

        @Test func zeroProposal() throws {
            let cases: [(String, AnyView)] = [
                ("text", AnyView(Text("hello"))),
                ("color", AnyView(Color.red)),
                ("stack", AnyView(VStack { Text("a"); Color.blue })),
                ("list", AnyView(VStack { ForEach(0..<100) { Text("row \($0)") } }.frame(maxWidth: .infinity, maxHeight: .infinity))),
            ]
            for (name, view) in cases {
                let renderer = ImageRenderer(content: view)
                renderer.proposedSize = .zero
                #expect(renderer.terminalImage == nil, "\(name)")
                let size = try #require(renderer.viewGraph?.rootSize)
                #expect(size == .zero, "\(name)")
            }
        }

        @Test func nanAndNegativeFrameValuesAreIgnored() {
            #expect(render(Text("abc").frame(width: .nan, height: 48)) == "\nabc\n")
            #expect(render(Text("abc").frame(width: -40, height: -16)) == "abc")
            #expect(render(Text("abc").frame(width: 40, height: .infinity), width: 80, height: 48) == " abc")
            #expect(render(Text("abc").frame(minWidth: .nan, maxWidth: .nan)) == "abc")
            #expect(render(HStack(spacing: 0) { Text("a").frame(width: -8); Text("b").frame(width: .nan, height: .nan) }) == "ab")
        }

        @Test func negativeAndNaNProposals() throws {
            for proposal in [ProposedViewSize(width: -80, height: -16), ProposedViewSize(width: .nan, height: .nan)] {
                let renderer = ImageRenderer(content: VStack { Text("abc"); Color.red })
                renderer.proposedSize = proposal
                _ = renderer.terminalImage
                let size = try #require(renderer.viewGraph?.rootSize)
                #expect(size.width.isFinite && size.width >= 0)
                #expect(size.height.isFinite && size.height >= 0)
            }
        }

        // MARK: Huge text

        @Test func hugeStringWrapsToTheProposedWidth() throws {
            let huge = String(repeating: "abcd ", count: 19_999) + "abcd."
            #expect(huge.count == 100_000)
            let clock = ContinuousClock()
            let start = clock.now
            // 14 columns: three words per line; 20,000 words make 6,666 full lines and "abcd abcd." last.
            let renderer = ImageRenderer(content: Text(huge))
            renderer.proposedSize = ProposedViewSize(width: 112, height: nil)
            let image = try #require(renderer.terminalImage)
            #expect(renderer.viewGraph?.rootSize == CGSize(width: 112, height: 6_667 * 16))
            #expect(image.columns == 14)
            // The image is cut at the renderer's limit of 4,096 rows.
            #expect(image.rows == 4_096)
            #expect(image.plainText.split(separator: "\n").allSatisfy { $0 == "abcd abcd abcd" })
            // A height of 10 lines keeps 10; the last ends in "…" within the 14 columns.
            #expect(render(Text(huge), width: 112, height: 160)
                == Array(repeating: "abcd abcd abcd", count: 9).joined(separator: "\n") + "\nabcd abcd abc…")
            #expect(clock.now - start < .seconds(20))
        }

        @Test func hugeWordBreaksBetweenCharacters() {
            let huge = String(repeating: "0123456789", count: 10_000)
            let text = render(Text(huge).lineLimit(3), width: 80)
            #expect(text == "0123456789\n0123456789\n012345678…")
        }

        // MARK: State misuse

        struct Loose: View {
            @State var count = 10
            var body: some View { Text("count=\(count)") }
        }

        @Test func writingStateOfAViewOutsideAGraphIsIgnored() {
            let view = Loose()
            let messages = capturingDiagnostics {
                view.count = 99
                view.$count.wrappedValue = 98
            }
            #expect(view.count == 10)
            #expect(messages.contains { $0.contains("outside of a view") })
            // The view still renders with its initial value.
            #expect(render(view) == "count=10")
        }

        struct Removable: View {
            let show: Bool
            let handles: Handles<Int>
            var body: some View {
                VStack(alignment: .leading) {
                    Text("stay")
                    if show { CounterRow(id: "gone", handles: handles) }
                }
            }
        }

        @Test func writingStateOfARemovedViewIsHarmless() {
            let handles = Handles<Int>()
            let harness = Harness(Removable(show: true, handles: handles))
            #expect(harness.render() == "stay\ngone=0")
            harness.content = Removable(show: false, handles: handles)
            #expect(harness.render() == "stay")
            let evaluations = harness.evaluations
            handles.set("gone", 5)
            #expect(handles["gone"]?.wrappedValue == 5)
            #expect(harness.renderer.viewGraph?.needsUpdate == false)
            #expect(harness.render() == "stay")
            #expect(harness.evaluations == evaluations)
        }

        struct SelfFeeding: View {
            @State private var count = 0
            var body: some View {
                // Writing state while the body is evaluated (SwiftUI: "Modifying state during view update").
                let _ = { if count < 1_000_000 { count += 1 } }()
                Text("count")
            }
        }

        @Test func writingStateDuringBodyDoesNotHang() {
            var text = ""
            let renderer = ImageRenderer(content: SelfFeeding())
            let messages = capturingDiagnostics {
                text = renderer.terminalImage?.plainText ?? "<no image>"
            }
            #expect(text == "count")
            // The body keeps invalidating itself; the render stops at the graph's settle limit (16 rounds, then
            // one last update) instead of looping.
            #expect(renderer.viewGraph?.evaluationCount == 17)
            #expect(messages.contains { $0.contains("during view update") })
        }
    }
}
