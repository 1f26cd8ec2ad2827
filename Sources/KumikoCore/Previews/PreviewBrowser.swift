import Foundation

/// The previews of a program as a list grouped by file; choosing one shows it, laid out as its traits say
/// (what `swift run MyApp --previews` shows).
struct PreviewBrowser: View {
    let previews: [Preview]

    var body: some View {
        NavigationStack {
            List {
                ForEach(files, id: \.self) { file in
                    Section(file) {
                        ForEach(previews.indices.filter { previews[$0].fileID == file }, id: \.self) { index in
                            NavigationLink(previews[index].name) { PreviewScreen(preview: previews[index]) }
                        }
                    }
                }
            }
            .overlay {
                if previews.isEmpty {
                    ContentUnavailableView(
                        "No Previews", systemImage: "eye.slash",
                        description: Text("This program declares no #Preview and no PreviewProvider.")
                    )
                }
            }
            .navigationTitle("Previews")
        }
    }

    /// The files that declare previews, in order.
    private var files: [String] {
        var seen = Set<String>()
        return previews.map(\.fileID).filter { seen.insert($0).inserted }
    }
}

/// One preview, sized as its layout trait says.
struct PreviewScreen: View {
    let preview: Preview

    var body: some View {
        laidOut.navigationTitle(preview.name)
    }

    @ViewBuilder private var laidOut: some View {
        switch preview.layout {
        case .sizeThatFits: preview.content.fixedSize()
        case .fixed(let width, let height): preview.content.frame(width: width, height: height)
        case .device: preview.content
        }
    }
}

/// What `--previews` on an app's command line asks for: the list of previews, or one preview by name.
package struct PreviewRequest {
    /// The name (or 1-based number) of the preview to open directly, if one is given.
    package let name: String?

    /// The request in `arguments` (the process's arguments, without the program's path), if any:
    /// `--previews` or `--previews NAME`.
    package init?(arguments: [String]) {
        guard let index = arguments.firstIndex(of: "--previews") else { return nil }
        let next = arguments.index(after: index)
        name = next < arguments.endIndex && !arguments[next].hasPrefix("-") ? arguments[next] : nil
    }

    /// The view to run: the chosen preview, or the browser of all of them.
    @MainActor
    package func rootView(previews: [Preview]) -> AnyView {
        if let name {
            let chosen = previews.first { $0.name == name }
                ?? Int(name).flatMap { $0 >= 1 && $0 <= previews.count ? previews[$0 - 1] : nil }
            if let chosen { return AnyView(NavigationStack { PreviewScreen(preview: chosen) }) }
            Diagnostics.warnOnce("previews.unknown", "--previews: no preview is named \"\(name)\"; showing them all.")
        }
        return AnyView(PreviewBrowser(previews: previews))
    }
}
