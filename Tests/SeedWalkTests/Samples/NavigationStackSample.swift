// The seed sample ch3-12-navigation-stack (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.5.1 基本的なナビゲーション
import Foundation
import Kumiko

enum NavigationStackSample {

    struct NavigationExampleView: View {
        let items = Array(0..<50)

        var body: some View {
            NavigationStack {
                List(items, id: \.self) { item in
                    NavigationLink(value: item) {
                        HStack {
                            Image(systemName: "\(item).circle.fill")
                                .font(.title2)
                                .foregroundColor(.blue)

                            VStack(alignment: .leading) {
                                Text("Item \(item)")
                                    .font(.headline)
                                Text("Tap to view details")
                                    .font(.caption)
                                    .foregroundColor(.secondary)
                            }
                        }
                    }
                }
                .navigationDestination(for: Int.self) { value in
                    DetailView(number: value)
                }
                .navigationTitle("Items")
            }
        }
    }

    struct DetailView: View {
        let number: Int
        @State private var showingAlert = false

        var body: some View {
            VStack(spacing: 20) {
                Image(systemName: "\(number).circle.fill")
                    .font(.system(size: 100))
                    .foregroundColor(.blue)

                Text("Detail View")
                    .font(.title)
                    .fontWeight(.bold)

                Text("Item Number: \(number)")
                    .font(.headline)

                NavigationLink("Go Deeper", value: number + 100)
                    .buttonStyle(.borderedProminent)

                Button("Show Alert") {
                    showingAlert = true
                }
                .buttonStyle(.bordered)
            }
            .navigationTitle("Item \(number)")
            .navigationBarTitleDisplayMode(.inline)
            .alert("Alert", isPresented: $showingAlert) {
                Button("OK") { }
            } message: {
                Text("This is item \(number)")
            }
        }
    }

}
