// The seed sample ch3-18-tab-view (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.7.1 基本的なTabView
import Foundation
import Kumiko

enum TabViewSample {

    struct TabViewExample: View {
        @State private var selectedTab = 0

        var body: some View {
            TabView(selection: $selectedTab) {
                HomeTabView()
                    .tabItem {
                        Label("Home", systemImage: "house")
                    }
                    .tag(0)
                    .badge(3)

                SearchTabView()
                    .tabItem {
                        Label("Search", systemImage: "magnifyingglass")
                    }
                    .tag(1)

                NotificationsTabView()
                    .tabItem {
                        Label("Notifications", systemImage: "bell")
                    }
                    .tag(2)
                    .badge("New")

                ProfileTabView()
                    .tabItem {
                        Label("Profile", systemImage: "person")
                    }
                    .tag(3)
            }
            .onChange(of: selectedTab) { oldValue, newValue in
                print("Tab changed from \(oldValue) to \(newValue)")
            }
        }
    }

    struct HomeTabView: View {
        var body: some View {
            NavigationStack {
                List(1...20, id: \.self) { item in
                    NavigationLink("Post \(item)") {
                        Text("Post \(item) Detail")
                    }
                }
                .navigationTitle("Home")
            }
        }
    }

    struct SearchTabView: View {
        @State private var searchText = ""

        var body: some View {
            NavigationStack {
                List {
                    ForEach(filteredItems, id: \.self) { item in
                        Text(item)
                    }
                }
                .navigationTitle("Search")
                .searchable(text: $searchText, prompt: "Search items")
            }
        }

        var filteredItems: [String] {
            let items = (1...50).map { "Item \($0)" }
            if searchText.isEmpty {
                return items
            }
            return items.filter { $0.localizedCaseInsensitiveContains(searchText) }
        }
    }

    struct NotificationsTabView: View {
        let notifications = [
            "New follower: John Doe",
            "Jane liked your post",
            "Bob commented on your photo",
            "Alice shared your article"
        ]

        var body: some View {
            NavigationStack {
                List(notifications, id: \.self) { notification in
                    HStack {
                        Image(systemName: "bell.fill")
                            .foregroundColor(.blue)
                        Text(notification)
                    }
                }
                .navigationTitle("Notifications")
            }
        }
    }

    struct ProfileTabView: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section("Account") {
                        LabeledContent("Name", value: "John Doe")
                        LabeledContent("Email", value: "john@example.com")
                    }

                    Section("Settings") {
                        NavigationLink("Preferences") {
                            Text("Preferences")
                        }
                        NavigationLink("Privacy") {
                            Text("Privacy")
                        }
                    }

                    Section {
                        Button("Sign Out", role: .destructive) {
                            print("Sign out")
                        }
                    }
                }
                .navigationTitle("Profile")
            }
        }
    }

}
