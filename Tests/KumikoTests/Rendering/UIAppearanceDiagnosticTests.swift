import Foundation
import Kumiko
@testable import KumikoCore
import Testing

@MainActor
@Suite struct UIAppearanceDiagnosticTests {
    /// An appearance proxy styles nothing in Kumiko: the first use of each class's proxy says so once, naming the
    /// class and the SwiftUI modifiers that do the same; later uses say nothing.
    @Test func theFirstProxyOfAClassSaysOnceThatItHasNoEffect() {
        let messages = capturingDiagnostics {
            UISwitch.appearance().onTintColor = .systemGreen
            UISwitch.appearance().thumbTintColor = .white
            UICollectionView.appearance().backgroundColor = .clear
        }.filter { $0.contains(".appearance()") }
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("Kumiko: UISwitch.appearance(): UIKit's appearance proxies do not style Kumiko's views") == true)
        #expect(messages.first?.contains("toolbarBackground") == true)
        #expect(messages.last?.hasPrefix("Kumiko: UICollectionView.appearance()") == true)
        #expect(UISwitch.appearance().onTintColor === UIColor.systemGreen)
    }
}
