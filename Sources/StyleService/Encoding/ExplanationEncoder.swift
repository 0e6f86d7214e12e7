import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// Writes `?explain=true`'s `explain` object: one member per property path of the answer
/// (`background.backgroundColor`), each
/// `{source, rule?, factory?, followsState?, inferred?, supersedes?, tintColor?, baseColor?, baseValue?, transformers?,
/// why}`.
enum ExplanationEncoder {
    static func write(_ explanations: [PropertyExplanation], into writer: inout JSONWriter) {
        writer.beginObject()
        for explanation in explanations {
            writer.key(explanation.path)
            writer.beginObject()
            writeSource(explanation.source, into: &writer)
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

    private static func writeSource(_ source: ValueSource, into writer: inout JSONWriter) {
        switch source {
        case .factoryDefault: writer.field("source", "factoryDefault")
        case .tintFallback: writer.field("source", "tintFallback")
        case .styleOverride: writer.field("source", "styleOverride")
        case .requestOverride: writer.field("source", "requestOverride")
        case .rule(let index):
            writer.field("source", "rule")
            writer.field("rule", index)
        }
    }
}
