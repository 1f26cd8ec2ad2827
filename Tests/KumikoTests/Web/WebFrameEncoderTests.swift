import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// Frames are JSON the page can parse, whatever the text holds, with each item in points.
@MainActor
@Suite struct WebFrameEncoderTests {
    private func items(of view: some View, size: CGSize = CGSize(width: 390, height: 844)) throws -> [JSONValue] {
        try WebFrames.items(of: view, size: size)
    }

    private func texts(_ items: [JSONValue]) -> [String] {
        items.filter { $0.kind == "t" }.map(\.text)
    }

    @Test func textOfAnyKindSurvivesTheTrip() throws {
        let hostile = "quote \" backslash \\ bell \u{7} nul \u{0} </script> 張 🙂"
        let found = texts(try items(of: Text(verbatim: hostile).fixedSize()))
        #expect(found == [hostile])
    }

    @Test func aLineCarriesItsFrameFontAndColour() throws {
        let list = try items(of: Text("Juan Chavez").font(.headline).foregroundColor(Color(red: 1, green: 0, blue: 0)).fixedSize())
        let line = try #require(list.first { $0.kind == "t" })
        #expect((line["h"]?.double ?? 0) > 0)
        let run = try #require(line["r"]?.array?.first?.array)
        #expect(run.map(\.string) == ["Juan Chavez", "700 17px KumikoText, Kumiko-cjk, Kumiko-emoji, sans-serif", "rgba(255,0,0,1)", nil])
        #expect(run[3].int == 0)
    }

    @Test func shapesAreRectanglesEllipsesOrPaths() throws {
        let list = try items(of: VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 100, height: 40)
            Circle().frame(width: 20, height: 20)
            Path { path in path.move(to: .zero); path.addLine(to: CGPoint(x: 30, y: 10)) }.stroke(Color.green, lineWidth: 2)
                .frame(width: 30, height: 10)
        })
        #expect(list.compactMap(\.kind) == ["r", "e", "p"])
        #expect(list[0]["rad"]?.double == 8)
        #expect(list[0]["w"]?.double == 100)
        #expect(list[2]["d"]?.string == "M0 0L30 10")
        #expect(list[2]["lw"]?.double == 2)
    }

    @Test func aSelectedRowIsFilledBehindItsText() throws {
        struct Rows: View {
            @State var selection: String?
            var body: some View {
                List(["a", "b", "c"], id: \.self, selection: $selection) { Text($0) }
            }
        }
        let graph = ViewGraph(root: Rows(), environment: .web(.points))
        let size = CGSize(width: 390, height: 844)
        // The items of a frame that is not JSON are none, and the expectations below fail on them.
        func frame() -> [JSONValue] {
            graph.settle(proposal: ProposedViewSize(width: size.width, height: size.height))
            return JSONValue.parse(WebFrameEncoder.encode(graph.displayList(), size: size, sequence: 1))?.items ?? []
        }
        let before = frame()
        let b = try #require(before.first { $0.kind == "t" && $0.text == "b" })
        #expect(!before.contains { $0.kind == "r" && $0["fill"] != nil })
        graph.sendClick(at: CGPoint(x: b.rect.minX + 1, y: b.rect.minY + 1))
        let after = frame()
        let fill = try #require(after.firstIndex { $0.kind == "r" && $0["fill"] != nil })
        let text = try #require(after.firstIndex { $0.kind == "t" && $0.text == "b" })
        #expect(fill < text)
        #expect(after[fill].rect.minY <= b.rect.minY)
        #expect(after[fill].rect.maxY >= b.rect.maxY)
    }

    @Test func aMarkedRegionIsHighlightedBehindItsItems() throws {
        var list = DisplayList()
        list.append(.text(TextDrawing(frame: CGRect(x: 0, y: 0, width: 50, height: 20), lines: [.init(segments: [("a", TextStyle())], width: 10, height: 20)], opacity: 1)))
        list.append(.beginMark(.chosen))
        list.append(.text(TextDrawing(frame: CGRect(x: 10, y: 20, width: 40, height: 20), lines: [.init(segments: [("b", TextStyle())], width: 40, height: 20)], opacity: 1)))
        list.append(.endMark)
        let items = try #require(JSONValue.parse(WebFrameEncoder.encode(list, size: CGSize(width: 100, height: 100), sequence: 1))).items
        #expect(items.map(\.kind) == ["t", "hl", "t"])
        #expect(items[1]["m"]?.string == "chosen")
        #expect(items[1].rect == CGRect(x: 10, y: 20, width: 40, height: 20))
    }

    @Test func separatorsThatEndJavaScriptLinesAreEscaped() {
        var json = JSONText()
        json.string("a\u{2028}b\u{2029}c\n")
        #expect(json.text == #""a\u2028b\u2029c\n""#)
    }

    @Test func numbersAreFiniteAndRounded() {
        var json = JSONText()
        json.raw("[")
        for value in [CGFloat.nan, .infinity, 1.0 / 3, 2, -0.005, 1e20] { json.element(); json.number(value) }
        json.raw("]")
        #expect(json.text == "[0,0,0.33,2,-0.01,1e+20]")
    }
}

/// Patches: what the page does with them (`kumiko.js`: copy the kept runs, take the new items) gives the new
/// frame exactly, and small changes make small patches.
@Suite struct WebPatchTests {
    /// Applies patch operations as the page does.
    static func apply(_ operations: [String], to old: [String]) -> [String]? {
        var items: [String] = []
        for operation in operations {
            if let run = JSONValue.parse(operation)?.array?.compactMap(\.int), run.count == 2 {
                guard run[0] >= 0, run[1] >= 0, run[0] + run[1] <= old.count else { return nil }
                items += old[run[0]..<run[0] + run[1]]
            } else {
                items.append(operation)
            }
        }
        return items
    }

    @Test(arguments: 0..<200)
    func randomEditsRoundTrip(_ seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let alphabet = (0..<12).map { #"{"k":"t","x":\#($0)}"# }
        let old = (0..<Int(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % 12)] }
        var new = old
        for _ in 0..<Int(generator.next() % 6) {
            switch generator.next() % 3 {
            case 0 where !new.isEmpty: new.remove(at: Int(generator.next() % UInt64(new.count)))
            case 1: new.insert(#"{"k":"t","new":\#(generator.next() % 99)}"#, at: Int(generator.next() % UInt64(new.count + 1)))
            default: if !new.isEmpty { new.swapAt(Int(generator.next() % UInt64(new.count)), Int(generator.next() % UInt64(new.count))) }
            }
        }
        #expect(Self.apply(WebFrameEncoder.patchOperations(from: old, to: new), to: old) == new)
        // Told which items were copied from the old frame (here: those in it), the patch is as right; told wrong, too.
        let copied = new.map(old.contains)
        #expect(Self.apply(WebFrameEncoder.patchOperations(from: old, to: new, copied: copied), to: old) == new)
        let wrong = new.map { _ in generator.next() % 2 == 0 }
        #expect(Self.apply(WebFrameEncoder.patchOperations(from: old, to: new, copied: wrong), to: old) == new)
    }

    /// An item copied from far away in the old frame is found there; one written afresh is looked for only nearby.
    @Test func copiedItemsAreFoundAnywhereAndFreshOnesNearby() {
        let old = (0..<40).map { #"{"k":"t","x":\#($0)}"# }
        let new = [old[30], old[31], old[0], #"{"k":"t","x":1}"#]
        #expect(WebFrameEncoder.patchOperations(from: old, to: new, copied: [true, true, true, false]) == ["[30,2]", "[0,2]"])
        // The fourth is equal to old[1] and comes right after the run of old[0]: found as its continuation even
        // when it was written afresh; written afresh and far from the last run, it is sent whole.
        #expect(WebFrameEncoder.patchOperations(from: old, to: [old[30], old[1]], copied: [true, false]) == ["[30,1]", #"{"k":"t","x":1}"#])
        #expect(WebFrameEncoder.patchOperations(from: old, to: [old[30], old[1]]) == ["[30,1]", "[1,1]"])
    }

    /// A patch is sent exactly when it is shorter than the whole frame, which is not written out to find that.
    @Test(arguments: 0..<200)
    func aPatchIsChosenOnlyWhenShorterThanTheFrame(_ seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) + 1000)
        let old = (0..<Int(generator.next() % 30)).map { #"{"k":"t","x":\#($0)}"# }
        let new = old.map { generator.next() % 3 == 0 ? #"{"k":"t","moved":\#(generator.next() % 99)}"# : $0 }
        let size = CGSize(width: 390, height: 844)
        let base = Int(generator.next() % 100_000)
        let written = WebFrameEncoder.patch(operations: WebFrameEncoder.patchOperations(from: old, to: new), base: base,
                                            size: size, sequence: base + 1)
        let whole = WebFrameEncoder.frame(items: new, size: size, sequence: base + 1)
        let expected = written.utf8.count < whole.utf8.count ? written : nil
        #expect(WebFrameEncoder.patch(from: old, base: base, to: new, size: size, sequence: base + 1) == expected)
    }

    @Test func anUnchangedFrameIsOneRun() {
        let items = (0..<100).map { #"{"k":"r","y":\#($0)}"# }
        #expect(WebFrameEncoder.patchOperations(from: items, to: items) == ["[0,100]"])
        #expect(WebFrameEncoder.patchOperations(from: [], to: []) == [])
    }
}
