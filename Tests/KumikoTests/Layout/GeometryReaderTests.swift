import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// GeometryReader: takes the proposal, places content at its top-leading corner, reports frames in the
/// global, local and named coordinate spaces.
@MainActor
@Suite struct GeometryReaderTests {
    // Apple, GeometryReader: "This view returns a flexible preferred size to its parent layout"; research §10
    // (OpenSwiftUI GeometryReader, since iOS 14: content placed at the top-leading corner, not centred).
    @Test func readerTakesProposalAndPlacesContentTopLeading() {
        let frames = probedFrames(
            GeometryReader { _ in
                Rectangle().frame(width: 50, height: 50).probe("child")
            }
            .probe("reader"),
            proposal: ProposedViewSize(width: 300, height: 200))
        #expect(frames["reader"]?.rounded3 == rect(0, 0, 300, 200))
        #expect(frames["child"]?.rounded3 == rect(0, 0, 50, 50))
    }

    // Research §10: the content is proposed the reader's size, so a Color fills the reader.
    @Test func contentIsProposedTheReaderSize() {
        let frames = probedFrames(
            GeometryReader { _ in Color.green.probe("fill") },
            proposal: ProposedViewSize(width: 120, height: 80))
        #expect(frames["fill"]?.rounded3 == rect(0, 0, 120, 80))
    }

    // Research §10: several content views are all placed at the top-leading corner (they are not stacked).
    @Test func severalChildrenAllStartAtTopLeading() {
        let frames = probedFrames(
            GeometryReader { _ in
                Rectangle().frame(width: 50, height: 20).probe("a")
                Rectangle().frame(width: 20, height: 50).probe("b")
            },
            proposal: ProposedViewSize(width: 200, height: 200))
        #expect(frames["a"]?.rounded3 == rect(0, 0, 50, 20))
        #expect(frames["b"]?.rounded3 == rect(0, 0, 20, 50))
    }

    // Research §10: in a stack a GeometryReader is as flexible as a Color (minimum 0, maximum ∞), so next to a
    // 100-pt view in a 300-pt HStack(spacing: 0) it takes the other 200.
    @Test func readerIsFlexibleInAStack() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Rectangle().frame(width: 100).probe("fixed")
                GeometryReader { _ in Color.clear }.probe("reader")
            },
            proposal: ProposedViewSize(width: 300, height: 50))
        #expect(frames["fixed"]?.rounded3 == rect(0, 0, 100, 50))
        #expect(frames["reader"]?.rounded3 == rect(100, 0, 200, 50))
    }

    // Apple, GeometryProxy.frame(in:) / size, and coordinateSpace(name:). Derived positions: the named space
    // starts after the outer 20-pt padding (20, 20); the reader sits under a 30-pt bar inside a further 10-pt
    // padding, at (30, 60) globally, (10, 40) in the named space, (0, 0) locally; 240 × 50 in all of them.
    @Test func frameInGlobalLocalAndNamedSpaces() {
        let frames = probedFrames(
            VStack(spacing: 0) {
                Rectangle().frame(height: 30)
                GeometryReader { proxy in
                    Color.clear.preference(key: ProbedFramesKey.self, value: [
                        "global": proxy.frame(in: .global),
                        "local": proxy.frame(in: .local),
                        "named": proxy.frame(in: .named("space")),
                        "size": CGRect(origin: .zero, size: proxy.size),
                    ])
                }
                .frame(height: 50)
            }
            .padding(10)
            .coordinateSpace(name: "space")
            .padding(20),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["global"]?.rounded3 == rect(30, 60, 240, 50))
        #expect(frames["named"]?.rounded3 == rect(10, 40, 240, 50))
        #expect(frames["local"]?.rounded3 == rect(0, 0, 240, 50))
        #expect(frames["size"]?.rounded3 == rect(0, 0, 240, 50))
    }

    // OpenSwiftUI GeometryReader ("Audited for 6.5.4" against SwiftUICore) sets its outputs' layout computer to
    // nil, so from outside it sizes as a view without a layout: the proposal with unspecified dimensions replaced
    // by the platform default 10 × 10 (ProposedViewSize.replacingUnspecifiedDimensions(by:) documents 10 × 10;
    // the Field Guide's "Ideal Size": 10×10 "is a platform default for many views"). fixedSize proposes nil.
    @Test func idealSizeIsThePlatformDefault() {
        let frames = probedFrames(
            GeometryReader { proxy in
                Color.clear.preference(key: ProbedFramesKey.self, value: ["size": CGRect(origin: .zero, size: proxy.size)])
            }
            .fixedSize(),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frames["size"]?.rounded3 == rect(0, 0, 10, 10))
    }
}
