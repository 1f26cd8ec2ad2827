import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension GraphTests {
    /// Every `@ViewBuilder` form builds the views it says, and the graph shows them in order.
    @MainActor
    @Suite struct ViewBuilderTests {
        @Test func twelveChildren() {
            let text = render(
                VStack(alignment: .leading) {
                    Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                    Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
                })
            #expect(text == (1...12).map(String.init).joined(separator: "\n"))
        }

        @Test func childrenOfMixedTypes() {
            let text = render(
                VStack(alignment: .leading) {
                    Text("text")
                    HStack(spacing: 0) { Text("a"); Text("b") }
                    Color.clear.frame(width: 8, height: 16)
                    Group { Text("grouped") }
                    EmptyView()
                    AnyView(Text("erased"))
                })
            #expect(text == "text\nab\n\ngrouped\nerased")
        }

        struct IfView: View {
            let show: Bool
            var body: some View {
                VStack(alignment: .leading) {
                    Text("top")
                    if show {
                        Text("shown")
                    }
                    Text("bottom")
                }
            }
        }

        @Test func ifWithoutElse() {
            #expect(render(IfView(show: true)) == "top\nshown\nbottom")
            #expect(render(IfView(show: false)) == "top\nbottom")
        }

        struct IfLetView: View {
            let name: String?
            var body: some View {
                VStack(alignment: .leading) {
                    if let name {
                        Text("hello \(name)")
                    }
                    Text("end")
                }
            }
        }

        @Test func ifLet() {
            #expect(render(IfLetView(name: "kim")) == "hello kim\nend")
            #expect(render(IfLetView(name: nil)) == "end")
        }

        struct IfElseView: View {
            let flag: Bool
            var body: some View {
                if flag {
                    Text("yes")
                } else {
                    HStack(spacing: 0) { Text("n"); Text("o") }
                }
            }
        }

        @Test func ifElse() {
            #expect(render(IfElseView(flag: true)) == "yes")
            #expect(render(IfElseView(flag: false)) == "no")
        }

        @Test func ifElseSwitchesInPlace() {
            let harness = Harness(IfElseView(flag: true))
            #expect(harness.render() == "yes")
            harness.content = IfElseView(flag: false)
            #expect(harness.render() == "no")
            harness.content = IfElseView(flag: true)
            #expect(harness.render() == "yes")
        }

        enum Shape3 { case circle, square, triangle, line }

        struct SwitchView: View {
            let shape: Shape3
            var body: some View {
                switch shape {
                case .circle: Text("circle")
                case .square: Text("square")
                case .triangle:
                    Text("tri")
                    Text("angle")
                case .line: EmptyView()
                }
            }
        }

        @Test func switchStatement() {
            #expect(render(SwitchView(shape: .circle)) == "circle")
            #expect(render(SwitchView(shape: .square)) == "square")
            #expect(render(VStack(alignment: .leading) { SwitchView(shape: .triangle) }) == "tri\nangle")
            #expect(render(VStack { Text("x"); SwitchView(shape: .line) }) == "x")
        }

        @Test func switchCasesReplaceEachOtherInOneGraph() {
            let harness = Harness(SwitchView(shape: .circle))
            var texts: [String] = []
            for shape in [Shape3.square, .line, .triangle, .circle] {
                harness.content = SwitchView(shape: shape)
                texts.append(harness.render())
            }
            // The two texts of the triangle case are centred in the root's implicit stack.
            #expect(texts == ["square", "<no image>", " tri\nangle", "circle"])
        }

        struct AvailabilityView: View {
            var body: some View {
                VStack(alignment: .leading) {
                    if #available(macOS 10.15, *) {
                        Text("available")
                    } else {
                        Text("unavailable")
                    }
                    if #available(macOS 10.15, iOS 13, *) {
                        Text("also")
                    }
                }
            }
        }

        @Test func ifAvailable() {
            #expect(render(AvailabilityView()) == "available\nalso")
        }

        struct OptionalView: View {
            let badge: Text?
            var body: some View {
                HStack(spacing: 0) {
                    Text("mail")
                    badge
                }
            }
        }

        @Test func optionalViews() {
            #expect(render(OptionalView(badge: Text("(3)"))) == "mail(3)")
            #expect(render(OptionalView(badge: nil)) == "mail")
        }

        @Test func forEachOverRange() {
            let text = render(VStack(alignment: .leading) { ForEach(0..<5) { Text("row \($0)") } })
            #expect(text == "row 0\nrow 1\nrow 2\nrow 3\nrow 4")
        }

        struct Fruit: Identifiable {
            let id: Int
            let name: String
        }

        @Test func forEachOverIdentifiableData() {
            let fruits = [Fruit(id: 10, name: "apple"), Fruit(id: 7, name: "pear"), Fruit(id: 3, name: "fig")]
            let text = render(VStack(alignment: .leading) { ForEach(fruits) { Text("\($0.id) \($0.name)") } })
            #expect(text == "10 apple\n7 pear\n3 fig")
        }

        @Test func forEachIdentifiedBySelf() {
            let text = render(HStack(spacing: 8) { ForEach(["x", "y", "z"], id: \.self) { Text($0) } })
            #expect(text == "x y z")
        }

        @Test func forEachIdentifiedByKeyPath() {
            let fruits = [Fruit(id: 1, name: "kiwi"), Fruit(id: 2, name: "lime")]
            let text = render(VStack(alignment: .leading) { ForEach(fruits, id: \.name) { Text($0.name) } })
            #expect(text == "kiwi\nlime")
        }

        @Test func nestedForEach() {
            let text = render(
                VStack(alignment: .leading) {
                    ForEach(["a", "b"], id: \.self) { letter in
                        ForEach(1..<4) { number in
                            Text("\(letter)\(number)")
                        }
                    }
                })
            #expect(text == "a1\na2\na3\nb1\nb2\nb3")
        }

        @Test func forEachRowsWithSeveralViewsEach() {
            let text = render(
                VStack(alignment: .leading) {
                    ForEach(0..<2) { index in
                        Text("title \(index)")
                        Text("detail \(index)")
                    }
                })
            #expect(text == "title 0\ndetail 0\ntitle 1\ndetail 1")
        }

        @Test func forEachOverBindings() {
            struct Editor: View {
                @State private var names = ["ann", "bo"]
                let handles: Handles<String>
                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach($names, id: \.self) { $name in
                            Text(name).onAppear { handles[name] = $name }
                        }
                    }
                }
            }
            let handles = Handles<String>()
            let harness = Harness(Editor(handles: handles))
            #expect(harness.render() == "ann\nbo")
            handles.set("bo", "bob")
            #expect(harness.render() == "ann\nbob")
        }

        @Test func groupIsTransparent() {
            let text = render(
                VStack(alignment: .leading) {
                    Group {
                        Text("one")
                        Text("two")
                    }
                    Group {
                        Group { Text("three") }
                    }
                })
            #expect(text == "one\ntwo\nthree")
            // Group's members are laid out by the enclosing stack, one by one.
            #expect(render(HStack(spacing: 8) { Group { Text("a"); Text("b") } }) == "a b")
        }

        @Test func emptyView() {
            #expect(render(EmptyView()) == "<no image>")
            #expect(render(VStack(alignment: .leading) { EmptyView(); Text("only"); EmptyView() }) == "only")
            // An empty view is not a stack member: no spacing is added around it.
            #expect(render(HStack(spacing: 8) { Text("a"); EmptyView(); Text("b") }) == "a b")
        }

        @Test func anyView() {
            let views: [AnyView] = [AnyView(Text("plain")), AnyView(HStack(spacing: 0) { Text("h"); Text("s") }), AnyView(EmptyView())]
            #expect(render(VStack(alignment: .leading) { ForEach(0..<3) { views[$0] } }) == "plain\nhs")
            // Nested erasure unwraps.
            #expect(render(AnyView(AnyView(Text("deep")))) == "deep")
            #expect(render(AnyView(erasing: Text("erasing"))) == "erasing")
        }
    }
}
