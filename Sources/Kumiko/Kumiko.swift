// Kumiko: SwiftUI for Linux. Import this module in place of SwiftUI.
@_exported import Foundation
@_exported import KumikoCore
@_exported import KumikoTerminal
@_exported import Observation
@_exported import KumikoCombine
