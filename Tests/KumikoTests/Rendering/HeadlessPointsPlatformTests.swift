import Foundation
import Testing
import Kumiko
import KumikoTestSupport
import KumikoCore

/// DejaVu Sans's numbers as its files hold them (`head`, `hhea`, `hmtx` read with a separate script), so the
/// expectations below do not come from the reader they check.
private enum DejaVu {
    static let unitsPerEm: CGFloat = 2048
    static let ascender: CGFloat = 1901
    static let descender: CGFloat = -483
    static let regular: [Character: CGFloat] = [
        "H": 1540, "e": 1260, "l": 569, "o": 1253, " ": 651, "w": 1675, "r": 842, "d": 1300, "W": 2025,
    ]
    static let bold: [Character: CGFloat] = ["H": 1714, "e": 1389, "l": 702, "o": 1407]
    /// The advance of glyph 0 (".notdef") in both faces.
    static let missingGlyph: CGFloat = 1229

    /// The width of `string` at `size` points: the sum of its characters' advances, scaled.
    static func width(_ string: String, size: CGFloat = 17, bold: Bool = false) -> CGFloat {
        string.reduce(0) { $0 + (bold ? Self.bold : regular)[$1]! } * size / unitsPerEm
    }

    /// A line's height at `size` points.
    static func lineHeight(_ size: CGFloat = 17) -> CGFloat { (ascender - descender) * size / unitsPerEm }
    /// A line's baseline at `size` points.
    static func baseline(_ size: CGFloat = 17) -> CGFloat { ascender * size / unitsPerEm }
}

/// Whether two lengths agree to 1/1000 pt.
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

/// Whether two rectangles agree to 1/1000 pt.
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

@MainActor
@Suite struct HeadlessPointsPlatformTests {
    @Test func dejaVuFontsLoad() {
        // No skipping: without the fonts every measurement below would be wrong, so say why here.
        #expect(HeadlessPointsPlatform.shared.diagnostics.isEmpty,
                "DejaVu fonts missing or unreadable; install Debian's fonts-dejavu-core (.ci/run does)")
        #expect(Platform.headlessPoints.grid == DeviceGrid(unit: CGSize(width: 1, height: 1)))
        #expect(Platform.headlessPoints.metrics == .iOS)
    }

    // MARK: Text

    @Test func helloAtBodySizeIsTheSumOfItsAdvances() throws {
        let rendering = renderHeadless(Text("Hello"), width: nil, height: nil)
        let width = DejaVu.width("Hello")  // 5191 units × 17 / 2048 = 43.089 pt
        #expect(close(width, 43.0894))
        #expect(close(rendering.size.width, width))
        #expect(close(rendering.size.height, DejaVu.lineHeight()))  // 2384 × 17 / 2048 = 19.789 pt
        let text = try #require(rendering.displayList.texts.first)
        #expect(rendering.displayList.items.count == 1)
        #expect(close(text.frame, CGRect(x: 0, y: 0, width: width, height: DejaVu.lineHeight())))
        #expect(text.lineStrings == ["Hello"])
        let line = try #require(text.lines.first)
        #expect(line.offset == .zero)
        #expect(close(line.width, width))
        #expect(close(line.height, DejaVu.lineHeight()))
        #expect(close(line.baseline, DejaVu.baseline()))
        let font = try #require(line.segments.first?.style.font)
        #expect(font.size == 17)
        #expect(font.weight == .regular)
    }

    @Test func textIsPlacedInPointsInsideAFrame() throws {
        let rendering = renderHeadless(Text("Hello").frame(width: 100, height: 50), width: 320, height: 480)
        #expect(rendering.size == CGSize(width: 100, height: 50))
        let text = try #require(rendering.displayList.texts.first)
        let width = DejaVu.width("Hello")
        // Centred in the frame, with no rounding to cells or points.
        #expect(close(text.frame, CGRect(x: (100 - width) / 2, y: (50 - DejaVu.lineHeight()) / 2,
                                         width: width, height: DejaVu.lineHeight())))
    }

    @Test func textWrapsAtANarrowWidth() throws {
        // "Hello world" is 95.3 pt; at 60 pt it breaks at the space, which neither line keeps.
        #expect(close(DejaVu.width("Hello world"), 11481 * 17 / 2048))
        let rendering = renderHeadless(Text("Hello world"), width: 60, height: nil)
        let text = try #require(rendering.displayList.texts.first)
        #expect(text.lineStrings == ["Hello", "world"])
        #expect(close(text.lines[0].width, DejaVu.width("Hello")))
        #expect(close(text.lines[1].width, DejaVu.width("world")))
        #expect(text.lines.map(\.offset.y).map { close($0, 0) } == [true, false])
        #expect(close(text.lines[1].offset.y, DejaVu.lineHeight()))
        #expect(close(rendering.size.width, DejaVu.width("world")))
        #expect(close(rendering.size.height, 2 * DejaVu.lineHeight()))
    }

    @Test func wrappingBreaksWhereTheProportionalAdvancesRunOut() throws {
        // "Hello" is 43.089 pt: at 43 pt it no longer fits and breaks between characters ("Hell" 33.08 pt + "o").
        let rendering = renderHeadless(Text("Hello"), width: 43, height: nil)
        let text = try #require(rendering.displayList.texts.first)
        #expect(text.lineStrings == ["Hell", "o"])
        #expect(close(text.lines[0].width, DejaVu.width("Hell")))
    }

    @Test func largeTitleIs34PointsAndHeadlineIsSemibold() throws {
        let rendering = renderHeadless(
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello").font(.largeTitle)
                Text("Hello").font(.headline)
            }, width: nil, height: nil)
        let texts = rendering.displayList.texts
        #expect(texts.count == 2)
        let title = try #require(texts.first?.lines.first)
        let titleFont = try #require(title.segments.first?.style.font)
        #expect(titleFont.size == 34)
        #expect(titleFont.weight == .regular)
        #expect(close(title.width, DejaVu.width("Hello", size: 34)))
        #expect(close(title.height, DejaVu.lineHeight(34)))
        #expect(close(title.baseline, DejaVu.baseline(34)))

        let headline = try #require(texts.last?.lines.first)
        let headlineFont = try #require(headline.segments.first?.style.font)
        #expect(headlineFont.size == 17)
        #expect(headlineFont.weight == .semibold)
        // Semibold draws with the bold face: 5914 units.
        #expect(close(headline.width, DejaVu.width("Hello", bold: true)))
        #expect(close(texts[1].frame.minY, DejaVu.lineHeight(34)))
    }

    @Test func multilineCentreAndTrailingAlignmentOffsetLinesInWholePoints() throws {
        // The text's frame is as wide as its widest line (43.09 pt), which the 1 pt grid shows as 43 pt; the
        // shorter line ("He", 23.24 pt) is offset by the free space (or half of it) floored to whole points.
        let shown = DejaVu.width("Hello").rounded()
        let free = shown - DejaVu.width("He")
        #expect(close(free, 19.7578))
        for (alignment, expected) in [(TextAlignment.center, (free / 2).rounded(.down)), (.trailing, free.rounded(.down)),
                                      (.leading, 0)] {
            let rendering = renderHeadless(Text("Hello\nHe").multilineTextAlignment(alignment), width: nil, height: nil)
            let text = try #require(rendering.displayList.texts.first)
            #expect(text.lineStrings == ["Hello", "He"])
            #expect(text.lines[0].offset.x == 0, "\(alignment)")
            #expect(text.lines[1].offset.x == expected, "\(alignment)")
            #expect(close(text.lines[1].offset.y, DejaVu.lineHeight()))
        }
        #expect((free / 2).rounded(.down) == 9)
    }

    @Test func unknownGlyphsAdvanceAsGlyphZeroAndCombiningMarksAddNothing() throws {
        // "中" is not in DejaVu Sans: it advances as glyph 0. "e" + U+0301 is one cluster as wide as "e".
        let rendering = renderHeadless(Text("中e\u{301}"), width: nil, height: nil)
        let line = try #require(rendering.displayList.texts.first?.lines.first)
        #expect(close(line.width, (DejaVu.missingGlyph + 1260) * 17 / DejaVu.unitsPerEm))
    }

    // MARK: Stacks, shapes, padding

    @Test func aVStackOfTextsUsesIOSSpacing() {
        let rendering = renderHeadless(
            VStack {
                Text("Hello").probe("first")
                Text("world").probe("second")
            }, width: 320, height: 480)
        let height = DejaVu.lineHeight()
        let first = rendering.frames["first"] ?? .null
        let second = rendering.frames["second"] ?? .null
        #expect(close(first, CGRect(x: (DejaVu.width("world") - DejaVu.width("Hello")) / 2, y: 0,
                                    width: DejaVu.width("Hello"), height: height)))
        #expect(close(second, CGRect(x: 0, y: height + 8, width: DejaVu.width("world"), height: height)))
        #expect(close(rendering.size.height, 2 * height + 8))
    }

    @Test func shapesKeepTheirSizeInPoints() throws {
        let rendering = renderHeadless(
            HStack(spacing: 3) {
                Rectangle().frame(width: 13, height: 7)
                Capsule().frame(width: 5, height: 11)
            }.padding(2.5), width: nil, height: nil)
        #expect(rendering.size == CGSize(width: 2.5 + 13 + 3 + 5 + 2.5, height: 2.5 + 11 + 2.5))
        let shapes = rendering.displayList.shapes
        #expect(shapes.count == 2)
        #expect(shapes.first?.path.boundingRect == CGRect(x: 2.5, y: 2.5 + 2, width: 13, height: 7))
        #expect(shapes.first?.fill != nil)
        let capsule = try #require(shapes.last?.path.boundingRect)
        #expect(close(capsule, CGRect(x: 2.5 + 13 + 3, y: 2.5, width: 5, height: 11)))
    }

    @Test func paddingInsetsInPoints() throws {
        let rendering = renderHeadless(
            Text("Hello").padding(.leading, 7).padding(.top, 3).padding(), width: nil, height: nil)
        let text = try #require(rendering.displayList.texts.first)
        // iOS's default padding is 16 pt on every side.
        #expect(close(text.frame, CGRect(x: 16 + 7, y: 16 + 3, width: DejaVu.width("Hello"), height: DejaVu.lineHeight())))
        #expect(close(rendering.size.width, 16 + 7 + DejaVu.width("Hello") + 16))
        #expect(close(rendering.size.height, 16 + 3 + DejaVu.lineHeight() + 16))
    }

    @Test func clippingPushesAndPopsTheClippedFrame() {
        let rendering = renderHeadless(
            Rectangle().frame(width: 40, height: 40).frame(width: 10, height: 6).clipped(), width: nil, height: nil)
        let items = rendering.displayList.items
        #expect(items.count == 3)
        guard items.count == 3 else { return }
        if case .pushClip(let rect) = items[0] { #expect(rect == CGRect(x: 0, y: 0, width: 10, height: 6)) } else {
            Issue.record("expected pushClip first, got \(items[0])")
        }
        if case .shape(let shape) = items[1] { #expect(shape.path.boundingRect == CGRect(x: -15, y: -17, width: 40, height: 40)) } else {
            Issue.record("expected the shape second, got \(items[1])")
        }
        if case .popClip = items[2] {} else { Issue.record("expected popClip last, got \(items[2])") }
    }

    @Test func aSheetErasesItsBoxOverTheWindow() {
        let rendering = renderHeadless(
            Color.blue.sheet(isPresented: .constant(true)) { Text("Sheet") }, width: 320, height: 480)
        let erased = rendering.displayList.items.compactMap { if case .erase(let rect) = $0 { rect } else { nil } }
        #expect(erased.count == 1)
        let box = erased.first ?? .null
        #expect(box.width > 0 && box.height > 0)
        #expect(CGRect(x: 0, y: 0, width: 320, height: 480).contains(box))
        #expect(rendering.displayList.texts.contains { $0.lineStrings.contains("Sheet") })
    }
}
