import Foundation
import Kumiko
import Observation
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// A frame made from an animated update says how the page animates it (`anim`: timing, which item is which, the
/// transitions of the views that come and go); a frame from a plain update says nothing of the kind.
@MainActor
@Suite struct WebAnimationFrameTests {
    @Observable final class Model {
        var names = ["Ann", "Bob", "Cy"]
        var shown = false
        var count = 0
    }

    struct Names: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(model.names, id: \.self) { Text($0) }
                Text("\(model.count)")
            }
        }
    }

    struct Sliding: View {
        let model: Model
        var body: some View {
            VStack {
                Text("Top")
                if model.shown { Text("Hello").transition(.slide) }
            }
        }
    }

    /// A session of `view` on a platform that draws animations, which has sent its first frame.
    private func session(_ view: some View) throws -> WebSession {
        var platform = Platform.points
        platform.drawsAnimations = true
        let session = WebSession(graph: ViewGraph(root: view, environment: .web(platform)))
        session.handle(.viewport(width: 390, height: 844, dark: false))
        _ = try #require(session.frame())
        return session
    }

    /// The `anim` member of a frame or patch, as written.
    private func animation(in frame: String) -> String? {
        guard let start = frame.range(of: #","anim":"#) else { return nil }
        var depth = 0
        var end = start.upperBound
        for index in frame[start.upperBound...].indices {
            if frame[index] == "{" { depth += 1 }
            if frame[index] == "}" { depth -= 1 }
            if depth == 0 { end = frame.index(after: index); break }
        }
        return String(frame[start.upperBound..<end])
    }

    @Test func aRowDeletedWithAnimationSaysWhichItemIsWhich() throws {
        let model = Model()
        let session = try session(Names(model: model))
        withAnimation(.easeInOut) { model.names.remove(at: 1) }
        let frame = try #require(session.frame())
        // Ann is the old first item, Cy the old third and the count the old fourth: Bob's item (old 1) goes.
        #expect(animation(in: frame) == #"{"d":350,"e":"cubic-bezier(0.42,0,0.58,1)","m":[[0,1],[2,2]]}"#)
    }

    @Test func aRowInsertedWithASpringSaysItIsNew() throws {
        let model = Model()
        let session = try session(Names(model: model))
        withAnimation(.linear(duration: 0.2).delay(0.1)) { model.names.insert("Abe", at: 0) }
        let frame = try #require(session.frame())
        #expect(animation(in: frame) == #"{"d":200,"dl":100,"e":"linear","m":[-1,[0,4]]}"#)
        withAnimation(.bouncy) { model.count = 1 }
        let bouncyFrame = try #require(session.frame())
        let bouncy = try #require(animation(in: bouncyFrame))
        #expect(bouncy.hasPrefix(#"{"d":"#))
        #expect(bouncy.contains(#""e":"linear(0,"#))
        #expect(bouncy.hasSuffix(#",1)","m":[[0,5]]}"#))
    }

    @Test func aPlainChangeSendsNoAnimation() throws {
        let model = Model()
        let session = try session(Names(model: model))
        model.names.remove(at: 1)
        let frame = try #require(session.frame())
        #expect(!frame.contains("anim"))
        #expect(!frame.contains("\"m\":"))
    }

    @Test func aTransitionedViewSaysHowItComesAndGoes() throws {
        let model = Model()
        let session = try session(Sliding(model: model))
        withAnimation(.easeOut) { model.shown = true }
        let shown = try #require(session.frame())
        session.resendWholeFrame()
        let wholeFrame = try #require(session.frame())
        let whole = try #require(JSONValue.parse(wholeFrame))
        let hello = try #require(whole.items.first { $0.text == "Hello" })
        let width = hello.rect.width.hundredthsText
        // Slide: in from the leading edge (by its own width), out towards the trailing one.
        #expect(animation(in: shown) == #"{"d":350,"e":"cubic-bezier(0,0,0.58,1)","m":[[0,1],-1],"in":[[1,2,[["x",-"# + width + #",0]]]]}"#)
        withAnimation(.easeOut) { model.shown = false }
        let hidden = try #require(session.frame())
        #expect(animation(in: hidden) == #"{"d":350,"e":"cubic-bezier(0,0,0.58,1)","m":[[0,1]],"out":[[1,2,[["x","# + width + #",0]]]]}"#)
    }

    @Test func transitionsGiveTheirMotions() {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        func motions(_ transition: AnyTransition) -> (String, String) {
            (WebFrameAnimation.motionsJSON(transition.insertion, frame: frame),
             WebFrameAnimation.motionsJSON(transition.removal, frame: frame))
        }
        #expect(motions(.opacity) == (#"[["o"]]"#, #"[["o"]]"#))
        #expect(motions(.identity) == ("[]", "[]"))
        #expect(motions(.move(edge: .bottom)) == (#"[["x",0,40]]"#, #"[["x",0,40]]"#))
        #expect(motions(.offset(x: 5, y: -3)) == (#"[["x",5,-3]]"#, #"[["x",5,-3]]"#))
        #expect(motions(.scale) == (#"[["s",0,60,40]]"#, #"[["s",0,60,40]]"#))
        #expect(motions(.scale(scale: 0.5, anchor: .topLeading)) == (#"[["s",0.5,10,20]]"#, #"[["s",0.5,10,20]]"#))
        #expect(motions(.push(from: .top)) == (#"[["x",0,-40],["o"]]"#, #"[["x",0,40],["o"]]"#))
        #expect(motions(.asymmetric(insertion: .scale, removal: .opacity)) == (#"[["s",0,60,40]]"#, #"[["o"]]"#))
        #expect(motions(.slide.combined(with: .opacity)) == (#"[["x",-100,0],["o"]]"#, #"[["x",100,0],["o"]]"#))
        // The `Transition` types give the same motions.
        #expect(TransitionMotion.motions(of: .push(from: .leading)).insertion == [.move(.leading), .opacity])
        #expect(TransitionMotion.motions(of: SlideTransition().combined(with: .opacity)).removal == [.move(.trailing), .opacity])
    }
}

/// What SwiftUI animates by itself: a sheet rises from the bottom, an alert fades in shrinking, a pushed screen
/// slides in from the trailing edge over the one it covers, and a popped one slides out, with no `withAnimation`.
@MainActor
@Suite struct WebDefaultAnimationFrameTests {
    @Observable final class Model {
        var sheet = false
        var alert = false
        var path: [Int] = []
    }

    struct Presenting: View {
        @Bindable var model: Model
        var body: some View {
            Text("Base")
                .sheet(isPresented: $model.sheet) { Text("Sheet") }
                .alert("Careful", isPresented: $model.alert) { Button("OK") {} }
        }
    }

    struct Pushing: View {
        @Bindable var model: Model
        var body: some View {
            NavigationStack(path: $model.path) {
                Text("Root").navigationDestination(for: Int.self) { Text("Screen \($0)") }
            }
        }
    }

    struct Splitting: View {
        @Bindable var model: Model
        @State private var chosen: Int?
        var body: some View {
            NavigationSplitView {
                List([1, 2, 3], id: \.self, selection: $chosen) { Text("Row \($0)") }
            } detail: {
                Text(chosen.map { "Detail \($0)" } ?? "None")
            }
            .onChange(of: model.path) { _, path in chosen = path.first }
        }
    }

    private func session(_ view: some View) throws -> WebSession {
        var platform = Platform.points
        platform.drawsAnimations = true
        let session = WebSession(graph: ViewGraph(root: view, environment: .web(platform)))
        session.handle(.viewport(width: 390, height: 844, dark: false))
        _ = try #require(session.frame())
        return session
    }

    @Test func aCollapsedSplitViewPushesAndPopsItsColumns() throws {
        let model = Model()
        let session = try session(Splitting(model: model))
        model.path = [2]
        let pushed = try animation(session.frame())
        #expect(motions(pushed, "in").motions.first?[1].double == 390)
        #expect(motions(pushed, "out").under == 1)
        model.path = []
        let popped = try animation(session.frame())
        #expect(motions(popped, "out").motions.first?[1].double == 390)
        #expect(motions(popped, "in").motions.isEmpty)
    }

    private func animation(_ frame: String?) throws -> JSONValue {
        let text = try #require(frame)
        let parsed = try #require(JSONValue.parse(text))
        return try #require(parsed["anim"])
    }

    /// The motions of the first range of `member` (`in` or `out`), and its fourth member.
    private func motions(_ animation: JSONValue, _ member: String) -> (motions: [[JSONValue]], under: Int?) {
        let range = animation[member]?.array?.first?.array ?? []
        return ((range.count > 2 ? range[2].array ?? [] : []).compactMap(\.array), range.count > 3 ? range[3].int : nil)
    }

    @Test func aSheetRisesFromTheBottomAndSinksBack() throws {
        let model = Model()
        let session = try session(Presenting(model: model))
        model.sheet = true
        let shown = try animation(session.frame())
        // The default animation: a spring of 0.735 s.
        #expect(shown["d"]?.int == 735)
        let rise = motions(shown, "in").motions
        #expect(rise.count == 1)
        #expect(rise.first?.first?.string == "x")
        #expect(rise.first?[1].int == 0)
        #expect((rise.first?[2].double ?? 0) > 700, "moved by the sheet's height, below the window's bottom edge")
        model.sheet = false
        let hidden = try animation(session.frame())
        #expect(motions(hidden, "out").motions.map { $0.first?.string } == ["x"])
    }

    @Test func anAlertFadesInShrinkingAndFadesOut() throws {
        let model = Model()
        let session = try session(Presenting(model: model))
        model.alert = true
        let shown = try animation(session.frame())
        #expect(motions(shown, "in").motions.map { $0.first?.string } == ["o", "s"])
        #expect(motions(shown, "in").motions.last?[1].double == 1.2)
        model.alert = false
        #expect(motions(try animation(session.frame()), "out").motions.map { $0.first?.string } == ["o"])
    }

    @Test func aPushedScreenCoversTheOneBeneathAndAPoppedOneUncoversIt() throws {
        let model = Model()
        let session = try session(Pushing(model: model))
        model.path = [1]
        let pushed = try animation(session.frame())
        // In from the trailing edge, by the screen's width; the root screen fades beneath it, unmoved.
        let push = motions(pushed, "in").motions
        #expect(push.first?.first?.string == "x")
        #expect(push.first?[1].double == 390)
        #expect(motions(pushed, "out").motions.map { $0.first?.string } == ["o"])
        #expect(motions(pushed, "out").under == 1)
        model.path = []
        let popped = try animation(session.frame())
        // Out to the trailing edge, over the root screen, which comes back at once.
        #expect(motions(popped, "out").motions.first?[1].double == 390)
        #expect(motions(popped, "out").under == nil)
        #expect(motions(popped, "in").motions.isEmpty)
    }
}
