import StrictJSON

#if canImport(Glibc)
import Glibc
#endif

/// Reads every `*.json` style file of a folder: the writable store's, or a read-only styles folder (a ConfigMap).
/// Design tokens kept beside the styles (``DesignTokenSet/isTokensDocument(_:)``) are not styles, and are left out.
///
/// The folder's files are not trusted. Only regular files are read: a FIFO, a socket, a device or a folder named
/// `*.json` is a problem and is never opened, so it cannot block the reader. A file larger than
/// ``maximumFileBytes`` is a problem and is read no further than that. A symbolic link is followed only when its
/// fully resolved target stays inside the folder, as the kubelet's `name.json -> ..data/name.json` layout does; a
/// link leading outside is a problem, and its target is never read (so its contents never reach a log line).
public struct FolderReader: Sendable {
    /// The folder read.
    public let directory: String
    /// The largest file read, in bytes.
    public let maximumFileBytes: Int

    /// A reader of `directory` that refuses files larger than `maximumFileBytes`.
    public init(directory: String, maximumFileBytes: Int) {
        self.directory = directory
        self.maximumFileBytes = maximumFileBytes
    }

    /// Why one file was not read.
    private enum Refusal: Error, CustomStringConvertible {
        case notRegular(kind: String)
        case linkLeadsOutside
        case tooLarge(bytes: Int?, limit: Int)
        case changedWhileOpened
        case system(operation: String, errno: Int32)

        /// Whether a second look may succeed: a link resolved while the kubelet swapped `..data` may lead into the
        /// timestamped folder it is deleting.
        var mayPass: Bool {
            switch self {
            case .changedWhileOpened: true
            case .system(_, let code): code == ENOENT
            default: false
            }
        }

        var description: String {
            switch self {
            case .notRegular(let kind): "is a \(kind), not a regular file; not read"
            case .linkLeadsOutside: "is a symbolic link leading outside the folder; not followed"
            case .tooLarge(let bytes?, let limit):
                "is \(bytes) bytes, larger than the limit of \(limit) bytes; not read"
            case .tooLarge(nil, let limit): "grew larger than the limit of \(limit) bytes while it was read"
            case .changedWhileOpened: "was replaced while it was opened; not read"
            case .system(let operation, let code): "\(operation): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Every style by name, with the problems of the entries that could not be read (they are skipped). Stray
    /// temporary files of interrupted writes are removed when `removingTemporaryFiles`.
    func readStyles(
        reader: JSONReader, removingTemporaryFiles: Bool
    ) -> (styles: [String: JSONValue], problems: [String]) {
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard folder >= 0, let root = Self.resolvedPath(directory), let dir = fdopendir(folder) else {
            let problem = "cannot read \(directory): \(String(cString: strerror(errno)))"
            if folder >= 0 { close(folder) }
            return ([:], [problem])
        }
        defer { closedir(dir) }
        var styles: [String: JSONValue] = [:]
        var problems: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") {
                if removingTemporaryFiles && name.contains(".json.tmp-") { unlinkat(folder, name, 0) }
                continue
            }
            guard name.hasSuffix(".json") else { continue }
            let styleName = String(name.dropLast(5))
            guard StyleName.isValid(styleName) else {
                problems.append("\(name): \"\(styleName)\" is not a valid style name (\(StyleName.rule))")
                continue
            }
            var result = readFile(name, in: folder, root: root)
            for _ in 1..<3 {
                guard case .failure(let refusal) = result, refusal.mayPass else { break }
                result = readFile(name, in: folder, root: root)
            }
            switch result {
            case .failure(let refusal): problems.append("\(name): \(refusal)")
            case .success(let bytes):
                do {
                    let value = try reader.parse(bytes)
                    if !DesignTokenSet.isTokensDocument(value) { styles[styleName] = value }
                } catch {
                    problems.append("\(name): \(error)")
                }
            }
        }
        return (styles, problems)
    }

    /// The bytes of the entry `name` of the open `folder` (whose resolved path is `root`), or why it is not read.
    private func readFile(_ name: String, in folder: Int32, root: String) -> Result<[UInt8], Refusal> {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return .failure(.system(operation: "stat", errno: errno))
        }
        // A link is resolved in full; its target (a path with no links left) must lie inside the folder.
        var target: String?
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = Self.resolvedPath(directory + "/" + name) else {
                return .failure(.system(operation: "resolve the link", errno: errno))
            }
            guard Self.isInside(resolved, root) else { return .failure(.linkLeadsOutside) }
            guard lstat(resolved, &status) == 0 else { return .failure(.system(operation: "stat", errno: errno)) }
            target = resolved
        }
        if let kind = Self.kind(of: status) { return .failure(.notRegular(kind: kind)) }
        if Int(status.st_size) > maximumFileBytes {
            return .failure(.tooLarge(bytes: Int(status.st_size), limit: maximumFileBytes))
        }
        // No blocking open and no link followed: what is opened is the regular file just looked at, or a refusal.
        let fd = openat(folder, target ?? name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.system(operation: "open", errno: errno)) }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0, opened.st_dev == status.st_dev, opened.st_ino == status.st_ino else {
            return .failure(.changedWhileOpened)
        }
        // Where the kernel says the file opened through a link is: a folder on the target's path swapped for a
        // link after it was resolved would show here (when /proc is mounted).
        if target != nil, let location = Self.location(of: fd), !Self.isInside(location, root) {
            return .failure(.linkLeadsOutside)
        }
        return readAll(fd, expecting: Int(opened.st_size))
    }

    /// Everything in `fd`, reading no more than one byte over the limit.
    private func readAll(_ fd: Int32, expecting size: Int) -> Result<[UInt8], Refusal> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size, maximumFileBytes) + 1)
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while bytes.count <= maximumFileBytes {
            let wanted = min(chunk.count, maximumFileBytes + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(operation: "read", errno: errno))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[0..<count]
        }
        return .failure(.tooLarge(bytes: nil, limit: maximumFileBytes))
    }

    /// What a file that is not regular is, in words; nil for a regular file.
    private static func kind(of status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "symbolic link"
        case S_IFIFO: "FIFO"
        case S_IFSOCK: "socket"
        case S_IFCHR: "character device"
        case S_IFBLK: "block device"
        case S_IFDIR: "folder"
        default: "special file"
        }
    }

    /// Whether the resolved `path` lies inside the resolved folder `root`.
    private static func isInside(_ path: String, _ root: String) -> Bool {
        path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `path` with every link, `.` and `..` resolved (`realpath`); nil, with `errno` set, when it cannot be.
    private static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The path of the file open on `fd`, from /proc; nil when /proc is not there.
    private static func location(of fd: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
