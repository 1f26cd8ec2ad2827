import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// Every padding form: default, length, edges + length, edges + default, EdgeInsets; proposals inset.
@MainActor
@Suite struct PaddingLayoutTests {
    // Apple, padding(_:_:): "If you set the value to nil, SwiftUI uses a platform-specific default amount";
    // on iOS that default is 16 pt on every edge (OpenSwiftUI DefaultPadding.swift, EdgeInsets(_all: 16),
    // research §6). Derived: 50×30 + 2 × 16.
    @Test func defaultPaddingIsSixteen() {
        let frames = probedFrames(
            Rectangle().frame(width: 50, height: 30).probe("inner").padding().probe("outer"),
            proposal: .unspecified)
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 82, 62))
        #expect(frames["inner"]?.rounded3 == rect(16, 16, 50, 30))
    }

    // Apple, padding(_:) example: "Text padded by 10 points on each edge" — the padded view is 10 pt larger on
    // every side.
    @Test func lengthPadsEveryEdge() {
        let frames = probedFrames(
            Rectangle().frame(width: 50, height: 30).probe("inner").padding(10).probe("outer"),
            proposal: .unspecified)
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 70, 50))
        #expect(frames["inner"]?.rounded3 == rect(10, 10, 50, 30))
    }

    // Apple, padding(_:_:): "Indicate the edges to pad by naming either a single value from Edge.Set …".
    // Leading only.
    @Test func singleEdgePadding() {
        let frames = probedFrames(
            Rectangle().frame(width: 50, height: 30).probe("inner").padding(.leading, 20).probe("outer"),
            proposal: .unspecified)
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 70, 30))
        #expect(frames["inner"]?.rounded3 == rect(20, 0, 50, 30))
    }

    // Same, with an Edge.Set of two edges (top and trailing).
    @Test func edgeSetPadding() {
        let frames = probedFrames(
            Rectangle().frame(width: 50, height: 30).probe("inner").padding([.top, .trailing], 8).probe("outer"),
            proposal: .unspecified)
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 58, 38))
        #expect(frames["inner"]?.rounded3 == rect(0, 8, 50, 30))
    }

    // Edges with the default length (nil): .horizontal pads leading and trailing by the 16-pt default only.
    @Test func edgesWithDefaultLength() {
        let frames = probedFrames(
            Rectangle().frame(width: 50, height: 30).probe("inner").padding(.horizontal).probe("outer"),
            proposal: .unspecified)
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 82, 30))
        #expect(frames["inner"]?.rounded3 == rect(16, 0, 50, 30))
    }

    // fatbobman layout-dimensions-2 (screenshot): Rectangle 100×50 with
    // .padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0)) — the padded view is 130×80 with the
    // rectangle in its bottom-trailing corner.
    @Test func edgeInsetsPadding() {
        let frames = probedFrames(
            Rectangle().frame(width: 100, height: 50).probe("rect")
                .padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0)).probe("outer"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 130, 80))
        #expect(frames["rect"]?.rounded3 == rect(30, 30, 100, 50))
    }

    // fatbobman layout-dimensions-2 gives frame(width: 130, height: 80, alignment: .bottomTrailing) as the
    // frame-based way to the same picture as the EdgeInsets padding above.
    @Test func bottomTrailingFrameMatchesEdgeInsetsPadding() {
        let frames = probedFrames(
            Rectangle().frame(width: 100, height: 50).probe("rect")
                .frame(width: 130, height: 80, alignment: .bottomTrailing).probe("outer"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 130, 80))
        #expect(frames["rect"]?.rounded3 == rect(30, 30, 100, 50))
    }

    // Research §6 (OpenSwiftUI PaddingLayout: the child is proposed the proposal minus the insets). Derived: a
    // rectangle padded by 20 in a 200×100 proposal is 160×60 at (20, 20).
    @Test func paddingInsetsTheProposal() {
        let frames = probedFrames(Rectangle().probe("r").padding(20).probe("outer"),
                                  proposal: ProposedViewSize(width: 200, height: 100))
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 200, 100))
        #expect(frames["r"]?.rounded3 == rect(20, 20, 160, 60))
    }

    // Research §6: the inset proposal is clamped at 0 (max(0, W − insets)). Derived: padding(30) proposed 40
    // gives a 0×0 rectangle and a 60×60 padded view.
    @Test func insetsLargerThanProposalClampChildProposalAtZero() {
        let frames = probedFrames(Rectangle().probe("r").padding(30).probe("outer"),
                                  proposal: ProposedViewSize(width: 40, height: 40))
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 60, 60))
        #expect(frames["r"]?.rounded3 == rect(30, 30, 0, 0))
    }

    // Research §6: nil proposals stay nil through padding, so the rectangle answers its ideal 10×10
    // (fatbobman, measured).
    @Test func unspecifiedProposalPassesThroughPadding() {
        let frames = probedFrames(Rectangle().probe("r").padding(5).probe("outer"), proposal: .unspecified)
        #expect(frames["outer"]?.rounded3 == rect(0, 0, 20, 20))
        #expect(frames["r"]?.rounded3 == rect(5, 5, 10, 10))
    }
}
