import Foundation
import Testing
import Kumiko
import KumikoTestSupport
import KumikoCore

/// Controls, scroll indicators, dividers and images on the headless points platform (iOS's metrics, a 1 pt grid):
/// core places their chrome by meaning, in points sized by ``ControlMetrics/iOS`` and the platform's
/// ``SymbolImages``, and draws none of the terminal's glyphs.
@MainActor
@Suite struct HeadlessControlChromeTests {
    /// A symbol chrome's name and font (nil for other kinds).
    private static func symbol(_ kind: Chrome) -> (name: String, font: ResolvedFont)? {
        if case .symbol(let name, let font) = kind { (name, font) } else { nil }
    }

    /// iOS's control metrics, where the expected sizes come from.
    private let metrics = ControlMetrics.iOS

    // MARK: Dividers

    @Test func aDividerOutsideStacksIsAHorizontalHairlineAcrossTheWidth() throws {
        let rendering = renderHeadless(Divider(), width: 200, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        #expect(rendering.displayList.items.count == 1)
        #expect(chrome.kind == .divider(.horizontal))
        // One unit of the device grid thick: 1 pt on the headless platform's 1 pt grid.
        #expect(chrome.frame == CGRect(x: 0, y: 0, width: 200, height: 1))
        #expect(chrome.tint == nil)
        #expect(rendering.displayList.texts.isEmpty)
    }

    @Test func aDividerInAnHStackIsVerticalAndTakesItsTint() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 10)
            Divider().foregroundStyle(Color.red)
        }
        let rendering = renderHeadless(view, width: nil, height: 40)
        let chrome = try #require(rendering.displayList.chrome.first)
        #expect(chrome.kind == .divider(.vertical))
        #expect(chrome.frame == CGRect(x: 10, y: 0, width: 1, height: 40))
        #expect(chrome.tint == Color.red.resolved())
    }

    // MARK: Scroll indicators

    @Test func aScrollViewTallerThanItsFrameShowsAnIndicatorAtItsTrailingEdge() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { _ in Color.blue.frame(height: 50) }
            }
        }
        let rendering = renderHeadless(view, width: 100, height: 200)
        let indicators = rendering.displayList.chrome.filter {
            if case .scrollIndicator = $0.kind { true } else { false }
        }
        let indicator = try #require(indicators.first)
        #expect(indicators.count == 1)
        // 200 pt of 500 pt shown, scrolled to the top; scrollIndicatorWidth: 3 pt (an estimate).
        #expect(indicator.kind == .scrollIndicator(.vertical, visible: 0.4, position: 0))
        #expect(indicator.frame == CGRect(x: 100 - metrics.scrollIndicatorWidth, y: 0, width: 3, height: 200))
        #expect(rendering.displayList.texts.isEmpty)
    }

    @Test func aScrollViewThatFitsItsContentShowsNoIndicator() {
        let view = ScrollView { Color.blue.frame(height: 50) }
        let rendering = renderHeadless(view, width: 100, height: 200)
        #expect(rendering.displayList.chrome.isEmpty)
    }

    // MARK: Sliders

    @Test func aSliderIsATrackOfTheOfferedWidthWithItsFraction() throws {
        let rendering = renderHeadless(Slider(value: .constant(0.25)), width: 200, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        #expect(rendering.displayList.chrome.count == 1)
        #expect(chrome.kind == .sliderTrack(fraction: 0.25))
        // sliderHeight: 31 pt, UISlider's intrinsic height (an estimate).
        #expect(chrome.frame == CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(rendering.size == CGSize(width: 200, height: metrics.sliderHeight))
        #expect(rendering.displayList.texts.isEmpty)
    }

    @Test func aSlidersTrackIsSnappedToWholePointsAndFollowsItsBounds() throws {
        let rendering = renderHeadless(Slider(value: .constant(30), in: 0...40), width: 120.6, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        #expect(chrome.kind == .sliderTrack(fraction: 0.75))
        #expect(chrome.frame.width == 120)
    }

    // MARK: Images

    @Test func aSymbolKeepsItsNameAndIsASquareOfTheFontsSize() throws {
        let rendering = renderHeadless(Image(systemName: "star.fill"), width: nil, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        #expect(rendering.displayList.items.count == 1)
        let symbol = try #require(Self.symbol(chrome.kind))
        #expect(symbol.name == "star.fill")
        #expect(symbol.font.size == 17 && symbol.font.textStyle == .body)
        // EstimatedSymbolImages: as tall and as wide as the font's size, 17 pt for body.
        #expect(chrome.frame == CGRect(x: 0, y: 0, width: 17, height: 17))
        #expect(rendering.displayList.texts.isEmpty)
    }

    @Test func aSymbolInATitleFontIsSizedByThatFontAndTinted() throws {
        let view = Image(systemName: "gear").font(.title).foregroundStyle(Color.green)
        let rendering = renderHeadless(view, width: nil, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        let symbol = try #require(Self.symbol(chrome.kind))
        #expect(symbol.name == "gear")
        #expect(symbol.font.size == 28 && symbol.font.textStyle == .title)
        #expect(chrome.frame == CGRect(x: 0, y: 0, width: 28, height: 28))
        #expect(chrome.tint == Color.green.resolved())
    }

    @Test func aNamedImageIsThePlatformsPlaceholder() throws {
        let rendering = renderHeadless(Image("logo"), width: nil, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        guard case .namedImage(let name, let font) = chrome.kind else {
            Issue.record("not a named image: \(chrome.kind)")
            return
        }
        #expect(name == "logo")
        #expect(font.size == 17)
        #expect(chrome.frame == CGRect(x: 0, y: 0, width: 17, height: 17))
    }

    @Test func aResizableSymbolFillsItsFrameAndIsCentredInIt() throws {
        let view = Image(systemName: "person").resizable().frame(width: 60, height: 40)
        let rendering = renderHeadless(view, width: nil, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        #expect(rendering.size == CGSize(width: 60, height: 40))
        #expect(chrome.frame == CGRect(x: 30 - 8.5, y: 20 - 8.5, width: 17, height: 17))
    }

    @Test func aLabelsIconIsASymbolBeforeItsTitle() throws {
        let rendering = renderHeadless(Label("Settings", systemImage: "gear"), width: nil, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        let title = try #require(rendering.displayList.texts.first)
        #expect(Self.symbol(chrome.kind)?.name == "gear")
        #expect(chrome.frame.size == CGSize(width: 17, height: 17))
        #expect(title.lineStrings == ["Settings"])
        #expect(title.frame.minX > chrome.frame.maxX)
    }
}

/// A text field's size on the headless points platform: its text measured in DejaVu Sans plus the caret's room.
@MainActor
@Suite struct HeadlessTextFieldTests {
    @Test func aTextFieldsIdealSizeIsItsTextAndTheCaretInOneLineOfItsFont() {
        let rendering = renderHeadless(TextField("Name", text: .constant("Hello")), width: nil, height: nil)
        // "Hello" in DejaVu Sans at 17 pt: 5191 units × 17 / 2048 = 43.089 pt; textFieldCaretWidth: 2 pt (an
        // estimate); one line: 2384 units × 17 / 2048 = 19.789 pt.
        #expect(abs(rendering.size.width - (5191 * 17 / 2048 + ControlMetrics.iOS.textFieldCaretWidth)) < 0.001)
        #expect(ControlMetrics.iOS.textFieldCaretWidth == 2)
        #expect(abs(rendering.size.height - 2384 * 17 / 2048) < 0.001)
        #expect(rendering.displayList.chrome.isEmpty)
        #expect(rendering.displayList.texts.first?.lineStrings == ["Hello"])
    }

    @Test func anOfferedWidthIsTakenWhole() {
        let rendering = renderHeadless(TextField("Name", text: .constant("")), width: 250, height: nil)
        #expect(rendering.size.width == 250)
    }
}

/// Toggles on the headless points platform, in the neutral platform's looks (``PlatformStyles``): shapes in points,
/// no glyph.
@MainActor
@Suite struct HeadlessToggleTests {
    @Test func aSwitchIsA51By31CapsuleAtTheTrailingEdge() throws {
        let rendering = renderHeadless(Toggle("Wi-Fi", isOn: .constant(true)), width: 300, height: nil)
        // The HIG's switch: 51 × 31 pt; the row is as tall as the switch.
        #expect(rendering.size == CGSize(width: 300, height: 31))
        let shapes = rendering.displayList.shapes
        #expect(shapes.count == 2)
        #expect(shapes.first?.path.boundingRect == CGRect(x: 249, y: 0, width: 51, height: 31))
        #expect(rendering.displayList.texts.map(\.lineStrings) == [["Wi-Fi"]])
        #expect(rendering.displayList.chrome.isEmpty)
    }

    /// The knob (27 pt, 2 pt inside the capsule) sits at the trailing end when on and at the leading end when off.
    @Test func aSwitchsKnobMovesWithItsValue() throws {
        for (isOn, knobX) in [(true, 249 + 51 - 2 - 27), (false, 249 + 2)] {
            let rendering = renderHeadless(Toggle("Wi-Fi", isOn: .constant(isOn)), width: 300, height: nil)
            let shapes = rendering.displayList.shapes
            #expect(shapes.count == 2)
            #expect(shapes.last?.path.boundingRect == CGRect(x: CGFloat(knobX), y: 2, width: 27, height: 27))
            #expect(shapes.last?.fill == Color.white.resolved())
        }
    }

    @Test func aButtonStyleToggleThatIsOnIsAProminentButtonAroundItsLabel() throws {
        let rendering = renderHeadless(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button), width: nil, height: nil)
        let background = try #require(rendering.displayList.shapes.first)
        let label = try #require(rendering.displayList.texts.first)
        #expect(label.lineStrings == ["Bold"])
        // 12 pt of padding at the sides and 6 pt above and below the label, filled in the accent colour.
        #expect(background.path.boundingRect == CGRect(x: 0, y: 0, width: label.frame.width + 24, height: label.frame.height + 12))
        #expect(background.fill == Color.accentColor.resolved())
        #expect(label.frame.origin == CGPoint(x: 12, y: 6))
    }
}

/// Pickers on the headless points platform: the menu style's indicator is chrome sized by ``ControlMetrics/iOS``.
@MainActor
@Suite struct HeadlessPickerTests {
    @Test func aMenuPickerEndsWithItsMenuIndicatorAtTheTrailingEdge() throws {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
        }
        .pickerStyle(.menu)
        let rendering = renderHeadless(picker, width: 300, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        #expect(rendering.displayList.chrome.count == 1)
        guard case .pickerMenuIndicator(let font) = chrome.kind else {
            Issue.record("not a menu indicator: \(chrome.kind)")
            return
        }
        #expect(font.size == 17)
        // pickerMenuIndicatorWidth: 15 pt (an estimate), one body line tall: 2384 × 17 / 2048 = 19.789 pt.
        #expect(ControlMetrics.iOS.pickerMenuIndicatorWidth == 15)
        #expect(chrome.frame.minX == 285 && chrome.frame.minY == 0 && chrome.frame.width == 15)
        #expect(abs(chrome.frame.height - 2384 * 17 / 2048) < 0.001)
        #expect(chrome.tint == Color.accentColor.resolved())
        // The label, then the selected option's title in the accent colour before the indicator.
        #expect(rendering.displayList.texts.map(\.lineStrings) == [["Size"], ["M"]])
        #expect(rendering.displayList.texts.last?.frame.maxX == 285)
    }
}

/// An open popup menu on the headless points platform: its highlight, checkmark, separator and submenu indicator
/// are chrome placed with ``ControlMetrics/iOS``'s menu room (16 pt padding, 28 pt checkmark and submenu columns,
/// 8 pt separators, 44 pt rows: estimates).
@MainActor
@Suite struct HeadlessMenuTests {
    @Test func anOpenMenuPlacesItsChromeWithThePlatformsRoom() throws {
        let menu = Menu("Actions") {
            Picker("Size", selection: .constant(1)) {
                Text("S").tag(0)
                Text("M").tag(1)
            }
            Divider()
            Button("Copy") {}
            Menu("More") { Button("Paste") {} }
        }
        var environment = EnvironmentValues()
        environment.platform = .headlessPoints
        let graph = ViewGraph(root: menu, environment: environment)
        let proposal = ProposedViewSize(width: 400, height: 600)
        _ = graph.settle(proposal: proposal)
        graph.sendClick(at: CGPoint(x: 5, y: 5))
        _ = graph.settle(proposal: proposal)
        let list = graph.displayList()
        let chrome = list.chrome
        #expect(chrome.map(\.kind) == [.menuHighlight, .menuCheckmark, .menuSeparator, .submenuIndicator])
        let highlight = try #require(chrome.first)
        let line = highlight.frame
        // The first option, highlighted: a whole row, at least 44 pt tall.
        #expect(line.height == 44)
        // The second option is the selected one: its checkmark column after the 16 pt padding, 28 pt wide.
        #expect(chrome[1].frame == CGRect(x: line.minX + 16, y: line.minY + 44, width: 28, height: 44))
        // The separator across the menu, 8 pt tall, under the two options.
        #expect(chrome[2].frame == CGRect(x: line.minX, y: line.minY + 88, width: line.width, height: 8))
        // The submenu's indicator: 28 pt before the trailing 16 pt padding, on the line after "Copy".
        #expect(chrome[3].frame == CGRect(x: line.maxX - 16 - 28, y: line.minY + 88 + 8 + 44, width: 28, height: 44))
        // Entries' views start after the padding and the checkmark column.
        let texts = list.texts.filter { $0.frame.minY >= line.minY }
        #expect(texts.map(\.lineStrings) == [["S"], ["M"], ["Copy"], ["More"]])
        #expect(texts.allSatisfy { $0.frame.minX == line.minX + 16 + 28 })
    }
}

/// Steppers on the headless points platform: two buttons of UIStepper's 94 × 32 pt at the trailing edge.
@MainActor
@Suite struct HeadlessStepperTests {
    /// A stepper button chrome's direction and whether it can act (nil for other kinds).
    private static func button(_ kind: Chrome) -> (isIncrement: Bool, isEnabled: Bool)? {
        if case .stepperButton(let isIncrement, let isEnabled, _) = kind { (isIncrement, isEnabled) } else { nil }
    }

    @Test func aStepperIsItsLabelAndTwo47PointButtonsAtTheTrailingEdge() throws {
        let rendering = renderHeadless(Stepper("Count", value: .constant(3), in: 0...10), width: 300, height: nil)
        let buttons = rendering.displayList.chrome.compactMap { Self.button($0.kind) }
        #expect(buttons.map(\.isIncrement) == [false, true])
        #expect(buttons.map(\.isEnabled) == [true, true])
        // stepperButtonWidth 47, stepperHeight 32 (UIStepper: 94 × 32 pt); no separator of its own on iOS.
        #expect(rendering.displayList.chrome.map(\.frame) == [
            CGRect(x: 300 - 94, y: 0, width: 47, height: 32), CGRect(x: 300 - 47, y: 0, width: 47, height: 32),
        ])
        #expect(rendering.size == CGSize(width: 300, height: 32))
        #expect(rendering.displayList.texts.map(\.lineStrings) == [["Count"]])
    }

    @Test func aButtonAtItsBoundCannotAct() {
        let rendering = renderHeadless(Stepper("Count", value: .constant(10), in: 0...10), width: 300, height: nil)
        let buttons = rendering.displayList.chrome.compactMap { Self.button($0.kind) }
        #expect(buttons.map(\.isEnabled) == [true, false])
    }
}

/// A segmented picker on the headless points platform: edges, separators and the room around each label are
/// chrome of ``ControlMetrics/iOS``'s sizes (32 pt tall; 2 pt edges, 1 pt separators, 12 pt insets: estimates).
@MainActor
@Suite struct HeadlessSegmentedPickerTests {
    /// A short name of a segmented control's chrome kind (nil for other kinds).
    private static func piece(_ kind: Chrome) -> String? {
        switch kind {
        case .segmentedControlEdge(let isLeading, _): isLeading ? "leading" : "trailing"
        case .segmentSeparator: "separator"
        case .segmentInset: "inset"
        default: nil
        }
    }

    @Test func segmentsSitBetweenEdgesAndSeparatorsWithTheSelectedOneChosen() throws {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
        }
        .pickerStyle(.segmented)
        let rendering = renderHeadless(picker, width: nil, height: nil)
        let chrome = rendering.displayList.chrome
        #expect(chrome.compactMap { Self.piece($0.kind) } == ["leading", "inset", "inset", "separator", "inset", "inset", "trailing"])
        #expect(chrome.map(\.frame.width) == [2, 12, 12, 1, 12, 12, 2])
        #expect(chrome.allSatisfy { $0.frame.height == 32 && $0.frame.minY == 0 })
        let labels = rendering.displayList.texts
        #expect(labels.map(\.lineStrings) == [["S"], ["M"]])
        let labelWidths = labels.reduce(CGFloat(0)) { $0 + $1.frame.width }
        #expect(abs(rendering.size.width - (2 + 12 + 12 + 1 + 12 + 12 + 2 + labelWidths)) < 0.001)
        #expect(rendering.size.height == 32)
        // Each label follows its leading inset.
        #expect(abs(labels[0].frame.minX - chrome[1].frame.maxX) < 0.001)
        #expect(abs(labels[1].frame.minX - chrome[4].frame.maxX) < 0.001)
        // The selected segment (the second), insets and label, is what the chosen mark holds.
        let items = rendering.displayList.items
        let begin = try #require(items.firstIndex { if case .beginMark(.chosen) = $0 { true } else { false } })
        let end = try #require(items.firstIndex { if case .endMark = $0 { true } else { false } })
        let chosen = items[begin...end].compactMap { item -> String? in
            switch item {
            case .chrome(let piece): Self.piece(piece.kind)
            case .text(let text): text.lineStrings.joined()
            default: nil
            }
        }
        #expect(chosen == ["inset", "M", "inset"])
    }
}
