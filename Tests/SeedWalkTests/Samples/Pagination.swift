// The seed sample ch3-07-pagination (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.3.2 ページネーションの実装
import Foundation
import Kumiko

enum Pagination {

    class PaginatedViewModel: ObservableObject {
        @Published var items: [Item] = []
        @Published var isLoading = false
        @Published var hasMorePages = true

        private var currentPage = 0
        private let pageSize = 20

        struct Item: Identifiable {
            let id = UUID()
            let number: Int
            let title: String
        }

        @MainActor
        func loadMore() async {
            guard !isLoading && hasMorePages else { return }

            isLoading = true

            // API呼び出しのシミュレーション
            try? await Task.sleep(nanoseconds: 1_000_000_000)

            let startIndex = currentPage * pageSize
            let newItems = (startIndex..<startIndex + pageSize).map { index in
                Item(number: index, title: "Item \(index)")
            }

            self.items.append(contentsOf: newItems)
            self.currentPage += 1

            // 100件で終了（デモ用）
            if items.count >= 100 {
                hasMorePages = false
            }

            isLoading = false
        }
    }

    struct PaginatedListView: View {
        @StateObject private var viewModel = PaginatedViewModel()

        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(viewModel.items) { item in
                            ItemRowView(item: item)
                                .onAppear {
                                    // 最後の5件前でプリロード
                                    if shouldLoadMore(item: item) {
                                        Task {
                                            await viewModel.loadMore()
                                        }
                                    }
                                }
                        }

                        if viewModel.isLoading {
                            ProgressView()
                                .padding()
                        }

                        if !viewModel.hasMorePages && !viewModel.items.isEmpty {
                            Text("No more items")
                                .font(.caption)
                                .foregroundColor(.secondary)
                                .padding()
                        }
                    }
                }
                .navigationTitle("Paginated List")
                .task {
                    if viewModel.items.isEmpty {
                        await viewModel.loadMore()
                    }
                }
            }
        }

        private func shouldLoadMore(item: PaginatedViewModel.Item) -> Bool {
            guard let index = viewModel.items.firstIndex(where: { $0.id == item.id }) else {
                return false
            }
            return index >= viewModel.items.count - 5
        }
    }

    struct ItemRowView: View {
        let item: PaginatedViewModel.Item

        var body: some View {
            HStack {
                Text(item.title)
                    .font(.headline)
                Spacer()
                Text("#\(item.number)")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            .padding()
            .background(Color(.systemGray6))
        }
    }

}
