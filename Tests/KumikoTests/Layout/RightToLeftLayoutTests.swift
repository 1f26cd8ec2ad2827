import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore
@testable import KumikoWeb

/// Right-to-left layout (`\.layoutDirection`): in a right-to-left environment every container places its subviews
/// mirrored within its bounds.
///
/// Sources: Apple's `LayoutDirection` documentation ("SwiftUI horizontally flips the x position of each view within
/// its parent, so layout calculations automatically produce the desired effect for both modes",
/// https://developer.apple.com/documentation/swiftui/layoutdirection), `LayoutSubviews.layoutDirection` ("The
/// layout direction inherited by the container view … SwiftUI horizontally flips the x position of each view within
/// its parent when the mode switches", https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection),
/// `EnvironmentValues.layoutDirection` and `flipsForRightToLeftLayoutDirection(_:)` ("mirrors its contents
/// horizontally when the layout direction is right-to-left"; `LayoutDirectionBehavior.mirrors(in:)`: "If you
/// develop your view … in an LTR context, you can use `.mirrors(in: .rightToLeft)` … to mirror your content when the
/// layout direction is RTL"). The frames below are those flips worked out by hand: a subview at `x` of width `w`
/// in a container of width `W` is at `W − x − w`.
@MainActor
@Suite struct RightToLeftLayoutTests {
    private func frames(_ view: some View, _ direction: LayoutDirection, width: CGFloat = 200, height: CGFloat = 100)
        -> [String: CGRect] {
        renderHeadless(view.environment(\.layoutDirection, direction), width: width, height: height).frames
            .mapValues(\.rounded3)
    }

    /// A 50 pt and a 30 pt wide view, 10 pt apart, at the leading edge of a 200 pt frame.
    private var twoInARow: some View {
        HStack(spacing: 10) {
            Color.red.frame(width: 50, height: 20).probe("first")
            Color.blue.frame(width: 30, height: 20).probe("second")
        }
        .probe("stack")
        .frame(width: 200, height: 20, alignment: .leading)
    }

    @Test func leftToRightIsUnchanged() {
        let placed = frames(twoInARow, .leftToRight)
        #expect(placed["stack"] == rect(0, 0, 90, 20))
        #expect(placed["first"] == rect(0, 0, 50, 20))
        #expect(placed["second"] == rect(60, 0, 30, 20))
    }

    // The stack is at the frame's leading (right) edge, its first view rightmost: 200 − 0 − 90 = 110, then within
    // the stack 90 − 0 − 50 = 40 and 90 − 60 − 30 = 0.
    @Test func anHStacksFirstViewIsAtTheRight() {
        let placed = frames(twoInARow, .rightToLeft)
        #expect(placed["stack"] == rect(110, 0, 90, 20))
        #expect(placed["first"] == rect(150, 0, 50, 20))
        #expect(placed["second"] == rect(110, 0, 30, 20))
    }

    @Test func aLeadingFlexibleFrameAlignsItsContentRight() {
        let view = Color.red.frame(width: 40, height: 10).probe("box")
            .frame(maxWidth: .infinity, alignment: .leading)
        #expect(frames(view, .leftToRight, width: 200)["box"] == rect(0, 0, 40, 10))
        #expect(frames(view, .rightToLeft, width: 200)["box"] == rect(160, 0, 40, 10))
        let trailing = Color.red.frame(width: 40, height: 10).probe("box")
            .frame(maxWidth: .infinity, alignment: .trailing)
        #expect(frames(trailing, .rightToLeft, width: 200)["box"] == rect(0, 0, 40, 10))
    }

    // The padding is on the right: the padded view (50 pt) is at 150, the box 10 pt in from its right edge.
    @Test func leadingPaddingIsOnTheRight() {
        let view = Color.red.frame(width: 40, height: 10).probe("box").padding(.leading, 10).probe("padded")
            .frame(width: 200, height: 10, alignment: .leading)
        let rtl = frames(view, .rightToLeft)
        #expect(rtl["padded"] == rect(150, 0, 50, 10))
        #expect(rtl["box"] == rect(150, 0, 40, 10))
        let ltr = frames(view, .leftToRight)
        #expect(ltr["padded"] == rect(0, 0, 50, 10))
        #expect(ltr["box"] == rect(10, 0, 40, 10))
    }

    // A leading VStack of a row (20 + 30 pt) over a 100 pt bar: the row at the right end, its first view rightmost.
    @Test func nestedStacksMirrorAsAWhole() {
        let view = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 10).probe("a")
                Color.blue.frame(width: 30, height: 10).probe("b")
            }
            Color.green.frame(width: 100, height: 10).probe("bar")
        }
        let rtl = frames(view, .rightToLeft, width: 100)
        #expect(rtl["a"] == rect(80, 0, 20, 10))
        #expect(rtl["b"] == rect(50, 0, 30, 10))
        #expect(rtl["bar"] == rect(0, 10, 100, 10))
        let ltr = frames(view, .leftToRight, width: 100)
        #expect(ltr["a"] == rect(0, 0, 20, 10))
        #expect(ltr["b"] == rect(20, 0, 30, 10))
    }

    // A Spacer pushes the other way: the view after it ends up at the left.
    @Test func aSpacerPushesTowardsTheLeft() {
        let view = HStack(spacing: 0) {
            Spacer()
            Color.red.frame(width: 40, height: 10).probe("box")
        }
        #expect(frames(view, .rightToLeft, width: 200)["box"] == rect(0, 0, 40, 10))
        #expect(frames(view, .leftToRight, width: 200)["box"] == rect(160, 0, 40, 10))
    }

    /// Places its subviews one after another from its bounds' minimum x and records the direction it is told.
    private struct Row: Layout {
        let seen: DirectionBox
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            seen.direction = subviews.layoutDirection
            return CGSize(width: proposal.width ?? 0, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += size.width
            }
        }
    }

    @MainActor final class DirectionBox { var direction: LayoutDirection? }

    @Test func aCustomLayoutIsToldTheDirectionAndIsMirrored() {
        let seen = DirectionBox()
        let view = Row(seen: seen) {
            Color.red.frame(width: 20, height: 10).probe("a")
            Color.blue.frame(width: 30, height: 10).probe("b")
        }
        let rtl = frames(view, .rightToLeft, width: 100)
        #expect(seen.direction == .rightToLeft)
        #expect(rtl["a"] == rect(80, 0, 20, 10))
        #expect(rtl["b"] == rect(50, 0, 30, 10))
        _ = frames(view, .leftToRight, width: 100)
        #expect(seen.direction == .leftToRight)
    }

    // A list row's content starts at the right: its frame is the left-to-right one mirrored in the list's width.
    @Test func aListRowsContentStartsAtTheRight() throws {
        let view = List { Text("Row").probe("row") }
        let ltr = try #require(frames(view, .leftToRight, width: 300, height: 200)["row"])
        let rtl = try #require(frames(view, .rightToLeft, width: 300, height: 200)["row"])
        #expect(ltr.minX < 150)
        #expect(rtl == rect(300 - ltr.maxX, ltr.minY, ltr.width, ltr.height))
    }

    /// What a row draws itself is mirrored too: its separator, inset at the leading end on iOS ("List" in the HIG:
    /// separators start where the row's text starts), starts at the right and runs to the left edge.
    @Test func aRowsSeparatorIsInsetAtTheRight() throws {
        func separators(_ direction: LayoutDirection) -> [CGRect] {
            let view = List { Text("One"); Text("Two") }.environment(\.layoutDirection, direction)
            return renderHeadless(view, width: 300, height: 200).displayList.chrome
                .filter { if case .separator(.horizontal) = $0.kind { true } else { false } }.map(\.frame.rounded3)
        }
        let ltr = separators(.leftToRight), rtl = separators(.rightToLeft)
        try #require(!ltr.isEmpty)
        #expect(ltr[0].minX > 0)
        #expect(rtl == ltr.map { rect(300 - $0.maxX, $0.minY, $0.width, $0.height) })
    }

    /// A split view's columns and the divider between them swap sides together: the sidebar is at the right, the
    /// divider at its left edge.
    @Test func aSplitViewsDividerIsAtTheSidebarsLeftEdge() throws {
        func layout(_ direction: LayoutDirection) throws -> (sidebar: CGRect, divider: CGRect) {
            let view = NavigationSplitView { Text("Sidebar").probe("sidebar") } detail: { Text("Detail") }
                .environment(\.layoutDirection, direction)
            let rendering = renderHeadless(view, width: 1000, height: 600)
            let divider = try #require(rendering.displayList.chrome.first { $0.kind == .splitViewDivider }?.frame)
            return (try #require(rendering.frames["sidebar"]), divider)
        }
        let ltr = try layout(.leftToRight), rtl = try layout(.rightToLeft)
        #expect(ltr.divider.minX >= ltr.sidebar.maxX)
        #expect(rtl.divider.rounded3 == rect(1000 - ltr.divider.maxX, ltr.divider.minY, ltr.divider.width, ltr.divider.height))
        #expect(rtl.divider.maxX <= rtl.sidebar.minX)
    }

    // A leading-aligned paragraph is right-aligned: its shorter line starts further right.
    @Test func aLeadingParagraphIsRightAligned() throws {
        func lineOffsets(_ direction: LayoutDirection) throws -> [CGFloat] {
            let view = Text("aaaaaaaaaa bb").frame(width: 110).environment(\.layoutDirection, direction)
            let list = renderHeadless(view, width: 110, height: 200).displayList
            let text = try #require(list.items.compactMap { item -> TextDrawing? in
                if case .text(let text) = item { return text }
                return nil
            }.first)
            return text.lines.map(\.offset.x)
        }
        let ltr = try lineOffsets(.leftToRight), rtl = try lineOffsets(.rightToLeft)
        try #require(ltr.count == 2 && rtl.count == 2)
        #expect(ltr == [0, 0])
        #expect(rtl[0] == 0)
        #expect(rtl[1] > 0)
    }

    // Flipped right to left, the view is laid out left to right and drawn mirrored about its centre.
    @Test func aFlippedViewIsLaidOutLeftToRightAndDrawnMirrored() {
        let view = twoInARow.flipsForRightToLeftLayoutDirection(true)
        let flipped = renderHeadless(view.environment(\.layoutDirection, .rightToLeft), width: 200, height: 100)
        #expect(flipped.frames["first"]?.rounded3 == rect(0, 0, 50, 20))
        #expect(flipped.frames["second"]?.rounded3 == rect(60, 0, 30, 20))
        let effects = flipped.displayList.items.compactMap { item -> Effect? in
            if case .beginEffect(let effect) = item { return effect }
            return nil
        }
        guard case .scale(let factors, let anchor)? = effects.first else {
            Issue.record("no mirror around the flipped view: \(flipped.displayList.items)")
            return
        }
        #expect(factors == CGSize(width: -1, height: 1))
        #expect(anchor == CGPoint(x: 100, y: 10))
        // Left to right, or not enabled: nothing changes.
        let ltr = renderHeadless(view.environment(\.layoutDirection, .leftToRight), width: 200, height: 100)
        #expect(!ltr.displayList.items.contains { if case .beginEffect = $0 { true } else { false } })
        let off = renderHeadless(twoInARow.flipsForRightToLeftLayoutDirection(false)
            .environment(\.layoutDirection, .rightToLeft), width: 200, height: 100)
        #expect(off.frames["first"]?.rounded3 == rect(150, 0, 50, 20))
        #expect(!off.displayList.items.contains { if case .beginEffect = $0 { true } else { false } })
    }

    // Setting the locale alone does not change the direction, as in SwiftUI.
    @Test func aLocaleAloneDoesNotChangeTheDirection() {
        let view = twoInARow.environment(\.locale, Locale(identifier: "ar_EG"))
        #expect(frames(view, .leftToRight)["first"] == rect(0, 0, 50, 20))
    }

    @Test(arguments: [("ar_EG", true), ("he", true), ("fa_IR", true), ("ur", true), ("en_US", false), ("ja_JP", false)])
    func aLocalesLanguageSetsTheDirection(identifier: String, rightToLeft: Bool) {
        #expect(LayoutDirection(of: Locale(identifier: identifier)) == (rightToLeft ? .rightToLeft : .leftToRight))
    }

    @Test func aBrowserSessionInARightToLeftLanguageIsRightToLeft() {
        let platform = Platform.headlessPoints
        #expect(EnvironmentValues.webSession(platform, locale: Locale(identifier: "he-IL")).layoutDirection == .rightToLeft)
        #expect(EnvironmentValues.webSession(platform, locale: Locale(identifier: "ja-JP")).layoutDirection == .leftToRight)
    }

    // The terminal shows mirrored positions; each text run reads as written.
    @Test func theTerminalShowsMirroredPositionsWithTextAsWritten() {
        let view = HStack(spacing: 8) { Text("ab"); Text("cd") }
        #expect(render(view.environment(\.layoutDirection, .leftToRight)).contains("ab cd"))
        #expect(render(view.environment(\.layoutDirection, .rightToLeft)).contains("cd ab"))
    }
}
