import StrictJSON
import StyleDefinitions
import StyleService

/// What `style-resolver export` was asked for: which styles, which format, where to, and the export's options as the
/// query parameters of `GET /v1/styles/{name}/export`, so the CLI and the endpoint check them with one decoder.
public struct ExportCommand: Sendable, Equatable {
    /// One style by name, or every style (nil).
    public var style: String?
    /// Whether `--all` was given.
    public var all = false
    /// The folder the files are written to (created when missing).
    public var outputDirectory: String?
    /// The npm package to write around the files (`--package`; `ts` only), as given.
    public var packageName: String?
    /// The export's query parameters, from the flags (`--tint-color` is `tintColor`), in the order given.
    public var parameters: [Parameter] = []

    /// One query parameter.
    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    /// Each flag of `export`: its value's name (none for `--all`), the query parameter it sets (none for the choice
    /// of styles and folder), and what it does, in Markdown (the help prints it without the backquotes).
    static let flags: [(flag: String, value: String, parameter: String?, help: String)] = [
        ("--style", "NAME", nil, "one style, by name"),
        ("--all", "", nil, "every style, one set of files each"),
        ("--out", "DIR", nil, "the folder the files go to (created when missing)"),
        (
            "--package", "NAME", nil,
            "with `--format ts`: also write an npm package around the files (package.json, index.js, index.d.ts, "
                + "README.md), NAME its npm name"
        ),
        (
            "--format", ExportFormat.allCases.map(\.rawValue).joined(separator: "|"), "format",
            "the format of the files"
        ),
        ("--prefix", "P", "prefix", "custom properties (and Sass, Tailwind names) become `--P-…`"),
        ("--layer", "L", "layer", "wrap the CSS rules in `@layer L`"),
        ("--units", "px|rem", "units", "lengths in `px` (the default) or `rem` (points / 16)"),
        (
            "--theme", "media|attribute|light-dark", "theme",
            "what switches dark mode and increased contrast (default `media`)"
        ),
        (
            "--hover", "none|highlighted|state-KEY", "hover",
            "the state the pointer over the element marks where the device hovers (default `none`)"
        ),
        (
            "--design", "ios18|ios26", "design",
            "the design the CSS leaves unmarked and the other formats' unprefixed modes follow (default: "
                + "`--default-design`, else `ios26`)"
        ),
        (
            "--selector", "S", "selector",
            "the stylesheet's selector (default `.cell`, `.button` or `.content-unavailable` by kind)"
        ),
        ("--tint-color", "C", "tintColor", "the tint (default `systemBlue`; `#RRGGBB` or a system color name)"),
    ]

    /// The flags that set a query parameter of the export.
    static var parameterFlags: [String] { flags.filter { $0.parameter != nil }.map(\.flag) }

    /// The service flags `export` takes besides its own: where the styles are, the design tokens they name, and the
    /// default design.
    static let settingFlags = ["--styles-dir", "--data-dir", "--tokens", "--tokens-mode-map", "--default-design"]

    /// What the row of the service flags says they do.
    private static let settingFlagsHelp =
        "where the styles are, the tokens they name and the default design, as for `serve`"

    /// The export's flags in `--help`, one line each, then the service flags it takes.
    static var helpLines: [String] {
        flags.flatMap { CommandLineOption.helpRow(usage($0.flag, $0.value), $0.help) }
            + CommandLineOption.helpRow(settingFlags.joined(separator: ", "), settingFlagsHelp)
    }

    /// The export's flags as the table of docs/EXPORT.md.
    static var markdownTable: String {
        let rows =
            flags.map { ["`\(usage($0.flag, $0.value))`", $0.help] }
            + [[settingFlags.map { "`\($0)`" }.joined(separator: ", "), settingFlagsHelp]]
        return (["| flag | what it sets |", "| --- | --- |"] + rows.map(CommandLineOption.markdownRow)).joined(
            separator: "\n")
    }

    private static func usage(_ flag: String, _ value: String) -> String { value.isEmpty ? flag : flag + " " + value }

    /// A command with nothing chosen yet.
    public init() {}

    /// Takes the export's own flags from the arguments, leaving the service flags it accepts (with their values, and
    /// `--help`) for the service's parser; any other argument is a usage error.
    mutating func take(_ arguments: inout ArraySlice<String>, leaving remaining: inout [String]) -> UsageError? {
        while let argument = arguments.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = parts.first ?? argument
            if argument == "--help" || argument == "-h" {
                remaining.append(argument)
                continue
            }
            if argument == "--all" {
                all = true
                continue
            }
            let known = Self.flags.filter { !$0.value.isEmpty }.map(\.flag) + Self.settingFlags
            guard known.contains(flag) else {
                return UsageError(
                    argument.hasPrefix("-")
                        ? "export does not take \(flag); it takes --style NAME or --all, --out DIR, --package NAME and "
                            + (Self.parameterFlags + Self.settingFlags).joined(separator: ", ")
                        : "unexpected argument \(argument)")
            }
            guard let value = parts.count > 1 ? parts[1] : arguments.popFirst() else {
                return UsageError("\(flag) needs a value")
            }
            switch flag {
            case "--style":
                guard style == nil else { return UsageError("--style is given more than once") }
                style = value
            case "--out":
                guard outputDirectory == nil else { return UsageError("--out is given more than once") }
                outputDirectory = value
            case "--package":
                guard packageName == nil else { return UsageError("--package is given more than once") }
                packageName = value
            case _ where Self.settingFlags.contains(flag): remaining += [flag, value]
            default:
                let parameter = Self.flags.first { $0.flag == flag }?.parameter ?? flag
                parameters.append(Parameter(name: parameter, value: value))
            }
        }
        return nil
    }

    /// Checks the choice and the options as the endpoint checks its query; each problem names its flag.
    func validate() -> UsageError? {
        guard (style != nil) != all else { return UsageError("export takes --style NAME or --all (one of them)") }
        guard let outputDirectory, !outputDirectory.isEmpty else { return UsageError("export needs --out DIR") }
        do throws(ServiceError) {
            let query = try query(tokens: nil, beforeTokens: true)
            if let packageName {
                guard query.format == .ts else {
                    return UsageError("--package: only with --format ts (the package is the ts export's modules)")
                }
                if case .failure(let error) = NpmPackageName.parse(packageName) {
                    return UsageError("--package: \(error)")
                }
            }
        } catch {
            let messages = error.problems.map { problem in
                let parameter = problem.pointer.tokens.first ?? ""
                let flag = Self.flags.first { $0.parameter == parameter }?.flag ?? parameter
                return "\(flag): \(problem.message)"
            }
            return UsageError(messages.joined(separator: "\n"))
        }
        return nil
    }

    /// The decoded options, a tint alias naming one of `tokens`. Before the tokens load (`beforeTokens`), a tint
    /// alias is left out, to be checked once they have.
    func query(tokens: DesignTokenSet?, beforeTokens: Bool = false) throws(ServiceError) -> ExportQuery {
        let items = parameters.map { ($0.name, $0.value) }
        return try ExportQuery.decode(
            beforeTokens ? items.filter { !($0.0 == "tintColor" && $0.1.hasPrefix("{")) } : items, tokens: tokens)
    }
}
