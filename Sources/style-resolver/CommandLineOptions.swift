import StrictJSON
import StyleHTTPService
import StyleService
import ViewConfigurations

/// What the `style-resolver` executable was asked to do.
public enum StyleResolverCommand: Sendable, Equatable {
    /// Run the HTTP service.
    case serve(ServiceSettings)
    /// Read one request (or a batch with `items`) on standard input and print the answer, without a server.
    case resolve(ServiceSettings)
    /// Check every style document of a folder (naming the tokens of `--tokens`, when given) and report the problems.
    case checkStyles(String, ServiceSettings)
    /// Write a style's (or every style's) export files into a folder, without a server.
    case export(ExportCommand, ServiceSettings)
    case help
    /// Print the version and the commit the binary was built from.
    case version

    /// The command for the arguments (without the program name) and environment; flags win over variables.
    public static func parse(
        arguments: [String], environment: [String: String]
    ) -> Result<StyleResolverCommand, UsageError> {
        var arguments = arguments[...]
        var command = "serve"
        if let first = arguments.first, !first.hasPrefix("-") {
            command = first
            arguments = arguments.dropFirst()
        }
        var exportCommand: ExportCommand?
        if command == "export" {
            var export = ExportCommand()
            var remaining: [String] = []
            if let error = export.take(&arguments, leaving: &remaining) { return .failure(error) }
            arguments = remaining[...]
            if arguments.contains("--help") || arguments.contains("-h") { return .success(.help) }
            if let error = export.validate() { return .failure(error) }
            exportCommand = export
        }
        let options = CommandLineOption.service
        // Environment first, so flags can override it (and `STYLE_RESOLVER_PORT` overrides `PORT`).
        var given: [(option: CommandLineOption, value: String)] = []
        for option in options {
            for name in option.environment.reversed() {
                if let value = environment[name] { given.append((option, value)) }
            }
        }
        var positional: [String] = []
        switch scan(arguments, options: options) {
        case .failure(let error): return .failure(error)
        case .success(.found(let other)): return .success(other)
        case .success(.options(let flags, let rest)):
            given += flags
            positional = rest
        }
        var settings = ServiceSettings()
        for (option, value) in given {
            if let error = option.apply(value, to: &settings) { return .failure(error) }
        }
        return finish(command, positional: positional, settings: settings, export: exportCommand)
    }

    /// What the arguments after the command hold.
    private enum Scan {
        /// `--help` or `--version`, which answer whatever else was given.
        case found(StyleResolverCommand)
        /// The options given, with their values, in order, and the other arguments.
        case options([(option: CommandLineOption, value: String)], positional: [String])
    }

    /// Reads the flags of `options` (as `--flag value` or `--flag=value`; a switch alone or `--flag=value`) and sets
    /// the other arguments apart.
    private static func scan(_ arguments: ArraySlice<String>, options: [CommandLineOption]) -> Result<Scan, UsageError>
    {
        var arguments = arguments
        var given: [(option: CommandLineOption, value: String)] = []
        var positional: [String] = []
        while let argument = arguments.popFirst() {
            if argument == "--help" || argument == "-h" { return .success(.found(.help)) }
            if argument == "--version" { return .success(.found(.version)) }
            guard argument.hasPrefix("--") else {
                positional.append(argument)
                continue
            }
            // `--flag=` keeps its empty value (an empty admin token is refused, never read as the next argument).
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let option = options.first(where: { $0.flag == parts[0] }) else {
                return .failure(UsageError("unknown option \(parts[0])"))
            }
            let value: String? = parts.count > 1 ? parts[1] : option.isSwitch ? "true" : arguments.popFirst()
            guard let value else { return .failure(UsageError("\(option.flag) needs a value")) }
            given.append((option, value))
        }
        return .success(.options(given, positional: positional))
    }

    /// The command named `name`, once its options are read.
    private static func finish(
        _ name: String, positional: [String], settings: ServiceSettings, export: ExportCommand?
    ) -> Result<StyleResolverCommand, UsageError> {
        switch name {
        case "serve":
            guard positional.isEmpty else { return .failure(UsageError("unexpected argument \(positional[0])")) }
            if let refusal = settings.startupRefusal { return .failure(UsageError(refusal)) }
            return .success(.serve(settings))
        case "resolve":
            guard positional.isEmpty else { return .failure(UsageError("unexpected argument \(positional[0])")) }
            return .success(.resolve(settings))
        case "check-styles":
            guard positional.count == 1 else { return .failure(UsageError("check-styles takes one folder")) }
            return .success(.checkStyles(positional[0], settings))
        case "export":
            guard positional.isEmpty, let export else {
                return .failure(UsageError("unexpected argument \(positional.first ?? "")"))
            }
            return .success(.export(export, settings))
        case "help":
            return .success(.help)
        case "version":
            return .success(.version)
        default:
            return .failure(
                UsageError("unknown command \(name); expected serve, resolve, check-styles, export or version"))
        }
    }

    /// `(flag, environment variable without the STYLE_RESOLVER_ prefix)` for every option that takes a value.
    public static var valueFlags: [(flag: String, variable: String)] {
        CommandLineOption.service.filter { !$0.isSwitch }.map {
            ($0.flag, String($0.environment[0].dropFirst("STYLE_RESOLVER_".count)))
        }
    }

    /// The `--version` text: `style-resolver VERSION (commit HASH)`, the commit `unknown` when the build had none.
    public static var versionText: String { "style-resolver \(BuildInfo.version) (commit \(BuildInfo.commit))" }

    /// The `--help` text: the usage, then the export's and the service's options from their tables.
    public static var helpText: String {
        let sections = [
            usageText, "EXPORT OPTIONS (from --format on, the query parameters of GET /v1/styles/{name}/export)",
            ExportCommand.helpLines.joined(separator: "\n"), "", optionsHeading, optionsHelp, closingText,
        ]
        return sections.joined(separator: "\n")
    }

    /// The heading of the service's options in `--help`.
    static let optionsHeading = "OPTIONS (each also an environment variable; flags win)"

    /// The service's options in `--help`, from their table.
    static var optionsHelp: String { CommandLineOption.service.flatMap(\.helpLines).joined(separator: "\n") }

    private static let usageText = """
        style-resolver: UIKit's cell configuration model as an HTTP service.

        USAGE
          style-resolver [serve] [options]     run the service (the default)
          style-resolver resolve [options]     read a resolve request (or a batch with "items") on standard
                                               input, print the answer; no server
          style-resolver check-styles DIR      check every style document (*.json) in DIR (with --tokens FILE, the
                                               tokens they name); exit 1 on problems
          style-resolver export (--style NAME | --all) --format FORMAT --out DIR [export options]
                                               write a style's export files into DIR; no server
          style-resolver --version             print the version and the commit it was built from
          style-resolver -h, --help            this text

        """

    private static let closingText = """

        SIGNALS
          SIGTERM, SIGINT   stop accepting, finish requests in flight, end event streams, exit 0
          SIGHUP            reload the styles folder and the tokens file (each all or nothing), as a change seen
                            by the watcher does

        ENDPOINTS
          GET / (the playground page), POST /v1/resolve[?explain=true], POST /v1/resolve/batch, GET /v1/styles,
          GET|PUT|DELETE /v1/styles/{name}, POST /v1/styles/{name}/matrix,
          GET /v1/styles/{name}/stylesheet.css, GET /v1/styles/{name}/tokens.json,
          GET /v1/styles/{name}/export, GET /client.js, GET /client.d.ts,
          GET /v1/tokens, GET /v1/events (server-sent events), GET /healthz, GET /readyz, GET /metrics,
          GET /openapi.yaml
        """
}

/// A command-line mistake, said plainly.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension Substring {
    /// The text without the leading and trailing characters of `set`.
    func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop(while: set.contains).reversed().drop(while: set.contains).reversed())
    }
}
