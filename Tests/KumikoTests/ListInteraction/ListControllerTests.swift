import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// A list's data, observable as an app's model would be.
@Observable
@MainActor
final class FruitModel {
    var fruits = ["Apple", "Banana", "Cherry", "Date"]
    var selected: String?
    var query = ""
    var refreshes = 0
    var log: [String] = []
}

/// Everything a user does to a list, driven through `ListController` (what the terminal's keys will call).
@MainActor
@Suite struct ListControllerTests {
    private struct FruitList: View {
        let model: FruitModel
        var body: some View {
            List(selection: Binding(get: { model.selected }, set: { model.selected = $0 })) {
                ForEach(model.fruits.filter { model.query.isEmpty || $0.contains(model.query) }, id: \.self) { fruit in
                    Text(fruit)
                        .deleteDisabled(fruit == "Date")
                        .contextMenu {
                            Button("Copy \(fruit)") { model.log.append("copy \(fruit)") }
                            Button("Delete", role: .destructive) { model.log.append("menu delete \(fruit)") }
                        }
                }
                .onDelete { model.fruits.remove(atOffsets: $0) }
                .onMove { model.fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
            .searchable(text: Binding(get: { model.query }, set: { model.query = $0 }), prompt: "Find fruit")
            .refreshable { @MainActor in model.refreshes += 1 }
        }
    }

    private func setUp() -> (FruitModel, ImageRenderer<FruitList>, ListController) {
        let model = FruitModel()
        let renderer = ImageRenderer(content: FruitList(model: model))
        renderer.proposedSize = ProposedViewSize(width: 160, height: 160)
        _ = renderer.terminalImage
        return (model, renderer, renderer.viewGraph!.listControllers[0])
    }

    private func lines(_ renderer: ImageRenderer<FruitList>) -> [String] {
        (renderer.terminalImage?.plainText ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func searchFieldShowsItsPromptAboveTheRows() {
        let (_, renderer, list) = setUp()
        #expect(list.hasSearchField)
        #expect(Array(lines(renderer).prefix(5)) == [" ⌕ Find fruit", " Apple", " Banana", " Cherry", " Date"])
        #expect(list.rowCount == 5)
    }

    @Test func typingIntoTheSearchFieldFiltersTheRows() {
        let (model, renderer, list) = setUp()
        list.searchText = "an"
        #expect(model.query == "an")
        #expect(Array(lines(renderer).prefix(2)) == [" ⌕ an", " Banana"])
        #expect(list.rowCount == 2)
    }

    @Test func selectingARowSetsTheBinding() {
        let (model, renderer, list) = setUp()
        list.selectRow(2)   // row 0 is the search field
        #expect(model.selected == "Banana")
        let image = renderer.terminalImage
        #expect(image?.buffer[3, 2].background == ResolvedColor(red: 0, green: 0.478, blue: 1))
        #expect(list.isRowSelected(2))
        #expect(!list.isRowSelected(1))
    }

    @Test func deletingARowRunsOnDeleteWithItsOffset() {
        let (model, renderer, list) = setUp()
        #expect(list.canDeleteRow(2))
        #expect(list.deleteRow(2))
        #expect(model.fruits == ["Apple", "Cherry", "Date"])
        #expect(Array(lines(renderer).prefix(4)) == [" ⌕ Find fruit", " Apple", " Cherry", " Date"])
    }

    @Test func deleteDisabledRowsAndStaticRowsCannotBeDeleted() {
        let (model, _, list) = setUp()
        #expect(!list.canDeleteRow(4))   // Date
        #expect(!list.deleteRow(4))
        #expect(!list.deleteRow(0))      // the search field
        #expect(model.fruits.count == 4)
    }

    @Test func movingRowsRunsOnMoveWithSwiftUIsDestination() {
        let (model, renderer, list) = setUp()
        #expect(list.moveRow(1, by: 1))   // Apple down one: destination offset 2
        #expect(model.fruits == ["Banana", "Apple", "Cherry", "Date"])
        _ = renderer.terminalImage
        #expect(list.moveRow(4, by: -3))  // Date to the top: destination offset 0
        #expect(model.fruits == ["Date", "Banana", "Apple", "Cherry"])
        #expect(!list.moveRow(1, by: -1)) // already first
    }

    @Test func aDeletableRowOffersDeleteAsItsTrailingSwipeAction() {
        let (model, _, list) = setUp()
        let actions = list.swipeActions(forRow: 1)
        #expect(actions.map(\.title) == ["Delete"])
        #expect(actions.first?.role == .destructive)
        #expect(list.performFullSwipe(onRow: 1))
        #expect(model.fruits == ["Banana", "Cherry", "Date"])
        #expect(list.swipeActions(forRow: 1, edge: .leading).isEmpty)
    }

    @Test func contextMenuActionsComeFromTheRowsButtons() {
        let (model, _, list) = setUp()
        #expect(list.contextMenuActions(forRow: 0).isEmpty)   // the search field
        let actions = list.contextMenuActions(forRow: 3)
        #expect(actions.map(\.title) == ["Copy Cherry", "Delete"])
        #expect(actions.map(\.role) == [nil, .destructive])
        actions[0].perform()
        #expect(model.log == ["copy Cherry"])
    }

    @Test func refreshShowsProgressWhileItRuns() async {
        let (model, renderer, list) = setUp()
        #expect(list.canRefresh)
        await list.refresh()
        #expect(model.refreshes == 1)
        #expect(!list.isRefreshing)
        #expect(lines(renderer).first == " ⌕ Find fruit")
    }

    @Test func editModeShowsDeleteAndMoveMarks() {
        let (_, renderer, list) = setUp()
        list.setEditing(true)
        _ = renderer.terminalImage
        #expect(list.isEditing)
        let shown = lines(renderer)
        #expect(shown[1] == " ⊖ Apple          ≡")
        #expect(shown[4] == "   Date           ≡")
        list.setEditing(false)
        #expect(lines(renderer)[1] == " Apple")
    }
}

/// Declared swipe actions and `EditButton`.
@MainActor
@Suite struct SwipeAndEditButtonTests {
    @Test func declaredSwipeActionsReplaceTheDefaultDelete() {
        let log = FruitModel()
        let view = List {
            ForEach(["a", "b"], id: \.self) { item in
                Text(item)
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button("Archive") { log.log.append("archive \(item)") }
                        Button("Flag") { log.log.append("flag \(item)") }
                    }
                    .swipeActions(edge: .leading) { Button("Pin") { log.log.append("pin \(item)") } }
            }
            .onDelete { _ in log.log.append("delete") }
        }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 160, height: 160)
        _ = renderer.terminalImage
        let list = renderer.viewGraph!.listControllers[0]
        #expect(list.swipeActions(forRow: 1).map(\.title) == ["Archive", "Flag"])
        #expect(list.swipeActions(forRow: 1, edge: .leading).map(\.title) == ["Pin"])
        #expect(!list.performFullSwipe(onRow: 1))
        #expect(list.performFullSwipe(onRow: 1, edge: .leading))
        #expect(log.log == ["pin b"])
    }

    @Test func editButtonTogglesTheRootEditMode() {
        let view = VStack(alignment: .leading, spacing: 0) {
            EditButton()
            List { ForEach(["a"], id: \.self) { Text($0) }.onDelete { _ in } }.listStyle(.plain).frame(height: 32)
        }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 80, height: 48)
        #expect(renderer.terminalImage?.plainText.hasPrefix("Edit") == true)
        let list = renderer.viewGraph!.listControllers[0]
        list.setEditing(true)
        #expect(renderer.terminalImage?.plainText.hasPrefix("Done") == true)
        #expect(renderer.terminalImage?.plainText.contains("⊖ a") == true)
    }
}
