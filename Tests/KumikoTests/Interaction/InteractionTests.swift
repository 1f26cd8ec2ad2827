import Foundation
import Testing
@testable import KumikoCore
import KumikoTerminal
import Kumiko

/// `disabled(_:)`'s look and list rows, gestures the terminal cannot make, and the accessibility properties
/// kept with a view: what the user-code tests (`InteractionUserCodeTests`) cannot see from outside.
@MainActor
@Suite struct InteractionTests {
    /// A settled terminal graph of `view`, `columns` × `rows` cells.
    private func settled<V: View>(_ view: V, columns: Int = 20, rows: Int = 4) -> ViewGraph {
        let graph = ViewGraph(root: view, environment: .terminal())
        _ = graph.settle(proposal: ProposedViewSize(width: CGFloat(columns) * 8, height: CGFloat(rows) * 16))
        return graph
    }

    /// The marks in a display list, in order.
    private func marks(_ list: DisplayList) -> [DisplayList.Mark] {
        list.items.compactMap { if case .beginMark(let mark) = $0 { mark } else { nil } }
    }

    @Test func disabledControlsAreDrawnInTheDisabledMarkAndTheTerminalDimsThem() {
        let graph = settled(VStack(spacing: 0) {
            Button("Save") {}
            Toggle("Wi-Fi", isOn: .constant(true))
            TextField("Name", text: .constant("Ada"))
            Text("plain")
        }.disabled(true))
        let list = graph.displayList()
        #expect(marks(list) == [.disabled, .disabled, .disabled])
        var buffer = CellBuffer(columns: 20, rows: 4)
        Rasterizer().draw(list, into: &buffer)
        /// The cell where a line of text starts.
        func start(of text: String) -> (column: Int, row: Int)? {
            for row in 0..<4 {
                let line = (0..<20).map { buffer[$0, row].character }.joined()
                if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), row) }
            }
            return nil
        }
        let save = try! #require(start(of: "Save"))
        let wifi = try! #require(start(of: "Wi-Fi"))
        let plain = try! #require(start(of: "plain"))
        #expect(buffer[save.column, save.row].style.contains(.dim))
        #expect(buffer[wifi.column, wifi.row].style.contains(.dim))
        // Plain text under disabled(true) is not a control: drawn as it is.
        #expect(!buffer[plain.column, plain.row].style.contains(.dim))

        let enabled = settled(VStack { Button("Save") {} })
        #expect(!marks(enabled.displayList()).contains(.disabled))
    }

    @Test func aDisabledListRowCannotBeSelected() {
        final class Selection { var value: Int? }
        let selection = Selection()
        let binding = Binding(get: { selection.value }, set: { selection.value = $0 })
        let graph = settled(List(selection: binding) {
            Text("One").tag(1)
            Text("Two").tag(2).disabled(true)
        }, rows: 6)
        let controller = try! #require(graph.listControllers.first)
        controller.selectRow(1)
        #expect(selection.value == nil)
        controller.selectRow(0)
        #expect(selection.value == 1)
    }

    @Test func gesturesATerminalCannotMakeSayLoudlyOnce() {
        let messages = capturingDiagnostics {
            _ = MagnifyGesture()
            _ = MagnifyGesture(minimumScaleDelta: 0.1)
            _ = RotationGesture()
        }
        #expect(messages.filter { $0.contains("MagnifyGesture needs a pinch") }.count == 1)
        #expect(messages.filter { $0.contains("RotationGesture needs two fingers turning") }.count == 1)
    }

    @Test func accessibilityPropertiesAreKeptWithTheView() {
        let graph = settled(Text("Title")
            .accessibilityAddTraits([.isHeader, .isButton])
            .accessibilityRemoveTraits(.isButton)
            .accessibilityLabel("Card title")
            .accessibilityHint(Text("Opens it"))
            .accessibilityValue("3 of 5")
            .accessibilityIdentifier("title")
            .accessibilitySortPriority(2)
            .accessibilityHidden(true)
            .accessibilityElement(children: .combine)
            .accessibilityInputLabels(["Title", "Heading"])
            .help("A title"))
        let leaf = try! #require(graph.nodes(of: LeafNode<Text>.self).first)
        let properties = leaf.accessibility
        #expect(properties.label?.plainString == "Card title")
        #expect(properties.hint?.plainString == "Opens it")
        #expect(properties.value?.plainString == "3 of 5")
        #expect(properties.addedTraits == .isHeader)
        #expect(properties.removedTraits == .isButton)
        #expect(properties.identifier == "title")
        #expect(properties.sortPriority == 2)
        #expect(properties.isHidden)
        #expect(properties.childBehavior == .combine)
        #expect(properties.inputLabels.map(\.plainString) == ["Title", "Heading"])
        #expect(properties.help?.plainString == "A title")
    }

    @Test func accessibilityTraitsAreASet() {
        var traits: AccessibilityTraits = [.isHeader, .isSelected]
        #expect(traits.contains(.isHeader))
        #expect(traits.remove(.isHeader) == .isHeader)
        #expect(traits.remove(.isHeader) == nil)
        #expect(traits.insert(.isLink).inserted)
        #expect(traits == [.isSelected, .isLink])
        #expect(traits.intersection(.isLink) == .isLink)
    }

    @Test func badGestureNumbersAreSanitised() {
        let messages = capturingDiagnostics {
            let context = GestureContext(frame: .zero, environment: EnvironmentValues())
            let drag = makeRecognizer(for: DragGesture(minimumDistance: .nan), GestureCallbacks(), in: context)
            drag.handle(PointerEvent(phase: .began, location: .zero, time: Date(), clickCount: 1, modifiers: []))
            #expect(drag.state == .active)
            let press = makeRecognizer(for: LongPressGesture(minimumDuration: -1), GestureCallbacks(), in: context)
            press.handle(PointerEvent(phase: .began, location: .zero, time: Date(), clickCount: 1, modifiers: []))
            #expect(press.state == .ended)
            let tap = makeRecognizer(for: TapGesture(count: 0), GestureCallbacks(), in: context)
            #expect(tap.activate(.tap, at: .zero))
        }
        #expect(messages.contains { $0.contains("minimum distance") })
        #expect(messages.contains { $0.contains("minimum duration") })
        #expect(messages.contains { $0.contains("at least one tap") })
    }
}
