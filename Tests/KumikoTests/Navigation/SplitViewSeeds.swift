import Foundation
import Kumiko
import KumikoTestSupport

/// The seeds' split view samples, copied as written (only namespaced, and the seed's global `company` made a
/// static constant), for the split view tests.
enum SplitViewSeeds {
    // MARK: ch3-14 (seed 001_c34fb5cf084bd9f9.txt, 3.5.3 NavigationSplitView)

    struct SplitViewExample: View {
        @State private var selectedCategory: String?
        @State private var selectedItem: String?
        @State private var columnVisibility: NavigationSplitViewVisibility = .all

        let categories = ["Electronics", "Books", "Clothing", "Food", "Sports"]

        var body: some View {
            NavigationSplitView(columnVisibility: $columnVisibility) {
                // Sidebar
                List(categories, id: \.self, selection: $selectedCategory) { category in
                    Label(category, systemImage: iconForCategory(category))
                }
                .navigationTitle("Categories")
            } content: {
                // Content
                if let category = selectedCategory {
                    List(itemsForCategory(category), id: \.self, selection: $selectedItem) { item in
                        Text(item)
                    }
                    .navigationTitle(category)
                } else {
                    ContentUnavailableView(
                        "Select a Category",
                        systemImage: "folder",
                        description: Text("Choose a category from the sidebar")
                    )
                }
            } detail: {
                // Detail
                if let item = selectedItem {
                    ItemDetailView(itemName: item)
                } else {
                    ContentUnavailableView(
                        "Select an Item",
                        systemImage: "doc.text",
                        description: Text("Choose an item to view details")
                    )
                }
            }
            .navigationSplitViewStyle(.balanced)
        }

        private func iconForCategory(_ category: String) -> String {
            switch category {
            case "Electronics": return "laptopcomputer"
            case "Books": return "book"
            case "Clothing": return "tshirt"
            case "Food": return "fork.knife"
            case "Sports": return "sportscourt"
            default: return "folder"
            }
        }

        private func itemsForCategory(_ category: String) -> [String] {
            (1...10).map { "\(category) Item \($0)" }
        }
    }

    struct ItemDetailView: View {
        let itemName: String

        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    Image(systemName: "photo")
                        .font(.system(size: 100))
                        .frame(maxWidth: .infinity)
                        .foregroundColor(.gray)
                        .padding()
                        .background(Color(.systemGray6))
                        .cornerRadius(12)

                    VStack(alignment: .leading, spacing: 12) {
                        Text(itemName)
                            .font(.title)
                            .fontWeight(.bold)

                        Text("$99.99")
                            .font(.title2)
                            .foregroundColor(.blue)

                        Divider()

                        Text("Description")
                            .font(.headline)

                        Text("This is a detailed description of \(itemName). It includes all the important information about this product.")
                            .font(.body)
                            .foregroundColor(.secondary)

                        Divider()

                        Text("Features")
                            .font(.headline)

                        VStack(alignment: .leading, spacing: 8) {
                            FeatureRow(icon: "checkmark.circle.fill", text: "High quality")
                            FeatureRow(icon: "checkmark.circle.fill", text: "Fast delivery")
                            FeatureRow(icon: "checkmark.circle.fill", text: "30-day returns")
                        }
                    }

                    Spacer()

                    Button {
                        // Add to cart
                    } label: {
                        Text("Add to Cart")
                            .font(.headline)
                            .foregroundColor(.white)
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(Color.blue)
                            .cornerRadius(10)
                    }
                }
                .padding()
            }
            .navigationTitle(itemName)
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    struct FeatureRow: View {
        let icon: String
        let text: String

        var body: some View {
            HStack {
                Image(systemName: icon)
                    .foregroundColor(.green)
                Text(text)
            }
        }
    }

    // MARK: lists-4 (seed 004_7c5b3329b07a3e17.txt, "Use Lists for Navigation")

    struct Person: Identifiable {
         let id = UUID()
         var name: String
         var phoneNumber: String
     }

    struct PersonRowView: View {
        var person: Person

        var body: some View {
            VStack(alignment: .leading, spacing: 3) {
                Text(person.name)
                    .foregroundColor(.primary)
                    .font(.headline)
                HStack(spacing: 3) {
                    Label(person.phoneNumber, systemImage: "phone")
                }
                .foregroundColor(.secondary)
                .font(.subheadline)
            }
        }
    }

    struct Department: Identifiable {
        let id = UUID()
        var name: String
        var staff: [Person]
    }

    struct Company {
        var departments: [Department]
    }

    static let company = Company(departments: [
        Department(name: "Sales", staff: [
            Person(name: "Juan Chavez", phoneNumber: "(408) 555-4301"),
            Person(name: "Mei Chen", phoneNumber: "(919) 555-2481"),
            // ...
        ]),
        Department(name: "Engineering", staff: [
            Person(name: "Bill James", phoneNumber: "(408) 555-4450"),
            Person(name: "Anne Johnson", phoneNumber: "(417) 555-9311"),
            // ...
        ]),
        // ...
    ])

    struct StaffDirectory: View {  // glue (the seed's NavigationView expression, as written)
        var body: some View {
    NavigationView {
        List {
            ForEach(SplitViewSeeds.company.departments) { department in
                Section(header: Text(department.name)) {
                    ForEach(department.staff) { person in
                        NavigationLink(destination: PersonDetailView(person: person)) {
                            PersonRowView(person: person)
                        }
                    }
                }
            }
        }
        .navigationTitle("Staff Directory")

        // Placeholder
        Text("No Selection")
            .font(.headline)
    }
        }
    }

    struct PersonDetailView: View {
        var person: Person

        var body: some View {
            VStack {
                Text(person.name)
                    .foregroundColor(.primary)
                    .font(.title)
                    .padding()
                HStack {
                    Label(person.phoneNumber, systemImage: "phone")
                }
                .foregroundColor(.secondary)
            }
        }
    }
}
