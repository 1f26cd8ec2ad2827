import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// Frames are JSON the page can parse, whatever the text holds, with each item in points.
@MainActor
@Suite struct WebFrameEncoderTests {
    private func items(of view: some View, size: CGSize = CGSize(width: 390, height: 844)) throws -> [[String: Any]] {
        let graph = ViewGraph(root: view, environment: .web(.points))
        graph.settle(proposal: ProposedViewSize(width: size.width, height: size.height))
        let json = WebFrameEncoder.encode(graph.displayList(), size: size, sequence: 7)
        let frame = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(frame["t"] as? String == "frame")
        #expect(frame["n"] as? Int == 7)
        return try #require(frame["items"] as? [[String: Any]])
    }

    private func texts(_ items: [[String: Any]]) -> [String] {
        items.filter { $0["k"] as? String == "t" }.map { item in
            (item["r"] as? [[Any]] ?? []).compactMap { $0.first as? String }.joined()
        }
    }

    @Test func textOfAnyKindSurvivesTheTrip() throws {
        let hostile = "quote \" backslash \\ bell \u{7} nul \u{0} </script> 張 🙂"
        let found = texts(try items(of: Text(verbatim: hostile).fixedSize()))
        #expect(found == [hostile])
    }

    @Test func aLineCarriesItsFrameFontAndColour() throws {
        let list = try items(of: Text("Juan Chavez").font(.headline).foregroundColor(Color(red: 1, green: 0, blue: 0)).fixedSize())
        let line = try #require(list.first { $0["k"] as? String == "t" })
        #expect((line["h"] as? Double ?? 0) > 0)
        let run = try #require((line["r"] as? [[Any]])?.first)
        #expect(run[1] as? String == "700 17px KumikoText, sans-serif")
        #expect(run[2] as? String == "rgba(255,0,0,1)")
        #expect(run[3] as? Int == 0)
    }

    @Test func shapesAreRectanglesEllipsesOrPaths() throws {
        let list = try items(of: VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 100, height: 40)
            Circle().frame(width: 20, height: 20)
            Path { path in path.move(to: .zero); path.addLine(to: CGPoint(x: 30, y: 10)) }.stroke(Color.green, lineWidth: 2)
                .frame(width: 30, height: 10)
        })
        let kinds = list.compactMap { $0["k"] as? String }
        #expect(kinds == ["r", "e", "p"])
        #expect(list[0]["rad"] as? Double == 8)
        #expect(list[0]["w"] as? Double == 100)
        #expect(list[2]["d"] as? String == "M0 0L30 10")
        #expect(list[2]["lw"] as? Double == 2)
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
        func frame() throws -> [[String: Any]] {
            graph.settle(proposal: ProposedViewSize(width: size.width, height: size.height))
            let json = WebFrameEncoder.encode(graph.displayList(), size: size, sequence: 1)
            return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])["items"] as? [[String: Any]] ?? []
        }
        let before = try frame()
        let b = try #require(before.first { texts([$0]) == ["b"] })
        #expect(!before.contains { $0["k"] as? String == "r" && $0["fill"] != nil })
        graph.sendClick(at: CGPoint(x: (b["x"] as? Double ?? 0) + 1, y: (b["y"] as? Double ?? 0) + 1))
        let after = try frame()
        let fill = try #require(after.firstIndex { $0["k"] as? String == "r" && $0["fill"] != nil })
        let text = try #require(after.firstIndex { texts([$0]) == ["b"] })
        #expect(fill < text)
        let fillTop = after[fill]["y"] as? Double ?? -1, fillHeight = after[fill]["h"] as? Double ?? 0
        #expect((fillTop...(fillTop + fillHeight)).contains(b["y"] as? Double ?? -100))
    }

    @Test func aMarkedRegionIsHighlightedBehindItsItems() throws {
        var list = DisplayList()
        list.append(.text(TextDrawing(frame: CGRect(x: 0, y: 0, width: 50, height: 20), lines: [.init(segments: [("a", TextStyle())], width: 10, height: 20)], opacity: 1)))
        list.append(.beginMark(.chosen))
        list.append(.text(TextDrawing(frame: CGRect(x: 10, y: 20, width: 40, height: 20), lines: [.init(segments: [("b", TextStyle())], width: 40, height: 20)], opacity: 1)))
        list.append(.endMark)
        let json = WebFrameEncoder.encode(list, size: CGSize(width: 100, height: 100), sequence: 1)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])["items"] as? [[String: Any]] ?? []
        #expect(items.map { $0["k"] as? String } == ["t", "hl", "t"])
        #expect(items[1]["m"] as? String == "chosen")
        #expect([items[1]["x"], items[1]["y"], items[1]["w"], items[1]["h"]].map { $0 as? Double } == [10, 20, 40, 20])
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
