// `Canvas` and `GraphicsContext` as SwiftUI user code writes them, compiled in the Swift 5 language mode with
// `import Kumiko` alone: paths are filled and stroked in cells, text is put at its point, and transforms,
// clips and layers move and cut what is drawn.
import Kumiko
import Testing

@MainActor
private func render<V: View>(_ view: V, width: CGFloat = 80, height: CGFloat = 64) -> TerminalImage? {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: width, height: height)
    return renderer.terminalImage
}

private func lines(_ image: TerminalImage?) -> [String] {
    (image?.plainText ?? "").components(separatedBy: "\n")
}

private final class SizeBox { var size: CGSize? }

@MainActor
@Test func canvasFillsPathsWithTheirColourAndGetsItsSize() {
    let box = SizeBox()
    let image = render(Canvas { context, size in
        box.size = size
        context.fill(Path(CGRect(x: 0, y: 0, width: 16, height: 16)), with: .color(Color(red: 1, green: 0, blue: 0)))
        context.fill(Path(ellipseIn: CGRect(x: 40, y: 16, width: 32, height: 32)),
                     with: .linearGradient(Gradient(colors: [.blue, .blue]), startPoint: .zero, endPoint: CGPoint(x: 1, y: 1)))
    })
    #expect(box.size == CGSize(width: 80, height: 64))
    let ansi = image?.ansiText ?? ""
    #expect(ansi.contains("48;2;255;0;0"))
    // The gradient draws as its colour halfway along: iOS's blue.
    #expect(ansi.contains("48;2;0;122;255"))
}

@MainActor
@Test func canvasStrokesOpenPathsAndDrawsTextAtItsPoint() {
    let image = render(Canvas { context, size in
        var line = Path()
        line.move(to: CGPoint(x: 4, y: 56))
        line.addLine(to: CGPoint(x: 76, y: 56))
        context.stroke(line, with: .color(.green), lineWidth: 1)
        context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: 8))
    })
    let rows = lines(image)
    // 80 × 64 points are 10 columns by 4 rows; "Hi" is centred on x = 40 (columns 4 and 5), in the first row.
    #expect(rows[0] == "    Hi")
    #expect(rows[3].filter { $0 == "•" }.count == 10)
}

@MainActor
@Test func canvasTransformsClipsAndLayers() {
    let image = render(Canvas { context, _ in
        context.drawLayer { layer in
            layer.translateBy(x: 16, y: 16)
            layer.draw(Text("L"), at: .zero, anchor: .topLeading)
        }
        // The layer's transform ended with it.
        context.draw(Text("O"), at: .zero, anchor: .topLeading)
        var scaled = context
        scaled.scaleBy(x: 2, y: 2)
        scaled.draw(Text("S"), at: CGPoint(x: 16, y: 16), anchor: .topLeading)
        context.clip(to: Path(CGRect(x: 0, y: 48, width: 24, height: 16)))
        context.draw(Text("Clipped"), in: CGRect(x: 0, y: 48, width: 80, height: 16))
    })
    let rows = lines(image)
    #expect(rows[0].hasPrefix("O"))
    #expect(rows[1] == "  L")
    #expect(rows[2] == "    S")
    #expect(rows[3] == "Cli")
}

@MainActor
@Test func canvasInATimelineViewDrawsEachDate() {
    let start = Date(timeIntervalSince1970: 0)
    let image = render(TimelineView(.periodic(from: start, by: 60)) { timeline in
        Canvas(rendersAsynchronously: true) { context, _ in
            context.draw(Text(timeline.date > start ? "later" : "early"), at: .zero, anchor: .topLeading)
        }
    })
    #expect(lines(image)[0].hasPrefix("later"))
}

@MainActor
@Test func graphicsContextMeasuresResolvedText() {
    var measured = CGSize.zero
    _ = render(Canvas { context, _ in
        let text = context.resolve(Text("Four"))
        measured = text.measure(in: CGSize(width: 100, height: 100))
        context.draw(text, at: CGPoint(x: 0, y: 0), anchor: .topLeading)
    })
    // Four cells of 8 × 16 points.
    #expect(measured == CGSize(width: 32, height: 16))
}
