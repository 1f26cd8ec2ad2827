import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// Grid / GridRow sizing and placement. Frames are read with `.probe` (GeometryReader + preference, global
/// coordinates) at iOS metrics (8-pt default spacing; text is 8 pt a character and 16 pt a line, as everywhere in
/// Kumiko). Expectations come from Apple's Grid documentation (described behaviour, with the arithmetic) as cited
/// above each case; no public measurement of SwiftUI's Grid with numbers was found (research §14).
@MainActor
@Suite struct GridLayoutTests {
    // Apple, Grid: "The grid sets the width of all the cells in a column to match the needs of column's widest
    // cell … the tallest cell in a row sets the height of the entire row"; default alignment .center.
    // Columns max(8, 32) = 32 and max(16, 8) = 16; rows 16 and 16; no spacing.
    @Test func columnIsAsWideAsItsWidestCell() {
        let frames = probedFrames(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Text("A").probe("a")
                    Text("BB").probe("b")
                }
                GridRow {
                    Text("CCCC").probe("c")
                    Text("D").probe("d")
                }
            }
            .probe("grid"),
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["grid"]?.rounded3 == rect(0, 0, 48, 32))
        #expect(frames["a"]?.rounded3 == rect(12, 0, 8, 16))
        #expect(frames["b"]?.rounded3 == rect(32, 0, 16, 16))
        #expect(frames["c"]?.rounded3 == rect(0, 16, 32, 16))
        #expect(frames["d"]?.rounded3 == rect(36, 16, 8, 16))
    }

    // The seed's second grid (ch3-11-grid.swift), in the 372 pt its columns would get at a 436-pt-wide screen.
    // Apple, Grid: flexible Color columns "share the remaining horizontal space … equally"; gridCellColumns(_:):
    // the view "span[s] the specified number of columns". Columns (372 − 2 × 12) / 3 = 116; a two-column cell is
    // 116 + 12 + 116 = 244 wide; rows are the cells' frame(height: 100) plus 12.
    @Test func cellsSpanColumnsWithTheSpacingBetweenThem() {
        let frames = probedFrames(
            Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    Color.red.probe("red")
                    Color.blue.probe("blue")
                    Color.green.probe("green")
                }
                .frame(height: 100)
                GridRow {
                    Color.orange.gridCellColumns(2).probe("orange")
                    Color.purple.probe("purple")
                }
                .frame(height: 100)
                GridRow {
                    Color.pink.probe("pink")
                    Color.yellow.gridCellColumns(2).probe("yellow")
                }
                .frame(height: 100)
            }
            .probe("grid"),
            proposal: ProposedViewSize(width: 372, height: nil))
        #expect(frames["grid"]?.rounded3 == rect(0, 0, 372, 324))
        #expect(frames["red"]?.rounded3 == rect(0, 0, 116, 100))
        #expect(frames["blue"]?.rounded3 == rect(128, 0, 116, 100))
        #expect(frames["green"]?.rounded3 == rect(256, 0, 116, 100))
        #expect(frames["orange"]?.rounded3 == rect(0, 112, 244, 100))
        #expect(frames["purple"]?.rounded3 == rect(256, 112, 116, 100))
        #expect(frames["pink"]?.rounded3 == rect(0, 224, 116, 100))
        #expect(frames["yellow"]?.rounded3 == rect(128, 224, 244, 100))
    }

    // A spanning cell wider than its columns widens them. Apple, gridCellUnsizedAxes(_:): a divider spanning
    // the grid makes it fill the width, "expanding all the other cells to match"; how the extra is shared is not
    // documented — Kumiko splits it equally between the spanned columns (derived, see docs). Columns 8 and 8,
    // the 80-pt text needs 64 more: 32 each, so 40 and 40; "A" centred at 16, "B" at 40 + 16 = 56.
    @Test func spanningCellWiderThanItsColumnsWidensThemEqually() {
        let frames = probedFrames(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Text("A").probe("a")
                    Text("B").probe("b")
                }
                GridRow {
                    Text("WIDE TEXT!").gridCellColumns(2).probe("wide")
                }
            }
            .probe("grid"),
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["grid"]?.rounded3 == rect(0, 0, 80, 32))
        #expect(frames["a"]?.rounded3 == rect(16, 0, 8, 16))
        #expect(frames["b"]?.rounded3 == rect(56, 0, 8, 16))
        #expect(frames["wide"]?.rounded3 == rect(0, 16, 80, 16))
    }

    // Apple, Grid ("Multicolumn cells"): a view that is not a GridRow makes "a row that spans all of the grid's
    // columns"; "because a divider takes as much horizontal space as its parent offers, the entire grid widens to
    // fill the width offered by its parent view" (the divider is horizontal: Apple, Divider). Columns 16 and 40
    // plus 8 = 64; the divider is offered 300 and needs 236 more, 118 per column: 134 and 158. "Hi" centred at
    // (134 − 16) / 2 = 59, "World" at 142 + (158 − 40) / 2 = 201. The divider is one cell (16 pt) thick.
    @Test func dividerRowSpansAndWidensTheGrid() {
        let frames = probedFrames(
            Grid {
                GridRow {
                    Text("Hi").probe("hi")
                    Text("World").probe("world")
                }
                Divider().probe("divider")
                GridRow {
                    Text("A").probe("a")
                    Text("B")
                }
            }
            .probe("grid"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["grid"]?.rounded3 == rect(0, 0, 300, 64))
        #expect(frames["hi"]?.rounded3 == rect(59, 0, 16, 16))
        #expect(frames["world"]?.rounded3 == rect(201, 0, 40, 16))
        #expect(frames["divider"]?.rounded3 == rect(0, 24, 300, 16))
        #expect(frames["a"]?.rounded3 == rect(63, 48, 8, 16))
    }

    // Apple, Grid and gridCellUnsizedAxes(_:): with `.gridCellUnsizedAxes(.horizontal)` the divider "restores the
    // grid to the width that the text and images require": 16 + 8 + 40 = 64, and the divider is that wide.
    @Test func unsizedDividerTakesTheWidthOfTheOtherRows() {
        let frames = probedFrames(
            Grid {
                GridRow {
                    Text("Hi").probe("hi")
                    Text("World")
                }
                Divider().gridCellUnsizedAxes(.horizontal).probe("divider")
                GridRow {
                    Text("A")
                    Text("B")
                }
            }
            .probe("grid"),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["grid"]?.rounded3 == rect(0, 0, 64, 64))
        #expect(frames["hi"]?.rounded3 == rect(0, 0, 16, 16))
        #expect(frames["divider"]?.rounded3 == rect(0, 24, 64, 16))
    }

    // Apple, GridRow: `Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])` makes an empty corner cell that
    // takes the size the other cells give its row and column instead of all the space a Color would take.
    // Column 0 is "R1" (16), row 0 is "C1" (16): the corner is 16 × 16, and the grid only 16 + 8 + 16 wide.
    @Test func unsizedColorTakesItsCellsSize() {
        let frames = probedFrames(
            Grid {
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).probe("corner")
                    Text("C1").probe("c1")
                }
                GridRow {
                    Text("R1").probe("r1")
                    Text("X")
                }
            }
            .probe("grid"),
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["grid"]?.rounded3 == rect(0, 0, 40, 40))
        #expect(frames["corner"]?.rounded3 == rect(0, 0, 16, 16))
        #expect(frames["c1"]?.rounded3 == rect(24, 0, 16, 16))
        #expect(frames["r1"]?.rounded3 == rect(0, 24, 16, 16))
    }

    // Apple, gridColumnAlignment(_:): "causes all cells in the same column of a grid to use the same alignment";
    // the example sets the grid to leading and the first column to trailing. Column 0 is 32 wide: "A" ends at
    // 32 (x 24); column 1 keeps the grid's leading alignment: "x" at 32, not centred in the 24-pt column.
    @Test func columnAlignmentAppliesToTheWholeColumn() {
        let frames = probedFrames(
            Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Text("A").gridColumnAlignment(.trailing).probe("a")
                    Text("x").probe("x")
                }
                GridRow {
                    Text("CCCC").probe("c")
                    Text("yyy").probe("y")
                }
                GridRow {
                    Text("BB").probe("b")
                }
            },
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["a"]?.rounded3 == rect(24, 0, 8, 16))
        #expect(frames["x"]?.rounded3 == rect(32, 0, 8, 16))
        #expect(frames["c"]?.rounded3 == rect(0, 16, 32, 16))
        #expect(frames["y"]?.rounded3 == rect(32, 16, 24, 16))
        #expect(frames["b"]?.rounded3 == rect(16, 32, 16, 16))
    }

    // Apple, gridCellAnchor(_:), its own example: red 60-pt reference squares, spacing 1; the blue 10-pt marker's
    // (0.25, 0.75) point sits on its cell's (0.25, 0.75) point. Cell (61, 61, 60, 60): point (76, 106); marker
    // origin (76 − 2.5, 106 − 7.5) = (73.5, 98.5).
    @Test func cellAnchorProjectsTheUnitPointOntoViewAndCell() {
        let frames = probedFrames(
            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.red.frame(width: 60, height: 60)
                }
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.blue.frame(width: 10, height: 10)
                        .gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
                        .probe("marker")
                }
            },
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["marker"]?.rounded3 == rect(73.5, 98.5, 10, 10))
    }

    // Apple, GridRow init(alignment:content:) overrides the grid's vertical alignment for one row; Apple, Grid
    // ("Cell spacing and alignment"): `Grid(alignment: .bottom …)` aligns the text cells at the bottom. Rows are
    // 48 tall (the coloured cells); "T" at the top of row 0, "B" at the bottom of row 1 (48 + 48 − 16 = 80).
    @Test func rowAlignmentOverridesTheGrids() {
        let frames = probedFrames(
            Grid(alignment: .bottom, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .top) {
                    Text("T").probe("t")
                    Color.red.frame(width: 8, height: 48)
                }
                GridRow {
                    Text("B").probe("b")
                    Color.red.frame(width: 8, height: 48)
                }
            },
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["t"]?.rounded3 == rect(0, 0, 8, 16))
        #expect(frames["b"]?.rounded3 == rect(0, 80, 8, 16))
    }

    // Apple, Grid ("Column count"): "the grid adds empty cells to the trailing edge of rows that have fewer
    // columns"; the first column is as wide as its widest text, "the other columns, which contain flexible Color
    // views, share the remaining horizontal space … equally", and "the Color cells expand to equally share the
    // total height". Apple's own example at 400 × 300, spacing 8: column 0 is 40 ("Row 1"); five colour columns
    // share 400 − 40 − 5 × 8 = 320, 64 each; three rows share 300 − 2 × 8 = 284, 94.667 each.
    @Test func shortRowsLeaveTrailingCellsEmpty() {
        let frames = probedFrames(
            Grid {
                GridRow {
                    Text("Row 1").probe("row1")
                    Color.red.probe("red0")
                    Color.red.probe("red1")
                }
                GridRow {
                    Text("Row 2")
                    ForEach(0..<5) { index in Color.green.probe("green\(index)") }
                }
                GridRow {
                    Text("Row 3")
                    ForEach(0..<4) { index in Color.blue.probe("blue\(index)") }
                }
            }
            .probe("grid"),
            proposal: ProposedViewSize(width: 400, height: 300))
        #expect(frames["grid"]?.rounded3 == rect(0, 0, 400, 300))
        #expect(frames["row1"]?.rounded3 == rect(0, 39.333, 40, 16))
        #expect(frames["red0"]?.rounded3 == rect(48, 0, 64, 94.667))
        #expect(frames["red1"]?.rounded3 == rect(120, 0, 64, 94.667))
        #expect(frames["green4"]?.rounded3 == rect(336, 102.667, 64, 94.667))
        #expect(frames["blue3"]?.rounded3 == rect(264, 205.333, 64, 94.667))
    }

    // An empty grid has no rows and no columns: it is 0 × 0, as an empty stack.
    @Test func emptyGridHasZeroSize() {
        let frames = probedFrames(
            VStack(spacing: 0) {
                Grid {}.probe("grid")
                Text("after").probe("after")
            },
            proposal: ProposedViewSize(width: 100, height: 100))
        #expect(frames["grid"]?.size == .zero)
        #expect(frames["after"]?.rounded3 == rect(0, 0, 40, 16))
    }

    // Apple, Grid init(alignment:horizontalSpacing:verticalSpacing:content:): nil spacing is "a default distance
    // between cells that's appropriate for the platform" — 8 pt on iOS (research §2, the stacks' default),
    // 8 pt (one column) across and 0 pt down in the terminal (PlatformMetrics.terminal); explicit values win.
    @Test(arguments: [
        (PlatformMetrics.iOS, CGFloat?.none, CGFloat?.none, CGPoint(x: 16, y: 24)),
        (PlatformMetrics.terminal, nil, nil, CGPoint(x: 16, y: 16)),
        (PlatformMetrics.iOS, 2, 3, CGPoint(x: 10, y: 19)),
    ])
    func spacingDefaultsToThePlatformsAndExplicitValuesWin(
        metrics: PlatformMetrics, horizontal: CGFloat?, vertical: CGFloat?, expected: CGPoint
    ) {
        let frames = probedFrames(
            Grid(horizontalSpacing: horizontal, verticalSpacing: vertical) {
                GridRow {
                    Text("A")
                    Text("B").probe("b")
                }
                GridRow {
                    Text("C").probe("c")
                    Text("D")
                }
            },
            proposal: ProposedViewSize(width: 400, height: 400), metrics: metrics)
        #expect(frames["b"]?.minX == expected.x)
        #expect(frames["c"]?.minY == expected.y)
    }

    // Apple, Grid: "If you need a grid that conforms to the Layout protocol, like when you want to create a
    // conditional layout using AnyLayout, use GridLayout instead": the same rows through AnyLayout(GridLayout())
    // lay out as the Grid does (columns 24 and 16, no spacing; "A" centred at 8).
    @Test func gridLayoutThroughAnyLayoutMatchesGrid() {
        let layout = AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0))
        let frames = probedFrames(
            layout {
                GridRow {
                    Text("A").probe("a")
                    Text("BB").probe("b")
                }
                GridRow {
                    Text("CCC")
                    Text("D").probe("d")
                }
            },
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["a"]?.rounded3 == rect(8, 0, 8, 16))
        #expect(frames["b"]?.rounded3 == rect(24, 0, 16, 16))
        #expect(frames["d"]?.rounded3 == rect(28, 16, 8, 16))
    }

    // Bad input is diagnosed and laid out: a span below 1 counts as 1, a NaN spacing as the default.
    @Test func badSpansAndSpacingDoNotBreakTheLayout() {
        let frames = probedFrames(
            Grid(horizontalSpacing: .nan, verticalSpacing: 0) {
                GridRow {
                    Text("A").gridCellColumns(0).probe("a")
                    Text("B").gridCellColumns(-3).probe("b")
                }
            },
            proposal: ProposedViewSize(width: 400, height: 400))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 8, 16))
        #expect(frames["b"]?.rounded3 == rect(16, 0, 8, 16))
    }
}
