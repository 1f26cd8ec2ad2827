import Foundation
import Kumiko
import KumikoTestSupport
@testable import KumikoCore
import Testing

/// Visual effects reach the display list for backends that can draw them (issue 12): each wraps the view's drawing
/// in `beginEffect`/`endEffect` with its values resolved against the view's frame, layout is unchanged (SwiftUI's
/// `scaleEffect`, `rotationEffect`, `shadow` and `blur` are drawing effects: "Scales this view's rendered output…
/// The layout of the view is not affected", Apple's `scaleEffect(_:anchor:)` documentation), effects that change
/// nothing or carry no numbers are left out, and the terminal ignores them.
@MainActor
@Suite struct EffectDisplayListTests {
    /// A 100 × 50 pt red rectangle, drawn at the origin.
    private var box: some View { Rectangle().fill(Color.red).frame(width: 100, height: 50) }
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 50)

    /// The items of `view` rendered on the headless points platform.
    private func items(_ view: some View) -> [DisplayList.Item] {
        renderHeadless(view, width: 320, height: 480).displayList.items
    }

    /// The effect that starts the list, after checking the rest is the box's shape and the effect's end.
    private func wrappingEffect(_ items: [DisplayList.Item]) -> Effect? {
        guard items.count == 3, case .beginEffect(let effect) = items[0], case .shape(let shape) = items[1],
              shape.path.boundingRect == frame, case .endEffect = items[2] else { return nil }
        return effect
    }

    @Test func aShadowWrapsTheViewWithItsColourRadiusAndOffset() throws {
        let rendering = renderHeadless(box.shadow(color: .black, radius: 4, x: 2, y: 3), width: 320, height: 480)
        #expect(rendering.size == CGSize(width: 100, height: 50))
        guard case .shadow(let color, let radius, let offset)? = wrappingEffect(rendering.displayList.items) else {
            Issue.record("no shadow around the box: \(rendering.displayList.items)")
            return
        }
        #expect(color == ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1))
        #expect(radius == 4)
        #expect(offset == CGSize(width: 2, height: 3))
    }

    @Test func aScaleIsAboutItsAnchorInGlobalCoordinatesAndLeavesLayoutAlone() {
        let rendering = renderHeadless(box.scaleEffect(2, anchor: .bottomTrailing), width: 320, height: 480)
        #expect(rendering.size == CGSize(width: 100, height: 50))
        guard case .scale(let factors, let anchor)? = wrappingEffect(rendering.displayList.items) else {
            Issue.record("no scale around the box")
            return
        }
        #expect(factors == CGSize(width: 2, height: 2))
        #expect(anchor == CGPoint(x: 100, y: 50))
    }

    @Test func aRotationIsInRadiansAboutTheCentre() {
        guard case .rotation(let radians, let anchor)? = wrappingEffect(items(box.rotationEffect(.degrees(90)))) else {
            Issue.record("no rotation around the box")
            return
        }
        #expect(radians == Double.pi / 2)
        #expect(anchor == CGPoint(x: 50, y: 25))
    }

    @Test func blurBrightnessAndSaturationKeepTheirValues() {
        guard case .blur(let radius)? = wrappingEffect(items(box.blur(radius: 3))) else { Issue.record("no blur"); return }
        #expect(radius == 3)
        guard case .brightness(let amount)? = wrappingEffect(items(box.brightness(0.25))) else { Issue.record("no brightness"); return }
        #expect(amount == 0.25)
        guard case .saturation(let level)? = wrappingEffect(items(box.saturation(0))) else { Issue.record("no saturation"); return }
        #expect(level == 0)
    }

    @Test func aClipShapeClipsToTheBoundsAndKeepsTheShape() {
        let items = items(box.clipShape(Circle()))
        guard items.count == 5, case .pushClip(let bounds) = items[0], case .beginEffect(.clip(let path)) = items[1],
              case .shape = items[2], case .endEffect = items[3], case .popClip = items[4] else {
            Issue.record("not a clip around the box: \(items)")
            return
        }
        #expect(bounds == frame)
        // A circle in a 100 × 50 frame is 50 across, centred ("A circle centered on the frame of the view
        // containing it", Apple's `Circle` documentation).
        #expect(path.figure == .ellipse(CGRect(x: 25, y: 0, width: 50, height: 50)))
    }

    @Test func aCornerRadiusIsARoundedRectangleClip() {
        let items = items(box.cornerRadius(12))
        guard items.count == 5, case .beginEffect(.clip(let path)) = items[1] else {
            Issue.record("no rounded clip: \(items)")
            return
        }
        #expect(path.figure == .roundedRect(frame, 12))
    }

    @Test func effectsThatChangeNothingOrAreNotNumbersAreLeftOut() {
        let unchanged: [AnyView] = [
            AnyView(box.scaleEffect(1)), AnyView(box.blur(radius: 0)), AnyView(box.rotationEffect(.zero)),
            AnyView(box.brightness(0)), AnyView(box.saturation(1)), AnyView(box.blur(radius: .nan)),
            AnyView(box.shadow(radius: .infinity)), AnyView(box.scaleEffect(CGFloat.nan)),
            AnyView(box.rotationEffect(.radians(.nan))), AnyView(box.scaleEffect(2, anchor: UnitPoint(x: .nan, y: 0))),
        ]
        for view in unchanged {
            let items = items(view)
            #expect(items.count == 1, "\(items)")
            if case .shape(let shape)? = items.first { #expect(shape.path.boundingRect == frame) } else { Issue.record("no box") }
        }
    }

    @Test func theTerminalDrawsEffectsAsIfTheyWereNotThere() {
        let plain = TestTerminal(columns: 20, rows: 3) { Text("Hello").padding(.horizontal) }
        let styled = TestTerminal(columns: 20, rows: 3) {
            Text("Hello").padding(.horizontal).shadow(radius: 2).scaleEffect(1.5).rotationEffect(.degrees(10)).blur(radius: 1)
        }
        #expect(styled.screen == plain.screen)
        #expect(styled.screen.contains("Hello"))
    }
}
