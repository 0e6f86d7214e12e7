/// How one color became concrete, step by step: for explaining a resolved value, never on the resolve path.
public struct ColorTrace: Hashable, Sendable {
    /// One transformer step and the color after it.
    public struct Step: Hashable, Sendable {
        /// The step's name, as ``ColorTransformer/description`` writes it (`highlight`, `alpha(0.5)`).
        public var transformer: String
        public var result: ResolvedColor
    }

    /// The color before any transformer, by name (`systemBlue`) or hex (`#34C759`).
    public var base: String
    /// ``base`` resolved for the traits.
    public var baseValue: ResolvedColor
    /// The color's own transformers, then the configuration's, in the order they apply.
    public var steps: [Step]
}

extension Color {
    /// The trace of ``resolvedColor(with:)`` followed by an optional further transformer (a configuration's
    /// `backgroundColorTransformer`, `colorTransformer`, …); its last result equals the resolved color.
    public func trace(with traits: TraitCollection, transformedBy extra: ColorTransformer?) -> ColorTrace {
        let untransformed = Color(base: base, transformer: nil)
        let baseValue = untransformed.resolvedColor(with: traits)
        var color = baseValue
        var steps: [ColorTrace.Step] = []
        for step in (transformer?.components ?? []) + (extra?.components ?? []) {
            color = step.apply(to: color, traits: traits)
            steps.append(ColorTrace.Step(transformer: step.description, result: color))
        }
        return ColorTrace(base: untransformed.description, baseValue: baseValue, steps: steps)
    }
}
