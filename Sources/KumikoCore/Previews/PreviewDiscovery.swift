import Foundation

/// Finds the types of a running program that conform to one of Kumiko's preview protocols, by reading the
/// protocol conformance records the Swift compiler emits into every image (the way Xcode's canvas finds
/// `#Preview`s and `PreviewProvider`s): no registration call, no build plug-in.
///
/// The records are read through the runtime's `swift_enumerateAllMetadataSections` (exported by the Swift
/// runtime on Linux and Windows; the layouts read here are Swift's stable ABI: `ProtocolConformanceDescriptor`,
/// `ContextDescriptor`). Generic conforming types are skipped: they have no single metadata to instantiate.
enum PreviewDiscovery {
    /// The non-generic types whose conformance to the KumikoCore protocol named `protocolName` is recorded.
    static func conformingTypes(to protocolName: String) -> [Any.Type] {
        let search = Search(protocolName)
        let context = Unmanaged.passRetained(search)
        swift_enumerateAllMetadataSections(visitSections, context.toOpaque())
        context.release()
        return search.found
    }

    /// What one walk over the sections looks for and has found.
    final class Search {
        let protocolName: String
        var found: [Any.Type] = []
        init(_ protocolName: String) { self.protocolName = protocolName }

        /// Reads the conformance records of one image.
        func visit(_ sections: UnsafeRawPointer) {
            // MetadataSections: version, reserved, next, prev (4 words), then (start, length) ranges:
            // swift5_protocols, swift5_protocol_conformances, …
            let start = sections.load(fromByteOffset: 6 * MemoryLayout<UInt>.size, as: UInt.self)
            let length = Int(sections.load(fromByteOffset: 7 * MemoryLayout<UInt>.size, as: UInt.self))
            guard let base = UnsafeRawPointer(bitPattern: start) else { return }
            var offset = 0
            while offset + 4 <= length {
                if let descriptor = PreviewDiscovery.relative(base + offset),
                    let type = PreviewDiscovery.conformingType(descriptor, protocolName: protocolName)
                {
                    found.append(type)
                }
                offset += 4
            }
        }
    }

    /// The type of a conformance record when its protocol is KumikoCore's `protocolName`.
    static func conformingType(_ conformance: UnsafeRawPointer, protocolName: String) -> Any.Type? {
        guard let proto = indirectable(conformance),
            name(ofContext: proto) == protocolName,
            let module = indirectable(proto + 4), name(ofContext: module) == "KumikoCore"
        else { return nil }
        let flags = conformance.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        let kind = (flags >> 3) & 0x7
        let typeDescriptor: UnsafeRawPointer?
        switch kind {
        case 0: typeDescriptor = relative(conformance + 4)
        case 1: typeDescriptor = relative(conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default: return nil  // Objective-C classes: none on Linux
        }
        guard let descriptor = typeDescriptor else { return nil }
        let descriptorFlags = descriptor.loadUnaligned(as: UInt32.self)
        let descriptorKind = descriptorFlags & 0x1F
        let isGeneric = descriptorFlags & 0x80 != 0
        guard (16...18).contains(descriptorKind), !isGeneric, let accessor = relative(descriptor + 12) else { return nil }
        typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?
        let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
        guard let metadata = access(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// The name of a context descriptor (a module, protocol or type): the relative pointer at offset 8.
    private static func name(ofContext descriptor: UnsafeRawPointer) -> String? {
        relative(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The target of a 32-bit relative pointer stored at `address` (nil when it is 0).
    static func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }

    /// The target of a relative pointer that may be indirect (its low bit set: it points at a pointer).
    private static func indirectable(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        if offset == 0 { return nil }
        if offset & 1 == 0 { return address + Int(offset) }
        return (address + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}

/// Visits one image's sections for the `Search` passed as `context`; true: go on with the next image.
private func visitSections(_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool {
    Unmanaged<PreviewDiscovery.Search>.fromOpaque(context).takeUnretainedValue().visit(sections)
    return true
}

/// The Swift runtime's walk over the metadata sections of every loaded image.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)
