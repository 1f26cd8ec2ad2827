// Animations, transitions, visual effects, text styling and colours as SwiftUI user code writes them, compiled in
// the Swift 5 language mode with `import Kumiko` alone, and what they show in a terminal: the end state of every
// animation, transitions at rest, colour effects on the cells' colours.
import Kumiko
import Testing

/// A view's cells as plain text, laid out `columns` wide at its ideal height.
@MainActor
private func render<V: View>(_ view: V, columns: Int, rows: Int? = nil) -> String {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: CGFloat(columns) * 8, height: rows.map { CGFloat($0) * 16 })
    return renderer.terminalImage?.plainText ?? "<no image>"
}

/// A view's cells with their colours (SGR), laid out `columns` wide.
@MainActor
private func renderANSI<V: View>(_ view: V, columns: Int) -> String {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: CGFloat(columns) * 8, height: nil)
    return renderer.terminalImage?.ansiText ?? "<no image>"
}

/// The SGR foreground of a 24-bit colour.
private func foreground(_ red: Int, _ green: Int, _ blue: Int) -> String { "38;2;\(red);\(green);\(blue)m" }

// MARK: Animations

struct CompletionCounter: View {
    @State private var count = 0
    @State private var message = "idle"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(count) \(message)")
            Button("Add") {
                withAnimation(.spring(duration: 0.3, bounce: 0.2)) {
                    count += 1
                } completion: {
                    message = "done at \(count)"
                }
            }
        }
    }
}

@MainActor
@Test func withAnimationAppliesTheChangeThenRunsItsCompletion() {
    let terminal = TestTerminal(columns: 20, rows: 3) { CompletionCounter() }
    terminal.showsKeyHelp = false
    #expect(terminal.screen.hasPrefix("0 idle\n"))
    terminal.click(column: 1, row: 1)
    // The completion saw the new count: the change was applied before it ran.
    #expect(terminal.screen.hasPrefix("1 done at 1\n"))
}

@MainActor
@Test func animationValuesCompareByWhatTheySay() {
    #expect(Animation.easeInOut(duration: 0.4) == .easeInOut(duration: 0.4))
    #expect(Animation.easeInOut(duration: 0.4) != .easeInOut(duration: 0.5))
    #expect(Animation.linear(duration: 3).repeatForever(autoreverses: true) != .linear(duration: 3))
    #expect(Animation.easeIn.delay(1).speed(2) == Animation.easeIn.delay(1).speed(2))
    #expect(Animation.snappy != Animation.bouncy)
    #expect(Animation.default == Animation.default)
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-9)
    #expect(abs(spring.response - 0.5) < 1e-9)
    #expect(abs(spring.bounce - 0.3) < 1e-9)
    #expect(abs(Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio - 0.5) < 1e-9)
    // Every form Apple declares compiles with its labels.
    let forms: [Animation] = [
        .default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .interactiveSpring, .interpolatingSpring,
        .smooth, .snappy, .bouncy, .linear(duration: 1), .easeIn(duration: 1), .easeOut(duration: 1),
        .spring(), .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0), .spring(duration: 1, bounce: 0.2),
        .spring(Spring.snappy), .interactiveSpring(response: 0.2, dampingFraction: 0.8, blendDuration: 0.1),
        .interpolatingSpring(stiffness: 170, damping: 15), .interpolatingSpring(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0),
        .smooth(duration: 0.4), .snappy(duration: 0.3, extraBounce: 0.1), .bouncy(extraBounce: 0.2),
        .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), Animation.easeOut.repeatCount(3, autoreverses: false),
    ]
    #expect(forms.count == 26)
}

struct PivotModifier: ViewModifier {
    let marker: String
    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            Text(marker)
            content
        }
    }
}

struct SlideInFromLeft: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.overlay(alignment: .trailing) { Text(phase.isIdentity ? "=" : "~") }
    }
}

struct TransitionGallery: View {
    @State private var shown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 0.4)) { shown.toggle() }
            }
            if shown {
                Text("pivot").transition(.modifier(active: PivotModifier(marker: "-"), identity: PivotModifier(marker: "+")))
                Text("both").transition(.asymmetric(insertion: .modifier(active: PivotModifier(marker: "-"),
                                                                         identity: PivotModifier(marker: "i")),
                                                    removal: .scale).combined(with: .opacity))
                Text("custom ").transition(SlideInFromLeft())
                Text("any ").transition(AnyTransition(SlideInFromLeft()).animation(.bouncy))
                Text("plain").transition(.move(edge: .leading))
            }
        }
    }
}

@MainActor
@Test func aTransitionedViewComesAtOnceAndShowsItsTransitionAtRest() {
    let terminal = TestTerminal(columns: 20, rows: 7) { TransitionGallery() }
    terminal.showsKeyHelp = false
    #expect(terminal.screen.trimmingCharacters(in: .whitespacesAndNewlines) == "Toggle")
    terminal.click(column: 1, row: 0)
    #expect(terminal.screen == "Toggle\n+pivot\niboth\ncustom=\nany=\nplain\n")
    terminal.click(column: 1, row: 0)
    #expect(terminal.screen.trimmingCharacters(in: .whitespacesAndNewlines) == "Toggle")
}

struct PhaseViews: View {
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            PhaseAnimator(["first", "second", "third"], trigger: taps) { phase in
                Text("triggered \(phase)")
            }
            Text("cycling").phaseAnimator(["in", "out"]) { content, phase in
                HStack(spacing: 0) {
                    content
                    Text(" \(phase)")
                }
            }
            Button("Tap") { taps += 1 }
        }
    }
}

@MainActor
@Test func aPhaseAnimatorShowsThePhaseItComesToRestIn() {
    let terminal = TestTerminal(columns: 24, rows: 4) { PhaseViews() }
    terminal.showsKeyHelp = false
    #expect(terminal.screen.hasPrefix("triggered first\ncycling out\nTap"))
    terminal.click(column: 1, row: 2)
    // A triggered animation runs through every phase and back to the first.
    #expect(terminal.screen.hasPrefix("triggered first\ncycling out\nTap"))
}

struct Bounce {
    var scale = 1.0
    var lift = 0.0
}

struct KeyframeViews: View {
    @State private var jumps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("ball").keyframeAnimator(initialValue: Bounce(), trigger: jumps) { content, value in
                HStack(spacing: 0) {
                    content
                    Text(" \(value.scale) \(value.lift)")
                }
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.5, duration: 0.2)
                    SpringKeyframe(2.0, duration: 0.3, spring: .bouncy)
                }
                KeyframeTrack(\.lift) {
                    CubicKeyframe(10.0, duration: 0.2)
                    MoveKeyframe(4.0)
                }
            }
            KeyframeAnimator(initialValue: 0.0, repeating: true) { value in
                Text("loop \(value)")
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(1.0, duration: 1)
                    LinearKeyframe(3.0, duration: 1)
                }
            }
            Button("Jump") { jumps += 1 }
        }
    }
}

@MainActor
@Test func aKeyframeAnimatorShowsWhereItsKeyframesEnd() {
    let terminal = TestTerminal(columns: 24, rows: 4) { KeyframeViews() }
    terminal.showsKeyHelp = false
    #expect(terminal.screen.hasPrefix("ball 1.0 0.0\nloop 3.0\nJump"))
    terminal.click(column: 1, row: 2)
    #expect(terminal.screen.hasPrefix("ball 2.0 4.0\nloop 3.0\nJump"))
}

final class NamespaceLog {
    var seen: [Namespace.ID] = []
}

struct UnderlinedTabs: View {
    let log: NamespaceLog
    @State private var current = 0
    @Namespace private var underline

    var body: some View {
        log.seen.append(underline)
        return HStack(alignment: .top, spacing: 8) {
            ForEach(0..<3) { index in
                Button {
                    current = index
                } label: {
                    VStack(spacing: 0) {
                        Text("Tab\(index)")
                        if current == index {
                            Text("^^^^").matchedGeometryEffect(id: "underline", in: underline, properties: .frame)
                        }
                    }
                    .animation(.spring(), value: current)
                }
                .buttonStyle(.plain)
            }
            Text("\(current)")
        }
    }
}

@MainActor
@Test func aNamespaceStaysTheSameAndTheMatchedViewShowsWhereItEnds() {
    let log = NamespaceLog()
    let terminal = TestTerminal(columns: 20, rows: 3) { UnderlinedTabs(log: log) }
    terminal.showsKeyHelp = false
    #expect(terminal.screen == "Tab0 Tab1 Tab2 0\n^^^^\n")
    terminal.click(column: 11, row: 0)
    #expect(terminal.screen == "Tab0 Tab1 Tab2 2\n          ^^^^\n")
    #expect(log.seen.count >= 2)
    #expect(Set(log.seen).count == 1)
}

@MainActor
@Test func effectsThatCannotRunCompileAndDrawTheViewAsItIs() {
    let view = VStack(spacing: 0) {
        Image(systemName: "heart")
            .symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: 1)
            .symbolEffect(.pulse, isActive: false)
            .contentTransition(.symbolEffect(.replace.downUp))
        Text("42").contentTransition(.numericText(countsDown: true))
        Text("spin").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        Text("group").compositingGroup().drawingGroup()
    }
    let lines = render(view, columns: 10).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.dropFirst() == ["42", "spin", "group"])
}

// MARK: Visual effects

@MainActor
@Test func colourEffectsChangeTheColoursATerminalDraws() {
    // Apple's red is (255, 59, 48).
    let red = Text("R").foregroundColor(.red)
    #expect(renderANSI(red, columns: 1).contains(foreground(255, 59, 48)))
    #expect(renderANSI(red.colorInvert(), columns: 1).contains(foreground(0, 196, 207)))
    #expect(renderANSI(red.colorMultiply(Color(red: 1, green: 0, blue: 0)), columns: 1).contains(foreground(255, 0, 0)))
    #expect(renderANSI(red.brightness(1), columns: 1).contains(foreground(255, 255, 255)))
    #expect(renderANSI(red.contrast(0), columns: 1).contains(foreground(128, 128, 128)))
    // Fully grey: each component is the colour's luminance (0.2126 R + 0.7152 G + 0.0722 B = 0.391).
    #expect(renderANSI(red.grayscale(1), columns: 1).contains(foreground(100, 100, 100)))
    // A half turn of hue moves red towards cyan.
    let turned = renderANSI(Text("R").foregroundColor(Color(red: 1, green: 0, blue: 0)).hueRotation(.degrees(180)), columns: 1)
    #expect(turned.contains(foreground(0, 109, 109)))
    // Nested effects apply innermost first: inverted, then multiplied by green.
    #expect(renderANSI(red.colorInvert().colorMultiply(.init(red: 0, green: 1, blue: 1)), columns: 1)
        .contains(foreground(0, 196, 207)))
    #expect(renderANSI(red.colorMultiply(.init(red: 0, green: 1, blue: 1)).colorInvert(), columns: 1)
        .contains(foreground(255, 196, 207)))
    // Blend modes and the default foreground, whose colour a terminal does not know, draw as they are.
    #expect(render(Text("Hi").blendMode(.multiply).colorInvert(), columns: 4) == "Hi")
    #expect(BlendMode.allCases.count == 21)
}

@MainActor
@Test func aMaskShowsTheViewOnlyWhereTheMaskIs() {
    let masked = Text("Hello world").mask(alignment: .leading) {
        Rectangle().frame(width: 5 * 8)
    }
    #expect(render(masked, columns: 11) == "Hello")
    #expect(render(Text("Hello").mask(Circle()), columns: 5) == "Hello")
}

@MainActor
@Test func shapeStaticMembersAndStrokesDrawAsTheirShapes() {
    let clipped = Text("Card").padding(8).background(.blue, in: .capsule).clipShape(.rect(cornerRadius: 10))
    #expect(render(clipped, columns: 6).contains("Card"))
    let uneven = UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).stroke(.white, lineWidth: 1)
        .frame(width: 40, height: 48)
    #expect(render(uneven, columns: 5).split(separator: "\n").count == 3)
    // A filled shape stroked too (iOS 17) draws its fill and its outline.
    let ring = Rectangle().fill(Color.blue).stroke(Color.white, lineWidth: 2).frame(width: 32, height: 48)
    #expect(render(ring, columns: 4) == "┏━━┓\n┃  ┃\n┗━━┛")
    let ansi = renderANSI(ring, columns: 4)
    #expect(ansi.contains("48;2;0;122;255"))
    // A stroked outline filled with a colour is a line of that colour.
    let outline = Rectangle().stroke(lineWidth: 1).fill(Color.red).frame(width: 24, height: 32)
    #expect(render(outline, columns: 3) == "┌─┐\n└─┘")
    #expect(renderANSI(outline, columns: 3).contains(foreground(255, 59, 48)))
    // Half a circle's outline is half as many cells as the whole one.
    let whole = render(Circle().stroke(Color.white, style: StrokeStyle(lineWidth: 1, lineCap: .round, dash: [2, 2]))
        .frame(width: 80, height: 160), columns: 10)
    let half = render(Circle().trim(from: 0, to: 0.5).stroke(Color.white, lineWidth: 1).frame(width: 80, height: 160), columns: 10)
    let wholeDots = whole.filter { $0 != " " && $0 != "\n" }.count
    let halfDots = half.filter { $0 != " " && $0 != "\n" }.count
    #expect(wholeDots > 0)
    #expect(halfDots > 0 && halfDots < wholeDots)
}

@MainActor
@Test func gradientsDrawTheirNearestSolidColour() {
    // Apple's Guess the Flag background: two stops at the same place, a hard edge; the middle is the second colour.
    let flag = RadialGradient(stops: [
        .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
        .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
    ], center: .top, startRadius: 200, endRadius: 400)
    #expect(renderANSI(flag.frame(width: 8, height: 16), columns: 1).contains("48;2;194;38;66"))
    let grey = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
    #expect(renderANSI(grey.frame(width: 8, height: 16), columns: 1).contains("48;2;128;128;128"))
    let conic = AngularGradient(gradient: Gradient(colors: [.red, .red]), center: .center)
    #expect(renderANSI(Rectangle().fill(conic).frame(width: 8, height: 16), columns: 1).contains("48;2;255;59;48"))
    let elliptic = EllipticalGradient(colors: [.blue, .blue])
    #expect(renderANSI(elliptic.frame(width: 8, height: 16), columns: 1).contains("48;2;0;122;255"))
    #expect(renderANSI(Rectangle().fill(Color.green.gradient).frame(width: 8, height: 16), columns: 1).contains("48;2;52;199;89"))
}

// MARK: Colours

@MainActor
@Test func colourInitialisersAndMixesGiveTheirComponents() {
    func background(_ color: Color) -> String { renderANSI(color.frame(width: 8, height: 16), columns: 1) }
    #expect(background(Color(uiColor: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)))
        .contains("48;2;242;242;247"))
    #expect(background(Color(UIColor(Color.red))).contains("48;2;255;59;48"))
    #expect(background(Color(white: 0.5)).contains("48;2;128;128;128"))
    #expect(background(Color(hue: 0, saturation: 1, brightness: 1)).contains("48;2;255;0;0"))
    #expect(background(Color.black.mix(with: .white, by: 0.25)).contains("48;2;64;64;64"))
    // An asset colour has no catalogue on Linux: the accent colour stands for it.
    #expect(background(Color("BrandColor")).contains("48;2;0;122;255"))
    let archived = UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 1)
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    archived.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect([red, green, blue, alpha] == [0.25, 0.5, 1, 1])
    #expect((UIColor.black as UIColor?) ?? .white == .black)
}

@MainActor
@Test func aTintColoursTheAccentOfEverythingInside() {
    let view = VStack(alignment: .leading, spacing: 0) {
        Text("A").foregroundStyle(.tint)
        Text("B").foregroundColor(.accentColor)
        Button("C") {}
    }
    let plain = renderANSI(view, columns: 2)
    #expect(plain.contains(foreground(0, 122, 255)))
    let tinted = renderANSI(view.tint(.red), columns: 2)
    #expect(!tinted.contains(foreground(0, 122, 255)))
    #expect(tinted.components(separatedBy: foreground(255, 59, 48)).count == 4)
    #expect(renderANSI(view.accentColor(.green), columns: 2).components(separatedBy: foreground(52, 199, 89)).count == 4)
    // `listItemTint` tints a row's content; `.monochrome` draws it in the foreground colour.
    #expect(renderANSI(Text("D").foregroundStyle(.tint).listItemTint(.fixed(.orange)), columns: 1).contains(foreground(255, 149, 0)))
    #expect(!renderANSI(Text("E").foregroundStyle(.tint).listItemTint(.monochrome), columns: 1).contains("38;2"))
}

// MARK: Text and symbols

@MainActor
@Test func textCaseIsAppliedToTheDrawnText() {
    let view = VStack(alignment: .leading, spacing: 0) {
        Text("Hello")
        Text("World").textCase(.lowercase)
    }
    .textCase(.uppercase)
    #expect(render(view, columns: 6) == "HELLO\nWORLD")
}

@MainActor
@Test func lineLimitsReserveAndCapLines() {
    let reserved = VStack(alignment: .leading, spacing: 0) {
        Text("one line").lineLimit(3, reservesSpace: true)
        Text("after")
    }
    #expect(render(reserved, columns: 10) == "one line\n\n\nafter")
    let long = "one two three four five six"
    #expect(render(Text(long).lineLimit(2...3), columns: 9) == "one two\nthree\nfour fiv…")
    #expect(render(VStack(spacing: 0) { Text("x").lineLimit(2...3); Text("y") }, columns: 9) == "x\n\ny")
    #expect(render(Text(long).lineLimit(...2), columns: 9) == "one two\nthree fo…")
    #expect(render(VStack(spacing: 0) { Text("x").lineLimit(2...); Text("y") }, columns: 9) == "x\n\ny")
}

@MainActor
@Test func textAndSymbolStylingModifiersCompileAndKeepTheText() {
    let view = VStack(alignment: .leading, spacing: 0) {
        Label("Settings", systemImage: "gear")
            .symbolRenderingMode(.hierarchical)
            .symbolVariant(.fill.circle)
            .imageScale(.large)
        Text("Title").fontWeight(.heavy).fontDesign(.rounded).fontWidth(.condensed).monospaced().monospacedDigit()
        Text("Spaced").kerning(2).tracking(1).baselineOffset(3).lineSpacing(4)
        Text("Small").minimumScaleFactor(0.5).allowsTightening(true).truncationMode(.middle)
        Text("Under").underline(true, pattern: .dash, color: .red).strikethrough(false, pattern: .dot)
        Text("Bold").bold(true).italic()
        Toggle("Hidden label", isOn: .constant(true)).labelsHidden()
        Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large).buttonBorderShape(.capsule)
    }
    let lines = render(view, columns: 16).split(separator: "\n").map(String.init)
    #expect(lines[1] == "Title")
    #expect(lines[2] == "Spaced")
    #expect(lines[3] == "Small")
    #expect(lines[4] == "Under")
    #expect(lines[5] == "Bold")
    #expect(!lines[6].contains("Hidden"))
    #expect(lines[7].contains("Go"))
    let ansi = renderANSI(Text("Bold").bold(true).italic(), columns: 4)
    #expect(ansi.hasPrefix("\u{1B}[0;1;3m"))
}
