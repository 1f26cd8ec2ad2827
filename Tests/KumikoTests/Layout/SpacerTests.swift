import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// Spacer: expands along its stack's axis (both axes outside a stack), minimum length defaults to the
/// platform spacing, sized after every other child, no spacing to its neighbours.
/// Spacers are measured through their neighbours (or a layer proposed their size), never probed directly.
@MainActor
@Suite struct SpacerTests {
    // Apple, Spacer: "when placed within an HStack, a spacer expands horizontally as much as the stack allows,
    // moving sibling views out of the way". Derived: the second rectangle ends at the stack's trailing edge.
    @Test func spacerPushesSiblingsToTheEnds() {
        let frames = probedFrames(
            HStack {
                Rectangle().frame(width: 50, height: 50).probe("a")
                Spacer()
                Rectangle().frame(width: 50, height: 50).probe("b")
            },
            proposal: ProposedViewSize(width: 300, height: 50))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 50, 50))
        #expect(frames["b"]?.rounded3 == rect(250, 0, 50, 50))
    }

    // Apple, Spacer.minLength: "If nil, the system default spacing between views is used" (8 pt on iOS,
    // research §3). Spacers have priority −∞ (research §2), so when 60 + 60 overflow a 100-pt proposal the
    // spacer still gets its 8 pt and the stack is 128 wide (placed at the root origin). Derived: b at 68.
    @Test func defaultMinimumLengthIsTheDefaultSpacing() {
        let frames = probedFrames(
            HStack {
                Rectangle().frame(width: 60, height: 10).probe("a")
                Spacer()
                Rectangle().frame(width: 60, height: 10).probe("b")
            },
            proposal: ProposedViewSize(width: 100, height: 10))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 60, 10))
        #expect(frames["b"]?.rounded3 == rect(68, 0, 60, 10))
    }

    // Apple, Spacer.minLength: "The minimum length this spacer can be shrunk to, along the axis or axes of
    // expansion". Same tree with minLength 20: b at 60 + 20 = 80.
    @Test func explicitMinimumLengthIsKept() {
        let frames = probedFrames(
            HStack {
                Rectangle().frame(width: 60, height: 10).probe("a")
                Spacer(minLength: 20)
                Rectangle().frame(width: 60, height: 10).probe("b")
            },
            proposal: ProposedViewSize(width: 100, height: 10))
        #expect(frames["b"]?.rounded3 == rect(80, 0, 60, 10))
    }

    // Research §2 (OpenSwiftUI: Spacer's own spacing is 0 along the stack axis, so the distance to its
    // neighbours resolves to 0 and minLength replaces the inter-item spacing). Derived — not measured on a
    // device: with minLength 0 the two 50-pt rectangles touch in a 100-pt stack (they would overflow to 116
    // with 8-pt gaps).
    @Test func spacerHasNoSpacingToItsNeighbours() {
        let frames = probedFrames(
            HStack {
                Rectangle().frame(width: 50, height: 10).probe("a")
                Spacer(minLength: 0)
                Rectangle().frame(width: 50, height: 10).probe("b")
            },
            proposal: ProposedViewSize(width: 100, height: 10))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 50, 10))
        #expect(frames["b"]?.rounded3 == rect(50, 0, 50, 10))
    }

    // Research §2 step 1 (OpenSwiftUI StackLayout: an explicit spacing argument is used between every pair of
    // children, spacers included). Derived: 50 + 10 + 0 + 10 = 70.
    @Test func explicitStackSpacingStillAppliesAroundSpacer() {
        let frames = probedFrames(
            HStack(spacing: 10) {
                Rectangle().frame(width: 50, height: 10).probe("a")
                Spacer(minLength: 0)
                Rectangle().frame(width: 50, height: 10).probe("b")
            },
            proposal: ProposedViewSize(width: 100, height: 10))
        #expect(frames["b"]?.rounded3 == rect(70, 0, 50, 10))
    }

    // Apple, Spacer (two spacers "on the outside of the stack" keep the content together in the middle).
    // Derived: each spacer gets (200 − 40) / 2 = 80.
    @Test func twoSpacersCentreTheContent() {
        let frames = probedFrames(
            HStack {
                Spacer()
                Rectangle().frame(width: 40, height: 40).probe("r")
                Spacer()
            },
            proposal: ProposedViewSize(width: 200, height: 40))
        #expect(frames["r"]?.rounded3 == rect(80, 0, 40, 40))
    }

    // Apple, Spacer: expands "along the major axis of its containing stack layout". In a VStack it pushes
    // vertically: b ends at the bottom of the 300-pt stack.
    @Test func spacerInVStackExpandsVertically() {
        let frames = probedFrames(
            VStack {
                Rectangle().frame(width: 50, height: 50).probe("a")
                Spacer()
                Rectangle().frame(width: 50, height: 50).probe("b")
            },
            proposal: ProposedViewSize(width: 50, height: 300))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 50, 50))
        #expect(frames["b"]?.rounded3 == rect(0, 250, 50, 50))
    }

    // Research §3 (OpenSwiftUI Spacer: in a VStack its width is 0): the spacer does not widen the stack, so
    // the stack is 50 wide (not 200) and the rectangle is at x = 0 under it.
    @Test func spacerHasNoWidthInVStack() {
        let frames = probedFrames(
            VStack {
                Spacer()
                Rectangle().frame(width: 50, height: 50).probe("r")
            }
            .background(Rectangle().probe("stack")),
            proposal: ProposedViewSize(width: 200, height: 300))
        #expect(frames["stack"]?.rounded3 == rect(0, 0, 50, 300))
        #expect(frames["r"]?.rounded3 == rect(0, 250, 50, 50))
    }

    // Research §3 (OpenSwiftUI Spacer: in an HStack its height is 0). A stack of spacers is 200 × 0.
    @Test func spacerHasNoHeightInHStack() {
        let frames = probedFrames(
            HStack { Spacer() }
                .background(Rectangle().probe("stack")),
            proposal: ProposedViewSize(width: 200, height: 100))
        #expect(frames["stack"]?.rounded3 == rect(0, 0, 200, 0))
    }

    // Apple, Spacer: expands "on both axes if not contained in a stack". The overlay is proposed the spacer's
    // size (overlay documentation), so it shows the spacer's frame: the whole 120×80 proposal.
    @Test func spacerOutsideStackExpandsInBothAxes() {
        let frames = probedFrames(
            Spacer().overlay(Rectangle().probe("fill")),
            proposal: ProposedViewSize(width: 120, height: 80))
        #expect(frames["fill"]?.rounded3 == rect(0, 0, 120, 80))
    }

    // Research §3 (OpenSwiftUI: size = max(proposal ?? −∞, minLength) per axis): with an unspecified
    // proposal a spacer outside a stack is minLength × minLength = 8 × 8.
    @Test func spacerOutsideStackIdealIsMinimumLength() {
        let frames = probedFrames(
            Spacer().overlay(Rectangle().probe("fill")),
            proposal: .unspecified)
        #expect(frames["fill"]?.rounded3 == rect(0, 0, 8, 8))
    }

    // Apple, Spacer: "SwiftUI sizes a stack that doesn't contain a spacer up to the combined ideal widths";
    // fixedSize proposes nil (fixedSize() documentation) and a spacer's ideal length is its minimum
    // (research §3). Derived: 20 + 8 + 20 = 48, b at 28.
    @Test func fixedSizeStackShrinksSpacerToMinimum() {
        let frames = probedFrames(
            HStack {
                Rectangle().frame(width: 20, height: 20).probe("a")
                Spacer()
                Rectangle().frame(width: 20, height: 20).probe("b")
            }
            .fixedSize(),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 20, 20))
        #expect(frames["b"]?.rounded3 == rect(28, 0, 20, 20))
    }
}

/// A layer does not take a view out of its stack.
@MainActor
@Suite struct SpacerInLayerTests {
    // Apple, Spacer: "A flexible space that expands along the major axis of its containing stack layout".
    // A background applies to the spacer itself, so the spacer is still the stack's child: it expands along
    // the stack and is 0 pt across it (research §3, OpenSwiftUI Spacer: (max(proposal, minLength), 0) in an
    // HStack). Derived: 200 − 50 − 50 = 100 pt of spacer at x 50, centred vertically at y 25; b at 150.
    @Test func spacerWithBackgroundStillExpandsAlongItsStack() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Color.red.frame(width: 50).probe("a")
                Spacer().background(Color.blue).probe("spacer")
                Color.red.frame(width: 50).probe("b")
            },
            proposal: ProposedViewSize(width: 200, height: 50))
        #expect(frames["spacer"]?.rounded3 == rect(50, 25, 100, 0))
        #expect(frames["b"]?.rounded3 == rect(150, 0, 50, 50))
    }
}
