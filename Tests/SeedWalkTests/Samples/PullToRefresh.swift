// The seed sample ch3-08-pull-to-refresh (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.3.3 Pull to Refresh
import Foundation
import Kumiko

enum PullToRefresh {

    struct RefreshableListView: View {
        @StateObject private var viewModel = RefreshViewModel()

        var body: some View {
            NavigationStack {
                List(viewModel.items) { item in
                    VStack(alignment: .leading, spacing: 8) {
                        Text(item.title)
                            .font(.headline)
                        Text("Updated: \(item.timestamp, style: .time)")
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                }
                .navigationTitle("Refreshable List")
                .refreshable {
                    await viewModel.refresh()
                }
                .overlay {
                    if viewModel.isLoading && viewModel.items.isEmpty {
                        ProgressView()
                    }
                }
                .task {
                    if viewModel.items.isEmpty {
                        await viewModel.loadInitialData()
                    }
                }
            }
        }
    }

    class RefreshViewModel: ObservableObject {
        @Published var items: [RefreshItem] = []
        @Published var isLoading = false

        struct RefreshItem: Identifiable {
            let id = UUID()
            let title: String
            let timestamp: Date
        }

        @MainActor
        func loadInitialData() async {
            isLoading = true
            await fetchData()
            isLoading = false
        }

        @MainActor
        func refresh() async {
            await fetchData()
        }

        private func fetchData() async {
            try? await Task.sleep(nanoseconds: 1_500_000_000)

            let newItems = (1...10).map { index in
                RefreshItem(
                    title: "Item \(index)",
                    timestamp: Date()
                )
            }

            items = newItems
        }
    }

}
