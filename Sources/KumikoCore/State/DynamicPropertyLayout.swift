@_spi(Reflection) import Swift

/// Where the dynamic properties of a view type are stored, found once per type by reflecting its fields
/// (DESIGN.md §3.2: cache the reflection, not per update).
@MainActor
struct DynamicPropertyLayout {
    /// One installable property: its byte offset in the value and its type.
    private struct Field {
        let offset: Int
        let type: any InstallableProperty.Type
    }
    /// A user `DynamicProperty` whose `update()` runs after its contents are installed.
    private struct Updatable {
        let offset: Int
        let type: any DynamicProperty.Type
    }
    private var fields: [Field] = []
    private var updatables: [Updatable] = []

    /// The number of storage slots values of this type need.
    var count: Int { fields.count }

    private static var cache: [ObjectIdentifier: DynamicPropertyLayout] = [:]

    /// The layout of values of `type` stored at `offset` inside the node's value, computed once per type.
    static func of(_ type: Any.Type, at offset: Int = 0) -> DynamicPropertyLayout {
        var layout: DynamicPropertyLayout
        if let cached = cache[ObjectIdentifier(type)] {
            layout = cached
        } else {
            layout = DynamicPropertyLayout()
            layout.collect(type, baseOffset: 0)
            cache[ObjectIdentifier(type)] = layout
        }
        guard offset != 0 else { return layout }
        layout.fields = layout.fields.map { Field(offset: $0.offset + offset, type: $0.type) }
        layout.updatables = layout.updatables.map { Updatable(offset: $0.offset + offset, type: $0.type) }
        return layout
    }

    private mutating func collect(_ type: Any.Type, baseOffset: Int) {
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            // Functions, tuples, metatypes, existentials and optionals are never dynamic properties, nor are the
            // standard library's plain values: no need to ask the runtime (a scan of every conformance per type).
            switch kind {
            case .function, .tuple, .metatype, .existentialMetatype, .existential, .optional: return true
            default: if PlainValueTypes.contains(fieldType) { return true }
            }
            if let installable = fieldType as? any InstallableProperty.Type {
                fields.append(Field(offset: baseOffset + offset, type: installable))
            } else if let dynamic = fieldType as? any DynamicProperty.Type {
                collect(fieldType, baseOffset: baseOffset + offset)
                updatables.append(Updatable(offset: baseOffset + offset, type: dynamic))
            }
            return true
        }
    }

    /// Links every dynamic property of `value` to `host`'s storage, then runs user properties' `update()`.
    func install<V>(in value: inout V, host: PropertyHost) {
        guard !fields.isEmpty || !updatables.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { raw in
            guard let base = raw.baseAddress else { return }
            for (slot, field) in fields.enumerated() {
                field.type.install(at: base + field.offset, host: host, slot: slot)
            }
            for updatable in updatables {
                func update<P: DynamicProperty>(_: P.Type) {
                    (base + updatable.offset).assumingMemoryBound(to: P.self).pointee.update()
                }
                update(updatable.type)
            }
        }
    }
}
