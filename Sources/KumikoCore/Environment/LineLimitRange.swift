import Foundation

private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// The number of lines text (and a multi-line text field or editor) takes at least, reserving the room even
    /// when its content needs fewer: the lower bound of `lineLimit(_:)` with a range, or the limit of
    /// `lineLimit(_:reservesSpace: true)`. Nil: no reservation.
    var reservedLineCount: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

extension View {
    /// Sets the number of lines text may occupy to a closed range, as SwiftUI's `lineLimit(_:)`: at most the
    /// upper bound (text is truncated, a vertical text field or a text editor scrolls), at least the lower
    /// bound (shorter text takes that many lines). Bounds below 1 count as 1.
    ///
    /// - Parameter limit: The least and the most lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, max(limit.upperBound, 1)).environment(\.reservedLineCount, max(limit.lowerBound, 1))
    }

    /// Sets the most lines text may occupy, as SwiftUI's `lineLimit(...5)`: longer text is truncated (a
    /// vertical text field or a text editor scrolls).
    ///
    /// - Parameter limit: The most lines (below 1 counts as 1).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, max(limit.upperBound, 1)).environment(\.reservedLineCount, nil)
    }

    /// Sets the least lines text occupies, as SwiftUI's `lineLimit(3...)`: shorter text takes that many lines;
    /// longer text is not limited.
    ///
    /// - Parameter limit: The least lines (below 1 counts as 1).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLineCount, max(limit.lowerBound, 1))
    }
}
