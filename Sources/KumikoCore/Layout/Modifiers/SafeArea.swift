/// Kinds of safe area, as SwiftUI's `SafeAreaRegions`. A terminal has no safe area (no notch, no home
/// indicator, no software keyboard), so the modifiers that name them change nothing.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates regions from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The area the system's bars and the screen's shape keep clear.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view into the safe area; a terminal has none, so the view is unchanged.
    ///
    /// - Parameters:
    ///   - regions: The regions to ignore.
    ///   - edges: The edges to ignore them at.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Extends the view into the safe area at some edges (deprecated form); unchanged in a terminal.
    ///
    /// - Parameter edges: The edges.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
