import ViewConfigurations

/// Puts one token's four per-mode resolutions together into a ``DesignToken``: present in every mode, of one type.
enum TokenModeCombiner {
    /// The token at `path`, or nil with a problem when a mode lacks it or the modes disagree on its type.
    static func token(
        _ path: String, modes: [TokenMode: [String: TokenAliasResolver.Resolved]], problems: inout TokenProblemList
    ) -> DesignToken? {
        let found = TokenMode.allCases.map { modes[$0]?[path] }
        guard let any = found.compactMap({ $0 }).first else { return nil }
        let values = found.compactMap { $0 }
        guard values.count == found.count else {
            let missing = zip(TokenMode.allCases, found).filter { $0.1 == nil }.map(\.0.rawValue)
            problems.report(
                any.origin,
                "token \"\(path)\" has no value in the \(missing.joined(separator: ", ")) mode; define it for every "
                    + "context of the mode modifier, or in a set all modes read")
            return nil
        }
        guard let value = combined(values) else {
            let types = zip(TokenMode.allCases, values).map { "\($0.0.rawValue): \($0.1.type)" }
            problems.report(
                any.origin,
                "token \"\(path)\" has a different type in each mode (\(types.joined(separator: ", "))); give it one type"
            )
            return nil
        }
        return DesignToken(path: path, value: value, chains: Self.modes(values.map(\.chain)))
    }

    /// The four values as one, or nil when they are not of one type.
    private static func combined(_ values: [TokenAliasResolver.Resolved]) -> DesignToken.Value? {
        let decoded = values.map(\.value)
        if let colors = all(decoded, { if case .color(let color) = $0 { color } else { nil } }) {
            return .color(modes(colors))
        }
        if let lengths = all(decoded, { if case .dimension(let length) = $0 { length } else { nil } }) {
            return .dimension(modes(lengths))
        }
        if let numbers = all(decoded, { if case .number(let number) = $0 { number } else { nil } }) {
            return .number(modes(numbers))
        }
        let types = Set(values.map(\.type))
        guard types.count == 1, let type = types.first else { return nil }
        return .other(type: type)
    }

    private static func all<T>(_ values: [TokenValueDecoder.Decoded], _ pick: (TokenValueDecoder.Decoded) -> T?) -> [T]?
    {
        let picked = values.compactMap(pick)
        return picked.count == values.count ? picked : nil
    }

    private static func modes<T: Hashable & Sendable>(_ values: [T]) -> TokenModes<T> {
        TokenModes(light: values[0], dark: values[1], lightHighContrast: values[2], darkHighContrast: values[3])
    }
}
