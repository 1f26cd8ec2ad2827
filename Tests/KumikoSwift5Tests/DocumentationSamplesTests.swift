// The code samples of the DocC catalog (Sources/KumikoCore/KumikoCore.docc), as its articles show them, built,
// rendered and driven here, each test asserting what the article says the sample shows. An article's sample
// changes only together with its copy here.
import SwiftUI
import Testing

// MARK: - Landing page and "Getting started": an app

// @main is left out: a test module has its own entry point. Everything else is the article's code.
struct HelloApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Pressed \(count) times")
            Button("Press me") { count += 1 }
        }
    }
}

// MARK: - "Getting started": a list that navigates

struct Planet: Identifiable, Hashable {
    let id: String
    let moons: Int
}

struct PlanetList: View {
    let planets = [
        Planet(id: "Mercury", moons: 0),
        Planet(id: "Earth", moons: 1),
        Planet(id: "Mars", moons: 2),
    ]

    var body: some View {
        NavigationStack {
            List(planets) { planet in
                NavigationLink(planet.id, value: planet)
            }
            .navigationTitle("Planets")
            .navigationDestination(for: Planet.self) { planet in
                Text("\(planet.id) has \(planet.moons) moons")
                    .navigationTitle(planet.id)
            }
        }
    }
}

// MARK: - "Bring your SwiftUI code": previews

struct WelcomeBanner: View {
    var name: String

    var body: some View {
        Text("Welcome, \(name)!")
            .padding()
            .border(.gray)
    }
}

#Preview("Welcome") {
    WelcomeBanner(name: "Ada")
}

#Preview("Welcome, small", traits: .sizeThatFitsLayout) {
    WelcomeBanner(name: "Grace")
}

struct WelcomeBanner_Previews: PreviewProvider {
    static var previews: some View {
        WelcomeBanner(name: "Linus")
            .previewDisplayName("Welcome, provider")
    }
}

// MARK: - "The terminal platform": points and cells

struct PersonCard: View {
    var name: String
    var phone: String

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            Text(name).font(.headline)
            Label(phone, systemImage: "phone")
                .foregroundColor(.secondary)
        }
        .padding()
        .border(.gray)
    }
}

struct SettingsPanel: View {
    @State private var notifications = true
    @State private var volume = 3

    var body: some View {
        VStack {
            Toggle("Notifications", isOn: $notifications)
            Stepper("Volume \(volume)", value: $volume, in: 0...10)
            ProgressView(value: 0.5)
        }
        .frame(width: 240)
    }
}

// MARK: - "Testing your views"

struct PersonRow: View {
    var name: String
    var phone: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(name).bold()
            Text(phone).foregroundStyle(.secondary)
        }
    }
}

/// The article's tests, as written there (a `@Suite` of its own, so they run as a user's would).
@MainActor
@Suite struct TestingYourViewsArticleSamples {
    @Test func personRowShowsNameAndPhone() throws {
        let renderer = ImageRenderer(content: PersonRow(name: "Mei Chen", phone: "(919) 555-2481"))
        renderer.proposedSize = ProposedViewSize(width: 160, height: nil)
        let image = try #require(renderer.terminalImage)
        #expect(image.plainText == """
            Mei Chen
            (919) 555-2481
            """)
        #expect(image.columns == 14)
        #expect(image.rows == 2)
    }

    @Test func personRowDrawsTheNameInBold() throws {
        let renderer = ImageRenderer(content: PersonRow(name: "Mei Chen", phone: "(919) 555-2481"))
        let image = try #require(renderer.terminalImage)
        #expect(image.ansiText.hasPrefix("\u{1B}[0;1mMei Chen"))
        #expect(image.svg.contains(#"font-weight="bold" xml:space="preserve">Mei Chen</text>"#))
    }

    @Test func pressingCounts() {
        let terminal = TestTerminal(columns: 30, rows: 6) { ContentView() }
        #expect(terminal.screen.contains("Pressed 0 times"))
        terminal.press(.return)
        #expect(terminal.screen.contains("Pressed 1 times"))
        terminal.click(column: 6, row: 1)
        #expect(terminal.screen.contains("Pressed 2 times"))
    }
}

// MARK: - What the articles say the samples show

@MainActor
@Suite struct DocumentationSamplesTests {
    @Test func theAppShowsItsCountAndReturnPressesTheFocusedButton() {
        let terminal = TestTerminal(app: HelloApp(), columns: 30, rows: 6)
        #expect(terminal.screen == """
            Pressed 0 times
                Press me



             ⏎ Press me  q quit
            """)
        terminal.press(.return)
        #expect(terminal.screen.contains("Pressed 1 times"))
        terminal.press(" ")
        #expect(terminal.screen.contains("Pressed 2 times"))
        #expect(!terminal.quitRequested)
        terminal.press("q")
        #expect(terminal.quitRequested)
    }

    @Test func ctrlCQuitsToo() {
        let terminal = TestTerminal(app: HelloApp(), columns: 30, rows: 6)
        terminal.press("c", modifiers: .control)
        #expect(terminal.quitRequested)
    }

    @Test func theListMovesWithTheArrowsOpensWithReturnAndGoesBackWithEscape() {
        let terminal = TestTerminal(columns: 40, rows: 8) { PlanetList() }
        #expect(terminal.screen == """
                            Planets
            ╭──────────────────────────────────────╮
            │ Mercury                            › │
            │ Earth                              › │
            │ Mars                               › │
            ╰──────────────────────────────────────╯

             ↑↓ move  q quit
            """)
        terminal.press(.downArrow)
        #expect(terminal.screen.contains("›Mercury"))
        terminal.press(.downArrow)
        #expect(terminal.screen.contains("›Earth"))
        terminal.press(.return)
        let lines = terminal.screen.components(separatedBy: "\n")
        #expect(lines[0] == "‹ Planets        Earth")
        #expect(terminal.screen.contains("Earth has 1 moons"))
        terminal.press(.escape)
        #expect(terminal.screen.contains("Planets"))
        #expect(!terminal.screen.contains("Earth has 1 moons"))
    }

    @Test func thePreviewsOfTheArticleAreFoundByName() {
        let previews = Preview.all(inModule: "KumikoSwift5Tests")
            .filter { $0.name.hasPrefix("Welcome") }
        #expect(previews.map(\.name) == ["Welcome", "Welcome, small", "Welcome, provider"])
        #expect(previews[0].proposedSize == ProposedViewSize(width: 390, height: 844))
        #expect(previews[1].proposedSize == .unspecified)
        #expect(previews[2].fileID == "KumikoSwift5Tests/WelcomeBanner_Previews")
    }

    /// The article's loop over `Preview.all(inModule:)`.
    @Test func everyPreviewRenders() {
        for preview in Preview.all(inModule: "KumikoSwift5Tests") {
            let renderer = ImageRenderer(content: preview.content)
            renderer.proposedSize = preview.proposedSize
            #expect(renderer.terminalImage != nil, "\(preview.name) draws nothing")
        }
    }

    @Test func aSmallPreviewIsItsIdealSize() throws {
        let preview = try #require(Preview.all(inModule: "KumikoSwift5Tests").first { $0.name == "Welcome, small" })
        let renderer = ImageRenderer(content: preview.content)
        renderer.proposedSize = preview.proposedSize
        #expect(renderer.terminalImage?.plainText == """
            ┌─────────────────┐
            │ Welcome, Grace! │
            └─────────────────┘
            """)
    }

    @Test func pointsBecomeCells() throws {
        let renderer = ImageRenderer(content: PersonCard(name: "Mei Chen", phone: "(919) 555-2481"))
        renderer.proposedSize = ProposedViewSize(width: 320, height: nil)
        let image = try #require(renderer.terminalImage)
        #expect(image.plainText == """
            ┌──────────────────┐
            │ Mei Chen         │
            │ ☎ (919) 555-2481 │
            └──────────────────┘
            """)
        let frame = try #require(ImageRenderer(content: Color.red.frame(width: 200, height: 32)).terminalImage)
        #expect(frame.columns == 25)
        #expect(frame.rows == 2)
    }

    @Test func controlsLookLikeThis() throws {
        let image = try #require(ImageRenderer(content: SettingsPanel()).terminalImage)
        #expect(image.plainText == """
            Notifications             [ ●]
            Volume 3                 [−|+]
            ███████████████░░░░░░░░░░░░░░░
            """)
        #expect(image.columns == 30)
    }
}

// MARK: - "Testing your views": snapshot tests
// Built once this test target depends on the KumikoSnapshotTesting product; the first run records the three
// snapshots in __Snapshots__/DocumentationSamplesTests/ (plainText.1.txt, coloursAndPicture.1.ansi and .2.svg).

#if canImport(KumikoSnapshotTesting)
import KumikoSnapshotTesting

@MainActor
@Suite(.snapshots(record: .missing)) struct PersonRowSnapshots {
    @Test func plainText() {
        assertSnapshot(of: PersonRow(name: "Mei Chen", phone: "(919) 555-2481"), as: .terminal(width: 240))
    }

    @Test func coloursAndPicture() {
        assertSnapshot(of: PersonRow(name: "Mei Chen", phone: "(919) 555-2481"), as: .terminalANSI(width: 240))
        assertSnapshot(of: PersonRow(name: "Mei Chen", phone: "(919) 555-2481"), as: .terminalSVG(width: 240))
    }
}

/// The article's preview snapshots, for an app module named MyApp: built, not run (this module's previews are
/// snapshotted by SnapshotUserCodeTests).
@MainActor
func previewsSnapshotSample() {
    assertSnapshots(ofPreviewsInModule: "MyApp")
}

#endif
