import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// ZStack sizing and alignment; overlay and background (sized by the primary view).
@MainActor
@Suite struct ZStackOverlayTests {
    // Apple, ZStack: "A view that overlays its subviews, aligning them in both axes" (default .center).
    // Research §9: every child gets the proposal; the size covers the aligned children. Derived: 100×80, the
    // 100×50 child at y 15 and the 40×80 child at x 30.
    @Test func zStackCentresChildrenAndSizesToFit() {
        let frames = probedFrames(
            ZStack {
                Rectangle().frame(width: 100, height: 50).probe("wide")
                Rectangle().frame(width: 40, height: 80).probe("tall")
            }
            .probe("stack"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["stack"]?.rounded3 == rect(0, 0, 100, 80))
        #expect(frames["wide"]?.rounded3 == rect(0, 15, 100, 50))
        #expect(frames["tall"]?.rounded3 == rect(30, 0, 40, 80))
    }

    // fatbobman layout-alignment (screenshot): ZStack(alignment: .bottomLeading) of a 100×300 and a 300×100
    // rectangle: their bottom-leading corners coincide; the stack is 300×300.
    @Test func zStackBottomLeadingAlignment() {
        let frames = probedFrames(
            ZStack(alignment: .bottomLeading) {
                Rectangle().frame(width: 100, height: 300).probe("orange")
                Rectangle().frame(width: 300, height: 100).probe("cyan")
            }
            .probe("stack"),
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["stack"]?.rounded3 == rect(0, 0, 300, 300))
        #expect(frames["orange"]?.rounded3 == rect(0, 0, 100, 300))
        #expect(frames["cyan"]?.rounded3 == rect(0, 200, 300, 100))
    }

    // Apple, ZStack overview: 100×100 rectangles "offsetting each successive subview by 10 points so they
    // don't completely overlap" — offset moves the drawing, not the layout, so the stack stays 100×100 and the
    // i-th rectangle is drawn at (10 i, 10 i).
    @Test func appleZStackOffsetExample() {
        let frames = probedFrames(
            ZStack {
                ForEach(0..<3) { index in
                    Rectangle().frame(width: 100, height: 100).probe("r\(index)")
                        .offset(x: CGFloat(index) * 10, y: CGFloat(index) * 10)
                }
            }
            .probe("stack"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["stack"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["r0"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["r1"]?.rounded3 == rect(10, 10, 100, 100))
        #expect(frames["r2"]?.rounded3 == rect(20, 20, 100, 100))
    }

    // Research §9: all children are proposed the ZStack's proposal, so a Color fills it and the ZStack takes
    // it; a fixed child is centred in it.
    @Test func flexibleChildMakesZStackTakeTheProposal() {
        let frames = probedFrames(
            ZStack {
                Color.blue.probe("fill")
                Rectangle().frame(width: 50, height: 50).probe("box")
            },
            proposal: ProposedViewSize(width: 200, height: 100))
        #expect(frames["fill"]?.rounded3 == rect(0, 0, 200, 100))
        #expect(frames["box"]?.rounded3 == rect(75, 25, 50, 50))
    }

    // Research §9 (OpenSwiftUI ZStack: "only children with the maximum layoutPriority determine the ZStack's
    // size"). Derived: the 50×50 priority-1 child sizes the stack; the 300×300 child is centred on it and
    // overflows by 125 on each side.
    @Test func highestPriorityChildrenSizeTheZStack() {
        let frames = probedFrames(
            ZStack {
                Rectangle().frame(width: 300, height: 300).probe("big")
                Rectangle().frame(width: 50, height: 50).layoutPriority(1).probe("small")
            }
            .probe("stack"),
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["stack"]?.rounded3 == rect(0, 0, 50, 50))
        #expect(frames["small"]?.rounded3 == rect(0, 0, 50, 50))
        #expect(frames["big"]?.rounded3 == rect(-125, -125, 300, 300))
    }

    // Apple, overlay(_:alignment:): "the original view continues to provide the layout characteristics for the
    // resulting view". A 200×200 overlay on a 100×50 view leaves it 100×50; the overlay is centred on it.
    @Test func overlayDoesNotChangeSize() {
        let frames = probedFrames(
            Rectangle().frame(width: 100, height: 50)
                .overlay(Rectangle().frame(width: 200, height: 200).probe("overlay"))
                .probe("view"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["view"]?.rounded3 == rect(0, 0, 100, 50))
        #expect(frames["overlay"]?.rounded3 == rect(-50, -75, 200, 200))
    }

    // Research §9 (OpenSwiftUI OverlayModifier: the secondary content is proposed the primary's size); WWDC19
    // notes (mackuba.eu): background "always has the same bounds as that view". A Color background fills
    // exactly the 100×50 view.
    @Test func backgroundIsProposedThePrimarySize() {
        let frames = probedFrames(
            Rectangle().frame(width: 100, height: 50)
                .background(Color.red.probe("background")),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["background"]?.rounded3 == rect(0, 0, 100, 50))
    }

    // Apple, overlay(alignment:content:): alignment positions the overlay on the view; bottomTrailing puts a
    // 20×20 badge in the bottom-trailing corner of a 100×100 view.
    @Test func overlayAlignment() {
        let frames = probedFrames(
            Rectangle().frame(width: 100, height: 100)
                .overlay(alignment: .bottomTrailing) { Rectangle().frame(width: 20, height: 20).probe("badge") },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["badge"]?.rounded3 == rect(80, 80, 20, 20))
    }

    // Apple, overlay(alignment:content:): the content views are grouped in an "implicit ZStack" positioned
    // with `alignment`, "stacked in the order that you list them". With the default .center: a 60×20 and a
    // 20×60 view form a 60×60 group centred on the 100×100 view; each is centred in the group.
    @Test func overlayWithSeveralViewsIsAnImplicitZStack() {
        let frames = probedFrames(
            Rectangle().frame(width: 100, height: 100)
                .overlay {
                    Rectangle().frame(width: 60, height: 20).probe("bar")
                    Rectangle().frame(width: 20, height: 60).probe("post")
                }
                .probe("view"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["view"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["bar"]?.rounded3 == rect(20, 40, 60, 20))
        #expect(frames["post"]?.rounded3 == rect(40, 20, 20, 60))
    }

    // Apple, background(alignment:content:): same implicit-ZStack rule for backgrounds; the background never
    // changes the size (WWDC19 notes). A Color and a 10×10 box behind a 40×40 view: the Color fills the view
    // (so the group is 40×40), the box is centred in it. (Default alignment: the documentation does not say
    // which alignment the implicit ZStack itself uses, so a non-centre case would be a guess.)
    @Test func backgroundWithSeveralViews() {
        let frames = probedFrames(
            Rectangle().frame(width: 40, height: 40)
                .background {
                    Color.gray.probe("fill")
                    Rectangle().frame(width: 10, height: 10).probe("box")
                }
                .probe("view"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["view"]?.rounded3 == rect(0, 0, 40, 40))
        #expect(frames["fill"]?.rounded3 == rect(0, 0, 40, 40))
        #expect(frames["box"]?.rounded3 == rect(15, 15, 10, 10))
    }
}
