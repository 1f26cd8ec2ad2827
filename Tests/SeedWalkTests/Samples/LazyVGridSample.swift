// The seed sample ch3-09-lazy-vgrid (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.4.1 LazyVGridの基本
import Foundation
import Kumiko

enum LazyVGridSample {

    struct GridBasicsView: View {
        let items = Array(1...50)

        // 固定サイズのカラム
        let fixedColumns = [
            GridItem(.fixed(100)),
            GridItem(.fixed(100)),
            GridItem(.fixed(100))
        ]

        // フレキシブルなカラム
        let flexibleColumns = [
            GridItem(.flexible()),
            GridItem(.flexible()),
            GridItem(.flexible())
        ]

        // アダプティブなカラム
        let adaptiveColumns = [
            GridItem(.adaptive(minimum: 100))
        ]

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Fixed Columns") {
                        GridExample(columns: fixedColumns, items: items, title: "Fixed")
                    }

                    NavigationLink("Flexible Columns") {
                        GridExample(columns: flexibleColumns, items: items, title: "Flexible")
                    }

                    NavigationLink("Adaptive Columns") {
                        GridExample(columns: adaptiveColumns, items: items, title: "Adaptive")
                    }
                }
                .navigationTitle("Grid Layouts")
            }
        }
    }

    struct GridExample: View {
        let columns: [GridItem]
        let items: [Int]
        let title: String

        var body: some View {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(items, id: \.self) { item in
                        GridItemView(number: item)
                    }
                }
                .padding()
            }
            .navigationTitle(title)
        }
    }

    struct GridItemView: View {
        let number: Int

        var body: some View {
            RoundedRectangle(cornerRadius: 12)
                .fill(.blue.gradient)
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Text("\(number)")
                        .font(.title)
                        .fontWeight(.bold)
                        .foregroundColor(.white)
                }
        }
    }
}
