// The seed sample ch3-04-adaptive-stack (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.2.2 条件付きレイアウト
import Foundation
import Kumiko

enum AdaptiveStackSample {

    struct AdaptiveStackView: View {
        @Environment(\.horizontalSizeClass) var horizontalSizeClass

        let items = Array(1...6)

        var body: some View {
            Group {
                if horizontalSizeClass == .compact {
                    // iPhoneポートレート: 縦並び
                    VStack(spacing: 16) {
                        ForEach(items, id: \.self) { item in
                            ItemCard(number: item)
                        }
                    }
                } else {
                    // iPadまたはiPhoneランドスケープ: グリッド
                    LazyVGrid(columns: [
                        GridItem(.flexible()),
                        GridItem(.flexible())
                    ], spacing: 16) {
                        ForEach(items, id: \.self) { item in
                            ItemCard(number: item)
                        }
                    }
                }
            }
            .padding()
        }
    }

    struct ItemCard: View {
        let number: Int

        var body: some View {
            VStack {
                Image(systemName: "\(number).circle.fill")
                    .font(.system(size: 50))
                Text("Item \(number)")
                    .font(.headline)
            }
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.blue.opacity(0.1))
            .cornerRadius(12)
        }
    }
}
