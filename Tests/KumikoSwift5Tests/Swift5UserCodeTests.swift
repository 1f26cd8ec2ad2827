// Typical SwiftUI user code, compiled in the Swift 5 language mode with `import Kumiko` alone: the public API
// must accept it unchanged (the seed samples are Swift 5 code).
import Kumiko
import Testing

struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct AccentKey: EnvironmentKey {
    static var defaultValue: String = "plain"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

final class Store: ObservableObject {
    @Published var count = 0
}

@Observable final class Profile {
    var name = "Mei Chen"
}

struct Person: Identifiable {
    let id = UUID()
    var name: String
}

struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = bounds.width / CGFloat(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
                          proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

struct Counter: View {
    @Binding var value: Int
    var body: some View { Text("Count: \(value)") }
}

struct Screen: View {
    @State private var count = 2
    @State private var width: CGFloat = 0
    @StateObject private var store = Store()
    @Environment(\.accentName) private var accent
    @Environment(Profile.self) private var profile
    let people = [Person(name: "Juan Chavez"), Person(name: "Mei Chen")]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Counter(value: $count)
            Text("\(profile.name) / \(accent) / \(store.count)")
            ForEach(people) { person in
                Text(person.name)
            }
            EqualWidthHStack {
                Text("A")
                Text("BBB")
            }
            .background(GeometryReader { proxy in
                Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
            })
            Text("width \(Int(width))")
        }
        .onPreferenceChange(WidthKey.self) { width = $0 }
        .onAppear { store.count = 7 }
    }
}

@MainActor
@Test func swift5UserCodeCompilesAndRenders() {
    let renderer = ImageRenderer(content: Screen().environment(\.accentName, "blue").environment(Profile()))
    let text = renderer.terminalImage?.plainText ?? ""
    #expect(text == """
    Count: 2
    Mei Chen / blue / 7
    Juan Chavez
    Mei Chen
    A  BBB
    width 48
    """)
}
