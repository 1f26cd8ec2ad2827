// SwiftUI code from before `scrollContentBackground`, `toolbarBackground` and `listRowSeparator` styled lists and
// bars through UIKit's appearance proxies in an `init()`, as user code writes it (Swift 5 language mode). It
// compiles, the view renders as it would without them, and the settings are kept on one proxy per class.
import SwiftUI
import Testing

private struct StyledSettings: View {
    init() {
        UITableView.appearance().backgroundColor = .clear
        UITableView.appearance().separatorStyle = .none
        UITableView.appearance().tableFooterView = UIView()
        UITableViewCell.appearance().selectionStyle = .none
        UITextView.appearance().backgroundColor = .clear
        UIScrollView.appearance().keyboardDismissMode = .onDrag

        let coloredAppearance = UINavigationBarAppearance()
        coloredAppearance.configureWithOpaqueBackground()
        coloredAppearance.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        coloredAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        coloredAppearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white,
                                                      .font: UIFont.systemFont(ofSize: 34, weight: .bold)]
        UINavigationBar.appearance().standardAppearance = coloredAppearance
        UINavigationBar.appearance().scrollEdgeAppearance = coloredAppearance
        UINavigationBar.appearance().compactAppearance = coloredAppearance
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .default)
        UINavigationBar.appearance().shadowImage = UIImage()

        let tabBar = UITabBarAppearance()
        tabBar.configureWithTransparentBackground()
        tabBar.stackedLayoutAppearance.normal.iconColor = .gray
        tabBar.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        UITabBar.appearance().standardAppearance = tabBar
        UITabBar.appearance().unselectedItemTintColor = UIColor.lightGray

        UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIPageControl.appearance().currentPageIndicatorTintColor = .black
        UITextField.appearance().clearButtonMode = .whileEditing
        UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).adjustsFontSizeToFitWidth = true
    }

    var body: some View {
        NavigationView {
            List {
                Text("Wi-Fi")
                Text("Bluetooth")
                    .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                Image(uiImage: UIImage(systemName: "gear") ?? UIImage())
            }
            .navigationTitle("Settings")
        }
    }
}

@MainActor
@Suite struct UIKitAppearanceUserCodeTests {
    @Test func appearanceProxiesCompileAndTheViewRendersAsWithoutThem() {
        let renderer = ImageRenderer(content: StyledSettings())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        let text = renderer.terminalImage?.plainText ?? ""
        #expect(text.contains("Settings"))
        #expect(text.contains("Wi-Fi"))
        #expect(text.contains("Bluetooth"))
        #expect(text.contains("⚙"))
    }

    @Test func eachClassHasOneProxyThatKeepsItsSettings() {
        _ = StyledSettings()
        #expect(UITableView.appearance() === UITableView.appearance())
        #expect(UITableView.appearance() !== UIScrollView.appearance())
        #expect(UITableView.appearance().separatorStyle == .none)
        #expect(UITableViewCell.appearance().selectionStyle == .none)
        #expect(UIScrollView.appearance().keyboardDismissMode == .onDrag)
        #expect(UINavigationBar.appearance().scrollEdgeAppearance === UINavigationBar.appearance().standardAppearance)
        #expect(UINavigationBar.appearance().standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor === UIColor.white)
        #expect((UINavigationBar.appearance().standardAppearance.largeTitleTextAttributes[.font] as? UIFont)?.pointSize == 34)
        #expect(UINavigationBar.appearance().backgroundImage(for: .default) != nil)
        #expect(UINavigationBar.appearance().backgroundImage(for: .compact) == nil)
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor === UIColor.white)
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .normal) == nil)
        #expect(UITabBar.appearance().standardAppearance.stackedLayoutAppearance.normal.iconColor === UIColor.gray)
        #expect(UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]) === UILabel.appearance())
        #expect(UILabel.appearance().adjustsFontSizeToFitWidth)
    }

    @Test func uiKitFontsBecomeSwiftUIFonts() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == .title)
        #expect(Font(UIFont.systemFont(ofSize: 20, weight: .semibold)) == .system(size: 20, weight: .semibold))
        #expect(Font(UIFont.boldSystemFont(ofSize: 12)) == .system(size: 12, weight: .bold))
        #expect(Font(UIFont(name: "Avenir-Heavy", size: 18)!) == .custom("Avenir-Heavy", size: 18))
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 17)
        #expect(UIImage(named: "logo") == nil)
    }
}
