import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension GraphTests {
    /// A graph laid out in the middle of another graph's layout pass (an `ImageRenderer` rendered in a
    /// `GeometryReader`'s content, which is built while the outer graph places it) has layout passes of its own:
    /// the outer pass keeps its size caches and its record of the lazy rows it uses.
    @MainActor
    @Suite struct NestedGraphTests {
        /// Counts calls, for the layouts and views below.
        @MainActor
        final class Calls {
            var count = 0
            var rendered: [String] = []
        }

        /// Sizes and places its one subview exactly as proposed; counts its `sizeThatFits` calls.
        struct CountingLayout: Layout {
            let calls: Calls
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                calls.count += 1
                return subviews.first?.sizeThatFits(proposal) ?? .zero
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: proposal)
            }
        }

        /// A `GeometryReader` whose content renders another view with `ImageRenderer` (when `nested`), during
        /// the outer graph's placement.
        struct RendersWhilePlaced: View {
            let nested: Bool
            let calls: Calls
            var body: some View {
                GeometryReader { proxy in
                    let _ = nested ? calls.rendered.append(render(Text("inner"), width: proxy.size.width)) : ()
                    Color.clear
                }
            }
        }

        /// The nested render first, then the counted layout, so the counted layout is sized before the nested
        /// graph's pass and placed after it.
        struct Outer: View {
            let nested: Bool
            let calls: Calls
            let counted: Calls
            var body: some View {
                HStack(spacing: 0) {
                    RendersWhilePlaced(nested: nested, calls: calls).frame(width: 40, height: 16)
                    CountingLayout(calls: counted) { Text("outer text") }.probe("counted")
                }
            }
        }

        @Test func aNestedRenderDuringPlacementLeavesTheOuterSizeCaches() {
            func measure(nested: Bool) -> (sizings: Int, frames: [String: CGRect], rendered: [String]) {
                let calls = Calls(), counted = Calls()
                let frames = probedFrames(Outer(nested: nested, calls: calls, counted: counted),
                                          proposal: ProposedViewSize(width: 200, height: 100), metrics: .terminal)
                return (counted.count, frames, calls.rendered)
            }
            let plain = measure(nested: false)
            let nested = measure(nested: true)
            // The nested graph did render (once per outer layout: the probe's preference settles in one pass).
            #expect(nested.rendered.first == "inner")
            // 10 cells of text after the 40 pt reader.
            #expect(plain.frames["counted"]?.rounded3 == rect(40, 0, 80, 16))
            #expect(nested.frames["counted"] == plain.frames["counted"])
            // Sizing the counted layout costs the same with the nested render as without: placing it after the
            // nested graph's pass reuses the sizes the outer pass measured.
            #expect(nested.sizings == plain.sizings)
        }

        /// A lazy stack whose first row renders another view while it is placed.
        struct LazyRows: View {
            let calls: Calls
            let log: EventLog
            var body: some View {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<5, id: \.self) { index in
                            Group {
                                if index == 0 {
                                    RendersWhilePlaced(nested: true, calls: calls).frame(width: 40, height: 16)
                                } else {
                                    Text("row \(index)")
                                }
                            }
                            .onAppear { log.record("appear \(index)") }
                            .onDisappear { log.record("disappear \(index)") }
                        }
                    }
                }
            }
        }

        @Test func aNestedRenderWhileALazyStackPlacesRowsKeepsTheRowsItUses() {
            let calls = Calls(), log = EventLog()
            let harness = Harness(LazyRows(calls: calls, log: log), width: 80, height: 160)
            harness.render()
            #expect(!calls.rendered.isEmpty)
            // Row 0 was measured before the nested graph's pass and placed during it: it stays in use.
            #expect(log.events == ["appear 0", "appear 1", "appear 2", "appear 3", "appear 4"])
            log.clear()
            harness.render()
            #expect(log.events == [])
        }
    }
}
