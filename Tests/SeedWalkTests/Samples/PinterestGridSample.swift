// The seed sample ch3-10-pinterest-grid (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.4.2 ピンタレスト風レイアウト
import Foundation
import Kumiko

enum PinterestGridSample {

    struct PinterestLayoutView: View {
        @State private var items: [PinterestItem] = []

        let columns = [
            GridItem(.flexible()),
            GridItem(.flexible())
        ]

        var body: some View {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(items) { item in
                        PinterestCard(item: item)
                    }
                }
                .padding()
            }
            .onAppear {
                generateItems()
            }
        }

        private func generateItems() {
            items = (1...30).map { index in
                PinterestItem(
                    id: index,
                    height: CGFloat.random(in: 150...400),
                    title: "Item \(index)"
                )
            }
        }
    }

    struct PinterestItem: Identifiable {
        let id: Int
        let height: CGFloat
        let title: String
    }

    struct PinterestCard: View {
        let item: PinterestItem

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                LinearGradient(
                    colors: [.blue, .purple],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
                .frame(height: item.height)
                .cornerRadius(12)

                Text(item.title)
                    .font(.headline)
                    .padding(.horizontal, 8)

                HStack {
                    Image(systemName: "heart")
                    Text("\(Int.random(in: 10...999))")
                    Spacer()
                    Image(systemName: "message")
                    Text("\(Int.random(in: 0...50))")
                }
                .font(.caption)
                .foregroundColor(.secondary)
                .padding(.horizontal, 8)
                .padding(.bottom, 8)
            }
            .background(Color(.systemBackground))
            .cornerRadius(12)
            .shadow(radius: 2)
        }
    }
}
