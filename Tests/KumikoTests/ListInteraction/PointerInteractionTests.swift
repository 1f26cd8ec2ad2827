import Foundation
import Testing
@testable import Kumiko
@testable import KumikoCore
import KumikoTestSupport

/// The pointer's ways into what SwiftUI offers on iOS beyond taps and swipes, driven through the graph's input API
/// as a backend drives it: a secondary click or a long press on a row shows its context menu (as `m` does); the
/// pointer hovering tells `onHover` and `onContinuousHover`; pulling a list past its top refreshes it (as `r` does).
@MainActor
@Suite struct PointerInteractionTests {
    /// What the views' actions did, in order.
    @MainActor final class Log {
        var entries: [String] = []
    }

    /// A plain list whose first two rows have a context menu and whose third has none; a tap on a row logs it.
    struct MenuRows: View {
        let log: Log
        var body: some View {
            List {
                ForEach(["Alpha", "Beta", "Gamma"], id: \.self) { name in
                    if name == "Gamma" {
                        Button(name) { log.entries.append("opened \(name)") }
                    } else {
                        Button(name) { log.entries.append("opened \(name)") }
                            .contextMenu {
                                Button("Copy \(name)") { log.entries.append("copied \(name)") }
                                Button("Share", role: .destructive) { log.entries.append("shared \(name)") }
                            }
                    }
                }
            }
            .listStyle(.plain)
        }
    }

    /// A graph on a points platform that acts on release, as the browser's does, settled in an iPhone's window.
    private func settled<V: View>(_ view: V) -> ViewGraph {
        var platform = Platform.points
        platform.activatesOnRelease = true
        return headlessGraph(view, platform: platform, settledAt: ProposedViewSize(width: 390, height: 600))
    }

    /// The centre of the text drawn whose first line is `string`.
    private func centre(of string: String, in graph: ViewGraph, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGPoint {
        graph.settle(proposal: ProposedViewSize(width: 390, height: 600))
        let frame = try #require(graph.displayList().texts.first { $0.lineStrings.first == string }?.frame,
                                 "no text \(string)", sourceLocation: sourceLocation)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The list's revealed actions: the row, the kind and the titles (nil when none are revealed).
    private func revealed(in graph: ViewGraph) -> (row: Int, kind: RowActionMenu.Kind, titles: [String])? {
        guard let menu = graph.nodes(of: (any ListCursorAccess).self).first?.actionMenu else { return nil }
        return (menu.row, menu.kind, menu.actions.map(\.title))
    }

    @Test func aSecondaryClickOnARowShowsItsContextMenuAsTheKeyDoes() throws {
        let log = Log()
        let graph = settled(MenuRows(log: log))
        #expect(graph.sendContextMenu(at: try centre(of: "Beta", in: graph)))
        let menu = try #require(revealed(in: graph))
        #expect(menu.row == 1)
        #expect(menu.kind == .contextMenu)
        #expect(menu.titles == ["Copy Beta", "Share"])
        #expect(graph.nodes(of: (any ListCursorAccess).self).first?.cursorRow == 1)
        // The menu is drawn as the key draws it: the buttons at the row's trailing end.
        graph.settle(proposal: ProposedViewSize(width: 390, height: 600))
        let drawn = graph.displayList().chrome.compactMap { if case .rowAction(let title, _, _, _) = $0.kind { title } else { nil } }
        #expect(drawn == ["Copy Beta", "Share"])
        // `m` on the same row shows the very same menu.
        graph.sendKey(KeyPress(key: .escape))
        #expect(revealed(in: graph) == nil)
        graph.sendKey(KeyPress(key: "m", characters: "m"))
        #expect(revealed(in: graph)?.titles == ["Copy Beta", "Share"])
        #expect(log.entries.isEmpty)
    }

    @Test func whereThereIsNoContextMenuNothingHappens() throws {
        let log = Log()
        let graph = settled(MenuRows(log: log))
        #expect(!graph.sendContextMenu(at: try centre(of: "Gamma", in: graph)))
        #expect(revealed(in: graph) == nil)
        #expect(!graph.sendContextMenu(at: CGPoint(x: 200, y: 590)))
        #expect(!graph.sendContextMenu(at: CGPoint(x: -50, y: 5_000)))
        #expect(!graph.sendContextMenu(at: CGPoint(x: CGFloat.nan, y: 10)))
        #expect(!graph.sendContextMenu(at: CGPoint(x: 10, y: CGFloat.infinity)))
        #expect(revealed(in: graph) == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func aLongPressThatShowsTheMenuDoesNotOpenTheRowOnRelease() throws {
        let log = Log()
        let graph = settled(MenuRows(log: log))
        let alpha = try centre(of: "Alpha", in: graph)
        graph.sendClick(at: alpha)
        #expect(graph.sendContextMenu(at: alpha))
        graph.sendDragEnd(from: alpha, at: alpha)
        #expect(log.entries.isEmpty)
        #expect(revealed(in: graph)?.titles == ["Copy Alpha", "Share"])
        // A tap on a revealed action runs it, as after `m`.
        graph.settle(proposal: ProposedViewSize(width: 390, height: 600))
        let share = try #require(graph.displayList().chrome.first { if case .rowAction("Share", _, _, _) = $0.kind { true } else { false } })
        let point = CGPoint(x: share.frame.midX, y: share.frame.midY)
        graph.sendClick(at: point)
        graph.sendDragEnd(from: point, at: point)
        #expect(log.entries == ["shared Alpha"])
    }

    /// A list inside `contextMenu(forSelectionType:)`: the menu is built for the selection when the row is
    /// selected, for the row alone otherwise.
    struct SelectionMenu: View {
        @State private var selection: Set<String> = ["b", "c"]
        var body: some View {
            List(selection: $selection) {
                ForEach(["a", "b", "c"], id: \.self) { Text("Row \($0)") }
            }
            .contextMenu(forSelectionType: String.self) { items in
                Button("Open \(items.sorted().joined(separator: "+"))") {}
            }
        }
    }

    @Test func aSelectionContextMenuIsShownForTheRowUnderThePointer() throws {
        let graph = settled(SelectionMenu())
        #expect(graph.sendContextMenu(at: try centre(of: "Row c", in: graph)))
        #expect(revealed(in: graph)?.titles == ["Open b+c"])
        #expect(revealed(in: graph)?.row == 2)
        #expect(graph.sendContextMenu(at: try centre(of: "Row a", in: graph)))
        #expect(revealed(in: graph)?.titles == ["Open a"])
        #expect(revealed(in: graph)?.row == 0)
    }

    /// Whether a view is shown.
    @Observable final class Shown {
        var isShown = true
    }

    /// Two boxes 100 pt square, one above the other at the window's top-leading corner, the first watching the
    /// pointer enter and leave, the second its moves; a third box, beside them, that can go away.
    struct HoverBoxes: View {
        let log: Log
        let third: Shown
        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 100)
                        .onHover { log.entries.append("red \($0)") }
                    Color.blue.frame(width: 100, height: 100)
                        .onContinuousHover { phase in
                            switch phase {
                            case .active(let point): log.entries.append("blue at \(point.x),\(point.y)")
                            case .ended: log.entries.append("blue ended")
                            }
                        }
                }
                if third.isShown {
                    Color.green.frame(width: 100, height: 100)
                        .onHover { log.entries.append("green \($0)") }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func hoverTellsTheViewsThePointerEntersMovesInAndLeaves() {
        let log = Log(), third = Shown()
        let graph = settled(HoverBoxes(log: log, third: third))
        #expect(graph.tracksHover)
        graph.sendHover(at: CGPoint(x: 50, y: 50))
        graph.sendHover(at: CGPoint(x: 60, y: 70))
        #expect(log.entries == ["red true"])
        graph.sendHover(at: CGPoint(x: 30, y: 140))
        graph.sendHover(at: CGPoint(x: 20, y: 120))
        #expect(log.entries == ["red true", "red false", "blue at 30.0,40.0", "blue at 20.0,20.0"])
        graph.sendHover(at: nil)
        #expect(log.entries.last == "blue ended")
        // A point that is not finite is the pointer leaving; leaving again tells no one.
        graph.sendHover(at: CGPoint(x: 50, y: 50))
        graph.sendHover(at: CGPoint(x: CGFloat.nan, y: 50))
        graph.sendHover(at: nil)
        #expect(log.entries.suffix(2) == ["red true", "red false"])
        #expect(log.entries.count == 7)
    }

    @Test func aHoveredViewThatGoesAwayIsForgottenUntold() {
        let log = Log(), third = Shown()
        let graph = settled(HoverBoxes(log: log, third: third))
        graph.sendHover(at: CGPoint(x: 150, y: 50))
        #expect(log.entries == ["green true"])
        third.isShown = false
        graph.settle(proposal: ProposedViewSize(width: 390, height: 600))
        graph.sendHover(at: CGPoint(x: 150, y: 60))
        graph.sendHover(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["green true", "red true"])
    }

    @Test func aGraphWithoutHoverViewsDoesNotTrackHover() {
        let graph = settled(MenuRows(log: Log()))
        #expect(!graph.tracksHover)
        graph.sendHover(at: CGPoint(x: 10, y: 10))
    }

    /// Holds a refresh until the test lets it end.
    @MainActor final class Gate {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private var isOpen = false
        func wait() async {
            if isOpen { return }
            await withCheckedContinuation { waiting.append($0) }
        }
        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    /// A list whose refresh logs itself once the gate opens.
    struct RefreshableRows: View {
        let log: Log
        let gate: Gate
        var body: some View {
            List { ForEach(["One", "Two"], id: \.self) { Text($0) } }
                .listStyle(.plain)
                .refreshable { @MainActor in
                    await gate.wait()
                    log.entries.append("refreshed")
                }
        }
    }

    /// Lets the main actor's tasks run until `condition` holds (at most a thousand turns).
    private func yield(until condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() { await Task.yield() }
    }

    @Test func pullingAListPastItsTopRefreshesItOnceShowingProgress() async throws {
        let log = Log(), gate = Gate()
        let graph = settled(RefreshableRows(log: log, gate: gate))
        let list = try #require(graph.nodes(of: (any ScrollableNode).self).first)
        let controller = graph.listControllers[0]
        #expect(graph.sendRefresh(ofRegion: list.identity))
        await yield { controller.isRefreshing }
        #expect(controller.isRefreshing)
        // The progress line the refresh key shows, above the rows.
        graph.settle(proposal: ProposedViewSize(width: 390, height: 600))
        let lines = graph.displayList().texts.compactMap(\.lineStrings.first)
        #expect(lines.first == "Refreshing…", "\(lines)")
        // Pulled again while it runs: no second refresh.
        #expect(graph.sendRefresh(ofRegion: list.identity))
        gate.open()
        await yield { !controller.isRefreshing && !log.entries.isEmpty }
        await yield { false }
        #expect(log.entries == ["refreshed"])
        #expect(!controller.isRefreshing)
    }

    @Test func aPullWhereNothingRefreshesIsIgnored() throws {
        let graph = settled(MenuRows(log: Log()))
        let list = try #require(graph.nodes(of: (any ScrollableNode).self).first)
        #expect(!graph.sendRefresh(ofRegion: list.identity))
        #expect(!graph.sendRefresh(ofRegion: ViewIdentity(rawValue: 987_654_321)))
        #expect(!graph.listControllers[0].isRefreshing)
    }
}
