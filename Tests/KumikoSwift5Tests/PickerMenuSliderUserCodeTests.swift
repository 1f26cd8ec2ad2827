// Pickers, menus and sliders as SwiftUI user code writes them, compiled in the Swift 5 language mode with
// `import Kumiko` alone: every initialiser and style must be accepted unchanged.
import Kumiko
import Testing

struct ChoicesForm: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate
        var id: Self { self }
    }

    @State private var flavor = Flavor.vanilla
    @State private var optionalFlavor: Flavor?
    @State private var name = "Ada"
    @State private var volume = 0.5
    @State private var speed: Float = 20
    @State private var log: [String] = []
    private let names = ["Ada", "Bea"]

    var body: some View {
        NavigationStack {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                Picker(selection: $flavor, label: Text("Flavor")) {
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Chocolate").tag(Flavor.chocolate)
                }
                .pickerStyle(SegmentedPickerStyle())
                Picker(selection: $optionalFlavor) {
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Chocolate").tag(Flavor.chocolate)
                } label: {
                    Label("Optional", systemImage: "star")
                }
                .pickerStyle(.inline)
                Picker("Name", selection: $name) {
                    ForEach(names, id: \.self) { Text($0) }
                } currentValueLabel: {
                    Text(name.uppercased())
                }
                .pickerStyle(.menu)
                Picker("Wheel", systemImage: "circle", selection: $name) {
                    ForEach(names, id: \.self) { Text(verbatim: $0) }
                }
                .pickerStyle(.wheel)
                Picker(String("Link"), selection: $flavor) {
                    Text("Vanilla").tag(Flavor.vanilla)
                }
                .pickerStyle(.navigationLink)
                Slider(value: $volume)
                Slider(value: $volume, in: 0...1, step: 0.1) { editing in log.append("\(editing)") }
                Slider(value: $speed, in: 0...100, step: 5) {
                    Text("Speed")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                } onEditingChanged: { editing in
                    log.append("\(editing)")
                }
                Slider(value: $volume, in: 0...1, minimumValueLabel: Text("-"), maximumValueLabel: Text("+")) { Text("Level") }
                Menu("Actions") {
                    Button("Duplicate") { log.append("duplicate") }
                    Divider()
                    Menu("More") {
                        Button("Delete", role: .destructive) { log.append("delete") }
                    }
                    Section("Style") {
                        Toggle("Bold", isOn: .constant(true))
                    }
                }
                .menuStyle(.button)
                Menu {
                    Button("A") {}
                } label: {
                    Label("Edit", systemImage: "pencil")
                } primaryAction: {
                    log.append("primary")
                }
                .menuStyle(BorderlessButtonMenuStyle())
                Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
            }
            .pickerStyle(.automatic)
        }
    }
}

@MainActor
@Test func pickersMenusAndSlidersCompileAndRenderInSwift5Mode() throws {
    let renderer = ImageRenderer(content: ChoicesForm())
    renderer.proposedSize = ProposedViewSize(width: 320, height: 480)
    let text = try #require(renderer.terminalImage).plainText
    #expect(text.contains("Flavor"))
    #expect(text.contains("Actions"))
}
