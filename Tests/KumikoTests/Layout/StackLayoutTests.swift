import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// HStack/VStack sizing and placement, with expectations measured on SwiftUI or derived from its documented
/// rules (sources above each case). Frames are read with `.probe` (GeometryReader + preference, global
/// coordinates); the harness places the root view at (0, 0) with the size it chose for the proposal.
@MainActor
@Suite struct StackLayoutTests {
    // objc.io, "How an HStack lays out its children" (2020-11): a fixed 100-pt view and a flexible one in a
    // 200-pt HStack(spacing: 0): the fixed one gets 100, the flexible one the remaining 100.
    @Test func flexibleChildTakesRemainder() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Color.red.frame(width: 100).probe("fixed")
                Color.blue.probe("flexible")
            },
            proposal: ProposedViewSize(width: 200, height: 50))
        #expect(frames["fixed"]?.rounded3 == rect(0, 0, 100, 50))
        #expect(frames["flexible"]?.rounded3 == rect(100, 0, 100, 50))
    }

    // objc.io, "How an HStack lays out its children" (measured): three rectangles in
    // HStack(spacing: 0).frame(width: 300, height: 100) — "Each view becomes 100 points wide".
    @Test func equalSplitBetweenEquallyFlexibleChildren() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().probe("red")
                Rectangle().probe("green")
                Rectangle().probe("blue")
            }
            .frame(width: 300, height: 100),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["red"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["green"]?.rounded3 == rect(100, 0, 100, 100))
        #expect(frames["blue"]?.rounded3 == rect(200, 0, 100, 100))
    }

    // objc.io, "How an HStack lays out its children" (measured): in a 150-pt frame,
    // red.frame(maxWidth: 100) becomes 75 wide and green.frame(minWidth: 100) 100 wide; "the HStack even draws
    // out of bounds of its enclosing frame". The x positions are derived: the 175-pt stack is centred in the
    // 150-pt frame (frame(width:height:alignment:) default alignment .center, Apple documentation), so it
    // starts at (150 − 175) / 2 = −12.5.
    @Test func minimumsAreNotReservedWithinOnePriorityGroup() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: 100).probe("red")
                Rectangle().frame(minWidth: 100).probe("green")
            }
            .frame(width: 150, height: 100),
            proposal: ProposedViewSize(width: 150, height: 100))
        #expect(frames["red"]?.rounded3 == rect(-12.5, 0, 75, 100))
        #expect(frames["green"]?.rounded3 == rect(62.5, 0, 100, 100))
    }

    // Derived from the flexibility-order rule (objc.io "How an HStack lays out its children"; step-by-step
    // walk-through of this exact tree in AcademyIFCE/HStackLayoutWorkshop): 150 − 2 × 7.5 = 135 available;
    // order green (flexibility 0), blue (0…50), red (100…∞); green offered 45 → 30, blue offered 52.5 → 50,
    // red offered 55 → 100 (minWidth). The 195-pt stack is centred in the 150-pt frame (x from −22.5);
    // children are placed in source order.
    @Test func childrenAreSizedInFlexibilityOrderButPlacedInSourceOrder() {
        let frames = probedFrames(
            HStack(spacing: 7.5) {
                Color.red.frame(minWidth: 100).probe("red")
                Color.green.frame(width: 30).probe("green")
                Color.blue.frame(maxWidth: 50).probe("blue")
            }
            .frame(width: 150, height: 100),
            proposal: ProposedViewSize(width: 150, height: 100))
        #expect(frames["red"]?.rounded3 == rect(-22.5, 0, 100, 100))
        #expect(frames["green"]?.rounded3 == rect(85, 0, 30, 100))
        #expect(frames["blue"]?.rounded3 == rect(122.5, 0, 50, 100))
    }

    // Apple, layoutPriority(_:): "Raising a view's layout priority encourages the higher priority view to …
    // stretch sooner when the group is stretched"; SwiftUI Field Guide (HStack): the stack "propose[s] the
    // entire remaining width to the first group". Derived: the priority-1 rectangle takes all 200 pt, the
    // priority-0 rectangle (minimum width 0) gets 0.
    @Test func higherPriorityChildIsOfferedEverythingFirst() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().probe("low")
                Rectangle().layoutPriority(1).probe("high")
            },
            proposal: ProposedViewSize(width: 200, height: 50))
        #expect(frames["low"]?.rounded3 == rect(0, 0, 0, 50))
        #expect(frames["high"]?.rounded3 == rect(0, 0, 200, 50))
    }

    // Derived from the priority-group rule with minimum reservation (objc.io Swift Talk #235 "Layout
    // Priorities" reimplementation; OpenSwiftUI StackLayout, research §2): the minimum of every lower-priority
    // group (50) is reserved before the priority-1 group is sized, so it gets 200 − 50 = 150 and the
    // minWidth(50) rectangle keeps its 50.
    @Test func lowerPriorityMinimumIsReserved() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().frame(minWidth: 50).probe("low")
                Rectangle().layoutPriority(1).probe("high")
            },
            proposal: ProposedViewSize(width: 200, height: 50))
        #expect(frames["low"]?.rounded3 == rect(0, 0, 50, 50))
        #expect(frames["high"]?.rounded3 == rect(50, 0, 150, 50))
    }

    // spacing nil: the default spacing between two ordinary views is 8 pt on iOS (OpenSwiftUI
    // CoreGlue.defaultSpacing, research §2; fatbobman "Spacing of SwiftUI": "typically about 8").
    @Test func defaultHorizontalSpacingIsEight() {
        let frames = probedFrames(
            HStack {
                Rectangle().frame(width: 50, height: 50).probe("a")
                Rectangle().frame(width: 50, height: 50).probe("b")
            },
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 50, 50))
        #expect(frames["b"]?.rounded3 == rect(58, 0, 50, 50))
    }

    // Same default spacing along the vertical axis (research §2; fatbobman "in a VStack, if the spacing
    // parameter is not explicitly specified … the spacing is typically about 8").
    @Test func defaultVerticalSpacingIsEight() {
        let frames = probedFrames(
            VStack {
                Rectangle().frame(width: 50, height: 50).probe("a")
                Rectangle().frame(width: 50, height: 50).probe("b")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 50, 50))
        #expect(frames["b"]?.rounded3 == rect(0, 58, 50, 50))
    }

    // Apple, HStack init(alignment:spacing:content:): spacing is "the distance between adjacent subviews";
    // an explicit value replaces the default.
    @Test func explicitSpacingReplacesDefault() {
        let frames = probedFrames(
            HStack(spacing: 20) {
                Rectangle().frame(width: 50, height: 50).probe("a")
                Rectangle().frame(width: 50, height: 50).probe("b")
            },
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["b"]?.rounded3 == rect(70, 0, 50, 50))
    }

    // Derived from the equal-split rule (objc.io) with explicit spacing: (320 − 2 × 10) / 3 = 100 each.
    @Test func vStackSplitsHeightAfterSpacing() {
        let frames = probedFrames(
            VStack(spacing: 10) {
                Rectangle().probe("a")
                Rectangle().probe("b")
                Rectangle().probe("c")
            },
            proposal: ProposedViewSize(width: 100, height: 320))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["b"]?.rounded3 == rect(0, 110, 100, 100))
        #expect(frames["c"]?.rounded3 == rect(0, 220, 100, 100))
    }

    // Apple VerticalAlignment.top ("the top edge"); fatbobman layout-alignment: a view's top guide is 0.
    // Tops line up: the short view is at y = 0 inside the 100-pt-tall stack.
    @Test func hStackTopAlignment() {
        let frames = probedFrames(
            HStack(alignment: .top, spacing: 0) {
                Rectangle().frame(width: 50, height: 100).probe("tall")
                Rectangle().frame(width: 50, height: 40).probe("short")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["tall"]?.rounded3 == rect(0, 0, 50, 100))
        #expect(frames["short"]?.rounded3 == rect(50, 0, 50, 40))
    }

    // fatbobman layout-alignment: VerticalAlignment.center of a 100-pt-tall view is 50; centres line up:
    // the 40-pt view is at y = 50 − 20 = 30.
    @Test func hStackCenterAlignment() {
        let frames = probedFrames(
            HStack(alignment: .center, spacing: 0) {
                Rectangle().frame(width: 50, height: 100).probe("tall")
                Rectangle().frame(width: 50, height: 40).probe("short")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["short"]?.rounded3 == rect(50, 30, 50, 40))
    }

    // fatbobman layout-alignment: bottom guide = height; bottoms line up: 100 − 40 = 60.
    @Test func hStackBottomAlignment() {
        let frames = probedFrames(
            HStack(alignment: .bottom, spacing: 0) {
                Rectangle().frame(width: 50, height: 100).probe("tall")
                Rectangle().frame(width: 50, height: 40).probe("short")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["short"]?.rounded3 == rect(50, 60, 50, 40))
    }

    // zenn.dev/pihero "Offset から理解する SwiftUI の Alignment Guide" (screenshots): VStack(alignment:
    // .trailing, spacing: 0) of a 200×100 and a 300×100 rectangle: trailing edges line up, the narrow one at
    // x = 100.
    @Test func vStackTrailingAlignment() {
        let frames = probedFrames(
            VStack(alignment: .trailing, spacing: 0) {
                Rectangle().frame(width: 200, height: 100).probe("narrow")
                Rectangle().frame(width: 300, height: 100).probe("wide")
            },
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["narrow"]?.rounded3 == rect(100, 0, 200, 100))
        #expect(frames["wide"]?.rounded3 == rect(0, 100, 300, 100))
    }

    // Same tree with .leading (Apple HorizontalAlignment.leading; leading guide = 0): both at x = 0.
    @Test func vStackLeadingAlignment() {
        let frames = probedFrames(
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 200, height: 100).probe("narrow")
                Rectangle().frame(width: 300, height: 100).probe("wide")
            },
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["narrow"]?.rounded3 == rect(0, 0, 200, 100))
        #expect(frames["wide"]?.rounded3 == rect(0, 100, 300, 100))
    }

    // Same tree with .center (guide = width / 2): the narrow one at x = 150 − 100 = 50.
    @Test func vStackCenterAlignment() {
        let frames = probedFrames(
            VStack(alignment: .center, spacing: 0) {
                Rectangle().frame(width: 200, height: 100).probe("narrow")
                Rectangle().frame(width: 300, height: 100).probe("wide")
            },
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["narrow"]?.rounded3 == rect(50, 0, 200, 100))
    }

    // ProposedViewSize.unspecified: "the view responds with its ideal size" (Apple); a stack proposes nil to
    // every child (research §2 step 2); Rectangle's ideal size is 10×10 (fatbobman layout-dimensions-1,
    // measured). Derived: 10 + 30 wide, 10 tall.
    @Test func unspecifiedProposalGivesIdealSizes() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().probe("a")
                Rectangle().frame(width: 30).probe("b")
            },
            proposal: .unspecified)
        #expect(frames["a"]?.rounded3 == rect(0, 0, 10, 10))
        #expect(frames["b"]?.rounded3 == rect(10, 0, 30, 10))
    }

    // ProposedViewSize.zero: "the view responds with its minimum size" (Apple). Derived: a rectangle's minimum
    // is 0×0 (fatbobman, measured), a frame(minHeight: 30) keeps 30 (frame(minWidth:…) documentation).
    @Test func zeroProposalGivesMinimumSizes() {
        let frames = probedFrames(
            VStack(spacing: 0) {
                Rectangle().frame(minHeight: 30).probe("a")
                Rectangle().probe("b")
            },
            proposal: .zero)
        #expect(frames["a"]?.rounded3 == rect(0, 0, 0, 30))
        #expect(frames["b"]?.rounded3 == rect(0, 30, 0, 0))
    }

    // OpenSwiftUI issue #418 (expected SwiftUI behaviour): in VStack(alignment: .leading) a
    // Color.frame(maxWidth: .infinity) "must fill" the width next to a 100×100 view. Height derived from the
    // stack rule: 300 − 8 = 292, the fixed view takes 100, the flexible one 192.
    @Test func maxWidthInfinityFillsVStackWidth() {
        let frames = probedFrames(
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 100).probe("red")
                Color.black.frame(maxWidth: .infinity).probe("black")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["red"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["black"]?.rounded3 == rect(0, 108, 300, 192))
    }

    // Fixed frames ignore the proposal (Apple frame(width:height:alignment:)), so two 100-pt children overflow
    // a 150-pt frame; the 200-pt stack is centred in it (x from −25), as in objc.io's overflow example.
    @Test func fixedChildrenOverflowAndStackIsCentred() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().frame(width: 100).probe("a")
                Rectangle().frame(width: 100).probe("b")
            }
            .frame(width: 150, height: 50),
            proposal: ProposedViewSize(width: 150, height: 50))
        #expect(frames["a"]?.rounded3 == rect(-25, 0, 100, 50))
        #expect(frames["b"]?.rounded3 == rect(75, 0, 100, 50))
    }

    // Research §2 step 5 (OpenSwiftUI StackLayout.proposalWhenPlacing; stackotter/swiftui-layout-edge-cases):
    // when placing, a nil minor proposal is replaced by the stack's final minor size. Derived: measured with a
    // nil height the flexible rectangle is 10 tall, the stack 30 tall; it is then placed with height 30.
    @Test func nilMinorProposalIsReplacedByStackHeightWhenPlacing() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().frame(width: 50, height: 30).probe("a")
                Rectangle().frame(width: 50).probe("b")
            },
            proposal: ProposedViewSize(width: 200, height: nil))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 50, 30))
        #expect(frames["b"]?.rounded3 == rect(50, 0, 50, 30))
    }

    // Research §2 step 2: a nil major proposal proposes (nil, minor) to every child. Derived: each rectangle is
    // proposed (200, nil) and answers 200×10 (Rectangle ideal height 10, fatbobman).
    @Test func nilMajorProposalProposesMinorToChildren() {
        let frames = probedFrames(
            VStack(spacing: 0) {
                Rectangle().probe("a")
                Rectangle().probe("b")
            },
            proposal: ProposedViewSize(width: 200, height: nil))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 200, 10))
        #expect(frames["b"]?.rounded3 == rect(0, 10, 200, 10))
    }
}
