// `import SwiftUI` on Linux: Kumiko under SwiftUI's module name, so that a file written for Apple's SwiftUI
// builds unchanged. Depend on the `SwiftUI` product of this package; `import Kumiko` is the same API.
@_exported import Kumiko
