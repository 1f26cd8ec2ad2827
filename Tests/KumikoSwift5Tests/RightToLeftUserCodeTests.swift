// Right-to-left layout as SwiftUI user code writes it (`environment(\.layoutDirection, .rightToLeft)`, reading
// `\.layoutDirection`, `flipsForRightToLeftLayoutDirection(true)`), compiled in the Swift 5 language mode with
// `import Kumiko` alone, and checked by what a terminal shows.
import Kumiko
import Testing

private struct Toolbarish: View {
    @Environment(\.layoutDirection) var direction

    var body: some View {
        HStack(spacing: 8) {
            Text("one")
            Text("two")
            Image(systemName: "chevron.forward").flipsForRightToLeftLayoutDirection(true)
            Text(direction == .rightToLeft ? "rtl" : "ltr")
        }
        .padding(.leading, 8)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@MainActor
@Test func aRightToLeftEnvironmentMirrorsTheRowAndIsReadBack() {
    let terminal = TestTerminal(columns: 40, rows: 3) { Toolbarish().environment(\.layoutDirection, .rightToLeft) }
    let line = terminal.screen.split(separator: "\n").first { $0.contains("one") }.map(String.init) ?? ""
    // The first view is at the right, each text reads as written, and the view reads the direction it is in.
    #expect(line.contains("rtl"))
    let one = line.range(of: "one"), two = line.range(of: "two"), rtl = line.range(of: "rtl")
    #expect(one != nil && two != nil && rtl != nil)
    if let one, let two, let rtl {
        #expect(rtl.lowerBound < two.lowerBound && two.lowerBound < one.lowerBound)
        // At the leading (right) edge of the 40 columns.
        #expect(line.distance(from: line.startIndex, to: one.lowerBound) > 20)
    }
    #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
}
