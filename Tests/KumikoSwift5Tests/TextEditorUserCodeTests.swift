// `TextEditor` as SwiftUI user code writes it, compiled in the Swift 5 language mode with `import Kumiko` alone:
// typing, Return, the arrows, Backspace and pastes edit the bound text; long text wraps and scrolls in the
// editor's frame.
import Kumiko
import Testing

private final class NotesLog {
    var text = ""
}

private struct NotesEditor: View {
    let log: NotesLog
    @State private var notes = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("Notes")
            TextEditor(text: $notes)
                .font(.body)
                .foregroundColor(.primary)
                .scrollContentBackground(.hidden)
                .background(Color.yellow.opacity(0.1))
                .frame(height: 48)
                .onChange(of: notes) { log.text = $0 }
            Text("\(notes.count) characters")
        }
    }
}

@MainActor
@Test func textEditorTypesLinesAndEditsThem() {
    let log = NotesLog()
    let terminal = TestTerminal(columns: 30, rows: 8) { NotesEditor(log: log) }
    terminal.press(.tab)
    terminal.type("Hello")
    terminal.press(.return)
    terminal.type("world")
    _ = terminal.screen  // draws the frame, which runs `onChange`
    #expect(log.text == "Hello\nworld")
    // ↑ goes to the line above at the same column, ← and ⌫ edit there.
    terminal.press(.upArrow)
    terminal.press(.delete)
    _ = terminal.screen  // draws the frame, which runs `onChange`
    #expect(log.text == "Hell\nworld")
    terminal.press(.downArrow)
    terminal.press(.end)
    terminal.type("!")
    _ = terminal.screen  // draws the frame, which runs `onChange`
    #expect(log.text == "Hell\nworld!")
    let lines = terminal.screen.components(separatedBy: "\n")
    #expect(lines.contains { $0.hasPrefix("Hell") })
    #expect(lines.contains { $0.hasPrefix("world!") })
    #expect(terminal.screen.contains("11 characters"))
}

@MainActor
@Test func textEditorKeepsLineBreaksOfAPasteAndScrollsToTheCaret() {
    let log = NotesLog()
    let terminal = TestTerminal(columns: 30, rows: 8) { NotesEditor(log: log) }
    terminal.press(.tab)
    terminal.paste("one\r\ntwo\nthree\nfour\nfive")
    _ = terminal.screen  // draws the frame, which runs `onChange`
    #expect(log.text == "one\ntwo\nthree\nfour\nfive")
    // 48 points are three lines: the last three, where the caret is, are shown.
    let screen = terminal.screen
    #expect(screen.contains("three"))
    #expect(screen.contains("five"))
    #expect(!screen.contains("one"))
    terminal.press(.upArrow)
    terminal.press(.upArrow)
    terminal.press(.upArrow)
    #expect(terminal.screen.contains("two"))
    #expect(!terminal.screen.contains("five"))
}

@MainActor
@Test func textEditorWrapsLongLinesAndHonoursLineLimit() {
    let renderer = ImageRenderer(content: TextEditor(text: .constant("alpha beta gamma delta epsilon")).lineLimit(2))
    renderer.proposedSize = ProposedViewSize(width: 96, height: nil)
    let lines = (renderer.terminalImage?.plainText ?? "").components(separatedBy: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    // 12 columns, a caret's column kept at each line's end: words wrap after the last space that fits, and only
    // two lines are shown.
    #expect(lines == ["alpha beta", "gamma delta"])
}
