import Foundation

/// A property wrapper that gives a view a namespace of its own, for ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``,
/// as SwiftUI's `Namespace`. The namespace lives as long as the view's identity in the graph.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// The namespace's storage, once the view is in a graph.
    final class Box: @unchecked Sendable {
        let id: ID
        init() { id = ID(value: Namespace.nextValue()) }
    }

    private var box: Box?

    /// Creates a namespace.
    public init() {}

    /// The namespace's identity. Outside a view in a graph each read is a new namespace (with a diagnostic), as in
    /// SwiftUI.
    public var wrappedValue: ID {
        if let box { return box.id }
        Diagnostics.warnOnce("Namespace.notInstalled", "Reading a @Namespace outside of a view's body gives a new namespace each time.")
        return ID(value: Self.nextValue())
    }

    private static let counter = NamespaceCounter()

    fileprivate static func nextValue() -> Int { counter.next() }
}

/// The numbers namespaces are given, unique in the process.
private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

extension Namespace: InstallableProperty {
    static func install(at pointer: UnsafeMutableRawPointer, host: PropertyHost, slot: Int) {
        let namespace = pointer.assumingMemoryBound(to: Namespace.self)
        if let existing = host.propertySlots[slot] as? Box {
            namespace.pointee.box = existing
        } else {
            let box = Box()
            host.propertySlots[slot] = box
            namespace.pointee.box = box
        }
    }
}

extension Namespace: PropertyComparable {
    /// The same storage is the same namespace.
    func isSameProperty(as other: Namespace) -> Bool { box === other.box }
}

/// Which parts of a view's geometry a matched geometry effect copies, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates properties from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view's anchor.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches this view's geometry with the other views of the same `id` in `namespace`, so that a change that
    /// replaces one by another animates between their frames. A terminal shows the end state: a view shown alone
    /// under its id (the usual case, one view leaving as the other comes) keeps its own frame, which is what
    /// SwiftUI shows once the animation ends. A non-source view shown together with its source keeps its own frame
    /// too (SwiftUI would give it the source's).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        self
    }
}
