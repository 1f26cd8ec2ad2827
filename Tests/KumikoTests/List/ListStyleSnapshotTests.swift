import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore
@testable import KumikoTerminal

extension ListTests {
    /// Exact snapshots of each list style, each line derived from ListRowElement's rules:
    /// - rows have one column of padding at each side;
    /// - `.insetGrouped` (= `.automatic`): each section's rows in a rounded box, headers above it, footers
    ///   below it (text at column 2: box + padding);
    /// - `.inset`: a two-column margin at each side (text at column 3);
    /// - `.plain`, `.grouped`, `.sidebar`: text at column 1;
    /// - `.grouped`, `.insetGrouped`: a blank line above each section after the first;
    /// - separators (`─`, from the row's text column to its trailing edge) only under rows of more than one
    ///   line, unless `.listRowSeparator(.visible/.hidden)`; never under a section's last row.
    @MainActor
    @Suite struct ListStyleSnapshotTests {
        /// Two sections: a titled one of two rows, and one with a header and a footer (12 columns).
        private func sections() -> some View {
            List {
                Section("Fruit") { Text("Apple"); Text("Pear") }
                Section { Text("Kale") } header: { Text("Veg") } footer: { Text("Fresh") }
            }
        }

        /// Rows of one and two lines, with and without separator overrides (no sections).
        private func separators() -> some View {
            List {
                VStack(alignment: .leading, spacing: 0) { Text("Two"); Text("lines") }
                Text("One")
                Text("Seen").listRowSeparator(.visible)
                VStack(alignment: .leading, spacing: 0) { Text("No"); Text("rule") }.listRowSeparator(.hidden)
                Text("Last").listRowSeparator(.visible)
            }
        }

        private func text<V: View>(_ view: V, columns: Int, rows: Int) -> String {
            ListHarness(view, columns: columns, rows: rows).render()
        }

        // MARK: Sections

        private let insetGroupedSectionsText = screen(
            "  Fruit",
            "╭──────────╮",
            "│ Apple    │",
            "│ Pear     │",
            "╰──────────╯",
            "",
            "  Veg",
            "╭──────────╮",
            "│ Kale     │",
            "╰──────────╯",
            "  Fresh")

        @Test func defaultStyleIsInsetGrouped() {
            #expect(text(sections(), columns: 12, rows: 11) == insetGroupedSectionsText)
        }

        @Test func automaticSections() {
            #expect(text(sections().listStyle(.automatic), columns: 12, rows: 11) == insetGroupedSectionsText)
        }

        @Test func insetGroupedSections() {
            #expect(text(sections().listStyle(.insetGrouped), columns: 12, rows: 11) == insetGroupedSectionsText)
        }

        @Test func plainSections() {
            #expect(text(sections().listStyle(.plain), columns: 12, rows: 6)
                    == screen(" Fruit", " Apple", " Pear", " Veg", " Kale", " Fresh"))
        }

        @Test func insetSections() {
            #expect(text(sections().listStyle(.inset), columns: 12, rows: 6)
                    == screen("   Fruit", "   Apple", "   Pear", "   Veg", "   Kale", "   Fresh"))
        }

        @Test func groupedSections() {
            #expect(text(sections().listStyle(.grouped), columns: 12, rows: 7)
                    == screen(" Fruit", " Apple", " Pear", "", " Veg", " Kale", " Fresh"))
        }

        @Test func sidebarSections() {
            #expect(text(sections().listStyle(.sidebar), columns: 12, rows: 6)
                    == screen(" Fruit", " Apple", " Pear", " Veg", " Kale", " Fresh"))
        }

        // MARK: Separators

        @Test func insetGroupedSeparators() {
            #expect(text(separators(), columns: 10, rows: 11) == screen(
                "╭────────╮",
                "│ Two    │",
                "│ lines  │",
                "│ ───────│",
                "│ One    │",
                "│ Seen   │",
                "│ ───────│",
                "│ No     │",
                "│ rule   │",
                "│ Last   │",
                "╰────────╯"))
        }

        private let flatSeparators = screen(
            " Two",
            " lines",
            " ─────────",
            " One",
            " Seen",
            " ─────────",
            " No",
            " rule",
            " Last")

        @Test func plainSeparators() {
            #expect(text(separators().listStyle(.plain), columns: 10, rows: 9) == flatSeparators)
        }

        @Test func groupedSeparators() {
            #expect(text(separators().listStyle(.grouped), columns: 10, rows: 9) == flatSeparators)
        }

        @Test func sidebarSeparators() {
            #expect(text(separators().listStyle(.sidebar), columns: 10, rows: 9) == flatSeparators)
        }

        @Test func insetSeparators() {
            #expect(text(separators().listStyle(.inset), columns: 12, rows: 9) == screen(
                "   Two",
                "   lines",
                "   ───────",
                "   One",
                "   Seen",
                "   ───────",
                "   No",
                "   rule",
                "   Last"))
        }

        @Test func noSeparatorUnderTheLastRowOfASection() {
            let view = List {
                Section { VStack(alignment: .leading, spacing: 0) { Text("a"); Text("b") } }
                Section { VStack(alignment: .leading, spacing: 0) { Text("c"); Text("d") } }
            }.listStyle(.plain)
            #expect(text(view, columns: 6, rows: 4) == screen(" a", " b", " c", " d"))
        }

        @Test func separatorIsDimAndTintable() throws {
            let view = List {
                Text("a").listRowSeparator(.visible)
                Text("b").listRowSeparator(.visible).listRowSeparatorTint(.red)
                Text("c")
            }.listStyle(.plain)
            let image = try #require(ListHarness(view, columns: 4, rows: 5).image)
            #expect(image.plainText == screen(" a", " ───", " b", " ───", " c"))
            #expect(image.buffer[1, 1].foreground == TerminalChrome.color)
            #expect(image.buffer[1, 3].foreground == Color.red.resolved())
        }

        // MARK: Headers

        @Test func plainAndSidebarHeadersAreBoldOthersSecondary() throws {
            let secondary = ResolvedColor(red: 0.557, green: 0.557, blue: 0.576)
            func header<S: ListStyle>(_ style: S, column: Int) throws -> Cell {
                let view = List { Section("H") { Text("r") } }.listStyle(style)
                let image = try #require(ListHarness(view, columns: 8, rows: 3).image)
                let cell = image.buffer[column, 0]
                #expect(cell.character == "H")
                return cell
            }
            #expect(try header(.plain, column: 1).style.contains(.bold))
            #expect(try header(.sidebar, column: 1).style.contains(.bold))
            #expect(try header(.grouped, column: 1).foreground == secondary)
            #expect(try header(.inset, column: 3).foreground == secondary)
            #expect(try header(.insetGrouped, column: 2).foreground == secondary)
            #expect(try !header(.grouped, column: 1).style.contains(.bold))
        }

        // MARK: Row chrome in every style

        @Test func multiLineRowByWrapping() {
            // "one two" cannot fit the 5 columns left by the padding in 7: it wraps to two lines, so a
            // separator follows (the row is not the section's last).
            let view = List { Text("one two"); Text("x") }.listStyle(.plain)
            #expect(text(view, columns: 7, rows: 4) == screen(" one", " two", " ──────", " x"))
        }

        @Test func listRowInsetsReplaceThePadding() {
            let view = List {
                Text("flush").listRowInsets(EdgeInsets())
                Text("deep").listRowInsets(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 0))
                Text("tall").listRowInsets(EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8))
            }.listStyle(.plain)
            #expect(text(view, columns: 10, rows: 5) == screen("flush", "    deep", "", " tall", ""))
        }

        @Test func insetGroupedRowWithZeroInsetsTouchesTheBox() {
            let view = List { Text("abc").listRowInsets(EdgeInsets()) }
            #expect(text(view, columns: 6, rows: 3) == screen("╭────╮", "│abc │", "╰────╯"))
        }

        @Test func listRowBackgroundFillsTheRow() throws {
            let view = List { Text("a").listRowBackground(Color.red); Text("b") }.listStyle(.plain)
            let image = try #require(ListHarness(view, columns: 4, rows: 2).image)
            #expect((0..<4).map { image.buffer[$0, 0].background } == Array(repeating: Color.red.resolved(), count: 4))
            #expect((0..<4).map { image.buffer[$0, 1].background } == [nil, nil, nil, nil])
        }

        // MARK: The seed's PlainList

        @Test func seedPlainListRowsAreFlushAtColumnZero() {
            let view = PlainList(["SwiftUI", "SwiftData", "Combine"], id: \.self) { Text($0) }
            #expect(text(view, columns: 12, rows: 3) == screen("SwiftUI", "SwiftData", "Combine"))
        }

        @Test func seedPlainListMultiLineRowsHaveNoSeparator() {
            let view = PlainList(["a b", "c"], id: \.self) { Text($0) }
            // "a b" wraps in 2 columns; `.listRowSeparator(.hidden)` keeps the rows touching.
            #expect(text(view, columns: 2, rows: 3) == screen("a", "b", "c"))
        }

        @Test func seedPlainListMinimumRowHeightZeroLetsEmptyRowsCollapse() {
            let view = PlainList([0, 1, 2], id: \.self) { n in
                VStack(spacing: 0) { if n != 1 { Text("r\(n)") } }
            }
            #expect(text(view, columns: 4, rows: 2) == screen("r0", "r2"))
        }

        @Test func seedContentViewTwoPlainListsSideBySide() {
            let books: [Book] = [.init(id: 1, title: "Joel on Software"), .init(id: 2, title: "ハッカーと画家")]
            let strings = ["SwiftUI", "SwiftData", "Combine"]
            let view = HStack(alignment: .top) {
                // id引数の指定なし
                PlainList(books) { book in
                    Text("\(book.title)")
                }
                // id引数の指定あり
                PlainList(strings, id: \.self) { string in
                    Text(string)
                }
            }
            // 41 columns: 20 for each list, one of spacing between them.
            #expect(text(view, columns: 41, rows: 3) == screen(
                "Joel on Software     SwiftUI",
                "ハッカーと画家       SwiftData",
                "                     Combine"))
        }
    }
}

// The seed's PlainList (shared/conformance/seed-units/plainlist-3-final.swift), as written; nested in `ListTests` so that its names
// cannot collide with other tests.

extension ListTests {
    // id指定ありのバージョン
    struct PlainList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
        private var data: Data
        private var id: KeyPath<Data.Element, ID>
        @ViewBuilder private var content: (Data.Element) -> Content

        init(
            _ data: Data,
            id: KeyPath<Data.Element, ID>,
            content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            self.id = id
            self.content = content
        }

        var body: some View {
            List {
                ForEach(data, id: id) { data in
                    content(data)
                        .listRowSeparator(.hidden)
                        .listRowInsets(.init())
                }
            }
            .listStyle(.plain)
            .environment(\.defaultMinListRowHeight, 0)
        }
    }

    struct Book: Identifiable {
        var id: Int
        var title: String
    }
}

// id指定なしのバージョン
extension ListTests.PlainList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(
        _ data: Data,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \Data.Element.id, content: content)
    }
}

