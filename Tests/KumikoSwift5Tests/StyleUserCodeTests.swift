// Custom styles as SwiftUI user code writes them (Apple's documentation examples where there is one, each citing
// its page), compiled in the Swift 5 language mode with `import Kumiko` alone, and what they draw in a terminal.
import Kumiko
import Testing

/// A view's cells as plain text, laid out `columns` wide at its ideal height.
@MainActor
private func render<V: View>(_ view: V, columns: Int) -> String {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: CGFloat(columns) * 8, height: nil)
    return renderer.terminalImage?.plainText ?? "<no image>"
}

/// A view's cells with their colours (SGR), laid out `columns` wide.
@MainActor
private func renderANSI<V: View>(_ view: V, columns: Int) -> String {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: CGFloat(columns) * 8, height: nil)
    return renderer.terminalImage?.ansiText ?? "<no image>"
}

// MARK: Buttons

/// From https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role: bold text for a cancel
/// button, red text for a destructive one, nothing special otherwise.
struct MyButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(
                configuration.role == .cancel ? .title2.bold() : .title2)
            .foregroundColor(
                configuration.role == .destructive ? Color.red : nil)
    }
}

/// A style that marks the label while the button is pressed (Apple's `ButtonStyle` examples scale the label,
/// which a terminal cannot draw; this one changes what a terminal shows).
struct PressMarkButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(configuration.isPressed ? ">" : " ")
            configuration.label
        }
    }
}

/// A primitive style that runs the action itself, on a tap of the label.
struct TapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 8)
            .onTapGesture { configuration.trigger() }
    }
}

final class PressCounter {
    var count = 0
}

@MainActor
@Test func aButtonStyleDrawsTheLabelAsItSaysWithTheRolesColours() {
    let view = VStack(alignment: .leading, spacing: 0) {
        Button("Cancel", role: .cancel) {}
        Button("Delete", role: .destructive) {}
        Button("Continue") {}
    }
    .buttonStyle(MyButtonStyle())
    #expect(render(view, columns: 10) == "Cancel\nDelete\nContinue")
    let ansi = renderANSI(view, columns: 10).split(separator: "\n").map(String.init)
    // `.title2` draws bold in a terminal; only the destructive button is red, and no accent colour is added.
    #expect(ansi[0] == "\u{1B}[0;1mCancel\u{1B}[0m  \u{1B}[0m")
    #expect(ansi[1] == "\u{1B}[0;1;38;2;255;59;48mDelete\u{1B}[0m  \u{1B}[0m")
    #expect(ansi[2] == "\u{1B}[0;1mContinue\u{1B}[0m")
}

@MainActor
@Test func aButtonStyleSeesThePressForAMoment() async {
    let counter = PressCounter()
    let terminal = TestTerminal(columns: 12, rows: 2) {
        Button("Save") { counter.count += 1 }.buttonStyle(PressMarkButtonStyle())
    }
    terminal.showsKeyHelp = false
    #expect(terminal.screen == " Save\n")
    terminal.press(.return)
    #expect(counter.count == 1)
    #expect(terminal.screen == ">Save\n")
    #expect(await terminal.waitUntil(timeout: .seconds(30)) { $0.screen == " Save\n" })
    terminal.click(column: 2, row: 0)
    #expect(counter.count == 2)
    #expect(terminal.screen == ">Save\n")
}

@MainActor
@Test func aPrimitiveButtonStyleTriggersTheAction() {
    let counter = PressCounter()
    let terminal = TestTerminal(columns: 12, rows: 2) {
        Button("Go") { counter.count += 1 }.buttonStyle(TapButtonStyle())
    }
    terminal.showsKeyHelp = false
    #expect(terminal.screen == " Go\n")
    terminal.click(column: 1, row: 0)
    #expect(counter.count == 1)
}

// MARK: Toggles

/// From https://developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:): a checklist
/// toggle, a borderless button that flips the toggle, with a circle that fills when on.
struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn
                        ? "checkmark.circle.fill"
                        : "circle")
                configuration.label
            }
        }
        .tint(.primary)
        .buttonStyle(.borderless)
    }
}

/// After the checkbox of https://developer.apple.com/documentation/swiftui/togglestyle: a square that is checked
/// when on, flipped by a tap.
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

struct StyledToggles: View {
    @State var checklist = false
    @State var checkbox = true
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Toggle("Milk", isOn: $checklist).toggleStyle(ChecklistToggleStyle())
            Toggle("Eggs", isOn: $checkbox).toggleStyle(CheckboxStyle())
        }
    }
}

@MainActor
@Test func customToggleStylesDrawAndFlipTheToggle() {
    let terminal = TestTerminal(columns: 12, rows: 3) { StyledToggles() }
    terminal.showsKeyHelp = false
    #expect(terminal.screen == "○ Milk\n☑ Eggs\n")
    terminal.press(.return)
    #expect(terminal.screen == "✔ Milk\n☑ Eggs\n")
    terminal.click(column: 0, row: 1)
    #expect(terminal.screen == "✔ Milk\n☐ Eggs\n")
}

/// A style that indents the standard toggle, made with `Toggle(_:)` from the configuration
/// (https://developer.apple.com/documentation/swiftui/toggle/init(_:)).
struct IndentedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .padding(.leading, 16)
    }
}

@MainActor
@Test func aToggleMadeFromTheConfigurationKeepsTheStandardLook() {
    #expect(render(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(IndentedToggleStyle()), columns: 14)
            == "  Wi-Fi   [ ●]")
}

// MARK: Labels

/// A label style that puts the icon over the title.
struct IconOverTitleLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title
        }
    }
}

/// From https://developer.apple.com/documentation/swiftui/label: a style that adds a red border to the label's
/// standard look.
struct RedBorderedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .border(Color.red)
    }
}

@MainActor
@Test func customLabelStylesArrangeTheTitleAndIcon() {
    #expect(render(Label("Favourite", systemImage: "star").labelStyle(IconOverTitleLabelStyle()), columns: 9)
            == "    ☆\nFavourite")
    let bordered = Label("Favourite", systemImage: "star").padding().labelStyle(RedBorderedLabelStyle())
    // The border's lines take the outermost cells of the label's one row where there is no text.
    #expect(render(bordered, columns: 15) == "\n  ☆─Favourite\n")
}

// MARK: Progress views

/// From https://developer.apple.com/documentation/swiftui/progressview ("Styling progress views"): a style that
/// adds a dark blue shadow to the standard look (shadows are not drawn in a terminal).
struct DarkBlueShadowProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .shadow(color: Color(red: 0, green: 0, blue: 0.6),
                    radius: 4.0, x: 1.0, y: 2.0)
    }
}

/// A style that shows the fraction done as a percentage after the label.
struct PercentProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

@MainActor
@Test func customProgressViewStylesDrawTheFraction() {
    let shadowed = VStack { ProgressView(value: 0.25) }.progressViewStyle(DarkBlueShadowProgressViewStyle())
    #expect(render(shadowed, columns: 8) == "██░░░░░░")
    #expect(render(ProgressView("Copying", value: 3, total: 4).progressViewStyle(PercentProgressViewStyle()), columns: 20)
            == "Copying 75%")
}

// MARK: Group boxes

/// From https://developer.apple.com/documentation/swiftui/groupbox/init(_:): a pink border around the group box's
/// current look.
struct PinkBorderGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration)
            .border(Color.pink)
    }
}

/// A group box as a headline over its content, without a box.
struct PlainGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
    }
}

@MainActor
@Test func groupBoxesAndTheirStyles() {
    // The GroupBox page's example, shortened (https://developer.apple.com/documentation/swiftui/groupbox).
    let agreement = GroupBox(label: Label("End-User Agreement", systemImage: "building.columns")) {
        Text("Agreement text")
    }
    #expect(render(agreement, columns: 26) == """
        ╭────────────────────────╮
        │ 🏦 End-User Agreement  │
        │ Agreement text         │
        ╰────────────────────────╯
        """)
    #expect(render(GroupBox("Terms") { Text("Agreed") }.groupBoxStyle(PlainGroupBoxStyle()), columns: 10)
            == "Terms\nAgreed")
    #expect(render(GroupBox { Text("Body") }.groupBoxStyle(PinkBorderGroupBoxStyle()), columns: 8) == """
        ┌──────┐
        │ Body │
        └──────┘
        """)
}

// MARK: Disclosure groups

/// From https://developer.apple.com/documentation/swiftui/disclosuregroupstyle: the label and a "show"/"hide"
/// button on one line, the content under it while expanded.
struct MyDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                withAnimation {
                    configuration.isExpanded.toggle()
                }
            } label: {
                HStack(alignment: .firstTextBaseline) {
                    configuration.label
                    Spacer()
                    Text(configuration.isExpanded ? "hide" : "show")
                        .foregroundColor(.accentColor)
                        .font(.caption.lowercaseSmallCaps())
                        .animation(nil, value: configuration.isExpanded)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

@MainActor
@Test func aDisclosureGroupStyleShowsAndHidesTheContent() {
    let terminal = TestTerminal(columns: 16, rows: 3) {
        DisclosureGroup("Details") { Text("More") }.disclosureGroupStyle(MyDisclosureStyle())
    }
    terminal.showsKeyHelp = false
    #expect(terminal.screen == "Details     show\n\n")
    terminal.press(.return)
    #expect(terminal.screen == "Details     hide\n      More\n")
}

// MARK: Labeled content

/// From https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:): a red border around the
/// labeled content's current look.
struct RedBorderLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
            .border(.red)
    }
}

/// The label over the value.
struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
    }
}

@MainActor
@Test func labeledContentStyles() {
    #expect(render(LabeledContent("Name", value: "Mei").labeledContentStyle(StackedLabeledContentStyle()), columns: 12)
            == "Name\nMei")
    #expect(render(LabeledContent("Name", value: "Mei").padding().labeledContentStyle(RedBorderLabeledContentStyle()), columns: 14)
            == "\n  Name───Mei\n")
}
