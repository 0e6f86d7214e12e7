import StrictJSON

#if canImport(Glibc)
import Glibc
#endif

/// Where writable user styles live on disk: one `<name>.json` file per style in a folder.
///
/// A write goes to a temporary file in the same folder, is flushed with `fsync`, renamed over the style's file and
/// the folder is flushed, so an acknowledged write survives a crash or `kill -9` at any moment and a crash never
/// leaves a half-written style file (a stray temporary file is removed on the next load).
public struct StyleStore: Sendable {
    public let directory: String

    /// A store in a folder, created (with its parents) if missing.
    public init(directory: String) throws(StorageError) {
        self.directory = directory
        try Self.makeDirectories(directory)
    }

    /// Every stored style by name, with the problems of files that could not be read (they are skipped). A file is
    /// read no further than `reader` would parse.
    public func loadAll(reader: JSONReader = JSONReader()) -> (styles: [String: JSONValue], problems: [String]) {
        FolderReader(directory: directory, maximumFileBytes: reader.limits.maximumInputBytes)
            .readStyles(reader: reader, removingTemporaryFiles: true)
    }

    /// Stores a style durably, replacing any previous version.
    public func write(name: String, document: JSONValue) throws(StorageError) {
        let bytes = document.jsonBytes(format: .pretty) + [UInt8(ascii: "\n")]
        let path = filePath(for: name)
        let temporary = "\(directory)/.\(name).json.tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw StorageError(operation: "create \(temporary)", errno: errno) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Glibc.write(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let error = StorageError(operation: "write \(temporary)", errno: errno)
                close(fd)
                unlink(temporary)
                throw error
            }
            written += result
        }
        guard fsync(fd) == 0 else {
            let error = StorageError(operation: "fsync \(temporary)", errno: errno)
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let error = StorageError(operation: "rename \(temporary)", errno: errno)
            unlink(temporary)
            throw error
        }
        try syncDirectory()
    }

    /// Removes a style's file durably; removing a style that is not stored is not an error.
    public func delete(name: String) throws(StorageError) {
        if unlink(filePath(for: name)) != 0 && errno != ENOENT {
            throw StorageError(operation: "remove \(name).json", errno: errno)
        }
        try syncDirectory()
    }

    func filePath(for name: String) -> String { "\(directory)/\(name).json" }

    private func syncDirectory() throws(StorageError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw StorageError(operation: "open \(directory)", errno: errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw StorageError(operation: "fsync \(directory)", errno: errno) }
    }

    private static func makeDirectories(_ path: String) throws(StorageError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw StorageError(operation: "create \(prefix)", errno: errno)
            }
        }
    }
}

/// A file-system failure, with the operation and the system's reason.
public struct StorageError: Error, Sendable, CustomStringConvertible {
    public var operation: String
    public var reason: String

    init(operation: String, errno code: Int32) {
        self.operation = operation
        self.reason = String(cString: strerror(code))
    }

    public var description: String { "\(operation): \(reason)" }
}

/// The rule for style names: what the URL path, the file name and the JSON all accept.
public enum StyleName {
    /// The rule in words, for error messages.
    public static let rule = "1 to 64 characters from A–Z, a–z, 0–9, '.', '_' and '-', starting with a letter or digit"

    /// Whether a name follows the rule.
    public static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard (1...64).contains(bytes.count), let first = bytes.first, isAlphanumeric(first) else { return false }
        return bytes.allSatisfy {
            isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
