import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

// Helpers shared by the List tests: a way to reach a list's node (to select rows and scroll as a click, Return
// or a scroll wheel would), a renderer that keeps one graph across renders with sizes in cells, and readers
// for the cells' colours.

/// The List tests (one nested suite per file, so `--filter ListTests` runs them all).
@Suite enum ListTests {}

/// What the tests use of a `ListNode`, whatever its generic parameters.
@MainActor
protocol ListNodeProbe: AnyObject {
    /// Rows, headers and footers included.
    var rowCount: Int { get }
    /// Selects only row `index`, as a click does.
    func selectRow(_ index: Int)
    /// Row `index`'s selection value (its tag or `ForEach` id).
    func selectionValue(ofRow index: Int) -> AnyHashable?
    /// The largest scroll offset, as of the last layout.
    var maximumOffset: CGPoint { get }
    /// Scrolls the list.
    func scroll(to offset: CGPoint)
}

extension ListNode: ListNodeProbe {}

/// Renders one view repeatedly through one graph, proposing a size in cells (nil: unspecified).
@MainActor
final class ListHarness<Content: View> {
    let renderer: ImageRenderer<Content>
    /// One cell is 8 × 16 pt.
    private static var cell: CGSize { CGSize(width: 8, height: 16) }

    init(_ content: Content, columns: Int?, rows: Int?) {
        renderer = ImageRenderer(content: content)
        renderer.proposedSize = ProposedViewSize(width: columns.map { CGFloat($0) * Self.cell.width },
                                                 height: rows.map { CGFloat($0) * Self.cell.height })
    }

    /// Replaces the root view (as a parent re-evaluating with new data would).
    var content: Content {
        get { renderer.content }
        set { renderer.content = newValue }
    }

    /// Renders and returns the image.
    var image: TerminalImage? { renderer.terminalImage }

    /// Renders and returns the plain text ("<no image>" when the view has no size).
    @discardableResult
    func render() -> String { image?.plainText ?? "<no image>" }

    /// The first list in the rendered graph (render first).
    var list: (any ListNodeProbe)? {
        renderer.viewGraph?.nodes(of: (any ListNodeProbe).self).first
    }
}

/// A screen of lines, joined as `plainText` joins them.
func screen(_ lines: String...) -> String { lines.joined(separator: "\n") }

/// The columns of image row `row` whose background is the accent colour (the fill of selected rows).
@MainActor
func accentColumns(_ image: TerminalImage?, row: Int) -> [Int] {
    guard let image, row >= 0, row < image.rows, let accent = Color.accentColor.resolved() else { return [] }
    return (0..<image.columns).filter { image.buffer[$0, row].background == accent }
}

/// The image rows holding at least one accent-coloured cell.
@MainActor
func accentRows(_ image: TerminalImage?) -> [Int] {
    guard let image else { return [] }
    return (0..<image.rows).filter { !accentColumns(image, row: $0).isEmpty }
}

/// A fruit with an `Int` id, for identifiable data.
struct ListFruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// Three fruits with ids 10, 20 and 30.
let listFruits = [ListFruit(id: 10, name: "Apple"), ListFruit(id: 20, name: "Pear"), ListFruit(id: 30, name: "Plum")]

