// The seed sample ch3-13-programmatic-navigation (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.5.2 プログラマティックナビゲーション
import Foundation
import Kumiko

enum ProgrammaticNavigation {

    enum Route: Hashable {
        case home
        case profile(userId: String)
        case settings
        case detail(id: Int, category: String)
        case editProfile(userId: String)
    }

    class NavigationViewModel: ObservableObject {
        @Published var path = NavigationPath()

        func navigateToProfile(userId: String) {
            path.append(Route.profile(userId: userId))
        }

        func navigateToSettings() {
            path.append(Route.settings)
        }

        func navigateToDetail(id: Int, category: String) {
            path.append(Route.detail(id: id, category: category))
        }

        func popToRoot() {
            path.removeLast(path.count)
        }

        func pop() {
            if !path.isEmpty {
                path.removeLast()
            }
        }
    }

    struct ProgrammaticNavigationView: View {
        @StateObject private var navViewModel = NavigationViewModel()

        var body: some View {
            NavigationStack(path: $navViewModel.path) {
                VStack(spacing: 20) {
                    Text("Home View")
                        .font(.largeTitle)
                        .fontWeight(.bold)

                    VStack(spacing: 12) {
                        Button("Go to Profile") {
                            navViewModel.navigateToProfile(userId: "user123")
                        }
                        .buttonStyle(.borderedProminent)

                        Button("Go to Settings") {
                            navViewModel.navigateToSettings()
                        }
                        .buttonStyle(.bordered)

                        Button("Deep Link Example") {
                            // プロフィール → 詳細へのディープリンク
                            navViewModel.navigateToProfile(userId: "user456")
                            navViewModel.navigateToDetail(id: 1, category: "posts")
                        }
                        .buttonStyle(.bordered)

                        if !navViewModel.path.isEmpty {
                            Divider()

                            Button("Pop") {
                                navViewModel.pop()
                            }

                            Button("Pop to Root") {
                                navViewModel.popToRoot()
                            }
                            .foregroundColor(.red)
                        }
                    }
                    .frame(maxWidth: 300)
                }
                .navigationTitle("Home")
                .navigationDestination(for: Route.self) { route in
                    destinationView(for: route)
                }
            }
            .environmentObject(navViewModel)
        }

        @ViewBuilder
        func destinationView(for route: Route) -> some View {
            switch route {
            case .home:
                Text("Home")

            case .profile(let userId):
                ProfileDetailView(userId: userId)

            case .settings:
                SettingsDetailView()

            case .detail(let id, let category):
                CategoryDetailView(id: id, category: category)

            case .editProfile(let userId):
                EditProfileView(userId: userId)
            }
        }
    }

    struct ProfileDetailView: View {
        let userId: String
        @EnvironmentObject var navViewModel: NavigationViewModel

        var body: some View {
            VStack(spacing: 20) {
                Image(systemName: "person.circle.fill")
                    .font(.system(size: 100))
                    .foregroundColor(.blue)

                Text("Profile")
                    .font(.title)
                    .fontWeight(.bold)

                Text("User ID: \(userId)")
                    .font(.headline)

                VStack(spacing: 12) {
                    Button("Go to Settings") {
                        navViewModel.navigateToSettings()
                    }
                    .buttonStyle(.bordered)

                    Button("View Posts") {
                        navViewModel.navigateToDetail(id: 1, category: "posts")
                    }
                    .buttonStyle(.bordered)

                    Button("Edit Profile") {
                        navViewModel.path.append(Route.editProfile(userId: userId))
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            .navigationTitle("Profile")
        }
    }

    struct SettingsDetailView: View {
        @State private var notificationsEnabled = true
        @State private var darkMode = false

        var body: some View {
            Form {
                Section("Preferences") {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Dark Mode", isOn: $darkMode)
                }

                Section("About") {
                    LabeledContent("Version", value: "1.0.0")
                    LabeledContent("Build", value: "100")
                }
            }
            .navigationTitle("Settings")
        }
    }

    struct CategoryDetailView: View {
        let id: Int
        let category: String

        var body: some View {
            VStack(spacing: 20) {
                Image(systemName: "folder.fill")
                    .font(.system(size: 80))
                    .foregroundColor(.orange)

                Text(category.capitalized)
                    .font(.title)
                    .fontWeight(.bold)

                Text("ID: \(id)")
                    .font(.headline)
                    .foregroundColor(.secondary)

                List(1...10, id: \.self) { item in
                    HStack {
                        Text("\(category) \(item)")
                        Spacer()
                        Image(systemName: "chevron.right")
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                }
            }
            .navigationTitle(category.capitalized)
        }
    }

    struct EditProfileView: View {
        let userId: String
        @State private var username = "John Doe"
        @State private var bio = "iOS Developer"

        var body: some View {
            Form {
                Section("Profile Information") {
                    TextField("Username", text: $username)
                    TextField("Bio", text: $bio)
                }

                Section {
                    Button("Save") {
                        // 保存処理
                    }
                }
            }
            .navigationTitle("Edit Profile")
        }
    }

}
