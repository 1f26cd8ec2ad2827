// `UIScreen.main.bounds` and `UIApplication.shared` as SwiftUI files that import only SwiftUI use them, compiled
// in the Swift 5 language mode with `import Kumiko` alone.
import Kumiko
import Testing

private struct SideBar: View {
    var body: some View {
        Text("Width \(Int(UIScreen.main.bounds.width)) scale \(Int(UIScreen.main.scale))")
            .frame(width: UIScreen.main.bounds.width - 30, height: 16)
    }
}

@MainActor
@Test func uiScreenBoundsAreTheSceneSize() {
    let renderer = ImageRenderer(content: SideBar())
    renderer.proposedSize = ProposedViewSize(width: 320, height: 200)
    #expect(renderer.terminalImage?.plainText.contains("Width 320 scale 1") == true)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 200))
    // A terminal's window in points: 40 columns × 10 rows of 8 × 16 points.
    let terminal = TestTerminal(columns: 40, rows: 10) { SideBar() }
    #expect(terminal.screen.contains("Width 320"))
    terminal.resize(columns: 60, rows: 10)
    _ = terminal.screen
    // As on iOS, the bounds are read when the body runs: a view that reads nothing that changed keeps its text.
    #expect(UIScreen.main.bounds.width == 480)
}

@MainActor
@Test func uiApplicationCannotOpenURLsInATerminal() {
    let url = URL(string: "https://example.com")!
    #expect(UIApplication.shared.canOpenURL(url) == false)
    var opened: Bool?
    UIApplication.shared.open(url, options: [:]) { opened = $0 }
    #expect(opened == false)
}
