import Kumiko

MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: VStack(alignment: .leading) { Text("Hello, Kumiko"); Text("こんにちは") }.padding())
    print(renderer.terminalImage?.plainText ?? "<no image>")
}
