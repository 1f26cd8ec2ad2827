// Previews as SwiftUI users write them, in a file that says `import SwiftUI` (Kumiko's SwiftUI product), in the
// Swift 5 language mode: `#Preview` in its forms (a name, traits, `@Previewable` state), the older
// `PreviewProvider` with its modifiers, and `@Entry`. The tests find them the way `--previews` does.
import SwiftUI
import Testing

struct GreetingRow: View {
    var name: String
    @Environment(\.greetingWord) private var word
    var body: some View { Text("\(word), \(name)!") }
}

extension EnvironmentValues {
    @Entry var greetingWord: String = "Hello"
    @Entry var greetingCount: Int?
}

#Preview {
    GreetingRow(name: "Ada")
}

#Preview("Row that fits", traits: .sizeThatFitsLayout) {
    GreetingRow(name: "Grace")
        .environment(\.greetingWord, "Hi")
}

#Preview("Landscape", traits: .landscapeLeft) {
    Text("Wide")
}

#Preview("Counter") {
    @Previewable @State var count = 3
    VStack {
        Text("Count: \(count)")
        Button("More") { count += 1 }
    }
}

struct GreetingRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            GreetingRow(name: "Linus")
                .previewDisplayName("Linus")
            GreetingRow(name: "Ken")
                .previewLayout(.fixed(width: 200, height: 40))
                .previewDisplayName("Ken, fixed")
        }
        ForEach(["iPhone SE (3rd generation)", "iPad Air"], id: \.self) { device in
            GreetingRow(name: device)
                .previewDevice(PreviewDevice(rawValue: device))
                .previewDisplayName(device)
        }
    }
}

@MainActor
private func screen(_ preview: Preview) -> String {
    let renderer = ImageRenderer(content: preview.content)
    renderer.proposedSize = preview.proposedSize
    return renderer.terminalImage?.plainText ?? "<no image>"
}

@MainActor
@Suite struct PreviewUserCodeTests {
    /// This file's previews (other files of the module have previews of their own).
    let previews = Preview.all(inModule: "KumikoSwift5Tests").filter {
        $0.fileID == "KumikoSwift5Tests/PreviewUserCodeTests.swift" || $0.fileID == "KumikoSwift5Tests/GreetingRow_Previews"
    }

    @Test func everyPreviewOfTheModuleIsFoundInSourceOrder() {
        #expect(previews.map(\.name) == [
            "PreviewUserCodeTests.swift:18", "Row that fits", "Landscape", "Counter",
            "Linus", "Ken, fixed", "iPhone SE (3rd generation)", "iPad Air",
        ])
        #expect(previews.first?.fileID == "KumikoSwift5Tests/PreviewUserCodeTests.swift")
        #expect(previews.first?.line == 18)
    }

    @Test func aPreviewRendersItsBodyWithTheEntrysDefaultOrItsEnvironment() {
        #expect(screen(previews[0]).contains("Hello, Ada!"))
        #expect(screen(previews[1]).contains("Hi, Grace!"))
        #expect(EnvironmentValues().greetingCount == nil)
    }

    @Test func traitsAndModifiersChooseTheProposedSize() {
        #expect(previews[0].proposedSize == ProposedViewSize(width: 390, height: 844))
        #expect(previews[1].layout == .sizeThatFits)
        #expect(previews[1].proposedSize == .unspecified)
        #expect(previews[2].orientation == .landscapeLeft)
        #expect(previews[2].proposedSize == ProposedViewSize(width: 844, height: 390))
        #expect(previews[5].proposedSize == ProposedViewSize(width: 200, height: 40))
        #expect(previews[6].proposedSize == ProposedViewSize(width: 375, height: 667))
        #expect(previews[7].proposedSize == ProposedViewSize(width: 820, height: 1180))
        #expect(screen(previews[6]).contains("Hello, iPhone SE (3rd generation)!"))
    }

    @Test func previewableStateIsTheViewsOwnAndChangesWithItsButtons() throws {
        let preview = previews[3]
        let terminal = TestTerminal(columns: 30, rows: 6) { preview.content }
        #expect(terminal.screen.contains("Count: 3"))
        let lines = terminal.screen.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("More") })
        let column = try #require(lines[row].range(of: "More")).lowerBound.utf16Offset(in: lines[row])
        terminal.click(column: column + 1, row: row)
        #expect(terminal.screen.contains("Count: 4"))
    }
}
