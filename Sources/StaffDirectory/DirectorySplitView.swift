import Kumiko

/// The directory's two columns side by side: the list, taking the width left over, and the detail, 280 pt
/// (35 cells) wide, with a divider between them.
///
/// It takes the place of `NavigationSplitView(sidebar:detail:)` until Kumiko has navigation; its
/// initialiser has the same shape, so switching is a change of name here and in ``DirectoryView``.
struct DirectorySplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar
    let detail: Detail

    init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }

    var body: some View {
        HStack(spacing: 0) {
            sidebar
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Divider()
            detail
                .frame(width: 280)
                .frame(maxHeight: .infinity)
        }
    }
}
