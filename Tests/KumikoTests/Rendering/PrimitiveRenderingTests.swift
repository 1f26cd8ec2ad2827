import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoTerminal

/// Shapes, images, labels, dividers and effects drawn into cells.
@MainActor
@Suite struct PrimitiveRenderingTests {
    @Test func strokedRectangleIsABox() {
        let view = Rectangle().stroke(.blue).frame(width: 32, height: 48)
        #expect(render(view) == "┌──┐\n│  │\n└──┘")
    }

    @Test func roundedRectangleStrokeHasRoundedCorners() {
        let view = RoundedRectangle(cornerRadius: 4).stroke(.blue).frame(width: 24, height: 32)
        #expect(render(view) == "╭─╮\n╰─╯")
    }

    @Test func wideStrokeIsHeavy() {
        let view = Rectangle().stroke(.blue, lineWidth: 2).frame(width: 24, height: 48)
        #expect(render(view) == "┏━┓\n┃ ┃\n┗━┛")
    }

    @Test func borderNeverHidesText() {
        // 7 cells of text in a 7-cell box: the border gives way to the text.
        #expect(render(Text("Bordered").frame(width: 64, height: 48).border(.red)) == "┌──────┐\nBordered\n└──────┘")
    }

    @Test func filledShapesPaintBackgrounds() {
        let image = ImageRenderer(content: Color.red.frame(width: 16, height: 16)).terminalImage
        #expect(image?.columns == 2)
        #expect(image?.buffer[0, 0].background == ResolvedColor(red: 1, green: 0.231, blue: 0.188))
        #expect(image?.buffer[1, 0].background == ResolvedColor(red: 1, green: 0.231, blue: 0.188))
    }

    @Test func circleFillsCellsInsideIt() {
        let image = ImageRenderer(content: Circle().fill(.green).frame(width: 80, height: 160)).terminalImage
        // 10 × 10 cells; the circle (80 pt across) is centred: corners outside, centre inside.
        #expect(image?.buffer[0, 0].background == nil)
        #expect(image?.buffer[5, 5].background != nil)
    }

    @Test func backgroundDrawsBehindText() {
        let image = ImageRenderer(content: Text("Hi").background(.blue)).terminalImage
        #expect(image?.plainText == "Hi")
        #expect(image?.buffer[0, 0].background == ResolvedColor(red: 0, green: 0.478, blue: 1))
    }

    @Test func overlayOfOpaqueColourHidesText() {
        #expect(render(Text("Hi").overlay(Color.black)) == "")
    }

    @Test func opacityZeroHidesAndPartialOpacityBlends() {
        #expect(render(HStack(spacing: 0) { Text("A").opacity(0); Text("B") }) == " B")
        let image = ImageRenderer(content: Color.white.opacity(0.5).frame(width: 8, height: 16)).terminalImage
        #expect(image?.buffer[0, 0].background == ResolvedColor(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func systemImageUsesTheSymbolTable() {
        #expect(render(Image(systemName: "star.fill")) == "★")
        #expect(render(Image(systemName: "no.such.symbol")) == "□")
    }

    @Test func labelShowsIconThenTitle() {
        #expect(render(Label("Call", systemImage: "phone")) == "☎ Call")
        #expect(render(Label("Call", systemImage: "phone").labelStyle(.titleOnly)) == "Call")
    }

    @Test func dividerSpansAVStackAndStandsInAnHStack() {
        let vertical = VStack(spacing: 0) { Text("abc"); Divider(); Text("d") }
        #expect(render(vertical) == "abc\n───\n d")
        let horizontal = HStack(spacing: 0) { Text("a"); Divider(); Text("b") }.frame(height: 32)
        #expect(render(horizontal) == " │\na│b")
    }

    @Test func platformColoursCompileAndResolve() {
        let view = Color(.systemBackground).frame(width: 8, height: 16)
        let image = ImageRenderer(content: view).terminalImage
        #expect(image?.buffer[0, 0].background == nil)
        #expect(Color(UIColor.secondaryLabel) == Color.secondary)
    }

    @Test func ansiTextCarriesColoursAndStyles() {
        let image = ImageRenderer(content: Text("R").foregroundColor(.red).bold()).terminalImage
        #expect(image?.ansiText == "\u{1B}[0;1;38;2;255;59;48mR\u{1B}[0m")
    }

    @Test func textWrapsAWideCharacterThatWouldStraddleTheEdge() {
        // Two columns: "a" then a wide character that does not fit moves to the next line.
        #expect(render(Text(verbatim: "a日"), width: 16) == "a\n日")
    }

    @Test func infiniteSizeIsLimitedNotFatal() {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = .infinity
        #expect(renderer.terminalImage?.columns == 4096)
    }

    @Test func emptyViewRendersNoImage() {
        #expect(ImageRenderer(content: EmptyView()).terminalImage == nil)
    }
}

/// The cell buffer itself.
@Suite struct CellBufferTests {
    @Test func wideCharacterAtTheLastColumnBecomesASpace() {
        var buffer = CellBuffer(columns: 2, rows: 1)
        buffer.put("日", width: 2, column: 1, row: 0, foreground: nil, style: [])
        #expect(buffer[1, 0].character == " ")
        #expect(TerminalImage(buffer: buffer).plainText == "")
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(columns: 4, rows: 1)
        buffer.put("日", width: 2, column: 0, row: 0, foreground: nil, style: [])
        buffer.put("x", width: 1, column: 1, row: 0, foreground: nil, style: [])
        #expect(TerminalImage(buffer: buffer).plainText == " x")
        buffer.put("本", width: 2, column: 2, row: 0, foreground: nil, style: [])
        buffer.put("y", width: 1, column: 2, row: 0, foreground: nil, style: [])
        #expect(TerminalImage(buffer: buffer).plainText == " xy")
    }

    @Test func negativeSizesMakeAnEmptyBuffer() {
        let buffer = CellBuffer(columns: -3, rows: 2)
        #expect(buffer.columns == 0)
        #expect(buffer.cells.isEmpty)
    }
}
