// Apple's documentation examples of styles that decorate the platform's own look (a border, a shadow), compiled
// in the Swift 5 language mode with `import Kumiko`, rendered on the headless points platform of the tests: what a
// backend that can draw them receives is what the example asks for.
import Kumiko
import KumikoTestSupport
import Testing

/// From https://developer.apple.com/documentation/swiftui/button/init(_:): "the following style adds a red border
/// around the button, but otherwise preserves the button's current style".
struct RedBorderedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .border(Color.red)
    }
}

@MainActor
@Test func theRedBorderedButtonKeepsItsLookInsideARedBorder() throws {
    let rendering = renderHeadless(Button("Sign In") {}.buttonStyle(RedBorderedButtonStyle()), width: 393, height: nil)
    let title = try #require(rendering.displayList.texts.first { $0.lineStrings == ["Sign In"] })
    // `border` strokes a 1 pt rectangle around the button's frame, over it, in red.
    let border = try #require(rendering.displayList.shapes.last)
    #expect(border.stroke?.color == ResolvedColor(red: 1, green: 0.231, blue: 0.188))
    #expect(border.stroke?.lineWidth == 1)
    #expect(border.path.boundingRect.contains(title.frame))
    #expect(border.path.boundingRect.size == rendering.size)
}

/// From https://developer.apple.com/documentation/swiftui/progressview ("Styling progress views"): a style that
/// adds a dark blue shadow to the standard look.
struct ShadowedProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .shadow(color: Color(red: 0, green: 0, blue: 0.6),
                    radius: 4.0, x: 1.0, y: 2.0)
    }
}

@MainActor
@Test func theShadowedProgressViewCarriesItsShadowToTheBackend() throws {
    let rendering = renderHeadless(ProgressView(value: 0.25).progressViewStyle(ShadowedProgressViewStyle()), width: 200, height: nil)
    let items = rendering.displayList.items
    let shadow = items.compactMap { item -> (ResolvedColor, CGFloat, CGSize)? in
        if case .beginEffect(.shadow(let color, let radius, let offset)) = item { return (color, radius, offset) }
        return nil
    }
    #expect(shadow.count == 1)
    #expect(shadow.first?.0 == ResolvedColor(red: 0, green: 0, blue: 0.6))
    #expect(shadow.first?.1 == 4)
    #expect(shadow.first?.2 == CGSize(width: 1, height: 2))
    // The standard look is drawn inside the shadow: everything between its begin and its end.
    guard case .beginEffect? = items.first, case .endEffect? = items.last else {
        Issue.record("the shadow does not wrap the progress view: \(items)")
        return
    }
    #expect(items.count > 2)
}

@MainActor
@Test func theRedBorderedButtonStillRunsItsActionFromTheKeyboard() {
    let counter = PressCounter()
    let terminal = TestTerminal(columns: 12, rows: 4) {
        Button("Go") { counter.count += 1 }.buttonStyle(RedBorderedButtonStyle())
    }
    terminal.showsKeyHelp = false
    #expect(terminal.screen.contains("Go"))
    terminal.press(.return)
    #expect(counter.count == 1)
    // A click on the title (inside the border) runs it too.
    let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = lines.firstIndex { $0.contains("Go") } ?? 0
    let line = lines[row]
    let column = line.firstIndex(of: "G").map { line.distance(from: line.startIndex, to: $0) } ?? 0
    terminal.click(column: column, row: row)
    #expect(counter.count == 2, "\(terminal.screen)")
}
