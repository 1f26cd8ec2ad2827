import Kumiko

/// The Staff Directory app: one window showing the ``DirectoryView``.
@main
struct StaffDirectoryApp: App {
    var body: some Scene {
        WindowGroup("Staff Directory") {
            DirectoryView()
        }
    }
}
