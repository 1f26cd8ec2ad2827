// A typical animated screen as SwiftUI user code writes it (withAnimation with a completion, animation(_:value:),
// a Binding's animation, a transaction modifier, transitions), compiled in the Swift 5 language mode with
// `import Kumiko` alone: a terminal shows each change's end state at once, and runs completions right away.
import Kumiko
import Testing

struct FavouritesScreen: View {
    @State private var names = ["Ann", "Bob", "Cy"]
    @State private var showsBanner = false
    @State private var zoomed = false
    @State private var status = "ready"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(status)
            if showsBanner {
                Text("Saved!")
                    .transition(.asymmetric(insertion: .move(edge: .top).combined(with: .opacity), removal: .scale))
            }
            ForEach(names, id: \.self) { name in
                Text(name).transition(.slide)
            }
            Text(zoomed ? "big" : "small")
                .animation(.spring(response: 0.4, dampingFraction: 0.7), value: zoomed)
                .transaction { transaction in
                    if zoomed { transaction.animation = .snappy }
                }
            Toggle("Zoom", isOn: $zoomed.animation(.easeInOut(duration: 0.2)))
            Button("Remove Bob") {
                withAnimation(.bouncy) {
                    names.removeAll { $0 == "Bob" }
                    showsBanner = true
                } completion: {
                    status = "removed"
                }
            }
        }
    }
}

@MainActor
@Test func anAnimatedScreenShowsEachChangesEndStateAtOnce() {
    let terminal = TestTerminal(columns: 30, rows: 8) { FavouritesScreen() }
    terminal.showsKeyHelp = false
    #expect(terminal.screen.hasPrefix("ready\nAnn\nBob\nCy\nsmall\n"))
    let lines = terminal.screen.components(separatedBy: "\n")
    guard let row = lines.firstIndex(where: { $0.contains("Remove Bob") }),
          let start = lines[row].range(of: "Remove Bob") else {
        Issue.record("no button in \(terminal.screen)")
        return
    }
    terminal.click(column: lines[row].distance(from: lines[row].startIndex, to: start.lowerBound) + 1, row: row)
    // The rows and the banner are at their end state, and the completion has run.
    #expect(terminal.screen.hasPrefix("removed\nSaved!\nAnn\nCy\nsmall\n"))
}
