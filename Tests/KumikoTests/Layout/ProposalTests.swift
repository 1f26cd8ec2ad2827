import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// Measures its single subview for a fixed proposal and reports that size as its own.
private struct MeasuringLayout: Layout {
    let probe: ProposedViewSize
    let result: ResultBox

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        result.size = subviews.first?.sizeThatFits(probe)
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor
private final class ResultBox {
    var size: CGSize?
}

/// The four proposal modes of ProposedViewSize (.zero, .infinity, concrete, .unspecified), as answered by a
/// shape and by modifiers.
@MainActor
@Suite struct ProposalTests {
    // fatbobman layout-dimensions-1 (measured): Rectangle() answers the minimum-mode proposal (.zero) with 0×0.
    @Test func rectangleZeroProposal() {
        let frames = probedFrames(Rectangle().probe("r"), proposal: .zero)
        #expect(frames["r"]?.rounded3 == rect(0, 0, 0, 0))
    }

    // fatbobman layout-dimensions-1 (measured): Rectangle() answers .unspecified with its ideal size 10×10.
    @Test func rectangleUnspecifiedProposal() {
        let frames = probedFrames(Rectangle().probe("r"), proposal: .unspecified)
        #expect(frames["r"]?.rounded3 == rect(0, 0, 10, 10))
    }

    // fatbobman layout-dimensions-1 (measured): a concrete proposal is returned unchanged.
    @Test func rectangleConcreteProposal() {
        let frames = probedFrames(Rectangle().probe("r"), proposal: ProposedViewSize(width: 123, height: 45))
        #expect(frames["r"]?.rounded3 == rect(0, 0, 123, 45))
    }

    // fatbobman layout-dimensions-1 (measured): Rectangle() answers the maximum-mode proposal (.infinity) with
    // infinity × infinity. Read through LayoutSubview.sizeThatFits, as a container would.
    @Test func rectangleInfinityProposal() {
        let box = ResultBox()
        _ = probedFrames(MeasuringLayout(probe: .infinity, result: box) { Rectangle() },
                         proposal: ProposedViewSize(width: 100, height: 100))
        #expect(box.size == CGSize(width: CGFloat.infinity, height: .infinity))
    }

    // Apple, ProposedViewSize.zero: "the view responds with its minimum size". Derived: padding(10) around a
    // rectangle proposed .zero is 20×20 (research §6: inset proposal clamped at 0, size = child + insets).
    @Test func paddingZeroProposal() {
        let frames = probedFrames(Rectangle().probe("r").padding(10).probe("outer"), proposal: .zero)
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 20, 20))
        #expect(frames["r"]?.rounded3 == rect(10, 10, 0, 0))
    }
}
