import Foundation
import Observation
import Testing
import Kumiko
import KumikoTestSupport

/// `refreshable` runs the action of the latest body that made it: a body runs again with a new closure each time,
/// and the list's refresh (a key, a pull) runs the newest one, as SwiftUI's `RefreshAction` does.
@MainActor
@Suite struct RefreshActionTests {
    @Observable
    @MainActor
    final class Counter {
        var version = 1
        var ran: [Int] = []
    }

    struct Screen: View {
        let counter: Counter
        var body: some View {
            let version = counter.version
            List {
                Text("version \(version)")
            }
            .refreshable { @MainActor in counter.ran.append(version) }
        }
    }

    @Test func aRefreshRunsTheActionOfTheLatestBody() async throws {
        let counter = Counter()
        let renderer = ImageRenderer(content: Screen(counter: counter))
        renderer.proposedSize = ProposedViewSize(width: 160, height: 80)
        #expect(renderer.terminalImage?.plainText.contains("version 1") == true)
        counter.version = 2
        #expect(renderer.terminalImage?.plainText.contains("version 2") == true)
        let list = try #require(renderer.viewGraph?.listControllers.first)
        #expect(list.canRefresh)
        await list.refresh()
        counter.version = 3
        #expect(renderer.terminalImage?.plainText.contains("version 3") == true)
        await list.refresh()
        #expect(counter.ran == [2, 3])
    }
}
