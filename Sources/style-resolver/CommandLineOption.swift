import StyleDefinitions
import StyleHTTPService

/// One option of the service: its flag, environment variables, value, default, the text `--help` and the README
/// show, and how a value sets ``ServiceSettings``. Parsing, `--help` and the README's flag table all come from the
/// rows of ``CommandLineOption/service``, so an option is written once.
struct CommandLineOption {
    /// The flag, `--port`.
    let flag: String
    /// The value's name in the usage (`N`, `DIR`, `on|off`); empty for a switch, which takes no value.
    let placeholder: String
    /// The values accepted, in words (`0 to 65535`), as a refusal and the README say them.
    let accepted: String
    /// The environment variables that set it, the winning one first.
    let environment: [String]
    /// The default: a value `accepts` takes (so a test can check it is the settings' own), or words for one that is
    /// computed or absent.
    let defaultValue: Default
    /// One use, as Markdown (`--port 9000`).
    let example: String
    /// What it sets, as Markdown: backquoted names, and links relative to the README (the help prints the text).
    let summary: String
    /// Sets the settings from a value; false when the value is not one of those accepted.
    let accepts: (String, inout ServiceSettings) -> Bool

    /// An option's default.
    enum Default {
        /// A value as it would be given on the command line.
        case value(String)
        /// Words, for a default that is computed (`one per core`) or absent (`none`).
        case words(String)

        /// The default as the help and the README say it.
        var text: String {
            switch self {
            case .value(let value): "`\(value)`"
            case .words(let words): words
            }
        }
    }

    /// What a flag's value is, how it is read, and how the help and the README name it.
    struct Value<Wrapped> {
        let placeholder: String
        let accepted: String
        let read: (String) -> Wrapped?
    }

    /// An option whose value is read as `value` describes and handed to `set`.
    init<Wrapped>(
        _ flag: String, _ value: Value<Wrapped>, environment: [String], default defaultValue: Default,
        example: String, _ summary: String, set: @escaping (inout ServiceSettings, Wrapped) -> Void
    ) {
        self.flag = flag
        self.placeholder = value.placeholder
        self.accepted = value.accepted
        self.environment = environment
        self.defaultValue = defaultValue
        self.example = example
        self.summary = summary
        self.accepts = { text, settings in
            guard let read = value.read(text) else { return false }
            set(&settings, read)
            return true
        }
    }

    /// Whether the flag takes no value on the command line (`--read-only`, or `--read-only=false`).
    var isSwitch: Bool { placeholder.isEmpty }

    /// Sets `settings` from `value`, or says what was expected.
    func apply(_ value: String, to settings: inout ServiceSettings) -> UsageError? {
        accepts(value, &settings) ? nil : UsageError("\(flag) expects \(accepted), got \(value)")
    }
}

extension CommandLineOption.Value<Int> {
    /// A whole number in `range`.
    static func integer(_ range: ClosedRange<Int>, _ placeholder: String = "N", unit: String = "") -> Self {
        Self(placeholder: placeholder, accepted: "\(range.lowerBound) to \(range.upperBound)\(unit)") { text in
            guard let number = Int(text), range.contains(number) else { return nil }
            return number
        }
    }
}

extension CommandLineOption.Value<Duration> {
    /// Whole seconds in `range`.
    static func seconds(_ range: ClosedRange<Int>) -> Self {
        let integer = CommandLineOption.Value<Int>.integer(range, "S", unit: " seconds")
        return Self(placeholder: integer.placeholder, accepted: integer.accepted) {
            integer.read($0).map(Duration.seconds)
        }
    }

    /// Whole milliseconds in `range`.
    static func milliseconds(_ range: ClosedRange<Int>) -> Self {
        let integer = CommandLineOption.Value<Int>.integer(range)
        return Self(placeholder: integer.placeholder, accepted: integer.accepted) {
            integer.read($0).map(Duration.milliseconds)
        }
    }
}

extension CommandLineOption.Value<String> {
    /// Any text, named `placeholder` in the usage.
    static func text(_ placeholder: String) -> Self {
        Self(placeholder: placeholder, accepted: "any text") { $0 }
    }
}

extension CommandLineOption.Value<[String]> {
    /// A comma-separated list; blanks around the items and empty items are dropped.
    static var list: Self {
        Self(placeholder: "LIST", accepted: "a comma-separated list") { text in
            text.split(separator: ",").map { $0.trimmingCharacters(in: [" ", "\t"]) }.filter { !$0.isEmpty }
        }
    }
}

extension CommandLineOption.Value<[TokenMode: String]> {
    /// `mode=context` pairs separated by commas (`light=Day,dark=Night`), each mode at most once.
    static var modeMap: Self {
        let modes = TokenMode.allCases.map(\.rawValue).joined(separator: ", ")
        return Self(placeholder: "MAP", accepted: "mode=context pairs separated by commas, the modes among \(modes)") {
            text in
            var map: [TokenMode: String] = [:]
            for pair in text.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: [" ", "\t"]) }
                guard parts.count == 2, let mode = TokenMode(rawValue: parts[0]), !parts[1].isEmpty,
                    map.updateValue(parts[1], forKey: mode) == nil
                else { return nil }
            }
            return map.isEmpty ? nil : map
        }
    }
}

extension CommandLineOption.Value<Bool> {
    /// `on` or `off` (and the other spellings of a boolean).
    static var onOff: Self { boolean(placeholder: "on|off", accepted: "on or off") }

    /// A switch: the bare flag means true; `=true` or `=false` (and the other spellings) when given a value.
    static var toggle: Self { boolean(placeholder: "", accepted: "true or false") }

    private static func boolean(placeholder: String, accepted: String) -> Self {
        Self(placeholder: placeholder, accepted: accepted) { text in
            switch text.lowercased() {
            case "on", "true", "1", "yes": true
            case "off", "false", "0", "no": false
            default: nil
            }
        }
    }
}

extension CommandLineOption.Value where Wrapped: RawRepresentable<String> & CaseIterable {
    /// One of the type's cases, by its raw value.
    static var choice: Self {
        let names = Wrapped.allCases.map(\.rawValue)
        let accepted = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        return Self(placeholder: names.joined(separator: "|"), accepted: accepted) { Wrapped(rawValue: $0) }
    }
}

extension CommandLineOption {
    /// The heading and first rows of the README's flag table.
    static let markdownHeader = """
        | flag | environment variable | accepts | default | example | what it sets |
        | --- | --- | --- | --- | --- | --- |
        """

    /// The README's flag table of `options`: the header, then one row each.
    static func markdownTable(_ options: [CommandLineOption]) -> String {
        ([markdownHeader] + options.map(\.markdownRow)).joined(separator: "\n")
    }

    /// The option as a row of the README's flag table.
    var markdownRow: String {
        Self.markdownRow([
            "`\(usage)`", environment.map { "`\($0)`" }.joined(separator: ", "), accepted, defaultValue.text, example,
            summary,
        ])
    }

    /// A row of a Markdown table: the cells, each `|` in them escaped.
    static func markdownRow(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingAll("|", with: "\\|") }.joined(separator: " | ") + " |"
    }

    /// The option in `--help`: the flag and its variables, then what it sets, its values and its default, wrapped.
    var helpLines: [String] {
        let first = "  " + usage.padded(to: 30) + " " + environment.joined(separator: " or ")
        let text = summary + "; " + accepted + ", default " + defaultValue.text
        return [first] + Self.wrap(Self.plain(text), width: 116, indent: "      ")
    }

    /// `usage` and `text` as two columns of `--help`, the text wrapped in its column (and below the usage when that is
    /// wider than its column).
    static func helpRow(_ usage: String, _ text: String) -> [String] {
        let indent = String(repeating: " ", count: 33)
        var lines = wrap(plain(text), width: 116, indent: indent)
        if usage.count <= 30, !lines.isEmpty {
            lines[0] = "  " + usage.padded(to: 30) + " " + lines[0].dropFirst(indent.count)
        } else {
            lines.insert("  " + usage, at: 0)
        }
        return lines
    }

    /// Markdown as the help prints it: without backquotes, and each link as its text.
    static func plain(_ markdown: String) -> String {
        var text = ""
        var rest = markdown[...]
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]"),
            rest[close...].dropFirst().first == "(", let end = rest[close...].firstIndex(of: ")")
        {
            text += rest[..<open] + rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return (text + rest).replacingAll("`", with: "")
    }

    /// The flag with its placeholder, `--port N`.
    var usage: String { isSwitch ? flag : flag + " " + placeholder }

    /// `text` in lines of at most `width` characters (a longer word gets a line of its own), each after `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        if line.count > indent.count { lines.append(line) }
        return lines
    }
}

extension String {
    /// The text with every `target` replaced by `replacement`.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }

    /// The text followed by spaces up to `width` characters (unchanged when it is that long already).
    func padded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
