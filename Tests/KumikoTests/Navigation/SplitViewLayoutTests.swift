import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// How a split view looks: columns side by side at a regular width (100 columns or more) with a "│" between
/// them, each under its own navigation bar line; one stack at a compact width. Column widths follow
/// `SplitColumnsElement`: a leading column takes a quarter of the width (20 to 40 columns) unless
/// `navigationSplitViewColumnWidth` says otherwise; the detail takes the rest.
@MainActor
@Suite struct SplitViewLayoutTests {
    struct TwoColumns: View {
        var body: some View {
            NavigationSplitView {
                List(["Inbox", "Sent"], id: \.self) { Text($0) }
                    .navigationTitle("Mail")
            } detail: {
                Text("No message")
            }
        }
    }

    struct ThreeColumns: View {
        var body: some View {
            NavigationSplitView {
                List(["Inbox", "Sent"], id: \.self) { Text($0) }
                    .navigationTitle("Mail")
            } content: {
                List(["Hello", "Lunch?"], id: \.self) { Text($0) }
                    .listStyle(.plain)
                    .navigationTitle("Inbox")
            } detail: {
                Text("No message")
            }
        }
    }

    /// The plain text of a view rendered at `columns` × `rows` cells, one string per line.
    private func lines<V: View>(_ view: V, columns: Int, rows: Int) -> [String] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: CGFloat(columns) * 8, height: CGFloat(rows) * 16)
        return (renderer.terminalImage?.plainText ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func twoColumnsSideBySideAtARegularWidth() {
        // 100 columns: the sidebar takes a quarter (25), one column of "│", the detail the other 74, its
        // placeholder centred.
        #expect(lines(TwoColumns(), columns: 100, rows: 5) == [
            "          Mail           │",
            " Inbox                   │",
            " Sent                    │                                No message",
            "                         │",
            "                         │",
        ])
    }

    @Test func threeColumnsSideBySideAtARegularWidth() {
        // 120 columns: sidebar and content 30 each, two separators, the detail 58.
        #expect(lines(ThreeColumns(), columns: 120, rows: 5) == [
            "             Mail             │            Inbox             │",
            " Inbox                        │ Hello                        │",
            " Sent                         │ Lunch?                       │                        No message",
            "                              │                              │",
            "                              │                              │",
        ])
    }

    @Test func theSidebarIsAtMost40ColumnsWide() {
        let first = lines(TwoColumns(), columns: 200, rows: 3)[0]
        #expect(first.firstIndex(of: "│").map { first.distance(from: first.startIndex, to: $0) } == 40)
    }

    @Test func aCompactWidthCollapsesIntoTheSidebarsStack() {
        // 60 columns: one stack; the sidebar is at the bottom and shown, in the list's own (inset grouped) style.
        #expect(lines(ThreeColumns(), columns: 60, rows: 6) == [
            "                            Mail",
            "╭──────────────────────────────────────────────────────────╮",
            "│ Inbox                                                    │",
            "│ Sent                                                     │",
            "╰──────────────────────────────────────────────────────────╯",
            "",
        ])
    }

    @Test func prominentDetailShowsTheDetailAloneUntilAsked() {
        let view = TwoColumns().navigationSplitViewStyle(.prominentDetail)
        #expect(lines(view, columns: 100, rows: 3) == ["", "                                             No message", ""])
    }

    @Test func columnWidthsFromTheModifiers() {
        struct Sized: View {
            var body: some View {
                NavigationSplitView {
                    Text("S").navigationSplitViewColumnWidth(160)
                } content: {
                    Text("C").navigationSplitViewColumnWidth(min: 80, ideal: 400, max: 240)
                } detail: {
                    Text("D")
                }
            }
        }
        // Sidebar fixed at 160 pt (20 columns); content ideal 400 pt kept within its 240 pt maximum (30).
        let middle = lines(Sized(), columns: 120, rows: 3)[1]
        #expect(middle == "          S         │               C              │                                  D")
    }

    @Test func leadingColumnsShrinkWhenTheDetailWouldBeNarrow() {
        // Two leading columns of ideal 40 (min 20) in 100 columns: 98 without the separators, and the detail
        // keeps 20, so the first column gives up 2.
        #expect(SplitColumnsElement.widths(total: 100, leading: [(20, 40, 40), (20, 40, 40)]) == [38, 40, 20])
        // Not even the minimums fit: both go to their minimums, then the first gives way further.
        #expect(SplitColumnsElement.widths(total: 50, leading: [(20, 30, 40), (20, 30, 40)]) == [8, 20, 20])
        #expect(SplitColumnsElement.widths(total: 1, leading: [(20, 25, 40)]) == [0, 0])
        #expect(SplitColumnsElement.widths(total: 0, leading: []) == [0])
        #expect(SplitColumnsElement.widths(total: -5, leading: [(20, 25, 40)]) == [0, 0])
    }

    @Test func theSeedsAt1280By640() {
        let split = lines(SplitViewSeeds.SplitViewExample(), columns: 160, rows: 40)
        #expect(split.count == 40)
        #expect(split[0] == "               Categories               │                                        │")
        #expect(split[1] == " 💻 Electronics                         │                                        │")
        #expect(split[5] == " ⚽ Sports                              │                                        │")
        #expect(split[20] == "                                        │            Select a Category           │                                Select an Item")
        let staff = lines(SplitViewSeeds.StaffDirectory(), columns: 160, rows: 40)
        #expect(staff[0] == "            Staff Directory             │")
        #expect(staff[2] == " Juan Chavez                          › │")
        #expect(staff[11] == " Anne Johnson                         › │")
        #expect(staff[20] == "                                        │                                                      No Selection")
    }
}
