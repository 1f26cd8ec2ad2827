import Kumiko

/// One gallery entry: a title, the proposed size in points, and the view.
struct GalleryExample {
    let name: String
    let title: String
    let width: CGFloat
    let height: CGFloat?
    let view: AnyView
}

/// The examples, in order.
@MainActor
let galleryExamples: [GalleryExample] = [
    GalleryExample(name: "stacks", title: "HStack with a Spacer, VStack alignment", width: 480, height: nil, view: AnyView(
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Leading")
                Spacer()
                Text("Trailing")
            }
            .padding()
            .border(.gray)
            HStack(alignment: .bottom) {
                Text("Bottom").padding().frame(height: 80, alignment: .bottom).border(.blue)
                Text("aligned").padding().border(.blue)
                Text("children").padding().border(.blue)
            }
        }
    )),
    GalleryExample(name: "frames", title: "Fixed, flexible and ideal frames", width: 480, height: nil, view: AnyView(
        VStack(spacing: 8) {
            Text("Fixed 200 × 48").frame(width: 200, height: 48).border(.red)
            Text("maxWidth: .infinity").frame(maxWidth: .infinity).border(.orange)
            Text("Ideal 200 pt, fixed").frame(idealWidth: 200).fixedSize().border(.green)
        }
    )),
    GalleryExample(name: "geometry", title: "GeometryReader: 30% / 70% bars", width: 480, height: 48, view: AnyView(
        GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.red.frame(width: proxy.size.width * 0.3).overlay { Text("30%") }
                Color.blue.frame(width: proxy.size.width * 0.7).overlay { Text("70%") }
            }
        }
    )),
    GalleryExample(name: "text", title: "Text: wrapping, CJK widths, truncation", width: 240, height: nil, view: AnyView(
        VStack(alignment: .leading, spacing: 0) {
            Text("Text wraps at word boundaries when the proposed width is too small.")
            Text("日本語の文章は文字の間で折り返されます。")
            Text("A single line that is far too long to fit").lineLimit(1)
            Text("Truncated in the middle of the line of text").lineLimit(1).truncationMode(.middle)
            Text("**Bold**, *italic* and `code` from Markdown")
        }
    )),
    GalleryExample(name: "shapes", title: "Shapes: stroked, filled, rounded", width: 480, height: nil, view: AnyView(
        HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 8).stroke(.blue).frame(width: 96, height: 64).overlay { Text("Card") }
            Rectangle().stroke(.green, lineWidth: 2).frame(width: 96, height: 64)
            Circle().stroke(.orange).frame(width: 96, height: 96)
        }
    )),
    GalleryExample(name: "alignment", title: "Custom alignment guide across stacks", width: 480, height: nil, view: AnyView(
        VStack(alignment: .separatorGuide, spacing: 0) {
            HStack { Text("Name"); Text(":").alignmentGuide(.separatorGuide) { $0[HorizontalAlignment.center] }; Text("Juan Chavez") }
            HStack { Text("Phone number"); Text(":").alignmentGuide(.separatorGuide) { $0[HorizontalAlignment.center] }; Text("(408) 555-4301") }
            HStack { Text("Team"); Text(":").alignmentGuide(.separatorGuide) { $0[HorizontalAlignment.center] }; Text("Sales") }
        }
    )),
    GalleryExample(name: "row", title: "The seed's person row", width: 320, height: nil, view: AnyView(
        VStack(alignment: .leading, spacing: 3) {
            Text("Mei Chen").foregroundColor(.primary).font(.headline)
            HStack(spacing: 3) {
                Label("(919) 555-2481", systemImage: "phone")
            }
            .foregroundColor(.secondary)
            .font(.subheadline)
        }
    )),
]

extension HorizontalAlignment {
    /// Aligns the colons of the gallery's alignment example.
    private enum SeparatorGuide: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    /// The colons' guide.
    static let separatorGuide = HorizontalAlignment(SeparatorGuide.self)
}
