import Kumiko

/// The list the black-box benchmark (`../shared/bench/README.md`) and KeyBench measure: N rows "Row 000000"…
/// in a `List` with the selection on row 0, and a status line "cursor 000123 / N" under it.
///
/// The list is a view of its own that gets the selection as a binding, as a SwiftUI app keeps a state read
/// where it is shown: moving the cursor re-runs this body (the status line) and the list's selection
/// highlight, not the rows' content.
public struct RowsView: View {
    /// The number of rows.
    let count: Int
    /// The selected row's index.
    @State private var cursor: Int? = 0

    /// N rows, the first selected.
    public init(count: Int) { self.count = count }

    /// The list and the status line.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            RowsList(count: count, selection: $cursor)
            Text(cursor.map { "cursor \(sixDigits($0)) / \(count)" } ?? "cursor ------")
        }
    }
}

/// The rows, selectable.
struct RowsList: View {
    /// The number of rows.
    let count: Int
    /// The selected row's index.
    @Binding var selection: Int?

    var body: some View {
        List(0..<count, id: \.self, selection: $selection) { index in
            Text("Row \(sixDigits(index))")
        }
        .listStyle(.plain)
    }
}

/// A number with at least six digits, zero-padded (`%06d`), as the status line shows the cursor.
package func sixDigits(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(6 - digits.count, 0)) + digits
}
