/// Numbers layout passes, so that per-pass size caches reset without walking the tree.
@MainActor
enum LayoutPass {
    /// The current pass.
    private(set) static var generation = 0
    /// Starts a new pass.
    static func begin() { generation &+= 1 }
}
