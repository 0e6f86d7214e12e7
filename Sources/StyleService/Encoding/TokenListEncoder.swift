import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// The JSON of `GET /v1/tokens`: every design token styles may name, by path, with the alias that names it, its
/// type, the chain of aliases to its value (each mode's where they differ) and its value in each mode; what the
/// playground lists and completes.
package enum TokenListEncoder {
    /// The list for `tokens` (none without a tokens file), sorted by path.
    package static func encode(_ tokens: DesignTokenSet?) -> [UInt8] {
        var writer = JSONWriter(capacity: 4_096)
        writer.beginObject()
        writer.fieldName("tokens")
        writer.beginArray()
        for path in tokens?.paths ?? [] {
            guard let token = tokens?.token(path) else { continue }
            write(token, into: &writer)
        }
        writer.endArray()
        writer.endObject()
        return writer.takeBytes()
    }

    /// `chain`, the paths followed in light mode, and, when the modes alias through different tokens (a resolver
    /// whose dark context aliases another palette), `chains`, each mode's; shared with explain.
    static func writeChain(of token: DesignToken, into writer: inout JSONWriter) {
        func write(_ chain: [String]) {
            writer.beginArray()
            for path in chain { writer.value(path) }
            writer.endArray()
        }
        writer.fieldName("chain")
        write(token.chain)
        guard !token.chains.isUniform else { return }
        writer.fieldName("chains")
        writer.beginObject()
        for (mode, chain) in token.chains.named {
            writer.key(mode)
            write(chain)
        }
        writer.endObject()
    }

    private static func write(_ token: DesignToken, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("path", token.path)
        writer.field("alias", "{\(token.path)}")
        writer.field("type", token.typeName)
        writeChain(of: token, into: &writer)
        writer.fieldName("values")
        switch token.value {
        case .color(let modes):
            writer.beginObject()
            for (mode, color) in modes.named { writer.field(mode, color) }
            writer.endObject()
        case .dimension(let modes), .number(let modes):
            writer.beginObject()
            for (mode, number) in modes.named { writer.field(mode, number) }
            writer.endObject()
        case .other:
            writer.null()
        }
        writer.endObject()
    }
}
