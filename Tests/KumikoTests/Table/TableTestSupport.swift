import Kumiko
import KumikoTestSupport

extension View {
    /// The view at a regular horizontal size class whatever the test terminal's width: a table as on macOS or
    /// an iPad. (At a compact width a table shows only its first column, without a header, as Apple documents;
    /// the tests use small terminals to compare whole screens.)
    func regularWidth() -> some View {
        environment(\.horizontalSizeClass, .regular)
    }
}
