import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// `ImageRenderer.pngData`: views drawn by headless Chromium as the browser backend shows them, read back pixel by
/// pixel (``DecodedPNG``). Colours are the page's (`WebPage`: white or black page, `#f2f2f7` grouped background in
/// the light scheme) and the views' own (`Color.red` is rgba(255, 59, 48)).
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
@MainActor
struct WebImageRendererTests {
    static let red = DecodedPNG.Pixel(255, 59, 48)
    static let white = DecodedPNG.Pixel(255, 255, 255)
    static let black = DecodedPNG.Pixel(0, 0, 0)

    /// The view rendered by a renderer set up by `configure`, decoded. The browser runs off the main actor, which
    /// the suite's other tests share (the Swift 5 user-code test and ``aPictureFromTheMainActorIsTheSame()`` call
    /// the public, synchronous API itself).
    func picture<V: View>(_ view: V, colorScheme: ColorScheme = .light, maximumPixels: Int? = nil,
                          _ configure: (ImageRenderer<V>) -> Void = { _ in }) async throws -> DecodedPNG {
        let renderer = ImageRenderer(content: view)
        configure(renderer)
        return try DecodedPNG(await renderer.pngDataOffMainActor(colorScheme: colorScheme, maximumPixels: maximumPixels))
    }

    @Test func aPictureFromTheMainActorIsTheSame() async throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        let png = try DecodedPNG(renderer.pngData(colorScheme: .light))
        #expect(png.headerWidth == 30 && png.headerHeight == 20)
        #expect(png.count(of: Self.red, xs: 0..<30, ys: 0..<20) == 30 * 20)
    }

    @Test func aRedFrameIsItsSizeTimesTheScaleAndRedThroughout() async throws {
        let png = try await picture(Color.red.frame(width: 200, height: 100)) { $0.scale = 2 }
        #expect(png.hasSignature)
        #expect(png.headerWidth == 400 && png.headerHeight == 200)
        #expect(png.width == 400 && png.height == 200)
        #expect(png[0, 0] == Self.red && png[399, 199] == Self.red && png[200, 100] == Self.red)
        #expect(png.count(of: Self.red, xs: 0..<400, ys: 0..<200) == 400 * 200)
    }

    @Test func theProposedSizeIsWhatTheViewIsLaidOutFor() async throws {
        // A colour takes what it is offered.
        let png = try await picture(Color.blue) { $0.proposedSize = ProposedViewSize(width: 120, height: 80) }
        #expect(png.headerWidth == 120 && png.headerHeight == 80)
        #expect(png.colours(xs: 0..<120, ys: 0..<80) == ["rgba(0,122,255,255)"])
    }

    @Test func fractionalSizesAreRoundedUpToWholePixels() async throws {
        let view = Color.red.frame(width: 10.5, height: 3.25)
        let once = try await picture(view)
        #expect(once.headerWidth == 11 && once.headerHeight == 4)
        let thrice = try await picture(view) { $0.scale = 3 }
        #expect(thrice.headerWidth == 32 && thrice.headerHeight == 10)  // 31.5 and 9.75 pixels
        #expect(thrice[0, 0] == Self.red && thrice[30, 8] == Self.red)
    }

    /// The picture is as large as the browser backend lays the view out, with its fonts; the padding is the
    /// background's colour, the glyphs the text's, black in the light scheme and white in the dark.
    @Test func textOnABackgroundIsDrawnInThePagesFontAndColours() async throws {
        let view = Text("Kumiko").font(.title).padding(10).background(Color.yellow)
        let yellow = DecodedPNG.Pixel(255, 204, 0)
        let size = WebPicture.laidOut(view, proposal: .unspecified, colorScheme: .light).drawnSize
        #expect(size.width > 60 && size.height > 40)
        for scheme in [ColorScheme.light, .dark] {
            let png = try await picture(view, colorScheme: scheme) { $0.scale = 2 }
            #expect(png.headerWidth == Int((size.width * 2).rounded(.up)) && png.headerHeight == Int((size.height * 2).rounded(.up)))
            // The padding (10 pt, 20 px) holds nothing but the background, in the pixels the view covers whole (the
            // last column and row are partly the page's when the text's width or height is not whole pixels).
            let covered = (width: Int(size.width * 2), height: Int(size.height * 2))
            #expect(png.colours(xs: 0..<covered.width, ys: 0..<18) == [yellow.description])
            #expect(png.colours(xs: 0..<18, ys: 0..<covered.height) == [yellow.description])
            let text = (xs: 20..<covered.width - 20, ys: 20..<covered.height - 20)
            let glyph = scheme == .light ? Self.black : Self.white
            let other = scheme == .light ? Self.white : Self.black
            #expect(png.count(of: glyph, xs: text.xs, ys: text.ys) > 100, "glyphs in \(scheme)")
            #expect(png.count(of: other, xs: text.xs, ys: text.ys) == 0, "no \(other) glyphs in \(scheme)")
        }
    }

    @Test func thePageBehindTheViewIsWhiteOrBlackByTheColorScheme() async throws {
        let view = Text("Hi").frame(width: 100, height: 40, alignment: .leading)
        let light = try await picture(view, colorScheme: .light)
        let dark = try await picture(view, colorScheme: .dark)
        #expect(light[99, 0] == Self.white && light[99, 39] == Self.white)
        #expect(dark[99, 0] == Self.black && dark[99, 39] == Self.black)
    }

    /// A list row: its grouped box is the cell colour, the list's background around it the grouped colour (iOS's
    /// inset grouped list: white on #f2f2f7, or #1c1c1e on black).
    @Test func aListRowIsACellOnTheGroupedBackground() async throws {
        let view = List { Text("Row") }.frame(width: 240, height: 120)
        for (scheme, cell, grouped) in [(ColorScheme.light, Self.white, DecodedPNG.Pixel(242, 242, 247)),
                                         (.dark, DecodedPNG.Pixel(28, 28, 30), Self.black)] {
            let list = WebPicture.laidOut(view, proposal: .unspecified, colorScheme: scheme).displayList()
            let boxes = list.items.compactMap { item -> CGRect? in
                if case .chrome(let chrome) = item, case .groupedRowBox = chrome.kind { return chrome.frame }
                return nil
            }
            try #require(boxes.count == 1)
            let box = boxes[0]
            let png = try await picture(view, colorScheme: scheme)
            #expect(png.headerWidth == 240 && png.headerHeight == 120)
            // Inside the box, right of the text (the row's trailing end), and left of the box.
            #expect(png[Int(box.maxX) - 12, Int(box.midY)] == cell, "cell in \(scheme)")
            #expect(png[Int(box.minX) / 2, Int(box.midY)] == grouped, "background in \(scheme)")
        }
    }

    @Test func aViewWithoutSizeHasNoPicture() async throws {
        for view in [AnyView(Color.red.frame(width: 0, height: 10)), AnyView(EmptyView())] {
            let renderer = ImageRenderer(content: view)
            #expect(throws: BrowserRenderingError.emptyView) { try renderer.pngData(colorScheme: .light, browser: nil) }
        }
    }

    @Test func aHugeViewIsCutWithAWarning() async throws {
        var png: DecodedPNG?
        let messages = capturingDiagnostics {
            // On the main actor (the diagnostics are captured in this closure).
            let renderer = ImageRenderer(content: Color.red.frame(width: 500, height: 20))
            png = try? DecodedPNG(renderer.pngData(colorScheme: .light, browser: nil, maximumPixels: 300))
        }
        #expect(png?.headerWidth == 300 && png?.headerHeight == 20)
        #expect(png?[299, 19] == Self.red)
        #expect(messages.contains { $0.contains("larger than 300 pixels") })
    }

    @Test func anInfiniteViewIsCutAtTheLimit() async throws {
        let png = try await picture(Color.red, maximumPixels: 64) { $0.proposedSize = .infinity }
        #expect(png.headerWidth == 64 && png.headerHeight == 64)
        #expect(png.colours(xs: 0..<64, ys: 0..<64) == [Self.red.description])
    }

    @Test func aScaleThatIsNotAPositiveNumberDrawsAtOne() async throws {
        for scale in [CGFloat.nan, 0, -2, .infinity] {
            let png = try await picture(Color.red.frame(width: 30, height: 20)) { $0.scale = scale }
            #expect(png.headerWidth == 30 && png.headerHeight == 20, "scale \(scale)")
        }
    }

    @Test func aProposalThatIsNotANumberIsNoProposal() async throws {
        // A colour's ideal size is 10 × 10 points, what it takes when nothing is proposed.
        let png = try await picture(Color.red) { $0.proposedSize = ProposedViewSize(width: .nan, height: .nan) }
        #expect(png.headerWidth == 10 && png.headerHeight == 10)
    }
}

/// What needs no browser: the error without one, and the page that carries its frame.
@MainActor
struct WebImageRendererWithoutBrowserTests {
    @Test func aMissingBrowserIsAnErrorThatSaysWhatToInstall() async throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 20, height: 20))
        let missing = "/nonexistent/kumiko-test/chromium"
        #expect(throws: BrowserRenderingError.browserNotInstalled(path: missing)) {
            try renderer.pngData(colorScheme: .light, browser: missing)
        }
        let description = BrowserRenderingError.browserNotInstalled(path: missing).description
        #expect(description.contains("apt-get install chromium") && description.contains(missing))
    }

    /// A picture draws a text field as the live page does: the page's own field, with its prompt.
    @Test func aPicturesTextFieldIsThePagesOwnField() async throws {
        let graph = WebPicture.laidOut(TextField("Name", text: .constant("")).frame(width: 200),
                                       proposal: .unspecified, colorScheme: .light)
        let fields = WebFrameEncoder.items(of: graph).compactMap(JSONValue.parse).filter { $0.kind == "in" }
        #expect(fields.map { $0["ph"]?.string ?? "" } == ["Name"])
    }

    /// The frame is JSON in a script element: no text in it ends the element early.
    @Test func aPagesOwnFrameCannotCloseItsScriptElement() async throws {
        let graph = WebPicture.laidOut(Text("</script><b>x</b>"), proposal: .unspecified, colorScheme: .light)
        let items = WebFrameEncoder.items(of: graph)
        let frame = WebFrameEncoder.frame(items: items, size: CGSize(width: 100, height: 20), sequence: 1)
        let html = WebPage(title: "t", fonts: WebFonts(regular: nil, bold: nil, fallbacks: []), frame: frame).html
        #expect(html.components(separatedBy: "</script>").count == 3)  // the frame's element and the script's
        #expect(html.contains(#"id="kumiko-frame">{"#))
        let start = try #require(html.range(of: #"id="kumiko-frame">"#)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let embedded = String(html[start..<end])
        let decoded = try JSONSerialization.jsonObject(with: Data(embedded.utf8)) as? [String: Any]
        #expect(decoded?["items"] as? [Any] != nil)
        #expect(embedded.contains(#"\u003c/script>\u003cb>x\u003c/b>"#))
    }
}
