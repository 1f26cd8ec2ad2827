/// A stored property of a view that the framework updates before the body is evaluated, such as ``State``,
/// ``Binding``, ``Environment`` or ``ObservedObject``. Your own `DynamicProperty` structs may contain them.
public protocol DynamicProperty {
    /// Called before the owning view's body is evaluated, after the contained properties are linked.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}

/// A dynamic property that links itself to storage in the owning node (``State``, ``Environment``, …).
@MainActor
protocol InstallableProperty {
    /// Links the property stored at `pointer` to slot `slot` of `host`.
    static func install(at pointer: UnsafeMutableRawPointer, host: PropertyHost, slot: Int)
}

/// A node that owns dynamic property storage: the node of a view or view modifier with a body.
@MainActor
protocol PropertyHost: ViewNode {
    /// Storage per dynamic property, by the property's order in the type.
    var propertySlots: [AnyObject?] { get set }
    /// Actions to run when the node leaves the graph.
    var cleanup: [() -> Void] { get set }
}

extension BodyNode: PropertyHost {}
