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
    /// The export's query parameters, from the flags (`--tint-color` is `tintColor`), in the order given.
    public var parameters: [Parameter] = []

    /// One query parameter.
    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    /// Each export flag and the query parameter it sets.
    static let flags: [(flag: String, parameter: String)] = [
        ("--format", "format"), ("--prefix", "prefix"), ("--layer", "layer"), ("--units", "units"),
        ("--theme", "theme"), ("--design", "design"), ("--selector", "selector"), ("--tint-color", "tintColor"),
    ]

    /// The service flags `export` takes besides its own: where the styles are, and the default design.
    static let settingFlags = ["--styles-dir", "--data-dir", "--default-design"]

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
            let known = ["--style", "--out"] + Self.flags.map(\.flag) + Self.settingFlags
            guard known.contains(flag) else {
                return UsageError(
                    argument.hasPrefix("-")
                        ? "export does not take \(flag); it takes --style NAME or --all, --out DIR and "
                            + (Self.flags.map(\.flag) + Self.settingFlags).joined(separator: ", ")
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
            _ = try query()
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

    /// The decoded options.
    func query() throws(ServiceError) -> ExportQuery {
        try ExportQuery.decode(parameters.map { ($0.name, $0.value) })
    }
}
