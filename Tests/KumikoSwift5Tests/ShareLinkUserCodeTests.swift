// `ShareLink` and `Transferable` as SwiftUI user code writes them, compiled in the Swift 5 language mode with
// `import Kumiko` alone: every initialiser family and a model type with each kind of representation.
import Kumiko
import Testing

private struct Recipe: Codable, Transferable {
    var title: String
    var steps: [String]

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
        DataRepresentation(exportedContentType: .plainText) { recipe in Data(recipe.title.utf8) }
        FileRepresentation(exportedContentType: .pdf) { recipe in
            SentTransferredFile(URL(fileURLWithPath: "/tmp/\(recipe.title).pdf"))
        }
        .suggestedFileName("Recipe.pdf")
    }
}

private struct Photo: Transferable {
    var caption: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.caption)
    }
}

private struct ShareScreen: View {
    let recipe = Recipe(title: "Soup", steps: ["Boil"])
    let link = URL(string: "https://example.com")!

    var body: some View {
        VStack(alignment: .leading) {
            ShareLink(item: link)
            ShareLink("Send recipe", item: recipe, preview: SharePreview("Soup", image: Image(systemName: "fork.knife")))
            ShareLink(item: "Some text", subject: Text("Subject"), message: Text("Message")) {
                Label("Share text", systemImage: "text.bubble")
            }
            ShareLink(items: [Photo(caption: "A"), Photo(caption: "B")]) { photo in
                SharePreview(photo.caption)
            } label: {
                Text("Share photos")
            }
            ShareLink(Text("Send link"), item: link, message: Text("Look"))
            ShareLink(items: ["a", "b"])
        }
    }
}

@MainActor
@Test func shareLinksShowTheirLabels() {
    let terminal = TestTerminal(columns: 40, rows: 10) { ShareScreen() }
    let lines = terminal.screen.components(separatedBy: "\n")
    // The default label: "Share" with the square.and.arrow.up symbol's glyph.
    #expect(lines[0].contains("↥") && lines[0].contains("Share"))
    #expect(lines[1].contains("Send recipe"))
    #expect(lines[2].contains("Share text"))
    #expect(lines[3].contains("Share photos"))
    #expect(lines[4].contains("Send link"))
    #expect(lines[5].contains("Share"))
    // Activating a link shares nothing (it says so once on stderr) and leaves the screen as it was.
    terminal.press(.tab)
    terminal.press(.return)
    #expect(terminal.screen.components(separatedBy: "\n")[1].contains("Send recipe"))
}

@Test func builtInTypesAreTransferable() {
    func representation<T: Transferable>(of type: T.Type) -> Any { T.transferRepresentation }
    #expect(representation(of: String.self) is DataRepresentation<String>)
    #expect(representation(of: URL.self) is DataRepresentation<URL>)
    #expect(representation(of: Data.self) is DataRepresentation<Data>)
    #expect(UTType.json.preferredFilenameExtension == "json")
    #expect(UTType(filenameExtension: "PNG") == .png)
    #expect(UTType(exportedAs: "com.example.recipe").identifier == "com.example.recipe")
}
