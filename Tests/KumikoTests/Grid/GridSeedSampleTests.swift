import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// The seed's Grid sample (../shared/conformance/seed-units/ch3-11-grid.swift, "3.4.3 Grid (iOS 16+)"), rendered
/// headlessly in terminal cells: the headline check is that its columns line up.
@MainActor
@Suite struct GridSeedSampleTests {
    /// The seed's first grid, exactly as written there.
    private struct BasicGrid: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 16) {
                GridRow {
                    Text("Name")
                        .fontWeight(.bold)
                    Text("Age")
                        .fontWeight(.bold)
                    Text("City")
                        .fontWeight(.bold)
                }

                Divider()

                GridRow {
                    Text("John Doe")
                    Text("28")
                    Text("New York")
                }

                GridRow {
                    Text("Jane Smith")
                    Text("32")
                    Text("San Francisco")
                }

                GridRow {
                    Text("Bob Johnson")
                    Text("25")
                    Text("Seattle")
                }
            }
        }
    }

    /// The seed's whole view, as written there (renamed).
    private struct ModernGridView: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 30) {
                    BasicGrid()
                        .padding()
                        .background(Color(.systemGray6))
                        .cornerRadius(12)

                    Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                        GridRow {
                            Color.red
                            Color.blue
                            Color.green
                        }
                        .frame(height: 100)

                        GridRow {
                            Color.orange
                                .gridCellColumns(2)
                            Color.purple
                        }
                        .frame(height: 100)

                        GridRow {
                            Color.pink
                            Color.yellow
                                .gridCellColumns(2)
                        }
                        .frame(height: 100)
                    }
                    .padding()
                }
                .padding()
            }
        }
    }

    // 1 cell = 8 × 16 pt. Columns 88 ("Bob Johnson"), 24, 104 ("San Francisco") with 16 pt between them are 248
    // pt; the divider row is offered the grid's 400 pt and widens the columns by (400 − 248) / 3 = 50.67 each
    // (Apple, Grid: "the entire grid widens to fill the width offered by its parent view"): columns start at 0,
    // 138.67 + 16 = 154.67 and 154.67 + 74.67 + 16 = 245.33 pt, i.e. 19.33 and 30.67 cells, drawn from columns
    // 19 and 31 (leading alignment). Rows are one line with one line between them (verticalSpacing 16); the
    // divider is a line of "─" across the grid's 50 cells.
    @Test func firstGridLinesUpItsColumns() {
        let text = render(BasicGrid(), width: 400)
        #expect(text.components(separatedBy: "\n") == [
            "Name               Age         City",
            "",
            String(repeating: "─", count: 50),
            "",
            "John Doe           28          New York",
            "",
            "Jane Smith         32          San Francisco",
            "",
            "Bob Johnson        25          Seattle",
        ])
    }

    // The conformance check: the whole sample at 640 × 768 shows the table's texts with "Name" above "John Doe"
    // and "Age" above "28".
    @Test func wholeSampleRendersWithAlignedColumns() {
        let lines = render(ModernGridView(), width: 640, height: 768).components(separatedBy: "\n")
        for needle in ["Name", "Age", "City", "John Doe", "New York", "Jane Smith"] {
            #expect(lines.contains { $0.contains(needle) }, "missing \(needle)")
        }
        func column(of needle: String) -> Int? {
            for line in lines {
                if let range = line.range(of: needle) { return line.distance(from: line.startIndex, to: range.lowerBound) }
            }
            return nil
        }
        #expect(column(of: "Name") != nil)
        #expect(column(of: "Name") == column(of: "John Doe"))
        #expect(column(of: "Age") == column(of: "28"))
        #expect(column(of: "City") == column(of: "New York"))
    }
}
