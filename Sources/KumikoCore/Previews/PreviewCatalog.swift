import Foundation

extension Preview {
    /// Every preview of the running program, or of one of its modules: each `#Preview` in source order (file,
    /// then line), then each view of each ``PreviewProvider``'s `previews` (providers in the order of their
    /// type names; their ``fileID`` is the module and the type's name, as a program cannot know their file).
    ///
    /// Kumiko extension (Xcode's canvas has no API): the previews of an app shown in a terminal with `swift
    /// run MyApp --previews`, and rendered headlessly by a test:
    ///
    /// ```swift
    /// for preview in Preview.all(inModule: "MyApp") {
    ///     let renderer = ImageRenderer(content: preview.content)
    ///     renderer.proposedSize = preview.proposedSize
    ///     print(preview.name, renderer.terminalImage?.plainText ?? "")
    /// }
    /// ```
    ///
    /// - Parameter module: The module whose previews to list (the name its source files' `#fileID`s begin
    ///   with); nil for every module.
    public static func all(inModule module: String? = nil) -> [Preview] {
        var macroPreviews: [Preview] = []
        for type in PreviewDiscovery.conformingTypes(to: "PreviewRegistry") {
            guard let registry = type as? any PreviewRegistry.Type else { continue }
            var preview = registry.makePreview()
            preview.place(fileID: registry.fileID, line: registry.line)
            macroPreviews.append(preview)
        }
        macroPreviews.sort { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        let providers = PreviewDiscovery.conformingTypes(to: "PreviewProvider")
            .compactMap { $0 as? any PreviewProvider.Type }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
        let previews = macroPreviews + providers.flatMap { providerPreviews($0) }
        guard let module else { return previews }
        return previews.filter { $0.fileID.hasPrefix(module + "/") }
    }

    /// The previews of a provider: one per view of its `previews`.
    private static func providerPreviews<P: PreviewProvider>(_ provider: P.Type) -> [Preview] {
        let typeName = String(reflecting: provider)
        let module = typeName.split(separator: ".").first.map(String.init) ?? ""
        let shortName = String(describing: provider)
        let baseName = shortName.hasSuffix("_Previews") ? String(shortName.dropLast("_Previews".count)) : shortName
        let parts = previewParts(of: provider.previews)
        return parts.enumerated().map { index, part in
            var preview = Preview(baseName + (parts.count > 1 ? " \(index + 1)" : ""), body: { [view = part.view] in view })
            preview.fileID = "\(module)/\(shortName)"
            preview.apply(part.traits)
            return preview
        }
    }
}
