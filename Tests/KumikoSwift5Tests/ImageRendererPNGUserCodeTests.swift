// A view as a PNG in the browser's look, as a user's snapshot test asks for it: Swift 5 language mode,
// `import SwiftUI` alone. Without Chromium the error says so; with it, the picture is the view's size times the scale.
import Foundation
import SwiftUI
import Testing

@MainActor
@Test func aViewAsAPNGInTheBrowsersLook() throws {
    let renderer = ImageRenderer(content: Color.orange.frame(width: 30, height: 20))
    renderer.scale = 2
    let png: Data
    do {
        png = try renderer.pngData(colorScheme: .dark)
    } catch let error as BrowserRenderingError {
        guard case .browserNotInstalled = error else { throw error }
        #expect(error.description.contains("apt-get install chromium"))
        return
    }
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    // IHDR: the width and height, big-endian, at bytes 16 and 20.
    #expect(Array(png[16..<24]) == [0, 0, 0, 60, 0, 0, 0, 40])
}
