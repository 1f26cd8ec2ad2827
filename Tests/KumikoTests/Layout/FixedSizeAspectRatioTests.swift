import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// fixedSize (both axes and one axis) and aspectRatio (fit, fill, ratio from the ideal size).
@MainActor
@Suite struct FixedSizeAspectRatioTests {
    // Apple, fixedSize(): "Fixes this view at its ideal size"; fatbobman layout-dimensions-1: a shape's ideal
    // size is 10×10 (measured). A rectangle under fixedSize in a 300×300 proposal is 10×10.
    @Test func fixedSizeGivesIdealSize() {
        let frames = probedFrames(Rectangle().fixedSize().probe("r"),
                                  proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["r"]?.rounded3 == rect(0, 0, 10, 10))
    }

    // fatbobman layout-dimensions-1 (tweet example, measured with Text): .frame(idealWidth: 100,
    // idealHeight: 100).fixedSize() makes the view 100×100 — the ideal frame answers fixedSize's nil proposal.
    @Test func fixedSizeUsesIdealFrame() {
        let frames = probedFrames(
            Rectangle().frame(idealWidth: 100, idealHeight: 100).fixedSize().probe("r"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["r"]?.rounded3 == rect(0, 0, 100, 100))
    }

    // Apple, fixedSize(horizontal:vertical:): fixing only the horizontal axis keeps the ideal width and the
    // proposed height.
    @Test func fixedSizeHorizontalOnly() {
        let frames = probedFrames(Rectangle().fixedSize(horizontal: true, vertical: false).probe("r"),
                                  proposal: ProposedViewSize(width: 300, height: 200))
        #expect(frames["r"]?.rounded3 == rect(0, 0, 10, 200))
    }

    // Same, vertical axis only.
    @Test func fixedSizeVerticalOnly() {
        let frames = probedFrames(Rectangle().fixedSize(horizontal: false, vertical: true).probe("r"),
                                  proposal: ProposedViewSize(width: 300, height: 200))
        #expect(frames["r"]?.rounded3 == rect(0, 0, 300, 10))
    }

    // Research §7 (OpenSwiftUI FixedSizeLayout: layoutPriority passes through) with the stack rule: under
    // fixedSize a flexible rectangle is no longer flexible — in an HStack(spacing: 0) of 200 it stays 10 wide
    // and the plain rectangle takes the other 190.
    @Test func fixedSizeChildIsInflexibleInAStack() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().fixedSize(horizontal: true, vertical: false).probe("fixed")
                Rectangle().probe("flexible")
            },
            proposal: ProposedViewSize(width: 200, height: 50))
        #expect(frames["fixed"]?.rounded3 == rect(0, 0, 10, 50))
        #expect(frames["flexible"]?.rounded3 == rect(10, 0, 190, 50))
    }

    // Research §12 (OpenSwiftUI _AspectRatioLayout: scale = min of proposal / ratio per axis for .fit; the
    // child is proposed the scaled size). Derived: ratio 2 in 300×100 → 200×100, centred by a 300×100 frame.
    @Test func aspectRatioFit() {
        let frames = probedFrames(
            Rectangle().aspectRatio(2, contentMode: .fit).probe("r").frame(width: 300, height: 100),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["r"]?.rounded3 == rect(50, 0, 200, 100))
    }

    // Research §12: .fill uses the max scale. Derived: ratio 2 in 300×100 → 300×150, centred (overflowing
    // 25 pt above and below).
    @Test func aspectRatioFill() {
        let frames = probedFrames(
            Rectangle().aspectRatio(2, contentMode: .fill).probe("r").frame(width: 300, height: 100),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["r"]?.rounded3 == rect(0, -25, 300, 150))
    }

    // Apple, aspectRatio(_:contentMode:): "Use nil to maintain the current aspect ratio in the resulting view";
    // research §12 (OpenSwiftUI: the current ratio is that of the child's ideal size). Derived: ideal 40×20 →
    // ratio 2 → 300×150 in a 300×300 proposal.
    @Test func aspectRatioFromIdealSize() {
        let frames = probedFrames(
            Rectangle().frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit).probe("r"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["r"]?.rounded3 == rect(0, 0, 300, 150))
    }

    // Research §12: a nil proposal dimension counts as infinite for the scale. Derived: ratio 2 proposed
    // (nil, 50) → 100×50.
    @Test func aspectRatioWithNilWidth() {
        let frames = probedFrames(Rectangle().aspectRatio(2, contentMode: .fit).probe("r"),
                                  proposal: ProposedViewSize(width: nil, height: 50))
        #expect(frames["r"]?.rounded3 == rect(0, 0, 100, 50))
    }

    // Research §12: an unspecified proposal is passed through unchanged, so the rectangle answers its ideal
    // 10×10 (fatbobman) whatever the ratio.
    @Test func aspectRatioWithUnspecifiedProposal() {
        let frames = probedFrames(Rectangle().aspectRatio(2, contentMode: .fit).probe("r"), proposal: .unspecified)
        #expect(frames["r"]?.rounded3 == rect(0, 0, 10, 10))
    }
}
