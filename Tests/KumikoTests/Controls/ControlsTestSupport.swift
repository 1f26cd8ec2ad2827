import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// The controls built from other views (toggles, steppers, progress views, labeled content, placeholders):
/// their terminal look and, for the focusable ones, their keys and clicks through `TestTerminal`.
@Suite enum Controls {}

extension Controls {
    /// A view's cells as plain text, laid out in `columns` columns (its ideal size when nil).
    @MainActor
    static func render<V: View>(_ view: V, columns: Int? = nil) -> String {
        let renderer = ImageRenderer(content: view)
        if let columns { renderer.proposedSize = ProposedViewSize(width: CGFloat(columns) * 8, height: nil) }
        return renderer.terminalImage?.plainText ?? "<no image>"
    }
}
