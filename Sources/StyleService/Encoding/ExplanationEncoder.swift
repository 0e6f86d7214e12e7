import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes `?explain=true`'s `explain` object: one member per property path of the answer
/// (`background.backgroundColor`), each
/// `{source, rule?, factory?, followsState?, inferred?, supersedes?, tintColor?, baseColor?, baseValue?, transformers?,
/// why}`. A value from design tokens has `"source": "token"`, says who set it in `setBy` (and `rule`), and names the
/// token in `alias`, `chain` and `values` (a color's, by mode) or `value`; several tokens (the members of insets)
/// are listed in `tokens`, one such object each.
enum ExplanationEncoder {
    static func write(_ explanations: [PropertyExplanation], into writer: inout JSONWriter) {
        writer.beginObject()
        for explanation in explanations {
            writer.key(explanation.path)
            writer.beginObject()
            if explanation.tokens.isEmpty {
                writeSource(explanation.source, into: &writer)
            } else {
                writer.field("source", "token")
                writeSource(explanation.source, named: "setBy", into: &writer)
                writeTokens(explanation.tokens, into: &writer)
            }
            if let factory = explanation.factory {
                writer.field("factory", factory)
                writer.field("followsState", explanation.followsState)
            }
            if let inferred = explanation.inferred { writer.field("inferred", inferred) }
            if !explanation.supersedes.isEmpty {
                writer.fieldName("supersedes")
                writer.beginArray()
                for source in explanation.supersedes {
                    writer.beginObject()
                    writeSource(source, into: &writer)
                    writer.endObject()
                }
                writer.endArray()
            }
            if let tint = explanation.tintColor { writer.field("tintColor", tint.description) }
            if let color = explanation.color {
                writer.field("baseColor", color.base)
                writer.field("baseValue", color.baseValue)
                writer.fieldName("transformers")
                writer.beginArray()
                for step in color.steps {
                    writer.beginObject()
                    writer.field("name", step.transformer)
                    writer.field("result", step.result)
                    writer.endObject()
                }
                writer.endArray()
            }
            writer.field("why", explanation.summary)
            writer.endObject()
        }
        writer.endObject()
    }

    /// The source as `key` (`source`, or `setBy` beside a token's), and the rule's index for a rule.
    private static func writeSource(
        _ source: ValueSource, named key: StaticString = "source", into writer: inout JSONWriter
    ) {
        switch source {
        case .factoryDefault: writer.field(key, "factoryDefault")
        case .tintFallback: writer.field(key, "tintFallback")
        case .styleOverride: writer.field(key, "styleOverride")
        case .requestOverride: writer.field(key, "requestOverride")
        case .rule(let index):
            writer.field(key, "rule")
            writer.field("rule", index)
        }
    }

    /// One token's members in the entry itself; several as the `tokens` array.
    private static func writeTokens(_ tokens: [DesignToken], into writer: inout JSONWriter) {
        guard tokens.count > 1 else {
            tokens.first.map { writeToken($0, into: &writer) }
            return
        }
        writer.fieldName("tokens")
        writer.beginArray()
        for token in tokens {
            writer.beginObject()
            writeToken(token, into: &writer)
            writer.endObject()
        }
        writer.endArray()
    }

    /// `alias`, `chain` (the paths followed, the alias's first; `chains` by mode where they differ) and the token's
    /// `values` by mode (a color) or `value`.
    private static func writeToken(_ token: DesignToken, into writer: inout JSONWriter) {
        writer.field("alias", "{" + token.path + "}")
        TokenListEncoder.writeChain(of: token, into: &writer)
        switch token.value {
        case .color(let modes):
            writer.fieldName("values")
            writer.beginObject()
            writer.field("light", modes.light)
            writer.field("dark", modes.dark)
            writer.field("lightHighContrast", modes.lightHighContrast)
            writer.field("darkHighContrast", modes.darkHighContrast)
            writer.endObject()
        case .dimension(let modes), .number(let modes): writer.field("value", modes.light)
        case .other: break
        }
    }
}
