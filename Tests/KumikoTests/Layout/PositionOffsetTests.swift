import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// offset (drawing moves, layout does not) and position (takes the proposal, centres the view on a point).
@MainActor
@Suite struct PositionOffsetTests {
    // Apple, offset(x:y:): "The original dimensions of the view aren't changed by offsetting the contents; in
    // the example below the gray border drawn by this view surrounds the original position". A probe inside the
    // offset sees the moved frame, a probe outside it the original one.
    @Test func offsetMovesTheViewButNotItsLayout() {
        let frames = probedFrames(
            Rectangle().frame(width: 100, height: 50).probe("moved")
                .offset(x: 20, y: 50).probe("layout"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["moved"]?.rounded3 == rect(20, 50, 100, 50))
        #expect(frames["layout"]?.rounded3 == rect(0, 0, 100, 50))
    }

    // fatbobman layout-dimensions-2 (OffsetDemo, screenshot): offsetting a child "does not affect the HStack's
    // size"; its sibling stays where it was.
    @Test func offsetDoesNotMoveSiblings() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().frame(width: 50, height: 50).offset(x: 10, y: 30)
                Rectangle().frame(width: 50, height: 50).probe("b")
            }
            .probe("stack"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["stack"]?.rounded3 == rect(0, 0, 100, 50))
        #expect(frames["b"]?.rounded3 == rect(50, 0, 50, 50))
    }

    // fatbobman layout-dimensions-2: Rectangle 100×50 .position(x: 80, y: 55).frame(width: 130, height: 80)
    // draws the same picture as the EdgeInsets(top: 30, leading: 30) padding — the rectangle at (30, 30); the
    // position view fills the 130×80 frame.
    @Test func positionCentresViewAtPoint() {
        let frames = probedFrames(
            Rectangle().frame(width: 100, height: 50).probe("rect")
                .position(x: 80, y: 55).probe("position")
                .frame(width: 130, height: 80),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["position"]?.rounded3 == rect(0, 0, 130, 80))
        #expect(frames["rect"]?.rounded3 == rect(30, 30, 100, 50))
    }

    // Apple, position(x:y:): "Positions the center of this view at the specified coordinates in its parent's
    // coordinate space" (example: .position(x: 175, y: 100)); the position view takes the whole proposal
    // (OpenSwiftUI _PositionLayout: size = the proposal). A 50×20 view centred at (175, 100) of 400×300.
    @Test func applePositionExample() {
        let frames = probedFrames(
            Rectangle().frame(width: 50, height: 20).probe("r")
                .position(x: 175, y: 100).probe("position"),
            proposal: ProposedViewSize(width: 400, height: 300))
        #expect(frames["position"]?.rounded3 == rect(0, 0, 400, 300))
        #expect(frames["r"]?.rounded3 == rect(150, 90, 50, 20))
    }

    // OpenSwiftUI _PositionLayout (PR #507, "Audited for 6.5.4"): sizeThatFits returns the proposal, with
    // unspecified dimensions fixed at the child's size (`proposal.fixingUnspecifiedDimensions(at:
    // child.size(in: proposal))`). Derived: proposed (300, nil), a 50×20 child makes the position view 300×20.
    @Test func positionWithNilHeightUsesChildHeight() {
        let frames = probedFrames(
            Rectangle().frame(width: 50, height: 20).probe("r")
                .position(x: 25, y: 10).probe("position"),
            proposal: ProposedViewSize(width: 300, height: nil))
        #expect(frames["position"]?.rounded3 == rect(0, 0, 300, 20))
        #expect(frames["r"]?.rounded3 == rect(0, 0, 50, 20))
    }

    // Same source, both dimensions unspecified: the position view is the child's size, 50×20.
    @Test func positionWithUnspecifiedProposalUsesChildSize() {
        let frames = probedFrames(
            Rectangle().frame(width: 50, height: 20).position(x: 25, y: 10).probe("position"),
            proposal: .unspecified)
        #expect(frames["position"]?.rounded3 == rect(0, 0, 50, 20))
    }
}
