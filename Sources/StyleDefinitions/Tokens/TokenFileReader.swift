import StrictJSON

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a tokens document and the files its resolver sources reference, confined to the document's folder:
/// references are relative paths (no absolute path, no `..`, no URL) whose resolved location, links followed, stays
/// inside the folder; each file is a regular file within ``DesignTokenLimits/maximumFileBytes``, all of them within
/// ``DesignTokenLimits/maximumTotalBytes`` and at most ``DesignTokenLimits/maximumReferencedFiles`` of them.
struct TokenFileReader {
    /// The folder's resolved path, or nil when the document is read from memory (no file may be referenced).
    let folder: String?
    private(set) var bytesRead = 0
    private(set) var filesReferenced: [String] = []
    private var parsed: [String: Result<JSONValue, TokenFileError>] = [:]

    /// Why a file was not read: a message for a problem.
    struct TokenFileError: Error, Hashable {
        var message: String
    }

    /// A reader of files beside a document in `folder` that has already read `bytesRead` bytes (the document's).
    init(folder: String?, bytesRead: Int) {
        self.folder = folder.flatMap(Self.resolvedPath)
        self.bytesRead = bytesRead
    }

    /// The JSON reader with the tokens limits.
    static var jsonReader: JSONReader {
        JSONReader(
            limits: JSONReader.Limits(
                maximumDepth: DesignTokenLimits.maximumDepth, maximumInputBytes: DesignTokenLimits.maximumFileBytes))
    }

    /// The parsed document at `path` (the one named to the reader), with the folder it is in.
    static func readDocument(
        at path: String
    ) -> (folder: String?, bytes: Int, result: Result<JSONValue, TokenFileError>) {
        guard let resolved = resolvedPath(path) else {
            return (nil, 0, .failure(TokenFileError(message: "cannot read: \(String(cString: strerror(errno)))")))
        }
        let folder = resolved.lastIndex(of: "/").map { String(resolved[..<$0]) }.map { $0.isEmpty ? "/" : $0 }
        return (folder, size(resolved) ?? 0, readAndParse(resolved))
    }

    /// The parsed file a source references (`"colors.json"`, `"themes/dark.json"`), read once however often it is
    /// referenced.
    mutating func file(_ reference: String) -> Result<JSONValue, TokenFileError> {
        if let done = parsed[reference] { return done }
        let result = readFresh(reference)
        parsed[reference] = result
        return result
    }

    private mutating func readFresh(_ written: String) -> Result<JSONValue, TokenFileError> {
        // A URI reference may escape characters (`my%20colors.json`): checked and read as the path it names.
        guard let reference = Self.percentDecoded(written) else {
            return .failure(TokenFileError(message: "\"\(written)\" has a malformed %-escape"))
        }
        if let refusal = Self.referenceProblem(reference) { return .failure(TokenFileError(message: refusal)) }
        guard let folder else {
            return .failure(TokenFileError(message: "a document read from memory cannot reference files"))
        }
        guard filesReferenced.count < DesignTokenLimits.maximumReferencedFiles else {
            return .failure(
                TokenFileError(
                    message: "more than \(DesignTokenLimits.maximumReferencedFiles) files referenced; merge some"))
        }
        filesReferenced.append(reference)
        guard let resolved = Self.resolvedPath(folder + "/" + reference) else {
            return .failure(
                TokenFileError(message: "cannot read \"\(reference)\": \(String(cString: strerror(errno)))"))
        }
        guard resolved.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            return .failure(TokenFileError(message: "\"\(reference)\" leads outside the tokens folder; not read"))
        }
        let result = Self.readAndParse(resolved, budget: DesignTokenLimits.maximumTotalBytes - bytesRead)
        if case .success = result { bytesRead += Self.size(resolved) ?? 0 }
        return result
    }

    /// Why `reference` may not name a file, or nil: it must be a relative path inside the folder.
    static func referenceProblem(_ reference: String) -> String? {
        if reference.isEmpty { return "an empty file reference" }
        if reference.contains("://") || reference.hasPrefix("//") || reference.contains(":") {
            return "\"\(reference)\" is a URL; only files beside the resolver document are read"
        }
        if reference.hasPrefix("/") || reference.hasPrefix("~") {
            return "\"\(reference)\" is an absolute path; name the file relative to the resolver document"
        }
        if reference.split(separator: "/", omittingEmptySubsequences: false).contains("..")
            || reference.contains("\\") || reference.contains("\0")
        {
            return "\"\(reference)\" leaves the resolver document's folder; only files inside it are read"
        }
        return nil
    }

    /// `text` with each `%XX` escape decoded as UTF-8, or nil when an escape is malformed.
    static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func readAndParse(
        _ path: String, budget: Int = DesignTokenLimits.maximumFileBytes
    ) -> Result<JSONValue, TokenFileError> {
        let limit = min(DesignTokenLimits.maximumFileBytes, budget)
        let bytes: [UInt8]
        switch readBytes(path, limit: limit) {
        case .failure(let error): return .failure(error)
        case .success(let read): bytes = read
        }
        do {
            return .success(try jsonReader.parse(bytes))
        } catch {
            return .failure(TokenFileError(message: "not valid JSON: \(error)"))
        }
    }

    /// The bytes of the regular file at `path`, refused past `limit`.
    private static func readBytes(_ path: String, limit: Int) -> Result<[UInt8], TokenFileError> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(TokenFileError(message: "cannot open: \(String(cString: strerror(errno)))"))
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(TokenFileError(message: "not a regular file; not read"))
        }
        let limitMessage =
            limit < DesignTokenLimits.maximumFileBytes
            ? "all token files together are larger than the limit of \(DesignTokenLimits.maximumTotalBytes) bytes"
            : "the file is larger than the limit of \(DesignTokenLimits.maximumFileBytes) bytes"
        guard Int(status.st_size) <= limit else { return .failure(TokenFileError(message: limitMessage)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(TokenFileError(message: "cannot read: \(String(cString: strerror(errno)))"))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return .failure(TokenFileError(message: limitMessage)) }
        }
    }

    private static func size(_ path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// The path with every link and `.` resolved, or nil.
    private static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
