import StyleDefinitions
import ViewConfigurations

/// Resolves one case with the real built-in style and compares what it answers, and what its explanation marks
/// inferred, with the expected-value model.
enum MatrixCheck {
    /// The cell layout margin of a compact-width phone (§10.2, §12.3).
    private static let cellMargin = 16.0

    /// Every path an explanation names, background then content.
    private static let explainPaths =
        BackgroundConfiguration.catalogue.properties.map { "background." + $0.explanationPath }
        + ListContentConfiguration.catalogue.properties.map { "content." + $0.explanationPath }

    static func run(_ matrixCase: MatrixCase, style: StyleDefinition, log: inout MatrixLog) {
        let tint = Color.systemBlue
        let resolution = style.resolve(state: matrixCase.cellState, tintColor: tint, recordingSources: true)
        let flags = matrixCase.flags
        let look = matrixCase.look
        let background = BackgroundModel.expected(
            ReferenceStyles.concrete(matrixCase.background, in: matrixCase.list), list: matrixCase.list, flags: flags,
            look: look)
        let content = ContentModel.expected(matrixCase.content, list: matrixCase.list, flags: flags, look: look)
        checkBackground(resolution.resolvedBackground, background, matrixCase, &log)
        checkContent(resolution.resolvedContent, content, matrixCase, &log)

        let marked = Set(style.explain(resolution, tintColor: tint).filter { $0.inferred != nil }.map(\.path))
        let expected = Set(background.inferred.map { "background." + $0 } + content.inferred.map { "content." + $0 })
        for path in explainPaths {
            let open = expected.contains(path)
            log.expect(
                (open ? "inferred but unmarked: " : "marked inferred but settled: ") + path,
                marked.contains(path) == open, in: matrixCase
            ) {
                open ? "explain leaves it unmarked" : "explain marks it inferred"
            }
        }
        for path in expected.subtracting(explainPaths) {
            log.expect("model names an unknown path: " + path, false, in: matrixCase) { "no such explain path" }
        }
    }

    private static func checkBackground(
        _ actual: ResolvedBackgroundConfiguration, _ expected: ExpectedBackground, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) {
        checkColor("background.fill", actual.backgroundColor, expected.fill, matrixCase, &log)
        if let radius = expected.cornerRadius {
            log.check("background.cornerRadius", actual.cornerRadius, radius, in: matrixCase)
        }
        log.check("background.isTintFilled", actual.isTintFilled, expected.isTintFilled, in: matrixCase)
        log.check(
            "background.sectionCornerRadius", actual.sectionCornerRadius, expected.sectionCornerRadius, in: matrixCase)
    }

    private static func checkContent(
        _ actual: ResolvedListContentConfiguration, _ expected: ExpectedContent, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) {
        let size = matrixCase.look.size
        checkFont("content.text.font", actual.textProperties.font, expected.textFont, size, matrixCase, &log)
        checkFont(
            "content.secondary.font", actual.secondaryTextProperties.font, expected.secondaryFont, size, matrixCase,
            &log)
        checkColor("content.text.color", actual.textProperties.color, expected.textColor, matrixCase, &log)
        checkColor(
            "content.secondary.color", actual.secondaryTextProperties.color, expected.secondaryColor, matrixCase, &log)
        checkColor("content.image.tint", actual.imageProperties.tintColor, expected.imageTint, matrixCase, &log)
        checkMargins(actual, expected, matrixCase, &log)
        let axes: Axis = expected.preservesHorizontal ? .horizontal : []
        log.check("content.axes", actual.axesPreservingSuperviewLayoutMargins, axes, in: matrixCase) {
            "\($0.rawValue)"
        }
        if let paddings = expected.paddings {
            let actualPaddings = [
                actual.imageToTextPadding, actual.textToSecondaryTextHorizontalPadding,
                actual.textToSecondaryTextVerticalPadding,
            ]
            for (index, name) in ["imageToText", "horizontal", "vertical"].enumerated() {
                log.check("content.padding." + name, actualPaddings[index], paddings[index], in: matrixCase)
            }
        }
        let text = actual.textProperties
        let secondary = actual.secondaryTextProperties
        log.check("content.text.numberOfLines", text.numberOfLines, expected.textNumberOfLines, in: matrixCase)
        log.check("content.secondary.numberOfLines", secondary.numberOfLines, 0, in: matrixCase)
        log.check(
            "content.text.adjustsFontSizeToFitWidth", text.adjustsFontSizeToFitWidth, expected.shrinks, in: matrixCase)
        log.check(
            "content.text.minimumScaleFactor", text.minimumScaleFactor, expected.shrinks ? 0.9 : 0, in: matrixCase)
        log.check(
            "content.text.tightening", text.allowsDefaultTighteningForTruncation, expected.shrinks, in: matrixCase)
        log.check("content.text.transform", text.transform, expected.uppercase ? .uppercase : .none, in: matrixCase)
        log.check("content.secondary.transform", secondary.transform, .none, in: matrixCase)
        log.check(
            "content.text.showsExpansion", text.showsExpansionTextWhenTruncated, expected.showsExpansion, in: matrixCase
        )
        log.check(
            "content.secondary.showsExpansion", secondary.showsExpansionTextWhenTruncated, expected.showsExpansion,
            in: matrixCase)
        log.check(
            "content.prefersSideBySide", actual.prefersSideBySideTextAndSecondaryText, expected.sideBySide,
            in: matrixCase)
    }

    /// The configuration's margins, their physical mirror, and the effective ones (§4.2: on a preserved axis the
    /// larger of the configuration's and the cell's; §10.2: 16 in compact width; RTL mirrors, §11 #9).
    private static func checkMargins(
        _ actual: ResolvedListContentConfiguration, _ expected: ExpectedContent, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) {
        guard let margins = expected.margins else { return }
        let own = actual.directionalLayoutMargins
        log.check("content.margins", [own.top, own.leading, own.bottom, own.trailing], margins, in: matrixCase)
        var effective = margins
        if expected.preservesHorizontal {
            effective[1] = max(effective[1], cellMargin)
            effective[3] = max(effective[3], cellMargin)
        }
        let rtl = matrixCase.look.rightToLeft
        func physical(_ edges: [Double]) -> [Double] {
            [edges[0], rtl ? edges[3] : edges[1], edges[2], rtl ? edges[1] : edges[3]]
        }
        let laidOut = actual.effectiveLayoutMargins
        let mirrored = actual.layoutMargins
        log.check(
            "content.layoutMargins", [mirrored.top, mirrored.left, mirrored.bottom, mirrored.right], physical(margins),
            in: matrixCase)
        log.check(
            "content.effectiveLayoutMargins", [laidOut.top, laidOut.left, laidOut.bottom, laidOut.right],
            physical(effective), in: matrixCase)
    }

    private static func checkFont(
        _ kind: String, _ font: Font, _ expected: ExpectedFont?, _ size: ContentSizeCategory, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) {
        guard let expected, let metrics = ReferenceTypeScale.metrics(expected.style, at: size) else { return }
        log.check(kind + ".textStyle", font.textStyle, expected.style, in: matrixCase) { $0.map(\.rawValue) ?? "none" }
        log.check(kind + ".pointSize", font.pointSize, metrics.size, in: matrixCase)
        log.check(
            kind + ".weight", font.weight, ReferenceTypeScale.weight(expected.style, emphasized: expected.emphasized),
            in: matrixCase)
        if expected.tight {
            // "Slightly tighter" than the style's leading: the reference gives no figure.
            log.expect(kind + ".leading", font.leading < metrics.leading, in: matrixCase) {
                "expected below \(metrics.leading), got \(font.leading)"
            }
        } else {
            log.check(kind + ".leading", font.leading, metrics.leading, in: matrixCase)
        }
    }

    private static func checkColor(
        _ kind: String, _ color: ResolvedColor, _ expected: ExpectedColor, _ matrixCase: MatrixCase,
        _ log: inout MatrixLog
    ) {
        let actual = color.rgba
        switch expected {
        case .exact(let value):
            log.check(kind, actual, value, in: matrixCase, describe: MatrixLog.hex)
        case .visible:
            log.expect(kind, actual & 0xFF > 0, in: matrixCase) {
                "expected a visible fill, got \(MatrixLog.hex(actual))"
            }
        case .highlighted(let base, let towardWhite):
            log.expect(kind, isHighlight(actual, of: base, towardWhite: towardWhite), in: matrixCase) {
                "expected \(MatrixLog.hex(base)) 10–20 % toward \(towardWhite ? "white" : "black"), got \(MatrixLog.hex(actual))"
            }
        case .unknown:
            break
        }
    }

    /// §5: each channel 10–20 % of the way from `base` toward white or black (one step of rounding either side),
    /// alpha kept.
    private static func isHighlight(_ actual: UInt32, of base: UInt32, towardWhite: Bool) -> Bool {
        let target = towardWhite ? 255.0 : 0
        for shift in [24, 16, 8] as [UInt32] {
            let from = Double((base >> shift) & 0xFF)
            let value = Double((actual >> shift) & 0xFF)
            let near = from + (target - from) * 0.10
            let far = from + (target - from) * 0.20
            guard value >= min(near, far) - 1, value <= max(near, far) + 1 else { return false }
        }
        return actual & 0xFF == base & 0xFF
    }
}
