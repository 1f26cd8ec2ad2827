// Controls and formatted values as SwiftUI user code writes them, compiled in the Swift 5 language mode with
// `import Kumiko` alone: formatted text, text fields bound to formatted values, date pickers, colour pickers,
// links, gauges, control groups, `ViewThatFits`, `TimelineView` and `AsyncImage`.
import Kumiko
import Testing

private let usEnglish = Locale(identifier: "en_US")
private let utc = TimeZone(identifier: "UTC")!
/// 2023-11-14 22:13:20 UTC.
private let sampleDate = Date(timeIntervalSince1970: 1_700_000_000)

@MainActor
private func screen<V: View>(_ view: V, width: CGFloat = 320) -> String {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: width, height: nil)
    return renderer.terminalImage?.plainText ?? "<no image>"
}

struct Receipt: View {
    let total: Double
    var body: some View {
        VStack(alignment: .leading) {
            Text(total, format: .currency(code: "USD").locale(usEnglish))
            Text(0.25, format: .percent.locale(usEnglish))
            Text(1234.5, format: .number.locale(usEnglish))
            Text(["tea", "cake", "jam"], format: .list(type: .and).locale(usEnglish))
            Text(sampleDate, format: Date.FormatStyle(timeZone: utc).day(.defaultDigits).month(.wide).locale(usEnglish))
            Text(timerInterval: sampleDate...sampleDate.addingTimeInterval(3725), pauseTime: sampleDate)
            Text(timerInterval: sampleDate...sampleDate.addingTimeInterval(125), pauseTime: sampleDate.addingTimeInterval(5), countsDown: false)
            LabeledContent("Tip", value: 0.15, format: .percent.locale(usEnglish))
        }
    }
}

@MainActor
@Test func formattedTextShowsFoundationsFormats() {
    let lines = screen(Receipt(total: 12.5)).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.count == 8)
    #expect(lines.first == "$12.50")
    #expect(lines.dropFirst().first == "25%")
    #expect(lines.contains("1,234.5"))
    #expect(lines.contains("tea, cake, and jam"))
    #expect(lines.contains("November 14"))
    #expect(lines.contains("1:02:05"))
    #expect(lines.contains("0:05"))
    #expect(lines.last?.hasPrefix("Tip") == true && lines.last?.hasSuffix("15%") == true)
}

@MainActor
@Test func aRangeOfLinesReservesTheLeastAndCapsTheMost() {
    let reserved = screen(VStack(alignment: .leading, spacing: 0) {
        Text("One").lineLimit(3...)
        Text("After")
    }, width: 80)
    #expect(reserved == "One\n\n\nAfter")
    let capped = screen(VStack(alignment: .leading, spacing: 0) {
        Text("one two three four five six").lineLimit(...2)
        Text("After")
    }, width: 72)
    #expect(capped == "one two\nthree fo…\nAfter")
    let spaced = screen(VStack(alignment: .leading, spacing: 0) {
        Text("One").lineLimit(2, reservesSpace: true)
        Text("After")
    }, width: 80)
    #expect(spaced == "One\n\nAfter")
}

final class Bill {
    var amount = 10.0
    var tip: Int? = 15
    var people = 2
}

struct SplitForm: View {
    let bill: Bill
    @State private var amount = 10.0
    @State private var tip: Int? = 15
    @State private var people = 2
    @State private var submitted = 0
    private let groups: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("amount \(amount, specifier: "%.2f") tip \(tip.map(String.init) ?? "none") people \(people) submitted \(submitted)")
            TextField("Amount", value: $amount, format: .currency(code: "USD").locale(usEnglish))
                .keyboardType(.decimalPad)
                .onSubmit { submitted += 1 }
            TextField("Tip", value: $tip, format: .number, prompt: Text("No tip"))
            TextField("People", value: $people, formatter: groups)
        }
        .onChange(of: amount) { _, new in bill.amount = new }
        .onChange(of: tip) { _, new in bill.tip = new }
        .onChange(of: people) { _, new in bill.people = new }
    }
}

@MainActor
@Test func aFormattedTextFieldCommitsOnReturnAndKeepsTheValueWhenTextDoesNotParse() {
    let bill = Bill()
    let terminal = TestTerminal(columns: 60, rows: 6) { SplitForm(bill: bill) }
    // The first field has the focus: its caret is at the end of its text.
    #expect(terminal.screen.hasPrefix("amount 10.00 tip 15 people 2 submitted 0\n$10.00▏\n15\n2\n"))
    // Editing leaves the value alone until Return.
    terminal.press(.delete)
    terminal.press(.delete)
    terminal.press(.delete)
    terminal.type("4.75")
    #expect(terminal.screen.hasPrefix("amount 10.00 tip 15 people 2 submitted 0\n$104.75▏\n"))
    terminal.press(.return)
    #expect(terminal.screen.hasPrefix("amount 104.75 tip 15 people 2 submitted 1\n$104.75▏\n"))
    #expect(bill.amount == 104.75)
    // Text that does not parse keeps the value; the field shows it formatted again.
    terminal.type("x")
    terminal.press(.return)
    #expect(bill.amount == 104.75)
    #expect(terminal.screen.hasPrefix("amount 104.75 tip 15 people 2 submitted 2\n$104.75▏\n"))
    // Leaving the field commits too; an emptied optional value is nil.
    terminal.press(.tab)
    terminal.press("u", modifiers: .control)
    #expect(terminal.screen.hasPrefix("amount 104.75 tip 15 people 2 submitted 2\n$104.75\n▏No tip\n"))
    terminal.press(.tab)
    #expect(terminal.screen.hasPrefix("amount 104.75 tip none people 2 submitted 2\n$104.75\nNo tip\n2▏\n"))
    #expect(bill.tip == nil)
    terminal.type("3")
    terminal.press(.tab)
    // The focus is back on the first field; the number formatter read "23".
    #expect(terminal.screen.hasPrefix("amount 104.75 tip none people 23 submitted 2\n$104.75▏\nNo tip\n23\n"))
    #expect(bill.people == 23)
}

final class Trip {
    var departure = sampleDate
}

struct TripForm: View {
    let trip: Trip
    @State private var departure = sampleDate
    let latest = sampleDate.addingTimeInterval(2 * 86_400)

    var body: some View {
        Form {
            DatePicker("Departs", selection: $departure, in: ...latest, displayedComponents: .date)
                .datePickerStyle(.compact)
            DatePicker(selection: $departure, displayedComponents: [.hourAndMinute]) { Text("At") }
                .datePickerStyle(.graphical)
            DatePicker("From", selection: $departure, in: sampleDate...)
                .datePickerStyle(.wheel)
            DatePicker("Any", selection: $departure, in: sampleDate...latest)
                .datePickerStyle(.field)
                .datePickerStyle(.stepperField)
                .datePickerStyle(.automatic)
        }
        .environment(\.locale, usEnglish)
        .environment(\.timeZone, utc)
        .onChange(of: departure) { _, new in trip.departure = new }
    }
}

@MainActor
@Test func aDatePickerShowsTheDateAndEditsItsPartsByKeysWithinItsRange() {
    let trip = Trip()
    let terminal = TestTerminal(columns: 40, rows: 12) { TripForm(trip: trip) }
    // Foundation puts a narrow no-break space before "PM".
    func row(_ title: String) -> String {
        let line = terminal.screen.split(separator: "\n").first { $0.contains(title) }.map(String.init) ?? ""
        return line.replacingOccurrences(of: "\u{202F}", with: " ")
    }
    #expect(row("Departs").hasSuffix("Nov 14, 2023 │"))
    #expect(row("At").hasSuffix("10:13 PM │"))
    #expect(row("From").hasSuffix("Nov 14, 2023  10:13 PM │"))
    // In a form the list has the focus first; Tab reaches the first picker.
    terminal.press(.tab)
    // The month is edited first; → moves to the day, ↑ adds a day.
    terminal.press(.rightArrow)
    terminal.press(.upArrow)
    #expect(row("Departs").hasSuffix("Nov 15, 2023 │"))
    #expect(trip.departure == sampleDate.addingTimeInterval(86_400))
    // The range ends two days on: further steps stop there.
    terminal.press(.upArrow)
    terminal.press(.upArrow)
    #expect(row("Departs").hasSuffix("Nov 16, 2023 │"))
    #expect(trip.departure == sampleDate.addingTimeInterval(2 * 86_400))
    // ← back to the month, ↓ a month earlier.
    terminal.press(.leftArrow)
    terminal.press(.downArrow)
    #expect(row("Departs").hasSuffix("Oct 16, 2023 │"))
    // The time picker: the hour, then AM/PM (12 hours on).
    terminal.press(.tab)
    terminal.press(.upArrow)
    #expect(row("At").hasSuffix("11:13 PM │"))
    terminal.press(.rightArrow)
    terminal.press(.rightArrow)
    terminal.press(.upArrow)
    #expect(row("At").hasSuffix("11:13 AM │"))
}

final class AccentTheme {
    var accent = Color.blue
}

struct ThemeForm: View {
    let theme: AccentTheme
    @State private var accent = Color.blue

    var body: some View {
        VStack {
            ColorPicker("Accent", selection: $accent)
            ColorPicker(selection: $accent, supportsOpacity: false) { Text("Again") }
        }
        .onChange(of: accent) { _, new in theme.accent = new }
    }
}

@MainActor
@Test func aColorPickerShowsASwatchAndStepsThroughThePalette() {
    let theme = AccentTheme()
    let terminal = TestTerminal(columns: 20, rows: 3) { ThemeForm(theme: theme) }
    #expect(terminal.screen.hasPrefix("Accent"))
    // The swatch is two cells filled with the colour at the trailing edge.
    #expect(terminal.image.buffer[18, 0].background == Color.blue.resolved())
    // (The screen is read before the model: `onChange` runs when the frame settles.)
    terminal.press(.rightArrow)
    #expect(terminal.image.buffer[18, 0].background == Color.indigo.resolved())
    #expect(theme.accent == .indigo)
    terminal.press(.leftArrow)
    terminal.press(.leftArrow)
    #expect(terminal.image.buffer[18, 1].background == Color.cyan.resolved())
    #expect(theme.accent == .cyan)
    terminal.press(.return)
    #expect(terminal.image.buffer[18, 0].background == Color.blue.resolved())
    #expect(theme.accent == .blue)
}

struct Credits: View {
    @State private var opened: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            Link("Kumiko", destination: URL(string: "https://example.com/kumiko")!)
            Link(destination: URL(string: "https://example.com/docs")!) { Label("Docs", systemImage: "book") }
            Text("opened \(opened.joined(separator: ","))")
        }
        .environment(\.openURL, OpenURLAction { url in
            opened.append(url.lastPathComponent)
            return .handled
        })
    }
}

@MainActor
@Test func aLinkOpensItsDestinationThroughTheEnvironmentsAction() {
    let terminal = TestTerminal(columns: 30, rows: 4) { Credits() }
    terminal.press(.return)
    terminal.press(.tab)
    terminal.press(.space)
    #expect(terminal.screen.contains("opened kumiko,docs"))
}

struct Dashboard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Gauge(value: 0.5) { Text("Battery") }
            Gauge(value: 30, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("120")
            }
            .gaugeStyle(.linearCapacity)
            Gauge(value: 2, in: 0...4) { Text("Level") } currentValueLabel: { Text("2/4") }
                .gaugeStyle(.accessoryCircular)
        }
        .gaugeStyle(.accessoryLinear)
    }
}

@MainActor
@Test func aGaugeDrawsABarFilledToItsValue() {
    let lines = screen(Dashboard(), width: 160).split(separator: "\n").map(String.init)
    #expect(lines[0] == "Battery")
    #expect(lines[1] == String(repeating: "█", count: 10) + String(repeating: "░", count: 10))
    #expect(lines[2].hasPrefix("Speed") && lines[2].hasSuffix("30"))
    // 0 and 120 take a column each and a column's gap: 16 columns of bar, a quarter of them filled.
    let speedBar = lines[3].dropFirst(2).dropLast(4)
    #expect(lines[3].hasPrefix("0 ") && lines[3].hasSuffix(" 120") && speedBar.count >= 10)
    #expect(speedBar.filter { $0 == "█" }.count == speedBar.count / 4)
    #expect(lines[4].hasPrefix("2/4 " + String(repeating: "█", count: 5) + String(repeating: "░", count: 5)))
}

struct Toolbar: View {
    @State private var size = 12

    var body: some View {
        VStack(alignment: .leading) {
            ControlGroup {
                Button("Smaller") { size -= 1 }
                Button("Larger") { size += 1 }
            }
            ControlGroup("Font", systemImage: "textformat.size") {
                Button("Reset") { size = 12 }
            }
            .controlGroupStyle(.menu)
            ControlGroup {
                Button("A") {}
            } label: {
                Text("Label")
            }
            .controlGroupStyle(.navigation)
            Text("size \(size)")
        }
    }
}

@MainActor
@Test func aControlGroupLaysItsControlsSideBySideOrInAMenu() {
    let terminal = TestTerminal(columns: 30, rows: 6) { Toolbar() }
    #expect(terminal.screen.hasPrefix("Smaller Larger\n"))
    #expect(terminal.screen.contains("Font"))
    terminal.press(.tab)
    terminal.press(.return)
    #expect(terminal.screen.contains("size 13"))
    // The menu style's label opens a menu of the controls.
    terminal.press(.tab)
    terminal.press(.return)
    #expect(terminal.screen.contains("│ Reset │"))
    terminal.press(.return)
    #expect(terminal.screen.contains("size 12"))
}

struct AdaptiveRow: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("A long title that needs room")
            Text("Medium title")
            Text("Short")
        }
    }
}

@MainActor
@Test func viewThatFitsPicksTheFirstChildWhoseIdealWidthFits() {
    #expect(screen(AdaptiveRow(), width: 400) == "A long title that needs room")
    #expect(screen(AdaptiveRow(), width: 12 * 8) == "Medium title")
    #expect(screen(AdaptiveRow(), width: 11 * 8) == "Short")
    // When nothing fits, the last child is used.
    #expect(screen(AdaptiveRow(), width: 3 * 8) == "Sho\nrt")
    // Along the vertical axis: the first child that fits the height.
    let tall = ImageRenderer(content: ViewThatFits(in: .vertical) {
        VStack(alignment: .leading, spacing: 0) { Text("one"); Text("two"); Text("three") }
        Text("one, two, three")
    })
    tall.proposedSize = ProposedViewSize(width: 160, height: 48)
    #expect(tall.terminalImage?.plainText == "one\ntwo\nthree")
    tall.proposedSize = ProposedViewSize(width: 160, height: 32)
    #expect(tall.terminalImage?.plainText == "one, two, three")
}

struct HiddenLabels: View {
    @State private var day = sampleDate
    @State private var tint = Color.red
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            DatePicker("Day", selection: $day, displayedComponents: .date)
            ColorPicker("Tint", selection: $tint)
        }
        .labelsHidden()
        .environment(\.locale, usEnglish)
        .environment(\.timeZone, utc)
    }
}

@MainActor
@Test func hiddenLabelsLeaveTheFieldAndTheSwatch() {
    #expect(screen(HiddenLabels(), width: 160) == "Nov 14, 2023\n")
}

struct Clock: View {
    var body: some View {
        VStack(alignment: .leading) {
            TimelineView(.periodic(from: sampleDate, by: 1)) { context in
                Text(context.date >= sampleDate ? "ticking" : "before")
            }
            TimelineView(.everyMinute) { context in
                Text(context.cadence == .minutes ? "minutes" : "other")
            }
            TimelineView(.animation(minimumInterval: 0.5, paused: true)) { context in
                Text(context.cadence == .live ? "live" : "other")
            }
            TimelineView(.explicit([sampleDate])) { _ in Text("explicit") }
        }
    }
}

@MainActor
@Test func aTimelineViewBuildsItsContentWithADateAndCadence() {
    #expect(screen(Clock()) == "ticking\nminutes\nlive\nexplicit")
}

struct Cupcake: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url, scale: 3) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            Text("loading")
        }
        .frame(height: 16)
    }
}

struct CupcakePhases: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url, transaction: Transaction()) { phase in
            switch phase {
            case .empty: Text("empty")
            case .success(let image): image
            case .failure: Text("failed")
            @unknown default: Text("unknown")
            }
        }
    }
}

@MainActor
@Test func anAsyncImageShowsItsPlaceholderThenItsPhase() async throws {
    let terminal = TestTerminal(columns: 20, rows: 2) { CupcakePhases(url: URL(string: "https://example.com/cupcake.png")) }
    #expect(terminal.screen.hasPrefix("empty") || terminal.screen.hasPrefix("failed"))
    #expect(await terminal.waitUntil { $0.screen.hasPrefix("failed") })
    let missing = TestTerminal(columns: 20, rows: 2) { CupcakePhases(url: nil) }
    #expect(missing.screen.hasPrefix("empty"))
    let placeholder = TestTerminal(columns: 20, rows: 2) { Cupcake(url: nil) }
    #expect(placeholder.screen.hasPrefix("loading"))
    // A local PNG loads: the success phase's image is drawn in the placeholder's place.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("kumiko-cupcake-\(UUID().uuidString).png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let local = TestTerminal(columns: 20, rows: 2) { CupcakePhases(url: file) }
    #expect(await local.waitUntil { !$0.screen.hasPrefix("empty") })
    #expect(!local.screen.hasPrefix("failed"))
}

// MARK: - Text(AttributedString)

@MainActor
@Suite struct AttributedTextUserCodeTests {
    @Test func anAttributedStringShowsItsCharacters() {
        var name = AttributedString("Mei")
        name.append(AttributedString(" Chen"))
        let row = HStack { Text(name); Text("(919) 555-2481") }
        #expect(ImageRenderer(content: row).terminalImage?.plainText == "Mei Chen (919) 555-2481")
        #expect(ImageRenderer(content: Text(AttributedString())).terminalImage?.plainText ?? "" == "")
    }

    /// SwiftUI's attributes style the runs they cover, as the same text built from styled parts would be.
    @Test func swiftUIAttributesStyleTheirRuns() {
        var content: AttributedString {
            var attributedString = AttributedString("Your Apple ID. See how your data is managed...")
            attributedString.foregroundColor = .gray
            attributedString.font = .caption2
            let range = attributedString.range(of: "See how your data is managed...")!
            attributedString[range].foregroundColor = .blue
            attributedString[range].underlineStyle = .single
            return attributedString
        }
        #expect(content.runs.count == 2)
        #expect(content.runs.first?.foregroundColor == .gray)
        #expect(content[content.range(of: "See")!].underlineStyle == .single)
        let composed = Text("Your Apple ID. ").foregroundColor(.gray).font(.caption2)
            + Text("See how your data is managed...").foregroundColor(.blue).font(.caption2).underline()
        let ansi = { (text: Text) in ImageRenderer(content: text.frame(width: 480)).terminalImage?.ansiText ?? "<no image>" }
        #expect(ansi(Text(content)) == ansi(composed))
        #expect(ansi(Text(content)) != ansi(Text(verbatim: String(content.characters))))
    }
}
