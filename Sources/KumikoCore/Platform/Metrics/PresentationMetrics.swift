import Foundation

/// How a platform lays out presentations: sheets, alerts, dialogs, popovers and menus (their widths, margins, edges), in points. Core reads these wherever it sizes or places that chrome, never
/// a look's own measure; the terminal's values live in `KumikoTerminal`.
package struct PresentationMetrics: Equatable, Sendable {
    /// The room above a sheet at its largest, where the view beneath still shows.
    package var sheetTopGap: CGFloat
    /// Where a sheet's content sits inside its card.
    package var sheetContentInsets: EdgeInsets
    /// The size of a sheet's grabber (its drag indicator), centred at the card's top.
    package var grabberSize: CGSize
    /// The room between the card's top edge and its grabber.
    package var grabberTopInset: CGFloat
    /// The width of an alert.
    package var alertWidth: CGFloat
    /// The least an alert narrows to in a narrow window (it keeps ``alertMargin`` clear first).
    package var alertMinimumWidth: CGFloat
    /// The room an alert keeps clear of each side of the window while it can.
    package var alertMargin: CGFloat
    /// The widest a confirmation dialog gets.
    package var dialogMaximumWidth: CGFloat
    /// The room a confirmation dialog keeps clear of the window's sides and bottom.
    package var dialogMargin: CGFloat
    /// Where an alert's or a dialog's content sits inside its box.
    package var boxContentInsets: EdgeInsets
    /// Where a popup menu's entries sit inside its box.
    package var menuContentInsets: EdgeInsets
    /// The radius of the corners of a presentation's box.
    package var cornerRadius: CGFloat

    /// Creates metrics.
    package init(sheetTopGap: CGFloat, sheetContentInsets: EdgeInsets, grabberSize: CGSize, grabberTopInset: CGFloat,
                 alertWidth: CGFloat, alertMinimumWidth: CGFloat, alertMargin: CGFloat, dialogMaximumWidth: CGFloat,
                 dialogMargin: CGFloat, boxContentInsets: EdgeInsets, menuContentInsets: EdgeInsets, cornerRadius: CGFloat) {
        self.sheetTopGap = sheetTopGap
        self.sheetContentInsets = sheetContentInsets
        self.grabberSize = grabberSize
        self.grabberTopInset = grabberTopInset
        self.alertWidth = alertWidth
        self.alertMinimumWidth = alertMinimumWidth
        self.alertMargin = alertMargin
        self.dialogMaximumWidth = dialogMaximumWidth
        self.dialogMargin = dialogMargin
        self.boxContentInsets = boxContentInsets
        self.menuContentInsets = menuContentInsets
        self.cornerRadius = cornerRadius
    }

    /// iOS's values (Apple's Human Interface Guidelines and measured SwiftUI behaviour).
    ///
    /// - An alert is 270 pt wide (UIAlertController's alert, unchanged since iOS 7), its content 16 pt in from
    ///   its edges (estimate: the title's inset); it keeps its width (``alertMinimumWidth`` is the same).
    /// - A sheet's content fills its card, whose corners are 10 pt round (the card before iOS 26); at its
    ///   largest it leaves 10 pt of the view beneath at the top (estimate, without a status bar). Its grabber is
    ///   36 × 5 pt, 5 pt below the card's top (UISheetPresentationController's grabber, measured).
    /// - A confirmation dialog (an action sheet) keeps 8 pt from the window's sides and bottom and is at most
    ///   414 pt wide (an iPhone Pro Max's portrait width less its margins; estimate).
    /// - A menu's entries fill its box, 8 pt from its top and bottom (estimate).
    package static let iOS = PresentationMetrics(
        sheetTopGap: 10, sheetContentInsets: EdgeInsets(), grabberSize: CGSize(width: 36, height: 5), grabberTopInset: 5,
        alertWidth: 270, alertMinimumWidth: 270, alertMargin: 16, dialogMaximumWidth: 414, dialogMargin: 8,
        boxContentInsets: EdgeInsets(all: 16), menuContentInsets: EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0),
        cornerRadius: 10
    )
}
