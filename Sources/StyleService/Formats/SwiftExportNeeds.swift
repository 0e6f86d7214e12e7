import StrictJSON
import StyleDefinitions

/// What writing a style's Swift code found it needs, gathered while the code is written: the iOS version its API
/// asks for, the helpers the file must declare, and the problems that keep it from being written at all.
struct SwiftExportNeeds {
    /// The lowest iOS whose UIKit has every member the code names outside `#available` blocks; above 15, the
    /// style's enum and cell say so with `@available`.
    var minimumIOS = 15
    /// The minor version of ``minimumIOS`` (4 for iOS 15.4).
    var minimumIOSMinor = 0
    /// Whether a pop-up menu accessory shows the cell's menu, which the accessories builder then takes.
    var popUpMenu = false
    /// Whether a rule tests the design generation, so the file declares how it learns it.
    var designGeneration = false
    /// Whether a font is a Dynamic Type font with symbolic traits, built by a helper.
    var fontHelper = false
    /// Whether a color transformer mixes colors or scales their alpha, done by helpers.
    var colorHelpers = false
    /// The design tokens' colors the code uses, declared once in the file's `Tokens` enum.
    var tokenColors = SwiftTokenColors()
    /// Why the style cannot be written in Swift, each at its place in the (flattened) style.
    var problems: [DocumentProblem] = []

    /// Records that the code needs iOS `version`.
    mutating func require(iOS version: Int, minor: Int = 0) {
        if (version, minor) > (minimumIOS, minimumIOSMinor) { (minimumIOS, minimumIOSMinor) = (version, minor) }
    }

    /// `16` or `15.4`: the version ``require(iOS:minor:)`` came to, as `@available` writes it.
    var minimumIOSVersion: String { minimumIOSMinor == 0 ? "\(minimumIOS)" : "\(minimumIOS).\(minimumIOSMinor)" }

    /// Records that the value at `pointer` has no public UIKit spelling.
    mutating func refuse(_ pointer: JSONPointer, _ message: String) {
        problems.append(DocumentProblem(pointer: pointer, message: message))
    }
}
