import Foundation
import Testing
import Kumiko

/// HStack/VStack sizing and placement, with expectations measured on SwiftUI.
@MainActor
@Suite struct StackLayoutTests {
    // objc.io, "How an HStack lays out its children" (2020-11): a fixed 100-pt view and a flexible one in a
    // 200-pt HStack(spacing: 0): the fixed one gets 100, the flexible one the remaining 100.
    @Test func flexibleChildTakesRemainder() {
        let frames = probedFrames(
            HStack(spacing: 0) {
                Color.red.frame(width: 100).probe("fixed")
                Color.blue.probe("flexible")
            },
            proposal: ProposedViewSize(width: 200, height: 50))
        #expect(frames["fixed"]?.rounded3 == rect(0, 0, 100, 50))
        #expect(frames["flexible"]?.rounded3 == rect(100, 0, 100, 50))
    }
}
