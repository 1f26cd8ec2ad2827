// The few UIKit names that SwiftUI files reach for through `import SwiftUI`, as user code writes them (Swift 5
// language mode): `UIScreen.main.bounds` to size views, `UIApplication.shared.windows.first?.safeAreaInsets` for a
// custom bar, `UIDevice.current.userInterfaceIdiom`, `UIApplication.shared.open(url)`.
import SwiftUI
import Testing

private struct ScreenSizedBar: View {
    @State private var barWidth = UIScreen.main.bounds.width / 2
    private var edges = UIApplication.shared.windows.first?.safeAreaInsets

    var body: some View {
        VStack(spacing: 0) {
            Text("width \(Int(UIScreen.main.bounds.width)) height \(Int(UIScreen.main.bounds.height))")
            Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")
            Text("bar \(Int(barWidth)) top \(Int(edges?.top ?? -1))")
        }
    }
}

private struct BarApp: App {
    var body: some Scene {
        WindowGroup { ScreenSizedBar() }
    }
}

@MainActor
@Suite struct UIKitStandInsUserCodeTests {
    @Test func theScreenIsTheWindowTheAppShows() {
        // A terminal column is 8 points wide and a row 16 points high (100 columns are a regular width, 800 pt);
        // the window is the screen but its last line, the key help.
        let narrow = TestTerminal(app: BarApp(), columns: 80, rows: 24)
        #expect(UIScreen.main.bounds.size == CGSize(width: 640, height: 368))
        #expect(narrow.screen.contains("width 640 height 368"))
        #expect(narrow.screen.contains("phone"))
        #expect(narrow.screen.contains("bar 320 top 0"))
        let wide = TestTerminal(app: BarApp(), columns: 120, rows: 30)
        #expect(UIScreen.main.bounds.width == 960)
        #expect(wide.screen.contains("width 960"))
        #expect(wide.screen.contains("pad"))
        #expect(wide.screen.contains("bar 480 top 0"))
        #expect(UIDevice.current.orientation.isLandscape)
    }

    @Test func aHeadlessRenderingIsTheScreenItProposes() {
        let renderer = ImageRenderer(content: ScreenSizedBar())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        let text = renderer.terminalImage?.plainText ?? ""
        #expect(text.contains("width 390 height 844"))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation == .portrait)
    }

    @Test func openingAURLFromATerminalReportsThatNothingOpened() {
        let url = URL(string: "https://www.apple.com")!
        var opened: Bool?
        UIApplication.shared.open(url) { opened = $0 }
        #expect(opened == false)
        #expect(!UIApplication.shared.canOpenURL(url))
        #expect(UIApplication.shared.keyWindow?.safeAreaInsets == .zero)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.windows.first?.bounds == UIScreen.main.bounds)
    }
}

// MARK: - UIBezierPath

/// The "round only some corners" shape that SwiftUI apps written before `UnevenRoundedRectangle` carry.
private struct RoundedCorner: Shape {
    var radius: CGFloat = 35
    var corners: UIRectCorner = [.topLeft, .topRight]

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

@MainActor
@Suite struct UIBezierPathUserCodeTests {
    @Test func roundingSomeCornersIsAnUnevenRoundedRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let path = RoundedCorner().path(in: rect)
        #expect(path == UnevenRoundedRectangle(topLeadingRadius: 35, topTrailingRadius: 35).path(in: rect))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))      // the rounded top-left corner is cut away
        #expect(path.contains(CGPoint(x: 2, y: 98)))      // the bottom-left corner stays square
        #expect(!path.contains(CGPoint(x: 198, y: 2)))
        #expect(path.contains(CGPoint(x: 198, y: 98)))
    }

    @Test func arcsTurnClockwiseAsSeenOnScreen() {
        let center = CGPoint(x: 50, y: 50)
        // From 3 o'clock to 6 o'clock clockwise on screen is the short way, through the lower right quarter.
        let short = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(short.bounds.minX - 50) < 0.01 && abs(short.bounds.maxX - 60) < 0.01)
        #expect(abs(short.bounds.minY - 50) < 0.01 && abs(short.bounds.maxY - 60) < 0.01)
        // Counter-clockwise it goes round through 12 and 9 o'clock: the whole circle's width and height.
        let long = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(long.bounds.width - 20) < 0.1 && abs(long.bounds.height - 20) < 0.1)
    }

    @Test func theShapeFillsTheCellsOfItsFrame() {
        let renderer = ImageRenderer(content: RoundedCorner(radius: 8).fill(Color.blue).frame(width: 80, height: 48))
        let image = renderer.terminalImage
        #expect(image?.columns == 10)
        #expect(image?.rows == 3)
    }
}
