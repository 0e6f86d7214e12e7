import StrictJSON
import ViewConfigurations

/// Decoders for the values a request's cell content holds beside its plain strings.
extension DocumentDecoder {
    /// Attributed text: `{"runs": [{"text": "Due ", "font": {"textStyle": "headline"}, "color": "systemRed"}]}`. A
    /// run's `font` and `color` are optional (null is the same as leaving them out) and decode as the properties'
    /// fonts and colors do.
    package mutating func attributedText(_ value: JSONValue, at pointer: JSONPointer) -> AttributedText? {
        guard let object = object(value, at: pointer) else { return nil }
        let problemsBefore = problems.count
        rejectUnknownKeys(object, allowed: ["runs"], at: pointer)
        let runsPointer = pointer.appending("runs")
        guard let runsValue = object["runs"] else {
            report(pointer, "missing \"runs\": an array of {\"text\", \"font\"?, \"color\"?}")
            return nil
        }
        guard let runs = runsValue.arrayValue else {
            report(runsPointer, "expected an array of runs, found \(runsValue.typeName)")
            return nil
        }
        var decoded: [AttributedText.Run] = []
        for (index, run) in runs.enumerated() {
            if let run = self.run(run, at: runsPointer.appending(index)) { decoded.append(run) }
        }
        return problems.count == problemsBefore ? AttributedText(decoded) : nil
    }

    /// One run: `{"text": "…", "font"?: {…}, "color"?: "…"}`.
    private mutating func run(_ value: JSONValue, at pointer: JSONPointer) -> AttributedText.Run? {
        guard let object = object(value, at: pointer) else { return nil }
        let problemsBefore = problems.count
        rejectUnknownKeys(object, allowed: ["text", "font", "color"], at: pointer)
        var text: String?
        if let value = object["text"] {
            text = string(value, at: pointer.appending("text"))
        } else {
            report(pointer, "missing \"text\": the run's characters")
        }
        var font: Font?
        if let value = object["font"], !value.isNull { font = self.font(value, at: pointer.appending("font")) }
        var color: Color?
        if let value = object["color"], !value.isNull { color = requiredColor(value, at: pointer.appending("color")) }
        guard let text, problems.count == problemsBefore else { return nil }
        return AttributedText.Run(text, font: font, color: color)
    }

    /// A BCP 47 language tag (`"tr"`, `"pt-BR"`); `tr_TR` suggests `tr-TR`.
    package mutating func languageTag(_ value: JSONValue, at pointer: JSONPointer) -> LanguageTag? {
        guard let text = string(value, at: pointer) else { return nil }
        if let tag = LanguageTag(text) { return tag }
        let message = "\"\(text)\" is not a BCP 47 language tag such as \"tr\" or \"pt-BR\""
        let hyphenated = String(text.map { $0 == "_" ? "-" : $0 })
        guard hyphenated != text, LanguageTag(hyphenated) != nil else {
            report(pointer, message)
            return nil
        }
        report(
            DocumentProblem(
                pointer: pointer, message: "\(message); did you mean \"\(hyphenated)\"?", suggestion: hyphenated))
        return nil
    }
}
