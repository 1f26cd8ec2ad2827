import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// The iOS look in the browser: what the frames say and what the page draws of them (its computed styles in
/// headless Chromium), measured against the HIG and iOS's own metrics.
@MainActor
@Suite struct WebLookTests {
    private static let phone = CGSize(width: 390, height: 844)
    private static let desktop = CGSize(width: 1180, height: 820)

    private func chrome(_ items: [JSONValue], _ kind: String) -> [JSONValue] {
        items.filter { $0.kind == "c" && $0["kind"]?.string == kind }
    }

    /// Evaluates `script` (a function body) in a page drawing `view`, returning what it returns as text. The
    /// browser runs off the main actor, which every other main-actor test shares.
    private func evaluate(_ script: String, in view: some View, size: CGSize, colorScheme: ColorScheme = .light) async throws -> String {
        try await evaluate(script, in: WebPicture.page(of: view, size: size, colorScheme: colorScheme), size: size, colorScheme: colorScheme)
    }

    /// Evaluates `script` (a function body) in `page` drawn in a window of `size`, off the main actor.
    private func evaluate(_ script: String, in page: WebPage, size: CGSize, colorScheme: ColorScheme = .light) async throws -> String {
        try await Chromium.drive {
            let reply = try WebPicture.open(page, clip: size, colorScheme: colorScheme).evaluate("(() => {\(script)})()")
            return JSONValue.parse(reply)?.string ?? reply
        }
    }

    // MARK: The grouped background under the bars

    @Test func aGroupedListsBackgroundContinuesUnderTheNavigationBarAndTheBottomBar() throws {
        let view = NavigationStack {
            List { Section("Sales") { Text("Juan Chavez") } }
                .navigationTitle("Staff")
                .toolbar { ToolbarItem(placement: .bottomBar) { Text("Bottom") } }
        }
        let items = try WebFrames.items(of: view, size: Self.phone, describingAccessibility: true)
        let backgrounds = chrome(items, "listBackground")
        #expect(backgrounds.map { $0["grouped"]?.int } == [1, 1, 1])
        // Under the bar (from the window's top), the list, under the bottom bar: the whole window, no seam.
        let frames = backgrounds.map(\.rect).sorted { $0.minY < $1.minY }
        #expect(frames.first?.minY == 0)
        #expect(frames.last?.maxY == Self.phone.height)
        #expect(frames.allSatisfy { $0.minX == 0 && $0.width == Self.phone.width })
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY == $1.minY })
        // Beneath the title, drawn before it.
        let title = try #require(items.firstIndex { $0.kind == "t" && $0.text == "Staff" })
        let first = try #require(items.firstIndex { $0.kind == "c" && $0["kind"]?.string == "listBackground" })
        #expect(first < title)
    }

    @Test func aScreenWithoutAListKeepsThePlainBar() throws {
        let items = try WebFrames.items(of: NavigationStack { Text("Hello").navigationTitle("Staff") }, size: Self.phone)
        #expect(chrome(items, "listBackground").isEmpty)
    }

    @Test func thePageDrawsTheBarOverTheGroupedBackground() async throws {
        let view = NavigationStack { List { Section("Sales") { Text("Juan Chavez") } }.navigationTitle("Staff") }
        // The pixel colour behind the large title: iOS's systemGroupedBackground (#f2f2f7), not white.
        let colour = try await evaluate("""
            const title = [...document.querySelectorAll('#kumiko .t')].find(e => e.textContent === 'Staff');
            const r = title.getBoundingClientRect();
            return document.elementsFromPoint(r.right + 20, r.top + 2).map(e => getComputedStyle(e).backgroundColor)
              .find(c => c !== 'rgba(0, 0, 0, 0)');
            """, in: view, size: Self.phone)
        #expect(colour == "rgb(242, 242, 247)")
    }

    // MARK: The sidebar

    private struct Sidebar: View {
        @State var selection: Int? = 1
        var body: some View {
            NavigationSplitView {
                List(selection: $selection) {
                    ForEach(0..<3, id: \.self) { index in
                        VStack(alignment: .leading) {
                            Text("Person \(index)").foregroundColor(.primary)
                            Label("555-000\(index)", systemImage: "phone").foregroundColor(.secondary)
                        }
                    }
                }
                .navigationTitle("Staff")
            } detail: {
                Text("Details")
            }
        }
    }

    @Test func aSidebarsSelectedRowIsARoundedInsetFillWithoutSeparators() throws {
        let items = try WebFrames.items(of: Sidebar(), size: Self.desktop, describingAccessibility: true)
        let selected = try #require(items.firstIndex { $0["a"]?["aria-selected"]?.string == "true" })
        let fill = try #require(items[selected...].first { $0.kind == "r" && $0["fill"] != nil })
        // 10 pt in from the column's sides (the sidebar column ends at the divider), with 10 pt corners.
        let divider = try #require(chrome(items, "splitViewDivider").first)
        #expect(fill["rad"]?.double == 10)
        #expect(fill.rect.minX == 10)
        #expect(fill.rect.maxX == divider.rect.minX - 10)
        #expect(chrome(items, "separator").isEmpty)
    }

    @Test func aSelectedSidebarRowsTextIsWhiteAndTheColumnsAreDivided() async throws {
        let found = try await evaluate("""
            const colours = (row) => [...row.querySelectorAll('.t span')].map(s => getComputedStyle(s).color);
            const rows = [...document.querySelectorAll('#kumiko [role=listitem]')];
            const selected = rows.find(r => r.getAttribute('aria-selected') === 'true');
            const other = rows.find(r => r.getAttribute('aria-selected') === 'false');
            const fill = [...selected.querySelectorAll('div')].find(e => getComputedStyle(e).backgroundColor === 'rgb(0, 122, 255)');
            const divider = [...document.querySelectorAll('#kumiko div')].find(e =>
              e.getBoundingClientRect().height === innerHeight && e.getBoundingClientRect().width === 1);
            return JSON.stringify({selected: [...new Set(colours(selected))], other: [...new Set(colours(other))], texts: [...other.querySelectorAll(".t span")].map(s => s.textContent),
              radius: getComputedStyle(fill).borderRadius,
              divider: divider ? getComputedStyle(divider).backgroundColor : null});
            """, in: Sidebar(), size: Self.desktop)
        let result = try #require(JSONValue.parse(found))
        // Primary and secondary alike, and the symbol.
        #expect(result["selected"] == .array([.string("rgb(255, 255, 255)")]))
        #expect(result["other"]?.array?.map(\.string) == ["rgb(0, 0, 0)", "rgba(60, 60, 67, 0.6)"])
        #expect(result["radius"]?.string == "10px")
        #expect(result["divider"]?.string == "rgba(60, 60, 67, 0.29)")
    }

    // MARK: The segmented control

    private struct Segments: View {
        @State var choice = 0
        var body: some View {
            Picker("Layout", selection: $choice) {
                Text("List").tag(0)
                Text("A–Z").tag(1)
                Text("Table").tag(2)
            }
            .pickerStyle(.segmented)
        }
    }

    @Test func aSegmentedControlIsATrackWithARaisedThumbAndSeparatorsBetweenUnselectedSegments() throws {
        let items = try WebFrames.items(of: Segments(), size: Self.phone)
        let track = try #require(chrome(items, "segmentedTrack").first)
        let thumb = try #require(chrome(items, "segmentThumb").first)
        // UISegmentedControl's 32 pt; the thumb inset by the 2 pt edge.
        #expect(track.rect.height == 32)
        #expect(thumb.rect.height == 28)
        #expect(thumb.rect.minY == track.rect.minY + 2)
        #expect(thumb.rect.minX == track.rect.minX + 2)
        // The track beneath everything of the control; the separator beside the thumb is gone, the one between
        // the two unselected segments stays.
        #expect(items.firstIndex { $0["kind"]?.string == "segmentedTrack" }! < items.firstIndex { $0.kind == "t" }!)
        let separators = chrome(items, "segmentSeparator")
        #expect(separators.count == 1)
        #expect(separators.first.map { $0.rect.minX > thumb.rect.maxX + 1 } == true)
        #expect(items.filter { $0.kind == "hl" }.isEmpty)
    }

    @Test func thePageDrawsTheTrackAndTheThumbRounded() async throws {
        let found = try await evaluate("""
            const boxes = [...document.querySelectorAll('#kumiko div')];
            const track = boxes.find(e => getComputedStyle(e).backgroundColor === 'rgba(118, 118, 128, 0.12)');
            const thumb = boxes.find(e => getComputedStyle(e).boxShadow !== 'none');
            return JSON.stringify([track.offsetHeight, getComputedStyle(track).borderRadius, thumb.offsetHeight,
              getComputedStyle(thumb).borderRadius, getComputedStyle(thumb).backgroundColor]);
            """, in: Segments(), size: Self.phone)
        #expect(found == #"[32,"9px",28,"7px","rgb(255, 255, 255)"]"#)
    }

    // MARK: Swipe actions

    private struct Contacts: View {
        var body: some View {
            List {
                ForEach(["Juan Chavez", "Mei Chen"], id: \.self) { name in
                    VStack(alignment: .leading) { Text(name); Text("(408) 555-4301") }
                        .swipeActions {
                            Button("Call") {}.tint(.green)
                            Button("Email") {}.tint(.blue)
                            Button("Delete", role: .destructive) {}
                        }
                }
            }
        }
    }

    /// The frame for `Contacts` with the first row's trailing swipe actions revealed (← on it).
    private func revealedActions() throws -> String {
        let graph = ViewGraph(root: Contacts(), environment: .web(.points))
        graph.settle(proposal: ProposedViewSize(width: Self.phone.width, height: Self.phone.height))
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        #expect(graph.sendKey(KeyPress(key: .leftArrow)))
        graph.settle(proposal: ProposedViewSize(width: Self.phone.width, height: Self.phone.height))
        return WebFrameEncoder.encode(graph.displayList(), size: Self.phone, sequence: 1)
    }

    @Test func revealedSwipeActionsAreFullHeightButtonsInTheirTints() throws {
        let items = try #require(JSONValue.parse(try revealedActions())).items
        let buttons = chrome(items, "rowAction")
        #expect(buttons.map { $0["title"]?.string } == ["Call", "Email", "Delete"])
        #expect(buttons.map { $0["tint"]?.string } == ["rgba(52,199,89,1)", "rgba(0,122,255,1)", "var(--fg)"])
        #expect(buttons.map { $0["destructive"]?.int } == [0, 0, 1])
        // Edge to edge: each starts where the one before ends, the last at the row's end, all the row's height.
        let frames = buttons.map(\.rect)
        let row = try #require(chrome(items, "groupedRowBox").first).rect
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxX == $1.minX })
        #expect(frames.last?.maxX == row.maxX)
        #expect(frames.allSatisfy { $0.minY == row.minY && $0.height == row.height })
        // Over the row's text for the actions.
        let lastText = try #require(items.lastIndex { $0.kind == "t" && $0.text.contains("Call") })
        #expect(items.firstIndex { $0["kind"]?.string == "rowAction" }! > lastText)
    }

    @Test func thePageDrawsSwipeButtonsWithWhiteTitles() async throws {
        let page = WebPage(title: "Kumiko", fonts: WebFonts.load(), frame: try revealedActions())
        let found = try await evaluate("""
            return JSON.stringify([...document.querySelectorAll('#kumiko div')].filter(e => ['Call', 'Email', 'Delete'].includes(e.textContent))
              .map(e => [e.textContent, getComputedStyle(e).backgroundColor, getComputedStyle(e).color, e.offsetHeight > 44]));
            """, in: page, size: Self.phone)
        #expect(found == #"[["Call","rgb(52, 199, 89)","rgb(255, 255, 255)",true],"#
            + #"["Email","rgb(0, 122, 255)","rgb(255, 255, 255)",true],["Delete","rgb(255, 59, 48)","rgb(255, 255, 255)",true]]"#)
    }

    // MARK: System symbols

    @Test func symbolsWithADrawingOfOurOwnAreInlineSVGAndTheOthersKeepAGlyph() async throws {
        let view = HStack {
            Image(systemName: "phone")
            Image(systemName: "star.fill")
            Image(systemName: "gear")
        }
        .foregroundColor(.secondary)
        let found = try await evaluate("""
            const symbols = [...document.querySelectorAll('#kumiko > div')].filter(e => e.querySelector('svg') || e.textContent);
            return JSON.stringify(symbols.map(e => {
              const path = e.querySelector('svg path');
              return path ? ['svg', getComputedStyle(path).stroke, getComputedStyle(path).fill, e.querySelector('svg').getAttribute('width') > 0]
                          : ['glyph', e.textContent];
            }));
            """, in: view, size: CGSize(width: 200, height: 44))
        #expect(found == #"[["svg","rgba(60, 60, 67, 0.6)","none",true],["svg","rgba(60, 60, 67, 0.6)","rgba(60, 60, 67, 0.6)",true],["glyph","⚙"]]"#)
    }

    @Test func aRowsDisclosureIndicatorIsTheChevronDrawing() async throws {
        let view = NavigationStack { List { NavigationLink("Juan Chavez") { Text("Details") } } }
        let found = try await evaluate("""
            const path = [...document.querySelectorAll('#kumiko svg path')].map(p => p.getAttribute('d'));
            return JSON.stringify(path);
            """, in: view, size: Self.phone)
        #expect(found == #"["M9 4.5l7.5 7.5-7.5 7.5"]"#)
    }

    // MARK: The table

    private struct People: View {
        struct Person: Identifiable { let id: Int; let name: String; let city: String }
        @State var search = ""
        let people = [Person(id: 1, name: "Ana", city: "Oslo"), Person(id: 2, name: "Bo", city: "Lima")]
        var body: some View {
            NavigationStack {
                Table(people) {
                    TableColumn("Name", value: \.name)
                    TableColumn("City", value: \.city)
                }
                .searchable(text: $search, prompt: "Search by name")
                .navigationTitle("People")
            }
        }
    }

    @Test func aSearchFieldAboveAnInsetGroupedListIsAlignedWithTheLargeTitle() throws {
        // On an iPhone the search field of a searchable List sits in the navigation bar, 16 pt in from the screen's
        // edges like the large title, while the inset grouped boxes below are 16 pt in on their own (Apple's "Displaying
        // data in lists" screenshots, the seeds' Staff Directory).
        let view = NavigationStack {
            List { Section("Sales") { Text("Juan Chavez") } }
                .listStyle(.insetGrouped)
                .navigationTitle("Staff")
                .searchable(text: .constant(""), prompt: "Search by name")
        }
        let items = try WebFrames.items(of: view, size: Self.phone)
        let field = try #require(chrome(items, "searchField").first).rect
        let title = try #require(items.first { $0.kind == "t" && $0.text == "Staff" }).rect
        let box = try #require(items.first { $0.kind == "c" && $0["kind"]?.string == "groupedRowBox" }).rect
        #expect(title.minX == 16)
        #expect(field.minX == 16)
        #expect(field.width == Self.phone.width - 32)
        #expect(box.minX == 16)
        #expect(box.width == Self.phone.width - 32)
    }

    @Test func aTablesSearchFieldIsAboveItsHeader() throws {
        let items = try WebFrames.items(of: People(), size: Self.desktop)
        let field = try #require(chrome(items, "searchField").first).rect
        let header = try #require(items.first { $0.kind == "t" && $0.text == "Name" }).rect
        let rule = try #require(chrome(items, "tableHeaderRule").first).rect
        let firstRow = try #require(items.first { $0.kind == "t" && $0.text == "Ana" }).rect
        // Title, search field, header, rows, top to bottom, none overlapping.
        #expect(field.maxY <= header.minY)
        #expect(rule.maxY <= firstRow.minY)
        #expect(field.minX == 16)
        #expect(field.width == Self.desktop.width - 32)
    }

    @Test func aClickOnTheTablesSearchFieldAboveTheHeaderStartsASearch() throws {
        let graph = ViewGraph(root: People(), environment: .web(.points))
        let proposal = ProposedViewSize(width: Self.desktop.width, height: Self.desktop.height)
        graph.settle(proposal: proposal)
        func field() throws -> JSONValue {
            let frame = WebFrameEncoder.frame(items: WebFrameEncoder.items(of: graph), size: Self.desktop, sequence: 1)
            let items = try #require(JSONValue.parse(frame)).items
            return try #require(items.first { $0.kind == "in" && $0["kind"]?.string == "search" })
        }
        #expect(try field()["f"] == nil)
        let rect = try field().rect
        graph.sendClick(at: CGPoint(x: rect.midX, y: rect.midY))
        graph.settle(proposal: proposal)
        #expect(try field()["f"]?.int == 1)
    }

    // MARK: Keyboard traits

    private struct Form: View {
        @State var email = ""
        @State var phone = ""
        @State var name = ""
        var body: some View {
            VStack {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .autocorrectionDisabled()
                    .textInputAutocapitalization(.never)
                TextField("Phone", text: $phone).keyboardType(.phonePad).textContentType(.telephoneNumber)
                TextField("Name", text: $name)
            }
        }
    }

    @Test func aFieldsKeyboardTraitsBecomeItsInputsAttributes() async throws {
        let found = try await evaluate("""
            return JSON.stringify([...document.querySelectorAll('#kumiko input')].map(e =>
              ['inputmode', 'autocomplete', 'spellcheck', 'autocorrect', 'autocapitalize'].map(a => e.getAttribute(a))));
            """, in: Form(), size: CGSize(width: 390, height: 300))
        #expect(found == #"[["email","email","false","off","none"],["tel","tel",null,null,null],[null,null,null,null,null]]"#)
    }

    // MARK: TextEditor

    private struct Notes: View {
        @State var text = "First line"
        var body: some View {
            VStack {
                TextEditor(text: $text).frame(height: 120)
                Text("Lines: \(text.split(separator: "\n").count)")
            }
        }
    }

    /// The items of what `graph` shows now, as a session's frame.
    private func frameItems(_ graph: ViewGraph) throws -> [JSONValue] {
        let frame = WebFrameEncoder.frame(items: WebFrameEncoder.items(of: graph), size: Self.phone, sequence: 1)
        return try #require(JSONValue.parse(frame)).items
    }

    @Test func aTextEditorIsThePagesOwnMultiLineFieldWhoseTextTheServerTakes() throws {
        let graph = ViewGraph(root: Notes(), environment: .web(.points))
        graph.settle(proposal: ProposedViewSize(width: Self.phone.width, height: Self.phone.height))
        let field = try #require(try frameItems(graph).first { $0.kind == "in" })
        #expect(field["kind"]?.string == "textarea")
        #expect(field["v"]?.string == "First line")
        #expect(field.rect.height == 120)
        // What the user makes of it in the page, line breaks included, is the app's text.
        let id = ViewIdentity(rawValue: UInt64(try #require(field["id"]?.int)))
        #expect(graph.sendText("First line\nSecond line", cursor: 22, toInput: id))
        graph.settle(proposal: ProposedViewSize(width: Self.phone.width, height: Self.phone.height))
        let items = try frameItems(graph)
        #expect(items.first { $0.kind == "in" }?["v"]?.string == "First line\nSecond line")
        #expect(items.contains { $0.kind == "t" && $0.text == "Lines: 2" })
    }

    @Test func thePageDrawsATextEditorAsATextarea() async throws {
        let found = try await evaluate("""
            const area = document.querySelector('#kumiko textarea.in');
            return JSON.stringify([area.value, area.offsetHeight, getComputedStyle(area).resize]);
            """, in: Notes(), size: Self.phone)
        #expect(found == #"["First line",120,"none"]"#)
    }
}
