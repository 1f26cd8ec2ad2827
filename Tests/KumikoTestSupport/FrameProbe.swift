import Foundation
import Kumiko

/// Frames reported by probed views, by name: what a SwiftUI user reads with GeometryReader + preferences.
package struct ProbedFramesKey: PreferenceKey {
    package static var defaultValue: [String: CGRect] { [:] }
    package static func reduce(value: inout [String: CGRect], nextValue: () -> [String: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

extension View {
    /// Reports this view's frame in the global coordinate space under `name`, exactly as a SwiftUI user would:
    /// a GeometryReader in the background publishing a preference.
    package func probe(_ name: String) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: ProbedFramesKey.self, value: [name: proxy.frame(in: .global)])
            }
        )
    }
}

/// Collects what `onPreferenceChange` delivers.
@MainActor
package final class FrameSink {
    package var frames: [String: CGRect] = [:]
}

/// Lays out `view` for `proposal` (points) and returns the probed frames.
///
/// `metrics` defaults to ``PlatformMetrics/iOS`` so that default spacing and padding are SwiftUI's iOS values
/// and expectations measured on iOS apply unchanged.
@MainActor
package func probedFrames<V: View>(_ view: V, proposal: ProposedViewSize, metrics: PlatformMetrics = .iOS) -> [String: CGRect] {
    let sink = FrameSink()
    let root = view
        .onPreferenceChange(ProbedFramesKey.self) { sink.frames = $0 }
        .environment(\.platformMetrics, metrics)
    let renderer = ImageRenderer(content: root)
    renderer.proposedSize = proposal
    _ = renderer.terminalImage
    return sink.frames
}

/// A rectangle for comparing frames (rounded to 1/1000 pt to absorb floating-point noise).
package func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

extension CGRect {
    /// The rectangle with coordinates rounded to 1/1000 pt.
    package var rounded3: CGRect {
        func r(_ v: CGFloat) -> CGFloat { (v * 1000).rounded() / 1000 }
        return CGRect(x: r(minX), y: r(minY), width: r(width), height: r(height))
    }
}

/// Renders a view headlessly to plain text at a size in points.
@MainActor
package func render<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) -> String {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: width, height: height)
    return renderer.terminalImage?.plainText ?? "<no image>"
}
