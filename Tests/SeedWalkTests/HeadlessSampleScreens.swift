import Foundation
import Kumiko
import KumikoTestSupport
import Testing

/// The seed samples on the headless points platform (issue 12): iOS's metrics, a 1 pt grid and DejaVu Sans's
/// advances, no terminal code. Each renders in an iPhone's window, settles, keeps everything it draws finite and
/// inside the window, shows the texts its seed shows (in points, with real fonts), and has no terminal glyph in
/// its text: chrome reaches the display list as what it is, not as box-drawing characters.
@MainActor
@Suite struct HeadlessSampleScreens {
    /// An iPhone's window in points (iPhone 15, portrait: 393 × 852).
    static let phone = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// The samples' root views and texts each shows on its first screen (those of `pagination` and `pull to
    /// refresh` load their rows in a task, after the first frame).
    static let samples: [(name: String, view: AnyView, shows: [String])] = [
        ("adaptive stack", AnyView(AdaptiveStackSample.AdaptiveStackView()), ["Item 1", "Item 2", "Item 6"]),
        ("alert", AnyView(AlertSample.AlertExampleView()), ["Alerts", "Simple Alert", "Confirmation Dialog"]),
        ("full-screen cover", AnyView(FullScreenCoverSample.FullScreenCoverExample()), ["Show Full Screen"]),
        ("lazy grid", AnyView(LazyVGridSample.GridBasicsView()), ["Grid Layouts", "Fixed Columns", "Adaptive Columns"]),
        ("navigation stack", AnyView(NavigationStackSample.NavigationExampleView()), ["Items", "Item 0", "Tap to view details"]),
        ("pagination", AnyView(Pagination.PaginatedListView()), ["Paginated List"]),
        ("pinterest grid", AnyView(PinterestGridSample.PinterestLayoutView()), ["Item 1", "Item 2"]),
        ("programmatic navigation", AnyView(ProgrammaticNavigation.ProgrammaticNavigationView()), ["Home", "Go to Profile", "Deep Link Example"]),
        ("pull to refresh", AnyView(PullToRefresh.RefreshableListView()), ["Refreshable List"]),
        ("sheet", AnyView(SheetSample.SheetExampleView()), ["Show Basic Sheet", "Item 1"]),
        ("tab view", AnyView(TabViewSample.TabViewExample()), ["Home", "Post 1"]),
    ]

    /// Characters a terminal draws chrome with: none may reach a display list's text on this platform.
    static let terminalGlyphs = CharacterSet(charactersIn: "─│╭╮╰╯┃━▏›‹▸▾●○⊖≡▲▼█░")

    @Test(arguments: samples.indices)
    func aSampleRendersInPointsWithoutTheTerminal(_ index: Int) throws {
        let sample = Self.samples[index]
        let rendering = renderHeadless(sample.view, width: Self.phone.width, height: Self.phone.height)
        #expect(rendering.settled, "\(sample.name)")
        #expect(rendering.size.width <= Self.phone.width && rendering.size.height <= Self.phone.height, "\(sample.name): \(rendering.size)")
        let list = rendering.displayList
        let insane = list.placedRectangles.filter { !$0.isSane }
        #expect(insane.isEmpty, "\(sample.name): \(insane)")
        let outside = list.visibleRectangles.filter { !Self.phone.insetBy(dx: -0.5, dy: -0.5).contains($0) }
        #expect(outside.isEmpty, "\(sample.name): drawn outside the window: \(outside.prefix(3))")
        let lines = list.texts.flatMap(\.lineStrings)
        for text in sample.shows { #expect(lines.contains(text), "\(sample.name) shows \(text): \(lines.prefix(8))") }
        let glyphs = lines.filter { $0.unicodeScalars.contains(where: Self.terminalGlyphs.contains) }
        #expect(glyphs.isEmpty, "\(sample.name): \(glyphs)")
        // Every segment is set in a real font size (the platform's fonts, not cells).
        let sizes = list.texts.flatMap { $0.lines.flatMap { $0.segments.map { $0.style.font?.size ?? 17 } } }
        #expect(sizes.allSatisfy { $0.isFinite && $0 > 0 }, "\(sample.name)")
    }

    // 3.2.2 at an iPad's width (1024 pt, regular): the adaptive stack is a grid of two flexible columns, so its
    // first two cards share a line.
    @Test func theAdaptiveStackIsAGridOnAnIPad() throws {
        let rendering = renderHeadless(AdaptiveStackSample.AdaptiveStackView(), width: 1024, height: 768)
        let texts = rendering.displayList.texts
        let first = try #require(texts.first { $0.lineStrings == ["Item 1"] })
        let second = try #require(texts.first { $0.lineStrings == ["Item 2"] })
        #expect(first.frame.minY == second.frame.minY)
        #expect(second.frame.minX > first.frame.maxX)
    }

    // The navigation sample's title is in the bar at its top and its rows under it, each a line of body text
    // (17 pt, iOS's Large Dynamic Type size) and a caption-sized subtitle below it.
    @Test func theNavigationSampleHasItsTitleAboveItsRows() throws {
        let rendering = renderHeadless(NavigationStackSample.NavigationExampleView(), width: Self.phone.width, height: Self.phone.height)
        let texts = rendering.displayList.texts
        let title = try #require(texts.first { $0.lineStrings == ["Items"] })
        let row = try #require(texts.first { $0.lineStrings == ["Item 0"] })
        #expect(title.frame.maxY <= row.frame.minY)
        #expect(row.lines.first?.segments.first?.style.font?.size == 17)
        let chrome = rendering.displayList.chrome.map(\.kind)
        #expect(chrome.contains(.disclosureIndicator), "\(chrome)")
    }
}
