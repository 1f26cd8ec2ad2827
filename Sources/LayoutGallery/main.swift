// LayoutGallery: prints rendered screens of Kumiko layout examples (headless rendering).
//
//     swift run LayoutGallery            # every example; colours when standard output is a terminal
//     swift run LayoutGallery text       # only examples whose name starts with "text"
//     swift run LayoutGallery --plain    # no colours
//     swift run LayoutGallery --list     # example names
import Foundation
import Kumiko

let arguments = Array(CommandLine.arguments.dropFirst())
let useColour = arguments.contains("--ansi") || (!arguments.contains("--plain") && isatty(STDOUT_FILENO) == 1)
let filters = arguments.filter { !$0.hasPrefix("--") }

MainActor.assumeIsolated {
    if arguments.contains("--list") {
        for example in galleryExamples + listGalleryExamples { print("\(example.name)\t\(example.title)") }
        return
    }
    let examples = galleryExamples + listGalleryExamples
    let chosen = examples.filter { example in filters.isEmpty || filters.contains { example.name.hasPrefix($0) } }
    if chosen.isEmpty {
        FileHandle.standardError.write(Data("LayoutGallery: no example matches \(filters); try --list\n".utf8))
        exit(1)
    }
    for example in chosen {
        let renderer = ImageRenderer(content: example.view)
        renderer.proposedSize = ProposedViewSize(width: example.width, height: example.height)
        guard let image = renderer.terminalImage else { continue }
        let rule = String(repeating: "─", count: max(image.columns, example.title.count + 4))
        print("── \(example.title) " + String(rule.dropFirst(example.title.count + 4)))
        print(useColour ? image.ansiText : image.plainText)
        print()
    }
}
