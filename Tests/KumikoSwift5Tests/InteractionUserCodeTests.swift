// Interaction as SwiftUI user code writes it, compiled in the Swift 5 language mode with `import Kumiko` alone:
// `disabled(_:)` and `\.isEnabled`, gestures (taps, long presses, drags, their composition and `@GestureState`),
// hit testing, `hidden()`, `zIndex(_:)` and the accessibility modifiers, driven by keys and mouse reports.
import Kumiko
import Testing

/// SGR mouse reports as a terminal sends them (1-based cells): press, motion with the left button, release.
private enum Mouse {
    static func press(_ column: Int, _ row: Int) -> String { "\u{1B}[<0;\(column + 1);\(row + 1)M" }
    static func drag(_ column: Int, _ row: Int) -> String { "\u{1B}[<32;\(column + 1);\(row + 1)M" }
    static func release(_ column: Int, _ row: Int) -> String { "\u{1B}[<0;\(column + 1);\(row + 1)m" }
}

final class Log {
    var entries: [String] = []
}

// MARK: - disabled(_:) and isEnabled

struct DisabledButtons: View {
    let log: Log
    @State private var isLocked = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Save") { log.entries.append("save") }
                .disabled(isLocked)
                .keyboardShortcut("s", modifiers: .control)
            Button("Send") { log.entries.append("send") }
                .disabled(false)
            VStack(spacing: 0) {
                Button("Inner") { log.entries.append("inner") }
                    .disabled(false)
                EnabledReader()
            }
            .disabled(true)
            Button("Unlock") { isLocked = false }
        }
    }
}

struct EnabledReader: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

@MainActor
@Test func aDisabledButtonNeitherActsNorTakesTheFocus() {
    let log = Log()
    let terminal = TestTerminal(columns: 20, rows: 6) { DisabledButtons(log: log) }
    terminal.showsKeyHelp = false
    #expect(terminal.screen == "Save\nSend\n  Inner\ndisabled\nUnlock\n")
    // The first button takes no focus: Return goes to "Send", the first enabled one.
    terminal.press(.return)
    #expect(log.entries == ["send"])
    terminal.click(column: 1, row: 0)
    terminal.press("s", modifiers: .control)
    // disabled(false) inside disabled(true) stays disabled, as Apple documents.
    terminal.click(column: 1, row: 2)
    #expect(log.entries == ["send"])
    // Tab goes from "Send" to "Unlock", skipping the disabled ones.
    terminal.press(.tab)
    terminal.press(.return)
    terminal.click(column: 1, row: 0)
    terminal.press("s", modifiers: .control)
    #expect(log.entries == ["send", "save", "save"])
}

struct DisabledForm: View {
    @State private var wifi = false
    @State private var name = "Ada"
    @State private var count = 1
    @State private var saved = 0

    var body: some View {
        VStack(spacing: 0) {
            Form {
                Section {
                    Toggle("Wi-Fi", isOn: $wifi)
                    TextField("Name", text: $name)
                    Stepper("Count \(count)", value: $count)
                    Button("Save") { saved += 1 }
                }
                .disabled(true)
            }
            Text("wifi \(wifi ? "on" : "off") \(name) \(count) saved \(saved)")
        }
    }
}

@MainActor
@Test func controlsInADisabledFormSectionIgnoreKeysAndClicks() {
    let terminal = TestTerminal(columns: 40, rows: 14) { DisabledForm() }
    terminal.showsKeyHelp = false
    for key in [KeyEquivalent.return, .space, .rightArrow, .tab, .downArrow, .return] { terminal.press(key) }
    terminal.type("x")
    for row in 0..<10 { terminal.click(column: 3, row: row) }
    #expect(terminal.screen.contains("wifi off Ada 1 saved 0"))
}

struct EveryDisabledControl: View {
    let log: Log
    @State private var volume = 0.5
    @State private var flavor = "A"
    @State private var secret = "pw"

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Slider(value: $volume)
                Picker("Flavor", selection: $flavor) {
                    Text("A").tag("A")
                    Text("B").tag("B")
                }
                .pickerStyle(.segmented)
                SecureField("Secret", text: $secret)
                Menu("Edit") { Button("Cut") { log.entries.append("cut") } }
                NavigationLink("Next") { Text("Pushed") }
                Text("\(volume) \(flavor) \(secret)")
            }
            .disabled(true)
        }
    }
}

struct MenuWithADisabledItem: View {
    let log: Log

    var body: some View {
        Menu("Edit") {
            Button("Cut") { log.entries.append("cut") }.disabled(true)
            Button("Copy") { log.entries.append("copy") }
        }
    }
}

@MainActor
@Test func everyControlHonoursDisabled() {
    let log = Log()
    let terminal = TestTerminal(columns: 30, rows: 10) { EveryDisabledControl(log: log) }
    for key in [KeyEquivalent.return, .space, .rightArrow, .leftArrow, .tab, .return, .downArrow] { terminal.press(key) }
    terminal.type("x")
    for row in 0..<9 {
        for column in stride(from: 0, to: 30, by: 3) { terminal.click(column: column, row: row) }
    }
    #expect(terminal.screen.contains("0.5 A pw"))
    #expect(!terminal.screen.contains("Pushed"))
    #expect(log.entries.isEmpty)
}

@MainActor
@Test func aDisabledMenuItemIsSkippedAndDoesNothing() {
    let log = Log()
    let terminal = TestTerminal(columns: 20, rows: 6) { MenuWithADisabledItem(log: log) }
    terminal.press(.return)
    #expect(terminal.screen.contains("Cut"))
    terminal.press(.upArrow)
    terminal.press(.return)
    #expect(log.entries == ["copy"])
}

// MARK: - Taps

struct Taps: View {
    let log: Log

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("single").onTapGesture { log.entries.append("single") }
            Text("double").onTapGesture(count: 2) { log.entries.append("double") }
            Text("where").onTapGesture(coordinateSpace: .local) { location in
                log.entries.append("at \(Int(location.x)),\(Int(location.y))")
            }
            VStack(spacing: 0) {
                Text("inner").onTapGesture { log.entries.append("inner") }
                Button("button") { log.entries.append("button") }
            }
            .onTapGesture { log.entries.append("outer") }
        }
    }
}

@MainActor
@Test func clicksPerformTapGesturesInnermostFirst() {
    let log = Log()
    let terminal = TestTerminal(columns: 20, rows: 6) { Taps(log: log) }
    terminal.click(column: 1, row: 0)
    #expect(log.entries == ["single"])
    // One click is not a double tap; two in quick succession are.
    terminal.click(column: 1, row: 1)
    #expect(log.entries == ["single"])
    terminal.click(column: 1, row: 1)
    #expect(log.entries == ["single", "double"])
    // The location is the clicked cell's centre (8 × 16 pt cells) in the view's own coordinates.
    terminal.click(column: 2, row: 2)
    #expect(log.entries.last == "at 20,8")
    // The inner view's tap wins over the outer one, and a button inside wins over the outer tap.
    terminal.click(column: 1, row: 3)
    terminal.click(column: 1, row: 4)
    #expect(log.entries.suffix(2) == ["inner", "button"])
}

@MainActor
@Test func returnPerformsTheFocusedViewsTap() {
    let log = Log()
    let terminal = TestTerminal(columns: 20, rows: 6) { Taps(log: log) }
    terminal.press(.return)
    terminal.press(.tab)
    terminal.press(.space)
    terminal.press(.tab)
    terminal.press(.return)
    #expect(log.entries == ["single", "double", "at 20,8"])
    #expect(terminal.screen.contains("⏎ tap"))
}

struct RankedTaps: View {
    let log: Log

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("high")
                .onTapGesture { log.entries.append("high inner") }
                .padding(.leading, 0)
                .highPriorityGesture(TapGesture().onEnded { log.entries.append("high outer") })
            Text("both")
                .onTapGesture { log.entries.append("both inner") }
                .padding(.leading, 0)
                .simultaneousGesture(TapGesture().onEnded { log.entries.append("both outer") })
            Text("masked")
                .onTapGesture { log.entries.append("masked inner") }
                .padding(.leading, 0)
                .gesture(TapGesture().onEnded { log.entries.append("masked outer") }, including: .gesture)
        }
    }
}

@MainActor
@Test func highPrioritySimultaneousAndMaskedGesturesRankAsInSwiftUI() {
    let log = Log()
    let terminal = TestTerminal(columns: 20, rows: 4) { RankedTaps(log: log) }
    terminal.click(column: 1, row: 0)
    #expect(log.entries == ["high outer"])
    terminal.click(column: 1, row: 1)
    #expect(log.entries.dropFirst().sorted() == ["both inner", "both outer"])
    terminal.click(column: 1, row: 2)
    #expect(log.entries.last == "masked outer")
    #expect(log.entries.count == 4)
}

// MARK: - Drags and @GestureState

struct DraggableCard: View {
    let log: Log
    @State private var offset = CGSize.zero
    @GestureState private var dragging = CGSize.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("card")
                .frame(width: 80, height: 32, alignment: .topLeading)
                .gesture(
                    DragGesture()
                        .updating($dragging) { value, state, _ in state = value.translation }
                        .onChanged { value in log.entries.append("changed \(Int(value.translation.width)),\(Int(value.translation.height))") }
                        .onEnded { value in
                            offset.width += value.translation.width
                            offset.height += value.translation.height
                            log.entries.append("ended from \(Int(value.startLocation.x)),\(Int(value.startLocation.y))")
                        }
                )
            Text("dragging \(Int(dragging.width)),\(Int(dragging.height)) offset \(Int(offset.width)),\(Int(offset.height))")
        }
    }
}

@MainActor
@Test func aMouseDragDrivesDragGestureAndGestureState() {
    let log = Log()
    let terminal = TestTerminal(columns: 40, rows: 4) { DraggableCard(log: log) }
    terminal.showsKeyHelp = false
    // One column is 8 pt, less than the default minimum distance of 10: no drag yet.
    terminal.send(Mouse.press(1, 0) + Mouse.drag(2, 0))
    #expect(log.entries.isEmpty)
    terminal.send(Mouse.drag(3, 0) + Mouse.drag(3, 1))
    #expect(log.entries == ["changed 16,0", "changed 16,16"])
    #expect(terminal.screen.contains("dragging 16,16 offset 0,0"))
    terminal.send(Mouse.release(5, 1))
    #expect(log.entries.last == "ended from 12,8")
    // @GestureState went back to its initial value when the drag ended.
    #expect(terminal.screen.contains("dragging 0,0 offset 32,16"))
}

struct GlobalDrag: View {
    let log: Log

    var body: some View {
        VStack(spacing: 0) {
            Text("top")
            Text("drag me")
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onEnded { value in
                    log.entries.append("\(Int(value.location.x)),\(Int(value.location.y)) moved \(value.predictedEndTranslation.width >= value.translation.width)")
                })
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("stack")).onChanged { value in
                    log.entries.append("named \(Int(value.location.y))")
                })
        }
        .coordinateSpace(name: "stack")
    }
}

@MainActor
@Test func dragLocationsComeInTheAskedCoordinateSpace() {
    let log = Log()
    let terminal = TestTerminal(columns: 10, rows: 3) { GlobalDrag(log: log) }
    terminal.send(Mouse.press(3, 1) + Mouse.drag(4, 1) + Mouse.release(4, 1))
    // The inner drag (global space) wins over the outer one (named space, which never started).
    #expect(log.entries == ["36,24 moved true"])
}

// MARK: - Long presses

struct LongPresses: View {
    let log: Log
    @GestureState private var isPressing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("hold")
                .onLongPressGesture(minimumDuration: 0.05) {
                    log.entries.append("long")
                } onPressingChanged: { pressing in
                    log.entries.append("pressing \(pressing)")
                }
            Text(isPressing ? "pressing" : "idle")
                .gesture(LongPressGesture(minimumDuration: 60).updating($isPressing) { value, state, _ in state = value })
        }
    }
}

@MainActor
@Test func longPressesFireOnReturnAndWhenTheButtonIsHeld() async {
    let log = Log()
    let terminal = TestTerminal(columns: 40, rows: 3) { LongPresses(log: log) }
    terminal.press(.return)
    #expect(log.entries == ["pressing true", "long", "pressing false"])
    #expect(terminal.screen.contains("⏎ long press"))

    log.entries = []
    terminal.send(Mouse.press(1, 0))
    #expect(log.entries == ["pressing true"])
    #expect(await terminal.waitUntil { _ in log.entries.count == 3 })
    terminal.send(Mouse.release(1, 0))
    #expect(log.entries == ["pressing true", "long", "pressing false"])

    // Released before its minimum duration: no action; the press state came and went.
    terminal.send(Mouse.press(1, 1))
    #expect(terminal.screen.contains("pressing"))
    terminal.send(Mouse.release(1, 1))
    #expect(terminal.screen.contains("idle"))
}

// MARK: - Composed gestures

struct ComposedGestures: View {
    let log: Log
    @GestureState private var sequence = "none"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("either")
                .gesture(TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
                    .onEnded { value in
                        switch value {
                        case .first(let name), .second(let name): log.entries.append(name)
                        }
                    })
            Text("both")
                .gesture(TapGesture().simultaneously(with: SpatialTapGesture()).onEnded { value in
                    log.entries.append("both \(value.first != nil) \(Int(value.second?.location.x ?? -1))")
                })
            Text(sequence)
                .frame(width: 80, alignment: .leading)
                .gesture(LongPressGesture(minimumDuration: 0).sequenced(before: DragGesture(minimumDistance: 0))
                    .updating($sequence) { value, state, _ in
                        switch value {
                        case .first: state = "pressed"
                        case .second(_, let drag): state = "dragged \(Int(drag?.translation.width ?? 0))"
                        }
                    })
        }
    }
}

@MainActor
@Test func composedGesturesReportWhichPartRecognised() {
    let log = Log()
    let terminal = TestTerminal(columns: 20, rows: 4) { ComposedGestures(log: log) }
    terminal.showsKeyHelp = false
    terminal.click(column: 1, row: 0)
    #expect(log.entries == ["single"])
    terminal.click(column: 2, row: 1)
    #expect(log.entries.last == "both true 20")
    terminal.send(Mouse.press(1, 2) + Mouse.drag(4, 2))
    #expect(terminal.screen.contains("dragged 24"))
    terminal.send(Mouse.release(4, 2))
    #expect(terminal.screen.contains("none"))
}

// MARK: - Hit testing, hidden, zIndex

struct HitTesting: View {
    let log: Log

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                Button("under") { log.entries.append("under") }
                Color.clear
                    .onTapGesture { log.entries.append("over") }
                    .allowsHitTesting(false)
            }
            .frame(width: 80, height: 16)
            Color.clear
                .frame(width: 80, height: 80)
                .contentShape(Circle())
                .onTapGesture { log.entries.append("circle") }
            Text("A")
            Button("hidden") { log.entries.append("hidden") }.hidden()
            Text("C")
        }
    }
}

@MainActor
@Test func hitTestingFollowsAllowsHitTestingContentShapeAndHidden() {
    let log = Log()
    let terminal = TestTerminal(columns: 12, rows: 10) { HitTesting(log: log) }
    terminal.click(column: 4, row: 0)
    #expect(log.entries == ["under"])
    // The circle fills the 10 × 5 cell square: its corner is outside, its centre inside.
    terminal.click(column: 0, row: 1)
    #expect(log.entries == ["under"])
    terminal.click(column: 5, row: 3)
    #expect(log.entries == ["under", "circle"])
    // A hidden view keeps its room, draws nothing and takes no click.
    terminal.click(column: 1, row: 7)
    #expect(log.entries == ["under", "circle"])
    terminal.showsKeyHelp = false
    #expect(terminal.screen.hasSuffix("A\n\nC\n"))
}

@MainActor
@Test func zIndexOrdersDrawingInAZStack() {
    let plain = TestTerminal(columns: 4, rows: 1) {
        ZStack { Text("AAAA"); Text("BB") }
    }
    plain.showsKeyHelp = false
    #expect(plain.screen == "ABBA")
    let raised = TestTerminal(columns: 4, rows: 1) {
        ZStack { Text("AAAA").zIndex(1); Text("BB") }
    }
    raised.showsKeyHelp = false
    #expect(raised.screen == "AAAA")
}

// MARK: - Accessibility, help, feedback

struct AccessibleCard: View {
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var volume = 0.5
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Title")
                .accessibilityAddTraits(.isHeader)
                .accessibilityRemoveTraits([.isStaticText, .isImage])
                .accessibilityLabel("Card title")
                .accessibilityLabel(Text("Card"))
                .accessibilityLabel(String("Card"))
                .accessibilityHint("Opens the card")
                .accessibilityIdentifier("title")
                .accessibilitySortPriority(2)
                .accessibilityInputLabels(["Title", "Heading"])
            Slider(value: $volume)
                .accessibilityValue("\(Int(volume * 100)) percent")
                .accessibilityValue(Text("half"))
            HStack {
                Image(systemName: "star")
                Text("Starred")
            }
            .accessibilityElement(children: .combine)
            .accessibilityHidden(false)
            Button("Add") { count += 1 }
                .accessibilityAction { count += 1 }
                .accessibilityAction(named: "Reset") { count = 0 }
                .accessibilityAction(.escape) {}
                .help("Adds one")
                .sensoryFeedback(.increase, trigger: count)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in new > old }
            Text("\(count)")
            if voiceOver || reduceMotion { Text("accommodating") }
        }
    }
}

@MainActor
@Test func accessibilityModifiersCompileAndLeaveTheViewAsItIs() {
    let terminal = TestTerminal(columns: 20, rows: 6) { AccessibleCard() }
    terminal.showsKeyHelp = false
    let lines = { terminal.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
    #expect(lines() == ["Title", "━━━━━━━━━━●─────────", "☆ Starred", "Add", "0"])
    terminal.click(column: 9, row: 3)
    #expect(lines().last == "1")
}

// MARK: - onHover and onContinuousHover

/// A card that highlights while the pointer is over it and follows it, as SwiftUI user code writes it. A terminal
/// reports no pointer motion: the card stays as it is drawn.
struct HoverCard: View {
    @State private var isHovered = false
    @State private var location = CGPoint.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(isHovered ? "hovered" : "resting")
                .onHover { hovering in isHovered = hovering }
            Text("at \(Int(location.x))")
                .onContinuousHover(coordinateSpace: .global) { phase in
                    if case .active(let point) = phase { location = point }
                }
            Text("local")
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let point): location = point
                    case .ended: location = .zero
                    }
                }
        }
    }
}

@MainActor
@Test func hoverModifiersCompileAndLeaveTheTerminalAlone() {
    let terminal = TestTerminal(columns: 20, rows: 4) { HoverCard() }
    terminal.showsKeyHelp = false
    #expect(terminal.screen.hasPrefix("resting\nat 0\nlocal\n"))
}
