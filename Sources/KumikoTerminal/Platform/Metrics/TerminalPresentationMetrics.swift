import Foundation
import KumikoCore

extension PresentationMetrics {
    /// The terminal's, in cells of 8 × 16 points: a sheet leaves one row of the view beneath, its content one
    /// column in from its sides and one row below its top edge, its grabber "━━━━━" on that edge; an alert is
    /// 36 columns wide, two clear of each side while it can and at least 6; a dialog at most 60 columns, flush
    /// with the window; boxes keep their content two columns and one row in from their border, menus one column
    /// and one row.
    package static let terminal = PresentationMetrics(
        sheetTopGap: 16, sheetContentInsets: EdgeInsets(top: 16, leading: 8, bottom: 0, trailing: 8),
        grabberSize: CGSize(width: 40, height: 16), grabberTopInset: 0,
        alertWidth: 288, alertMinimumWidth: 48, alertMargin: 16, dialogMaximumWidth: 480, dialogMargin: 0,
        boxContentInsets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
        menuContentInsets: EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8), cornerRadius: 10
    )
}
