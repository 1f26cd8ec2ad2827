import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// Offers its one subview a fraction of the proposal, when sized and when placed, and is as large as the subview
/// chooses to be for that offer: the `relativeProposed(width:height:)` modifier of Ole Begemann's "Working with
/// percentages in SwiftUI layout" (oleb.net, 2023), written here from its description. Its subview's frame
/// follows the proposal the modifier is placed with, so it shows which proposal a stack places a child with.
private struct RelativeSizeLayout: Layout {
    var relativeWidth: CGFloat
    var relativeHeight: CGFloat

    private func scaled(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 * relativeWidth },
                         height: proposal.height.map { $0 * relativeHeight })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(scaled(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: scaled(proposal))
    }
}

private extension View {
    func relativeProposed(width: CGFloat = 1, height: CGFloat = 1) -> some View {
        RelativeSizeLayout(relativeWidth: width, relativeHeight: height) { self }
    }
}

/// Stacks place each child with the proposal it was sized with (its share of the length along the axis and the
/// stack's proposed length across it), not with the size the child chose.
///
/// Source: Ole Begemann, "How the relative size modifier interacts with stack views" (2023),
/// https://oleb.net/2023/swiftui-relative-size-in-stacks/ — measured on SwiftUI with `HStack(spacing: 10)` of
/// `Color.blue`, `Color.green`, `Color.yellow` (one of them under `relativeProposed(width: 0.5)`) in a 620-pt
/// wide, 80-pt high frame: "the stack proposes one third of the available space to its first child, the relative
/// sizing modifier. The modifier then halves this value, resulting in one sixth of the total width (minus
/// spacing) for the blue color. The other two rectangles then become wider than one third"; with the modifier on
/// the middle child, "The HStack proposes one third of its available space to the blue view: (620 – 20) / 3 =
/// 200", then divides what is left between the remaining two, and "the yellow view ends up being wider than the
/// blue one"; with `layoutPriority` the modified child is offered all the available space first, then halves it.
/// The widths below are the article's arithmetic; that the colour fills its modifier's frame (rather than half of
/// it) is what placing the modifier with the proposal it was sized with gives, as SwiftUI's stacks do.
@MainActor
@Suite struct StackPlacementTests {
    private let proposal = ProposedViewSize(width: 620, height: 80)

    // First child: offered (620 − 20) / 3 = 200, it is 100 wide; the others share the remaining 500.
    @Test func relativeSizeOnTheFirstChildOfAnHStack() {
        let frames = probedFrames(
            HStack(spacing: 10) {
                Color.blue.probe("blue").relativeProposed(width: 0.5).probe("modifier")
                Color.green.probe("green")
                Color.yellow.probe("yellow")
            }
            .frame(height: 80),
            proposal: proposal)
        #expect(frames["modifier"]?.rounded3 == rect(0, 0, 100, 80))
        #expect(frames["blue"]?.rounded3 == rect(0, 0, 100, 80))
        #expect(frames["green"]?.rounded3 == rect(110, 0, 250, 80))
        #expect(frames["yellow"]?.rounded3 == rect(370, 0, 250, 80))
    }

    // Middle child: blue takes 600 / 3 = 200; the modifier is offered 400 / 2 = 200 and is 100 wide; yellow gets
    // the 300 left.
    @Test func relativeSizeOnTheMiddleChildOfAnHStack() {
        let frames = probedFrames(
            HStack(spacing: 10) {
                Color.blue.probe("blue")
                Color.green.probe("green").relativeProposed(width: 0.5)
                Color.yellow.probe("yellow")
            }
            .frame(height: 80),
            proposal: proposal)
        #expect(frames["blue"]?.rounded3 == rect(0, 0, 200, 80))
        #expect(frames["green"]?.rounded3 == rect(210, 0, 100, 80))
        #expect(frames["yellow"]?.rounded3 == rect(320, 0, 300, 80))
    }

    // Higher priority: the modifier is offered all 600 (the others' minimum is 0) and is 300 wide; green and
    // yellow share the remaining 300.
    @Test func relativeSizeWithHigherLayoutPriority() {
        let frames = probedFrames(
            HStack(spacing: 10) {
                Color.blue.probe("blue").relativeProposed(width: 0.5).layoutPriority(1)
                Color.green.probe("green")
                Color.yellow.probe("yellow")
            }
            .frame(height: 80),
            proposal: proposal)
        #expect(frames["blue"]?.rounded3 == rect(0, 0, 300, 80))
        #expect(frames["green"]?.rounded3 == rect(310, 0, 150, 80))
        #expect(frames["yellow"]?.rounded3 == rect(470, 0, 150, 80))
    }

    // Across the axis a child is proposed the stack's proposed length (200), not its own width (100): the
    // modifier offers its colour 0.5 × 200 = 100 when placed, as when sized. Along the axis the fixed 20-pt
    // green (least flexible) is sized first, and the modifier is offered the remaining 80.
    @Test func aVStackProposesItsOwnWidthAcrossWhenPlacing() {
        let frames = probedFrames(
            VStack(spacing: 0) {
                Color.blue.probe("blue").relativeProposed(width: 0.5).probe("modifier")
                Color.green.frame(height: 20).probe("green")
            }
            .frame(width: 200, height: 100),
            proposal: ProposedViewSize(width: 200, height: 100))
        #expect(frames["modifier"]?.rounded3 == rect(50, 0, 100, 80))
        #expect(frames["blue"]?.rounded3 == rect(50, 0, 100, 80))
        #expect(frames["green"]?.rounded3 == rect(0, 80, 200, 20))
    }
}
