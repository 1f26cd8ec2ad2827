import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// A custom vertical guide at half the height (default value), for averaging tests.
private enum TestMidID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

/// Apple's AlignmentID documentation example: a guide at one third of the height.
private enum FirstThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
    fileprivate static let testMid = VerticalAlignment(TestMidID.self)
    fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

/// Alignment guides: built-in defaults, explicit values, custom AlignmentIDs, propagation through containers.
@MainActor
@Suite struct AlignmentTests {
    // Apple, AlignmentID: FirstThirdAlignment "calculates a default value that's one-third of the height"; an
    // HStack(alignment: .firstThird) aligns its children there. Derived with 60/120/90-pt children: guides at
    // 20/40/30, so the tops are at 20, 0 and 10.
    @Test func customGuideDefaultValue() {
        let frames = probedFrames(
            HStack(alignment: .firstThird, spacing: 0) {
                Rectangle().frame(width: 20, height: 60).probe("a")
                Rectangle().frame(width: 20, height: 120).probe("b")
                Rectangle().frame(width: 20, height: 90).probe("c")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["a"]?.rounded3 == rect(0, 20, 20, 60))
        #expect(frames["b"]?.rounded3 == rect(20, 0, 20, 120))
        #expect(frames["c"]?.rounded3 == rect(40, 10, 20, 90))
    }

    // Research §8: a container exposes its children's explicit values for a custom AlignmentID combined by
    // the default `_combineExplicit` — their average (OpenSwiftUI AlignmentGuide; objc.io Swift Talk #233/#234
    // reimplementation `values.average()`). Derived: the VStack's children set 10 (at y 0) and 30 (at y 40), so
    // the VStack's guide is (10 + 70) / 2 = 40; the marker's default guide is 10, so it sits at y = 30.
    @Test func customGuideExplicitValuesAreAveragedByAStack() {
        let frames = probedFrames(
            HStack(alignment: .testMid, spacing: 0) {
                Rectangle().frame(width: 20, height: 20).probe("marker")
                VStack(spacing: 0) {
                    Rectangle().frame(width: 20, height: 40).alignmentGuide(.testMid) { _ in 10 }.probe("a")
                    Rectangle().frame(width: 20, height: 40).alignmentGuide(.testMid) { _ in 30 }.probe("b")
                }
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["marker"]?.rounded3 == rect(0, 30, 20, 20))
        #expect(frames["a"]?.rounded3 == rect(20, 0, 20, 40))
        #expect(frames["b"]?.rounded3 == rect(20, 40, 20, 40))
    }

    // Research §8 (OpenSwiftUI: leading/center/trailing/top/bottom combine explicit values as a no-op); QuickLayout
    // "Alignment Guides" (a SwiftUI-modelled engine) documents the same: "alignment guides for default types are
    // not recognized beyond the first multi-child container, however custom alignment guides are". Derived: an
    // explicit .leading inside an inner VStack does not move that VStack in an outer leading VStack.
    @Test func builtInExplicitGuidesDoNotCrossStacks() {
        let frames = probedFrames(
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 100, height: 20).probe("a")
                VStack {
                    Rectangle().frame(width: 50, height: 20).alignmentGuide(.leading) { _ in 30 }
                }
                .probe("inner")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 100, 20))
        #expect(frames["inner"]?.rounded3 == rect(0, 20, 50, 20))
    }

    // SwiftUI Lab, "Alignment Guides in SwiftUI" (gist 812ec44e…): VStack(alignment: .leading) with explicit
    // leading values 30 (Athos), 90 (Porthos) and none (Aramis). Derived with 100×20 views: the guides line
    // up, so x = 90 − 30 = 60, 0 and 90.
    @Test func explicitLeadingValuesLineUp() {
        let frames = probedFrames(
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 100, height: 20).alignmentGuide(.leading) { _ in 30 }.probe("athos")
                Rectangle().frame(width: 100, height: 20).alignmentGuide(.leading) { _ in 90 }.probe("porthos")
                Rectangle().frame(width: 100, height: 20).probe("aramis")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["athos"]?.rounded3 == rect(60, 0, 100, 20))
        #expect(frames["porthos"]?.rounded3 == rect(0, 20, 100, 20))
        #expect(frames["aramis"]?.rounded3 == rect(90, 40, 100, 20))
    }

    // fatbobman layout-alignment (screenshot): in VStack(alignment: .leading), a 100×100 rectangle with
    // .alignmentGuide(.leading) { $0[.leading] + 30 } sits 30 pt to the left of an unmodified one.
    @Test func alignmentGuideShiftsViewAgainstSibling() {
        let frames = probedFrames(
            VStack(alignment: .leading) {
                Rectangle().frame(width: 100, height: 100).alignmentGuide(.leading) { $0[.leading] + 30 }.probe("r1")
                Rectangle().frame(width: 100, height: 100).probe("r2")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["r1"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["r2"]?.rounded3 == rect(30, 108, 100, 100))
    }

    // fatbobman layout-alignment: after .alignmentGuide(.leading) { $0.width / 3 }, a second alignmentGuide
    // closure sees d[.leading] == 33.33 (the earlier explicit value). Derived: returning d[.leading] + 10 makes
    // the explicit leading 43.333, so the sibling is at x = 43.333.
    @Test func laterAlignmentGuideSeesEarlierExplicitValue() {
        let frames = probedFrames(
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 100, height: 100)
                    .alignmentGuide(.leading) { $0.width / 3 }
                    .alignmentGuide(.leading) { $0[.leading] + 10 }
                    .probe("r1")
                Rectangle().frame(width: 100, height: 10).probe("r2")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["r1"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["r2"]?.rounded3 == rect(43.333, 100, 100, 10))
    }

    // fatbobman layout-alignment: a view without text has firstTextBaseline = lastTextBaseline = bottom
    // ("firstTextBaseline : 100 , lastTextBaseline : 100" for a 100×100 rectangle). Bottoms line up.
    @Test func firstTextBaselineOfNonTextViewIsBottom() {
        let frames = probedFrames(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Rectangle().frame(width: 20, height: 100).probe("tall")
                Rectangle().frame(width: 20, height: 40).probe("short")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["short"]?.rounded3 == rect(20, 60, 20, 40))
    }

    // Same measurement for lastTextBaseline.
    @Test func lastTextBaselineOfNonTextViewIsBottom() {
        let frames = probedFrames(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Rectangle().frame(width: 20, height: 100).probe("tall")
                Rectangle().frame(width: 20, height: 40).probe("short")
            },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["short"]?.rounded3 == rect(20, 60, 20, 40))
    }

    // MARK: fatbobman layout-dimensions-2, IconDemo1/2/3 ("look identical, but their required sizes differ")

    // IconDemo1: ZStack(alignment: .topTrailing) of a 150×50 button and a 30×30 heart whose top and trailing
    // guides are moved to its centre. The ZStack's size is that of all children aligned (fatbobman: "their
    // required size is the total size of all children after alignment"): 165×65.
    @Test func zStackSizeIncludesChildMovedByGuides() {
        let frames = probedFrames(
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 12).frame(width: 150, height: 50).probe("button")
                Circle().frame(width: 30, height: 30)
                    .alignmentGuide(.top) { $0.height / 2 }
                    .alignmentGuide(.trailing) { $0.width / 2 }
                    .probe("heart")
            }
            .probe("stack"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["stack"]?.rounded3 == rect(0, 0, 165, 65))
        #expect(frames["button"]?.rounded3 == rect(0, 15, 150, 50))
        #expect(frames["heart"]?.rounded3 == rect(135, 0, 30, 30))
    }

    // IconDemo2: the same heart as an overlay(alignment: .topTrailing) of the button: the size is the
    // button's alone (150×50) and the heart's centre is on the button's top-trailing corner.
    @Test func overlaySizeIgnoresChildMovedByGuides() {
        let frames = probedFrames(
            RoundedRectangle(cornerRadius: 12).frame(width: 150, height: 50)
                .overlay(alignment: .topTrailing) {
                    Circle().frame(width: 30, height: 30)
                        .alignmentGuide(.top) { $0.height / 2 }
                        .alignmentGuide(.trailing) { $0.width / 2 }
                        .probe("heart")
                }
                .probe("button"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["button"]?.rounded3 == rect(0, 0, 150, 50))
        #expect(frames["heart"]?.rounded3 == rect(135, -15, 30, 30))
    }

    // IconDemo3: the button as a background of the heart, with its centre guides moved to its trailing and top
    // edges: the size is the heart's (30×30); the button's top-trailing corner is at the heart's centre.
    // (The probe goes inside the guides: a probe is itself a centre-aligned background, which the moved centre
    // guides would shift — the rule tested in overlayUsesPrimaryExplicitGuides.)
    @Test func backgroundAlignedByItsOwnGuides() {
        let frames = probedFrames(
            Circle().frame(width: 30, height: 30)
                .background(alignment: .center) {
                    RoundedRectangle(cornerRadius: 12).frame(width: 150, height: 50)
                        .probe("button")
                        .alignmentGuide(HorizontalAlignment.center) { $0[.trailing] }
                        .alignmentGuide(VerticalAlignment.center) { $0[.top] }
                }
                .probe("heart"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["heart"]?.rounded3 == rect(0, 0, 30, 30))
        #expect(frames["button"]?.rounded3 == rect(-135, 15, 150, 50))
    }

    // fatbobman layout-alignment (overlay section, screenshot): the primary view's explicit guides count when
    // aligning the overlay — a 100×100 rectangle with trailing moved 30 pt in and top moved 30 pt down gets its
    // topTrailing overlay at (70, 30) (research §9: "primary's explicit guides count"). Here a 20×20 overlay.
    @Test func overlayUsesPrimaryExplicitGuides() {
        let frames = probedFrames(
            Rectangle().frame(width: 100, height: 100)
                .alignmentGuide(.trailing) { $0[.trailing] - 30 }
                .alignmentGuide(.top) { $0[.top] + 30 }
                .overlay(alignment: .topTrailing) {
                    Rectangle().frame(width: 20, height: 20).probe("badge")
                },
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["badge"]?.rounded3 == rect(50, 30, 20, 20))
    }

    // fatbobman layout-alignment: an alignmentGuide applied to the ZStack itself does not change how the
    // ZStack aligns its own children ("the alignment set in the container's initializer applies only between
    // the container's children"). ZStack(alignment: .bottomLeading) of 100×300 and 300×100 rectangles.
    @Test func containerOwnGuideDoesNotAffectItsChildren() {
        let frames = probedFrames(
            ZStack(alignment: .bottomLeading) {
                Rectangle().frame(width: 100, height: 300).probe("orange")
                Rectangle().frame(width: 300, height: 100).probe("cyan")
            }
            .alignmentGuide(.leading) { $0[.leading] + 10 },
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["orange"]?.rounded3 == rect(0, 0, 100, 300))
        #expect(frames["cyan"]?.rounded3 == rect(0, 200, 300, 100))
    }
}
