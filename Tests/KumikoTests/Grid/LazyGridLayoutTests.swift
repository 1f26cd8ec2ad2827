import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// `LazyVGrid`/`LazyHGrid` track sizing and cell placement, with expectations from SwiftUI measurements (the
/// sources above each case). Frames are read with `.probe` (GeometryReader + preference, global coordinates) at
/// iOS's default spacing (8 pt between tracks and between lines).
@MainActor
@Suite struct LazyGridLayoutTests {
    /// `count` cells, each a colour `height` tall named "0", "1", …
    private func grid(_ columns: [GridItem], count: Int, height: CGFloat = 40, spacing: CGFloat? = nil) -> some View {
        LazyVGrid(columns: columns, spacing: spacing) {
            ForEach(0..<count, id: \.self) { index in
                Color.blue.frame(height: height).probe("\(index)")
            }
        }
        .probe("grid")
    }

    // mo4tech.com/predict-lazyvgrid-layout-flexible-article.html (measured, iOS): "fixed+fixed … Regardless of
    // container width, use fixed width and render width of 60 + 8 + 100". Three fixed 100-pt columns make a
    // 316-pt grid (two default 8-pt spacings), which a 400-pt frame centres: x from (400 − 316) / 2 = 42 (the
    // frame has no height of its own, so it hugs the grid: y 0).
    @Test func fixedColumnsKeepTheirWidthAndTheGridIsCentred() {
        let frames = probedFrames(
            grid(Array(repeating: GridItem(.fixed(100)), count: 3), count: 4).frame(width: 400),
            proposal: ProposedViewSize(width: 400, height: 300))
        #expect(frames["grid"]?.rounded3 == rect(42, 0, 316, 88))
        #expect(frames["0"]?.rounded3 == rect(42, 0, 100, 40))
        #expect(frames["1"]?.rounded3 == rect(150, 0, 100, 40))
        #expect(frames["2"]?.rounded3 == rect(258, 0, 100, 40))
        // The second line, 8 pt (the default spacing, juejin.cn/post/7081943051349786631) below the first.
        #expect(frames["3"]?.rounded3 == rect(42, 48, 100, 40))
    }

    // Apple, GridItem.Size.flexible(minimum:maximum:): "the size of the grid with spacing and inflexible items
    // removed, divided by the number of flexible items": (300 − 2 × 8 − 100) / 2 = 92 each.
    @Test func flexibleColumnsShareWhatFixedOnesLeave() {
        let frames = probedFrames(
            grid([GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())], count: 3),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["0"]?.rounded3 == rect(0, 0, 100, 40))
        #expect(frames["1"]?.rounded3 == rect(108, 0, 92, 40))
        #expect(frames["2"]?.rounded3 == rect(208, 0, 92, 40))
    }

    // juejin.cn/post/7081943051349786631 (measured; English: mo4tech.com/predict-lazyvgrid-layout-flexible-
    // article.html): flexible(minimum: 100) + flexible(minimum: 180) offered 300 compute 146 + 8 + 180 = 334;
    // the grid then renders with that width, (334 − 8) / 2 = 163 and 180: "163 + 8 + 180", "not centered". The
    // 334-pt grid is centred in the 300-pt frame (x −17) and its 351 pt of columns start at its leading edge,
    // so they overflow 17 pt on the left and 34 on the right.
    @Test func flexibleMinimumsBeyondTheWidthOverflowAsInSwiftUI() {
        let frames = probedFrames(
            grid([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], count: 2).frame(width: 300),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["grid"]?.rounded3 == rect(-17, 0, 334, 40))
        #expect(frames["0"]?.rounded3 == rect(-17, 0, 163, 40))
        #expect(frames["1"]?.rounded3 == rect(154, 0, 180, 40))
    }

    // lochiwei.gitbook.io/ios/swiftui/view/layout/grids/griditem/flexible-column (measured in a 200-pt frame):
    // flexible(minimum: 50) + flexible(minimum: 120): 96 + 8 + 120 = 224, "frame stretched out 12 pts both
    // sides"; the second pass at 224 gives 108 and 120.
    @Test func secondFlexibleOverflowCase() {
        let frames = probedFrames(
            grid([GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))], count: 2).frame(width: 200),
            proposal: ProposedViewSize(width: 200, height: 100))
        #expect(frames["grid"]?.rounded3 == rect(-12, 0, 224, 40))
        #expect(frames["0"]?.rounded3 == rect(-12, 0, 108, 40))
        #expect(frames["1"]?.rounded3 == rect(104, 0, 120, 40))
    }

    // juejin.cn/post/7083356120147820552 (measured): adaptive(minimum: 50, maximum: 100) at 300 shows 5 columns
    // of (300 − 4 × 8) / 5 = 53.6; the sixth item starts the second line.
    @Test func adaptiveFitsAsManyMinimumsAsPossible() {
        let frames = probedFrames(
            grid([GridItem(.adaptive(minimum: 50, maximum: 100))], count: 6),
            proposal: ProposedViewSize(width: 300, height: 200))
        #expect(frames["grid"]?.rounded3 == rect(0, 0, 300, 88))
        #expect(frames["0"]?.rounded3 == rect(0, 0, 53.6, 40))
        #expect(frames["1"]?.rounded3 == rect(61.6, 0, 53.6, 40))
        #expect(frames["4"]?.rounded3 == rect(246.4, 0, 53.6, 40))
        #expect(frames["5"]?.rounded3 == rect(0, 48, 53.6, 40))
    }

    // juejin.cn/post/7083356120147820552 (measured): adaptive(50, 100) + adaptive(40, 100) at 300: each gets
    // (300 − 8) / 2 = 146; the first fits 2 columns of 69, the second 3 of (146 − 16) / 3 = 43.33.
    @Test func twoAdaptiveItemsSplitTheirShares() {
        let frames = probedFrames(
            grid([GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))], count: 5),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["0"]?.rounded3 == rect(0, 0, 69, 40))
        #expect(frames["1"]?.rounded3 == rect(77, 0, 69, 40))
        #expect(frames["2"]?.rounded3 == rect(154, 0, 43.333, 40))
        #expect(frames["3"]?.rounded3 == rect(205.333, 0, 43.333, 40))
        #expect(frames["4"]?.rounded3 == rect(256.667, 0, 43.333, 40))
    }

    // juejin.cn/post/7083356120147820552 (measured): flexible(minimum: 100) + fixed(100) + adaptive(minimum: 100)
    // + fixed(100) at 300: 300 − 3 × 8 − 200 = 76 for the two others, 38 offered each; the flexible one takes
    // its 100, leaving −24: the adaptive item gets one column of width 0; computed width 324, centred (x −12).
    @Test func aMixSqueezesTheAdaptiveItemToZero() {
        let frames = probedFrames(
            grid([GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)),
                  GridItem(.fixed(100))], count: 4).frame(width: 300),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["grid"]?.rounded3 == rect(-12, 0, 324, 40))
        #expect(frames["0"]?.rounded3 == rect(-12, 0, 100, 40))
        #expect(frames["1"]?.rounded3 == rect(96, 0, 100, 40))
        #expect(frames["2"]?.rounded3 == rect(204, 0, 0, 40))
        #expect(frames["3"]?.rounded3 == rect(212, 0, 100, 40))
    }

    // mo4tech.com/predict-lazyvgrid-layout-flexible-article.html (measured): a single flexible(minimum: 100,
    // maximum: 200) column renders max(min(container, 200), 100) wide: 200 in a 300-pt container, centred.
    @Test func flexibleMaximumCapsTheColumn() {
        let frames = probedFrames(
            grid([GridItem(.flexible(minimum: 100, maximum: 200))], count: 1).frame(width: 300),
            proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames["0"]?.rounded3 == rect(50, 0, 200, 40))
    }

    // A line is as tall as its tallest cell and the others are centred in it (GridItem's alignment defaults to
    // the grid's, centred vertically; Apple, GridItem.alignment: "The alignment to use when placing each view").
    // The second line starts after the tallest cell and the line spacing.
    @Test func cellsOfDifferentHeightsShareTheirLine() {
        let frames = probedFrames(
            LazyVGrid(columns: [GridItem(), GridItem(alignment: .top)], spacing: 10) {
                Color.red.frame(height: 100).probe("tall")
                Color.blue.frame(height: 40).probe("short")
                Color.green.frame(height: 20).probe("next")
            },
            proposal: ProposedViewSize(width: 208, height: 300))
        #expect(frames["tall"]?.rounded3 == rect(0, 0, 100, 100))
        #expect(frames["short"]?.rounded3 == rect(108, 0, 100, 40))
        #expect(frames["next"]?.rounded3 == rect(0, 110, 100, 20))
    }

    // The grid's alignment places cells narrower than their column (Apple, LazyVGrid.init alignment: "The guide
    // for aligning the subviews in this grid").
    @Test func narrowCellsFollowTheGridsAlignment() {
        let frames = probedFrames(
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .trailing)], alignment: .leading) {
                Color.red.frame(width: 20, height: 20).probe("leading")
                Color.blue.frame(width: 20, height: 20).probe("trailing")
            },
            proposal: ProposedViewSize(width: 208, height: 100))
        #expect(frames["leading"]?.rounded3 == rect(0, 0, 20, 20))
        #expect(frames["trailing"]?.rounded3 == rect(188, 0, 20, 20))
    }

    // LazyHGrid is the same algorithm across the other axis: two fixed 50-pt rows with the default 8 pt between,
    // filled column by column.
    @Test func horizontalGridFillsColumnByColumn() {
        let frames = probedFrames(
            LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 4) {
                ForEach(0..<3, id: \.self) { index in
                    Color.blue.frame(width: 30).probe("\(index)")
                }
            },
            proposal: ProposedViewSize(width: 300, height: 108))
        #expect(frames["0"]?.rounded3 == rect(0, 0, 30, 50))
        #expect(frames["1"]?.rounded3 == rect(0, 58, 30, 50))
        #expect(frames["2"]?.rounded3 == rect(34, 0, 30, 50))
    }

    // Bad input: no columns, NaN and negative sizes are diagnosed and laid out without a crash.
    @Test func badItemsDoNotCrash() {
        let empty = probedFrames(grid([], count: 2), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(empty["0"]?.rounded3 == rect(0, 0, 100, 40))
        let bad = probedFrames(
            grid([GridItem(.fixed(.nan)), GridItem(.flexible(minimum: -5, maximum: -10)), GridItem(.adaptive(minimum: 0), spacing: -3)],
                 count: 3),
            proposal: ProposedViewSize(width: 100, height: 100))
        #expect(bad["0"]?.width == 0)
        #expect(bad.count == 4)
    }

    @Test func aHundredThousandCellsBuildOnlyTheVisibleLines() {
        let log = RowLog()
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 0) {
                ForEach(0..<100_000, id: \.self) { index in
                    Text("\(index)").frame(height: 16).onAppear { log.appeared += 1 }
                }
            }
        }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 160, height: 160)   // 20 × 10 cells
        let text = renderer.terminalImage?.plainText ?? ""
        // (160 + 8) / (40 + 8) = 3 columns; 10 visible lines plus 4 of overscan, 3 cells each.
        #expect(text.hasPrefix("   0"))
        #expect(log.appeared == 14 * 3)
    }
}
