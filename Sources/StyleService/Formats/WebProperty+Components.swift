import ViewConfigurations

/// The properties of a button style (``button``, under `button`, at the answer's `/button`) and of an empty-state
/// style (``contentUnavailable``, under `content-unavailable`, at `/contentUnavailable`, its two buttons with a
/// button's properties each). The background's are a cell background's, glass approximated alike.
extension WebProperty {
    /// A button style's properties.
    static let button: [WebProperty] = button(group: ["button"], root: "button") { $0.button }

    /// An empty-state style's properties: its texts, image, layout, background, then each button's.
    static let contentUnavailable: [WebProperty] = {
        let group = ["content-unavailable"]
        let root = "contentUnavailable"
        @Sendable func resolved(_ source: Source) -> ResolvedContentUnavailableConfiguration? {
            source.contentUnavailable
        }
        var properties =
            text(group: group + ["text"], json: "/\(root)/text") { resolved($0)?.text }
            + text(group: group + ["secondary-text"], json: "/\(root)/secondaryText") { resolved($0)?.secondaryText }
            + contentUnavailableImage(group: group, root: root)
            + logicalEdges(group + ["layout-margin-"], json: "/\(root)/directionalLayoutMargins") {
                resolved($0)?.directionalLayoutMargins
            }
        let paddings: [(String, String, @Sendable (ResolvedContentUnavailableConfiguration) -> Double)] = [
            ("image-to-text-padding", "imageToTextPadding", { $0.imageToTextPadding }),
            ("text-to-secondary-text-padding", "textToSecondaryTextPadding", { $0.textToSecondaryTextPadding }),
            ("text-to-button-padding", "textToButtonPadding", { $0.textToButtonPadding }),
            (
                "button-to-secondary-button-padding", "buttonToSecondaryButtonPadding",
                { $0.buttonToSecondaryButtonPadding }
            ),
        ]
        for (name, member, padding) in paddings {
            properties.append(
                WebProperty(group + [name], json: "/\(root)/\(member)") { .length(resolved($0).map(padding) ?? 0) })
        }
        properties.append(
            WebProperty(
                group + ["align"], json: "/\(root)/alignment",
                description: "Where the content sits across: center, or start (UIKit's natural)."
            ) {
                .keyword(resolved($0)?.alignment == .natural ? .start : .center)
            })
        properties += background(group: group, root: root + "/background") { resolved($0)?.background }
        for (name, member) in [("button", "button"), ("secondary-button", "secondaryButton")] {
            @Sendable func button(_ source: Source) -> ResolvedContentUnavailableConfiguration.Button? {
                member == "button" ? resolved(source)?.button : resolved(source)?.secondaryButton
            }
            properties.append(
                WebProperty(
                    group + [name, "display"], json: "/\(root)/\(member)",
                    description: "flex when the button shows (it has a title), else none."
                ) {
                    .keyword(button($0) == nil ? .none : .flex)
                })
            properties += Self.button(group: group + [name], root: "\(root)/\(member)") { button($0)?.configuration }
        }
        return properties
    }()

    /// A resolved button's properties under `group`, at `root` in the answer; `read` gives nil where no button
    /// shows (colors transparent, lengths 0).
    private static func button(
        group: [String], root: String, _ read: @escaping @Sendable (Source) -> ResolvedButtonConfiguration?
    ) -> [WebProperty] {
        let pointer = "/" + root
        @Sendable func color(_ source: Source, _ color: (ResolvedButtonConfiguration) -> ResolvedColor) -> WebValue {
            read(source).map { .color(color($0)) } ?? .keyword(.transparent)
        }
        return [
            WebProperty(group + ["foreground-color"], json: pointer + "/foregroundColor") {
                color($0) { $0.foregroundColor }
            }
        ]
            + background(group: group, root: root + "/background") { read($0)?.background }
            + [
                WebProperty(
                    group + ["corner-radius"], json: pointer + "/cornerRadius",
                    description: "The radius the corner style gives the button's background at its default height."
                ) {
                    .length(read($0)?.cornerRadius ?? 0)
                }
            ]
            + logicalEdges(group + ["content-inset-"], json: pointer + "/contentInsets") { read($0)?.contentInsets }
            + font(group: group + ["title"], json: pointer + "/titleFont") { read($0)?.titleFont }
            + font(group: group + ["subtitle"], json: pointer + "/subtitleFont") { read($0)?.subtitleFont }
            + [
                WebProperty(
                    group + ["title-align"], json: pointer + "/titleAlignment",
                    description: "How title and subtitle lines align: start, center or end (automatic is center)."
                ) {
                    switch read($0)?.titleAlignment {
                    case .leading?: .keyword(.start)
                    case .trailing?: .keyword(.end)
                    default: .keyword(.center)
                    }
                },
                WebProperty(
                    group + ["content-direction"], json: pointer + "/imagePlacement",
                    description:
                        "The flex direction that puts the image on its placement's side of the title: row (leading), "
                        + "row-reverse (trailing), column (top), column-reverse (bottom)."
                ) {
                    switch read($0)?.imagePlacement {
                    case .trailing?: .keyword(.rowReverse)
                    case .top?: .keyword(.column)
                    case .bottom?: .keyword(.columnReverse)
                    default: .keyword(.row)
                    }
                },
                WebProperty(group + ["image-padding"], json: pointer + "/imagePadding") {
                    .length(read($0)?.imagePadding ?? 0)
                },
                WebProperty(
                    group + ["title-padding"], json: pointer + "/titlePadding",
                    description: "Between the title and the subtitle."
                ) {
                    .length(read($0)?.titlePadding ?? 0)
                },
                WebProperty(group + ["image-color"], json: pointer + "/imageColor") { color($0) { $0.imageColor } },
                WebProperty(group + ["activity-indicator-color"], json: pointer + "/activityIndicatorColor") {
                    color($0) { $0.activityIndicatorColor }
                },
            ]
    }

    /// An empty state's text: its font, color and line count.
    private static func text(
        group: [String], json: String,
        _ read: @escaping @Sendable (Source) -> ResolvedContentUnavailableConfiguration.Text?
    ) -> [WebProperty] {
        font(group: group, json: json + "/font") { read($0)?.font } + [
            WebProperty(group + ["color"], json: json + "/color") {
                read($0).map { .color($0.color) } ?? .keyword(.transparent)
            },
            WebProperty(
                group + ["line-clamp"], json: json + "/numberOfLines", description: "Most lines; 0 is no limit."
            ) {
                .lineCount(read($0)?.numberOfLines ?? 0)
            },
        ]
    }

    /// An empty state's image: tint, symbol point size, corner radius and largest size.
    private static func contentUnavailableImage(group: [String], root: String) -> [WebProperty] {
        let pointer = "/" + root
        @Sendable func resolved(_ source: Source) -> ResolvedContentUnavailableConfiguration? {
            source.contentUnavailable
        }
        return [
            WebProperty(group + ["image-tint-color"], json: pointer + "/imageTintColor") {
                resolved($0).map { .color($0.imageTintColor) } ?? .keyword(.transparent)
            },
            WebProperty(
                group + ["image-point-size"], json: pointer + "/imagePointSize",
                description: "The symbol's (or the activity indicator's) point size; auto when none is given."
            ) {
                .lengthOr(resolved($0)?.imagePointSize ?? 0, zero: .auto)
            },
            WebProperty(group + ["image-corner-radius"], json: pointer + "/imageCornerRadius") {
                .length(resolved($0)?.imageCornerRadius ?? 0)
            },
            WebProperty(
                group + ["image-max-width"], json: pointer + "/imageMaximumSize/width",
                description: "0 is no maximum (CSS none)."
            ) {
                .lengthOr(resolved($0)?.imageMaximumSize.width ?? 0, zero: .none)
            },
            WebProperty(
                group + ["image-max-height"], json: pointer + "/imageMaximumSize/height",
                description: "0 is no maximum (CSS none)."
            ) {
                .lengthOr(resolved($0)?.imageMaximumSize.height ?? 0, zero: .none)
            },
        ]
    }

    /// Insets on the four logical edges (`top`, `leading`, `bottom`, `trailing`, as the answer writes them; the
    /// stylesheet draws them with `padding-block` and `padding-inline`, so right to left mirrors them): the last
    /// component of `tokenPath` with the edge appended, the value at `json` plus `/edge`.
    private static func logicalEdges(
        _ tokenPath: [String], json: String, _ insets: @escaping @Sendable (Source) -> DirectionalEdgeInsets?
    ) -> [WebProperty] {
        let group = Array(tokenPath.dropLast())
        let prefix = tokenPath.last ?? ""
        let edges: [(String, @Sendable (DirectionalEdgeInsets) -> Double)] = [
            ("top", { $0.top }), ("leading", { $0.leading }), ("bottom", { $0.bottom }),
            ("trailing", { $0.trailing }),
        ]
        return edges.map { edge, value in
            WebProperty(group + [prefix + edge], json: json + "/" + edge) { .length(insets($0).map(value) ?? 0) }
        }
    }
}
