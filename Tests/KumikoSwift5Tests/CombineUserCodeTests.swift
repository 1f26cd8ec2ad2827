// Combine as SwiftUI user code writes it, in the Swift 5 language mode with `import SwiftUI`: a view model with
// @Published properties and a debounced search pipeline built on `$query`, a view that owns it with
// @StateObject, and onReceive. The debounce runs on a virtual-time scheduler, so the test says exactly when
// the quiet period ends.
import SwiftUI
import KumikoTestSupport
import Testing

final class PeopleSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searches = 0
    private var cancellables = Set<AnyCancellable>()
    private let people = ["Ada", "Alan", "Grace", "Linus"]

    init<S: Scheduler>(scheduler: S) {
        $query
            .debounce(for: .milliseconds(300), scheduler: scheduler)
            .removeDuplicates()
            .map { [people] query in
                query.isEmpty ? [] : people.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .sink { [weak self] found in
                self?.searches += 1
                self?.results = found
            }
            .store(in: &cancellables)
    }
}

struct PeopleSearchView: View {
    @StateObject var model: PeopleSearchModel
    let pings: PassthroughSubject<Int, Never>
    @State private var pinged = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Search", text: $model.query)
            Text("Results: \(model.results.joined(separator: ","))")
            Text("Searches \(model.searches) pings \(pinged)")
        }
        .onReceive(pings) { pinged += $0 }
    }
}

@MainActor
@Suite struct CombineUserCodeTests {
    @Test func aDebouncedSearchShowsResultsOnlyAfterTheQuietPeriod() {
        let scheduler = VirtualTimeScheduler()
        let model = PeopleSearchModel(scheduler: scheduler)
        let pings = PassthroughSubject<Int, Never>()
        let terminal = TestTerminal(columns: 40, rows: 5) { PeopleSearchView(model: model, pings: pings) }
        terminal.showsKeyHelp = false
        scheduler.advance(by: .milliseconds(300))
        #expect(terminal.screen.contains("Searches 1 pings 0"))

        terminal.press(.tab)
        terminal.type("a")
        scheduler.advance(by: .milliseconds(100))
        terminal.type("l")
        scheduler.advance(by: .milliseconds(299))
        #expect(model.query == "al")
        #expect(!terminal.screen.contains("Alan"))
        #expect(terminal.screen.contains("Searches 1 pings 0"))

        scheduler.advance(by: .milliseconds(1))
        #expect(terminal.screen.contains("Results: Alan"))
        #expect(terminal.screen.contains("Searches 2 pings 0"))

        pings.send(2)
        pings.send(3)
        #expect(terminal.screen.contains("Searches 2 pings 5"))
    }

    @Test func aPublishedChangeFiresObjectWillChangeWithTheOldValueStillThere() {
        let model = PeopleSearchModel(scheduler: ImmediateScheduler.shared)
        var seen: [String] = []
        let cancellable = model.objectWillChange.sink { _ in seen.append(model.query) }
        model.query = "gr"
        #expect(seen.first == "")
        #expect(model.results == ["Grace"])
        _ = cancellable
    }
}
