import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// Bad sizes and values reaching the renderer: a diagnostic and a sensible image, never a crash.
@MainActor
@Suite struct BadInputRenderingTests {
    @Test func nanProposalIsTreatedAsUnspecified() {
        let renderer = ImageRenderer(content: Text("NaN"))
        renderer.proposedSize = ProposedViewSize(width: .nan, height: .nan)
        #expect(renderer.terminalImage?.plainText == "NaN")
    }

    @Test func negativeProposalIsTreatedAsZero() {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: -100, height: -5)
        #expect(renderer.terminalImage == nil)
    }

    @Test func zeroProposalGivesTextNoSize() {
        let renderer = ImageRenderer(content: Text("hidden"))
        renderer.proposedSize = .zero
        #expect(renderer.terminalImage == nil)
    }

    @Test func hugeFrameIsCutToTheMaximumImage() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 1e9, height: 32))
        #expect(renderer.terminalImage?.columns == 4096)
        #expect(renderer.terminalImage?.rows == 2)
    }

    @Test func nanOffsetAndPositionDoNotCrash() {
        let view = VStack(spacing: 0) {
            Text("a").offset(x: .nan, y: .infinity)
            Text("b").position(x: .nan, y: 8)
            Text("c")
        }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 80, height: 64)
        #expect(renderer.terminalImage?.plainText.contains("c") == true)
    }

    @Test func negativePaddingShrinksButNeverBelowZero() {
        #expect(ImageRenderer(content: Text("abc").padding(-100)).terminalImage == nil)
        #expect(render(Text("abcdef").padding(.horizontal, -8).fixedSize()) == "bcde")
    }

    @Test func onePointByOnePointStillRendersACell() {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: 8, height: 16)
        #expect(renderer.terminalImage?.columns == 1)
        #expect(renderer.terminalImage?.rows == 1)
    }

    @Test func invalidUTF8DecodedWithReplacementRendersWithoutCrash() {
        let bytes: [UInt8] = [0x61, 0xFF, 0xFE, 0x62]
        let string = String(decoding: bytes, as: UTF8.self)
        #expect(render(Text(string)) == "a\u{FFFD}\u{FFFD}b")
    }

    @Test func controlCharactersTakeNoCells() {
        #expect(render(Text("a\u{7}b\u{1B}c")) == "abc")
    }
}
