import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// A row's swipe actions are built when a list first asks for them (a swipe, a key, the keys' help), not with the
/// row: the rows in view would otherwise each hold buttons nobody revealed.
@MainActor
@Suite struct RowActionsBuiltOnDemandTests {
    /// Counts the evaluations of the action labels' bodies.
    final class Counter { var labels: [String] = [] }

    private struct ActionLabel: View {
        let title: String
        let counter: Counter
        var body: some View {
            counter.labels.append(title)
            return Text(title)
        }
    }

    private struct Rows: View {
        let counter: Counter
        var body: some View {
            List(["Apple", "Banana", "Cherry"], id: \.self) { fruit in
                Text(fruit)
                    .swipeActions {
                        Button { } label: { ActionLabel(title: "Pin \(fruit)", counter: counter) }
                        Button(role: .destructive) { } label: { ActionLabel(title: "Delete \(fruit)", counter: counter) }
                    }
            }
        }
    }

    @Test func onlyTheRowAskedForBuildsItsActionsAndKeepsThem() {
        let counter = Counter()
        let renderer = ImageRenderer(content: Rows(counter: counter))
        renderer.proposedSize = ProposedViewSize(width: 160, height: 160)
        _ = renderer.terminalImage
        #expect(counter.labels == [])
        let list = renderer.viewGraph!.listControllers[0]
        #expect(list.swipeActions(forRow: 1).map(\.title) == ["Pin Banana", "Delete Banana"])
        #expect(counter.labels == ["Pin Banana", "Delete Banana"])
        // Asked again, and after another frame, the built buttons are the ones kept.
        _ = renderer.terminalImage
        #expect(list.swipeActions(forRow: 1).map(\.role) == [nil, .destructive])
        #expect(counter.labels == ["Pin Banana", "Delete Banana"])
        #expect(list.swipeActions(forRow: 2).map(\.title) == ["Pin Cherry", "Delete Cherry"])
    }
}
